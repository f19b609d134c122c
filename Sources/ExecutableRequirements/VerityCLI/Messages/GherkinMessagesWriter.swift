import CucumberMessages
import Dispatch
import Gherkin

/// Turns feature files into the NDJSON envelopes the reference `gherkin` tools print: per
/// file, in the order given, its source, document and pickles, or only its parse errors.
///
/// NB: Both cores are used: every file of a batch is parsed, compiled and encoded
/// concurrently, with counted ids from `"0"`. Those ids are then replaced: with random UUIDs,
/// or, with predictable ids, shifted by the number of ids the files before it used, which
/// gives exactly the ids of one counter running through all files in order (as the reference
/// tools number them) without parsing the files one after another.
struct GherkinMessagesWriter {
    var options: GherkinMessagesOptions

    /// Files per batch: enough to keep both cores busy, few enough to bound memory.
    var batchSize = 64

    /// Writes the envelopes of every file in `paths` to `sink`.
    /// - Returns: the files that could not be read (reported, then skipped).
    func write(paths: [String], to sink: any OutputSink) throws -> [FileBytes.ReadError] {
        var output = BufferedOutput(sink: sink)
        var unreadable: [FileBytes.ReadError] = []
        let batches = stride(from: 0, to: paths.count, by: batchSize).map {
            Array(paths[$0..<min($0 + batchSize, paths.count)])
        }
        func emit(_ results: [Result<[UInt8], FileBytes.ReadError>]) throws {
            for result in results {
                switch result {
                case .success(let bytes): try output.append(bytes)
                case .failure(let error): unreadable.append(error)
                }
            }
        }
        var firstId = 0
        for batch in batches {
            let slots = ResultSlots<Result<[UInt8], FileBytes.ReadError>>(count: batch.count)
            let writer = self
            if options.predictableIds {
                // Parse and compile concurrently, then number each file's ids after the ids of
                // the files before it, then encode concurrently.
                let parsed = ResultSlots<(file: ParsedFile, idCount: Int)>(count: batch.count)
                DispatchQueue.concurrentPerform(iterations: batch.count) { index in
                    var ids = IdGenerator.predictable()
                    let file = writer.parse(path: batch[index], ids: &ids)
                    parsed[index] = (file, file.idCount ?? Int(ids.next()) ?? 0)
                }
                var starts: [Int] = []
                for index in batch.indices {
                    starts.append(firstId)
                    firstId += parsed[index]?.idCount ?? 0
                }
                let firstIds = starts
                DispatchQueue.concurrentPerform(iterations: batch.count) { index in
                    guard let entry = parsed[index] else { return }
                    parsed[index] = nil
                    var file = entry.file
                    if firstIds[index] > 0 { file.renumber(idCount: entry.idCount, shiftedBy: firstIds[index]) }
                    slots[index] = writer.encode(file)
                }
            } else {
                DispatchQueue.concurrentPerform(iterations: batch.count) { index in
                    // NB: Counted ids replaced by random UUIDs afterwards (see `IdRewriter`).
                    var ids = IdGenerator.predictable()
                    var parsed = writer.parse(path: batch[index], ids: &ids)
                    parsed.renumber(idCount: parsed.idCount ?? Int(ids.next()) ?? 0, shiftedBy: nil)
                    slots[index] = writer.encode(parsed)
                }
            }
            try emit(slots.values.map { $0 ?? .success([]) })
        }
        try output.flush()
        return unreadable
    }

    /// Appends the NDJSON lines for one file's bytes.
    func appendMessages(
        for bytes: [UInt8], uri: String, ids: inout IdGenerator, to buffer: inout [UInt8]
    ) throws {
        if case .success(let lines) = encode(parse(bytes: bytes, uri: uri, ids: &ids)) {
            buffer += lines
        }
    }

    // MARK: Stages

    /// One file after parsing and compiling, before encoding.
    enum ParsedFile: Sendable {
        case unreadable(FileBytes.ReadError)
        case failed(errors: [GherkinError])
        /// Parsed without pickles (`--no-pickles`), as messages.
        case parsed(uri: String, bytes: [UInt8], document: GherkinDocument)
        /// Parsed and compiled, in compact form: the pickles are written from it directly.
        case compiled(uri: String, bytes: [UInt8], CompiledGherkin)

