import Testing

@testable import Gherkin

/// The eight-bytes-at-a-time search finds a byte wherever it is, and only where it is.
@Suite("Byte word search")
struct ByteWordTests {
    @Test("a bracket is found at every position of texts of every length up to three words, and nowhere else")
    func findsEitherByteAtEveryPosition() {
        for length in 0...24 {
            let plain = [UInt8](repeating: UInt8(ascii: "a"), count: length)
            ByteView.withView(of: plain) { bytes in
                #expect(!ByteWord.contains(UInt8(ascii: "<"), or: UInt8(ascii: ">"), in: bytes), "length \(length)")
            }
            for position in 0..<length {
                for bracket in [UInt8(ascii: "<"), UInt8(ascii: ">")] {
                    var text = plain
                    text[position] = bracket
                    ByteView.withView(of: text) { bytes in
                        #expect(
                            ByteWord.contains(UInt8(ascii: "<"), or: UInt8(ascii: ">"), in: bytes),
                            "length \(length), position \(position)")
                    }
                }
            }
        }
    }

    @Test("bytes outside the buffer are not searched")
    func staysInsideTheBuffer() {
        let text = Array("abcdefghij<".utf8)
        ByteView.withView(of: text) { bytes in
            #expect(!ByteWord.contains(UInt8(ascii: "<"), or: UInt8(ascii: ">"), in: bytes.rebased(from: 0, to: 10)))
            #expect(!ByteWord.contains(UInt8(ascii: "<"), or: UInt8(ascii: ">"), in: bytes.rebased(from: 3, to: 10)))
        }
    }
}
