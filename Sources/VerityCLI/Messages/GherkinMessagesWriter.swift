import CucumberMessages
import Dispatch
import Gherkin

/// Turns feature files into the NDJSON envelopes the reference `gherkin` tools print: per
/// file, in the order given, its source, document and pickles, or only its parse errors.
///
/// NB: Both cores are used. With predictable ids one counter runs through all files in
/// order, so parsing and compiling stay on one thread while the previous batch of files is
/// encoded on the others (encoding is about half the work). With random ids every file is
/// independent and is parsed, compiled and encoded concurrently.
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
        if options.predictableIds {
            var ids = IdGenerator.predictable()
            var encoding: PendingEncoding?
            for batch in batches {
                let parsed = batch.map { parse(path: $0, ids: &ids) }
                if let previous = encoding { try emit(previous.wait()) }
                encoding = PendingEncoding(parsed, writer: self)
            }
            if let last = encoding { try emit(last.wait()) }
        } else {
            for batch in batches {
                let slots = ResultSlots<Result<[UInt8], FileBytes.ReadError>>(count: batch.count)
                let writer = self
                DispatchQueue.concurrentPerform(iterations: batch.count) { index in
                    // NB: Counted ids replaced by fast UUIDs afterwards; see `FastUUIDs`.
                    var ids = IdGenerator.predictable()
                    var parsed = writer.parse(path: batch[index], ids: &ids)
                    var uuids = FastUUIDs()
                    parsed.replaceIds(with: IdRewriter(count: Int(ids.next()) ?? 0, generator: &uuids))
                    slots[index] = writer.encode(parsed)
                }
                try emit(slots.values.map { $0 ?? .success([]) })
            }
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
        case parsed(uri: String, bytes: [UInt8], document: GherkinDocument, pickles: [Pickle])
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
        switch GherkinParser().parse(bytes: bytes, uri: uri, mediaType: mediaType, ids: &ids) {
        case .failure(let errors):
            return .failed(errors: errors)
        case .success(let document):
            let pickles = options.includePickles ? PickleCompiler().compile(document, uri: uri, ids: &ids) : []
            return .parsed(uri: uri, bytes: bytes, document: document, pickles: pickles)
        }
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
            case .parsed(let uri, let bytes, let document, let pickles):
                if options.includeSource {
                    let mediaType = SourceMediaTypeChoice(path: uri).value
                    let source = Source(uri: uri, data: String(decoding: bytes, as: UTF8.self), mediaType: mediaType)
                    try encoder.appendLine(Envelope(source: source), to: &buffer)
                }
                if options.includeGherkinDocument {
                    try encoder.appendLine(Envelope(gherkinDocument: document), to: &buffer)
                }
                for pickle in pickles {
                    try encoder.appendLine(Envelope(pickle: pickle), to: &buffer)
                }
            }
        } catch {
            // NB: Encoding only fails for non-finite numbers, which these messages never hold.
            return .failure(FileBytes.ReadError(path: "", reason: "cannot encode: \(error)"))
        }
        return .success(buffer)
    }
}

extension GherkinMessagesWriter.ParsedFile {
    /// Swaps the file's counted ids for UUIDs.
    mutating func replaceIds(with rewriter: IdRewriter) {
        guard case .parsed(let uri, let bytes, var document, var pickles) = self else { return }
        rewriter.rewrite(&document)
        rewriter.rewrite(&pickles)
        self = .parsed(uri: uri, bytes: bytes, document: document, pickles: pickles)
    }
}

/// A batch of parsed files being encoded concurrently in the background.
struct PendingEncoding {
    private let group = DispatchGroup()
    private let slots: ResultSlots<Result<[UInt8], FileBytes.ReadError>>

    init(_ files: [GherkinMessagesWriter.ParsedFile], writer: GherkinMessagesWriter) {
        let slots = ResultSlots<Result<[UInt8], FileBytes.ReadError>>(count: files.count)
        self.slots = slots
        DispatchQueue.global().async(group: group) {
            DispatchQueue.concurrentPerform(iterations: files.count) { index in
                slots[index] = writer.encode(files[index])
            }
        }
    }

    /// The encoded files, in order, once all are done.
    func wait() -> [Result<[UInt8], FileBytes.ReadError>] {
        group.wait()
        return slots.values.map { $0 ?? .success([]) }
    }
}
