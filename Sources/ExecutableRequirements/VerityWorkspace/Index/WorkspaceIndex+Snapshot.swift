extension WorkspaceIndex.State {
    /// Makes ``snapshot`` anew from the files and streams, by the rule ``WorkspaceIndex``
    /// documents, and moves the generation on if the definitions changed. `timing` is the
    /// duration and file count of the scan that led here, `nil` to keep the last ones.
    mutating func rebuild(roots: [String], timing: (duration: Duration, files: Int)?) {
        var next = WorkspaceSnapshot()
        let fromMessages = freshMessageSites(roots: roots)
        let constants = StringConstantTable(
            files.compactMap { path, record in
                record.scan.constants.isEmpty ? nil : (path, record.scan.constants)
            })
        let paths = Set(files.compactMap { $0.value.scan.isEmpty ? nil : $0.key }).union(fromMessages.keys).sorted()
        for path in paths {
            let scanned = files[path].map { resolved($0.scan, in: path, constants: constants) }
            if let messages = fromMessages[path] {
                next.stepDefinitions += messages.stepDefinitions.map {
                    Self.enriched($0, from: scanned?.stepDefinitions ?? [])
                }
                next.parameterTypes += messages.parameterTypes.map {
                    Self.enriched($0, from: scanned?.parameterTypes ?? [])
                }
                next.filesFromMessages += 1
            } else if let scanned {
                next.stepDefinitions += scanned.stepDefinitions
                next.parameterTypes += scanned.parameterTypes
                next.unrecognised += scanned.unrecognised
            }
        }
        next.fileCount = files.count
        next.filesWithDefinitions = files.values.count(where: { !$0.scan.isEmpty })
        next.filesScanned = timing?.files ?? snapshot.filesScanned
        next.scanDuration = timing?.duration ?? snapshot.scanDuration
        let same =
            next.stepDefinitions == snapshot.stepDefinitions && next.parameterTypes == snapshot.parameterTypes
            && next.unrecognised == snapshot.unrecognised
        // NB: the first scan counts as a change even when it finds nothing, so generation 0
        // always means "not scanned yet".
        next.generation = same && snapshot.generation > 0 ? snapshot.generation : snapshot.generation + 1
        snapshot = next
    }

    /// A file's scan with its named patterns looked up: each becomes a definition, or an
    /// unrecognised site saying why not.
    private func resolved(_ scan: SwiftFileScan, in path: String, constants: StringConstantTable) -> SwiftFileScan {
        guard !scan.namedPatterns.isEmpty else { return scan }
        var result = scan
        for named in scan.namedPatterns {
            switch named.resolved({ constants.value(of: $0, inFile: path) }) {
            case .step(let site): result.stepDefinitions.append(site)
            case .parameterType(let site): result.parameterTypes.append(site)
            case .unrecognised(let site): result.unrecognised.append(site)
            }
        }
        // NB: in file order, as if the names had been literals.
        result.stepDefinitions.sort { $0.location.range.start < $1.location.range.start }
        result.parameterTypes.sort { $0.location.range.start < $1.location.range.start }
        result.unrecognised.sort { $0.location.range.start < $1.location.range.start }
        return result
    }

    /// The message-stream definitions of each file a stream is fresh for: the file was not
    /// modified after the stream, and its scan is of the file on disk. A file the index does
    /// not hold counts when it lies outside the roots (a dependency's steps), not when it is
    /// inside (it was deleted or is skipped).
    private func freshMessageSites(roots: [String]) -> [String: MessageStreamDefinitions] {
        var sites: [String: MessageStreamDefinitions] = [:]
        // NB: several streams (shards, reruns) name the same definitions.
        var seenSteps = Set<StepDefinitionSite>()
        var seenParameterTypes = Set<ParameterTypeSite>()
        for stream in streams.values.sorted(by: { $0.url.path < $1.url.path }) {
            let written = stream.stamp?.modified
            /// Whether this stream is as new as the file at `path`.
            func isFresh(_ path: String) -> Bool {
                guard let record = files[path] else {
                    return !roots.contains { path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
                }
                guard !record.isEditorText, let written, let modified = record.stamp?.modified else { return false }
                return modified <= written
            }
            for site in stream.definitions.stepDefinitions
            where isFresh(site.location.path) && seenSteps.insert(site).inserted {
                sites[site.location.path, default: MessageStreamDefinitions()].stepDefinitions.append(site)
            }
            for site in stream.definitions.parameterTypes
            where isFresh(site.location.path) && seenParameterTypes.insert(site).inserted {
                sites[site.location.path, default: MessageStreamDefinitions()].parameterTypes.append(site)
            }
        }
        return sites
    }

    /// A message's step definition with the span, keyword and doc comment of the scanned
    /// definition with the same pattern nearest to its line, if the scan found one.
    private static func enriched(_ site: StepDefinitionSite, from scanned: [StepDefinitionSite]) -> StepDefinitionSite {
        let line = site.location.range.start.line
        let same = scanned.filter { $0.pattern == site.pattern && $0.syntax == site.syntax }
        guard
            let match = same.min(by: {
                abs($0.location.range.start.line - line) < abs($1.location.range.start.line - line)
            })
        else { return site }
        var result = match
        result.origin = .messages
        return result
    }

    /// A message's parameter type with the span and doc comment of the scanned one of the
    /// same name nearest to its line, if the scan found one.
    private static func enriched(_ site: ParameterTypeSite, from scanned: [ParameterTypeSite]) -> ParameterTypeSite {
        let line = site.location.range.start.line
        let same = scanned.filter { $0.name == site.name }
        guard
            let match = same.min(by: {
                abs($0.location.range.start.line - line) < abs($1.location.range.start.line - line)
            })
        else { return site }
        var result = site
        result.location = match.location
        result.documentation = match.documentation
        return result
    }
}
