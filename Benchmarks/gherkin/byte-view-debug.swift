// Reading bytes by index without the optimiser: a buffer pointer, a struct like Gherkin's
// `ByteView` (a pointer and a count, every read bounds-checked), the standard library's `Span`
// and an array, each summing the same 20 MB.
//
// Usage: swiftc -Onone Benchmarks/gherkin/byte-view-debug.swift -o /tmp/byte-view-debug && /tmp/byte-view-debug
import Foundation

struct ByteView {
    private let base: UnsafePointer<UInt8>
    let count: Int

    init(_ buffer: UnsafeBufferPointer<UInt8>) {
        guard let base = buffer.baseAddress else { preconditionFailure("an empty buffer") }
        self.base = base
        count = buffer.count
    }

    subscript(index: Int) -> UInt8 {
        @_transparent get {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "byte index out of range")
            return base[index]
        }
    }
}

let count = 20_000_000
let bytes = [UInt8](repeating: 0x41, count: count)

/// Prints the best of three runs of `body` in MB/s.
func measure(_ name: String, _ body: () -> Int) {
    var best = 0.0
    var sum = 0
    for _ in 0..<3 {
        let start = Date()
        sum &+= body()
        best = max(best, Double(count) / Date().timeIntervalSince(start) / 1e6)
    }
    let padded = name.padding(toLength: 22, withPad: " ", startingAt: 0)
    print(padded, String(format: "%7.1f MB/s", best), sum == 0 ? "(empty)" : "")
}

bytes.withUnsafeBufferPointer { buffer in
    measure("UnsafeBufferPointer") {
        var sum = 0
        var index = 0
        while index < buffer.count {
            sum &+= Int(buffer[index])
            index += 1
        }
        return sum
    }
    let view = ByteView(buffer)
    measure("ByteView (checked)") {
        var sum = 0
        var index = 0
        while index < view.count {
            sum &+= Int(view[index])
            index += 1
        }
        return sum
    }
}
measure("Span") {
    let span = bytes.span
    var sum = 0
    var index = 0
    while index < span.count {
        sum &+= Int(span[index])
        index += 1
    }
    return sum
}
measure("Array") {
    var sum = 0
    var index = 0
    while index < bytes.count {
        sum &+= Int(bytes[index])
        index += 1
    }
    return sum
}
