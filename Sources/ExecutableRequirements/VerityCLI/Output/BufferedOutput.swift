/// Collects output in a large buffer and hands it to a sink in big chunks, so that writing
/// thousands of small NDJSON lines costs a handful of system calls.
struct BufferedOutput: ~Copyable {
    private let sink: any OutputSink
    private let capacity: Int
    /// The pending bytes; append to it directly, then call ``flushIfFull()``.
    var buffer: [UInt8] = []

    init(sink: any OutputSink, capacity: Int = 1 << 20) {
        self.sink = sink
        self.capacity = capacity
        buffer.reserveCapacity(capacity + capacity / 4)
    }

    mutating func append(_ bytes: [UInt8]) throws {
        buffer += bytes
        try flushIfFull()
    }

    mutating func append(_ text: String) throws {
        buffer += text.utf8
        try flushIfFull()
    }

    mutating func flushIfFull() throws {
        if buffer.count >= capacity { try flush() }
    }

    mutating func flush() throws {
        guard !buffer.isEmpty else { return }
        try sink.write(buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}
