import CucumberMessages
import Dispatch
import Gherkin

/// Turns feature files into the NDJSON envelopes the reference `gherkin` tools print: per
/// file, in the order given, its source, document and pickles, or only its parse errors.
struct GherkinMessagesWriter {
    var options: GherkinMessagesOptions

    /// Files processed concurrently per batch when ids are random (predictable ids need one
    /// counter threaded through the files in order, so that mode runs sequentially).
    var batchSize = 32

    /// Writes the envelopes of every file in `paths` to `sink`.
    /// - Returns: the files that could not be read (reported, then skipped).
    func write(paths: [String], to sink: any OutputSink) throws -> [FileBytes.ReadError] {
        var output = BufferedOutput(sink: sink)
        var unreadable: [FileBytes.ReadError] = []
        if options.predictableIds {
            var ids = IdGenerator.predictable()
            for path in paths {
                do {
                    let bytes = try FileBytes.read(path)
                    try appendMessages(for: bytes, uri: path, ids: &ids, to: &output.buffer)
                    try output.flushIfFull()
                } catch let error as FileBytes.ReadError {
                    unreadable.append(error)
                }
            }
        } else {
            var start = paths.startIndex
            while start < paths.endIndex {
                let batch = Array(paths[start..<min(start + batchSize, paths.endIndex)])
                for result in processConcurrently(batch) {
                    switch result {
                    case .success(let bytes): try output.append(bytes)
                    case .failure(let error): unreadable.append(error)
                    }
                }
                start += batch.count
            }
        }
        try output.flush()
        return unreadable
    }

    private func processConcurrently(_ batch: [String]) -> [Result<[UInt8], FileBytes.ReadError>] {
        let slots = ResultSlots<Result<[UInt8], FileBytes.ReadError>>(count: batch.count)
        let writer = self
        DispatchQueue.concurrentPerform(iterations: batch.count) { index in
            var ids = IdGenerator.uuid()
            var buffer: [UInt8] = []
            do {
                let bytes = try FileBytes.read(batch[index])
                try writer.appendMessages(for: bytes, uri: batch[index], ids: &ids, to: &buffer)
                slots[index] = .success(buffer)
            } catch let error as FileBytes.ReadError {
                slots[index] = .failure(error)
            } catch {
                // NB: Encoding only fails for non-finite numbers, which messages never hold.
                slots[index] = .failure(FileBytes.ReadError(path: batch[index], reason: "\(error)"))
            }
        }
        return slots.values.map { $0 ?? .success([]) }
    }

    /// Appends the NDJSON lines for one file.
    func appendMessages(
        for bytes: [UInt8], uri: String, ids: inout IdGenerator, to buffer: inout [UInt8]
    ) throws {
        let encoder = NDJSONEncoder()
        let mediaType = SourceMediaTypeChoice(path: uri).value
        switch GherkinParser().parse(bytes: bytes, uri: uri, mediaType: mediaType, ids: &ids) {
        case .failure(let errors):
            for error in errors {
                try encoder.appendLine(Envelope(parseError: error.parseError), to: &buffer)
            }
        case .success(let document):
            if options.includeSource {
                let source = Source(uri: uri, data: String(decoding: bytes, as: UTF8.self), mediaType: mediaType)
                try encoder.appendLine(Envelope(source: source), to: &buffer)
            }
            if options.includeGherkinDocument {
                try encoder.appendLine(Envelope(gherkinDocument: document), to: &buffer)
            }
            if options.includePickles {
                for pickle in PickleCompiler().compile(document, uri: uri, ids: &ids) {
                    try encoder.appendLine(Envelope(pickle: pickle), to: &buffer)
                }
            }
        }
    }
}
