import CucumberMessages

/// One run's proof behind the examples: the final attempt of each scenario, found by the
/// feature file and line a report or a reader names (the scenario's line, or an outline row's).
///
/// NB: the run may have been started from another folder than the documentation, so its uris
/// (`Tests/App/Features/a.feature`) and the documented paths (`Features/a.feature`) are matched
/// by their trailing path components rather than compared whole.
package struct RunEvidence {
    /// What the run is called on the pages (the message file's name, e.g. `api`).
    package var name: String
    var index: TestRunIndex
    /// Final attempts by run uri, then by line.
    private(set) var reports: [String: [Int: ScenarioReport]] = [:]
    /// The attempts before the final one (those retried), oldest first, by run uri, then by line.
    private var retried: [String: [Int: [ScenarioReport]]] = [:]
    /// Run uris by their last path component, to match documented paths quickly.
    private var urisByFileName: [String: [String]] = [:]

    package init(name: String, index: TestRunIndex) {
        self.name = name
        self.index = index
        for report in index.scenarioReports {
            guard !report.willBeRetried else {
                retried[report.uri, default: [:]][report.line, default: []].append(report)
                continue
            }
            if reports[report.uri] == nil {
                urisByFileName[String(Self.components(report.uri).last ?? ""), default: []].append(report.uri)
            }
            reports[report.uri, default: [:]][report.line] = report
        }
    }

    /// The run's final attempts for the feature documented at `path`, by line; empty when the
    /// run did not include it.
    /// The run's attachments of `mediaType` that belong to no scenario: those its before-all and
    /// after-all hooks made, in the order the hooks started.
    package func runAttachments(ofType mediaType: String) -> [Attachment] {
        index.runHooks.flatMap { $0.attachments.filter { $0.mediaType == mediaType } }
    }

    func reports(forFeatureAt path: String) -> [Int: ScenarioReport] {
        runURI(forFeatureAt: path).flatMap { reports[$0] } ?? [:]
    }

    /// The run's attempts before the final one for the feature documented at `path`, by line,
    /// oldest first: what a retried example went through before its outcome.
    func retriedAttempts(forFeatureAt path: String) -> [Int: [ScenarioReport]] {
        runURI(forFeatureAt: path).flatMap { retried[$0] } ?? [:]
    }

    /// The run's uri for the feature documented at `path`, `nil` when the run did not include it.
    private func runURI(forFeatureAt path: String) -> String? {
        if reports[path] != nil { return path }
        let documented = Self.components(path)
        let candidates = urisByFileName[String(documented.last ?? "")] ?? []
        // NB: the longest shared tail wins, so `a/x.feature` and `b/x.feature` stay apart.
        var best: (uri: String, shared: Int)?
        for uri in candidates {
            let shared = Self.sharedTail(documented, Self.components(uri))
            if shared > (best?.shared ?? 0) { best = (uri, shared) }
        }
        return best?.uri
    }

    /// The environment the run reported in its `meta` message.
    var meta: Meta? { index.meta }

    private static func components(_ path: String) -> [Substring] {
        path.split(separator: "/").filter { $0 != "." }
    }

    private static func sharedTail(_ left: [Substring], _ right: [Substring]) -> Int {
        var count = 0
        while count < left.count, count < right.count, left[left.count - 1 - count] == right[right.count - 1 - count] {
            count += 1
        }
        return count
    }
}