        /// How many ids the compiled file takes; `nil` when the generator says.
        var idCount: Int? {
            guard case .compiled(_, _, let compiled) = self else { return nil }
            return compiled.idCount
        }
    }

    func parse(path: String, ids: inout IdGenerator) -> ParsedFile {
        do {
            return parse(bytes: try FileBytes.read(path), uri: path, ids: &ids)
        } catch {
            return .unreadable(error)
        }
    }

    func parse(bytes: [UInt8], uri: String, ids: inout IdGenerator) -> ParsedFile {
        let mediaType = SourceMediaTypeChoice(path: uri).value
        // NB: without pickles, their ids are not taken either, as in the reference tools.
        guard options.includePickles else {
            switch GherkinParser().parse(bytes: bytes, uri: uri, mediaType: mediaType, ids: &ids) {
            case .failure(let errors): return .failed(errors: errors)
            case .success(let document): return .parsed(uri: uri, bytes: bytes, document: document)
            }
        }
        let compiled = GherkinParser().compile(bytes: bytes, uri: uri, mediaType: mediaType, ids: &ids)
        guard compiled.errors.isEmpty else { return .failed(errors: compiled.errors) }
        return .compiled(uri: uri, bytes: bytes, compiled)
    }

    func encode(_ file: ParsedFile) -> Result<[UInt8], FileBytes.ReadError> {
        let encoder = NDJSONEncoder()
        var buffer: [UInt8] = []
        do {
            switch file {
            case .unreadable(let error):
                return .failure(error)
            case .failed(let errors):
                for error in errors {
                    try encoder.appendLine(Envelope(parseError: error.parseError), to: &buffer)
                }
            case .parsed(let uri, let bytes, let document):
                try appendSource(uri: uri, bytes: bytes, to: &buffer)
                if options.includeGherkinDocument {
                    try encoder.appendLine(Envelope(gherkinDocument: document), to: &buffer)
                }
            case .compiled(let uri, let bytes, let compiled):
                // NB: a document's pickles are larger than the document itself; reserving room
                // for them up front saves most of the copies that growing by doubling makes.
                buffer.reserveCapacity(3 * bytes.count)
                try appendSource(uri: uri, bytes: bytes, to: &buffer)
                if options.includeGherkinDocument, let document = compiled.document {
                    try encoder.appendLine(Envelope(gherkinDocument: document), to: &buffer)
                }
                // NB: written from the compact form; making the messages first took as long as
                // parsing, compiling and writing together.
                compiled.appendPickleEnvelopes(to: &buffer)
            }
        } catch {
            // NB: Encoding only fails for non-finite numbers, which these messages never hold.
            return .failure(FileBytes.ReadError(path: "", reason: "cannot encode: \(error)"))
        }
        return .success(buffer)
    }

    private func appendSource(uri: String, bytes: [UInt8], to buffer: inout [UInt8]) throws {
        guard options.includeSource else { return }
        let mediaType = SourceMediaTypeChoice(path: uri).value
        let source = MessageSource(uri: uri, data: String(decoding: bytes, as: UTF8.self), mediaType: mediaType)
        try NDJSONEncoder().appendLine(Envelope(source: source), to: &buffer)
    }
}

extension GherkinMessagesWriter.ParsedFile {
    /// Makes the file's counted ids (from `"0"`) unique across files: shifted by `offset`, or
    /// replaced with random UUIDs when it is `nil`. The compiled form only changes where its
    /// ids come from (they are ordinals until written); the document's messages are rewritten.
    mutating func renumber(idCount: Int, shiftedBy offset: Int?) {
        switch self {
        case .parsed(let uri, let bytes, var document):
            var uuids = RandomUUIDs()
            let rewriter =
                offset.map { IdRewriter(count: idCount, shiftedBy: $0) }
                ?? IdRewriter(count: idCount, generator: &uuids)
            rewriter.rewrite(&document)
            self = .parsed(uri: uri, bytes: bytes, document: document)
        case .compiled(let uri, let bytes, let compiled):
            self = .compiled(uri: uri, bytes: bytes, compiled.withIds(offset.map { .predictable(from: $0) } ?? .uuid()))
        case .unreadable, .failed:
            break
        }
    }
}
