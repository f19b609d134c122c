import ConformanceSupport
import CucumberMessages
import Foundation
import Testing
import VerityJSON

/// A hand-written conformance that uses every container kind, nests them, asks for its keyed
/// container twice and uses a super encoder: what synthesized code never does.
private struct Awkward: Encodable, Equatable {
    enum CodingKeys: String, CodingKey { case numbers, nested, matrix, flag, again, optional }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        var numbers = container.nestedUnkeyedContainer(forKey: .numbers)
        try numbers.encode(Int.min)
        try numbers.encode(UInt64.max)
        try numbers.encode(0.5)
        try numbers.encode(2.0)
        try numbers.encode(-1e300)
        try numbers.encodeNil()
        var nested = container.nestedContainer(keyedBy: CodingKeys.self, forKey: .nested)
        try nested.encode(true, forKey: .flag)
        var matrix = container.nestedUnkeyedContainer(forKey: .matrix)
        var row = matrix.nestedUnkeyedContainer()
        try row.encode("a")
        _ = matrix.nestedUnkeyedContainer()
        try container.encode(Int8(-7), forKey: .flag)
        var same = encoder.container(keyedBy: CodingKeys.self)
        try same.encode([String: Int](), forKey: .again)
        try same.encodeIfPresent(Optional<Int>.none, forKey: .optional)
        try container.encode(["x": [1, 2]], forKey: .optional)
        try Wrapper(value: "w").encode(to: container.superEncoder())
    }
}

private struct Wrapper: Encodable {
    var value: String
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}

@Suite("NDJSONEncoder with hand-written conformances")
struct CustomEncodableTests {
    @Test("containers close in the right places however they are nested")
    func nestedContainers() throws {
        let ours = try JSONValue(parsing: NDJSONEncoder().encode(Awkward()))
        let foundation = try JSONValue(parsing: JSONEncoder().encode(Awkward()))
        #expect(ours == foundation)
    }

    @Test("integers at the extremes are written exactly")
    func integerExtremes() throws {
        let bytes = try NDJSONEncoder().encode([Int64.min, Int64.max, 0, -1])
        #expect(String(decoding: bytes, as: UTF8.self) == "[-9223372036854775808,9223372036854775807,0,-1]")
    }

    @Test("whole floating-point numbers are written without a fraction")
    func wholeDoubles() throws {
        #expect(String(decoding: try NDJSONEncoder().encode([2.0, 0.25]), as: UTF8.self) == "[2,0.25]")
    }

    @Test("a non-finite number is an error and leaves the buffer untouched")
    func nonFiniteThrows() throws {
        var buffer = Array("kept\n".utf8)
        #expect(throws: EncodingError.self) {
            try NDJSONEncoder().appendLine(["a": [1.0, .infinity]], to: &buffer)
        }
        #expect(buffer == Array("kept\n".utf8))
    }

    @Test("empty containers are written as {} and []")
    func emptyContainers() throws {
        let bytes = try NDJSONEncoder().encode([[String: [Int]]()])
        #expect(String(decoding: bytes, as: UTF8.self) == "[{}]")
        #expect(String(decoding: try NDJSONEncoder().encode([[Int]]()), as: UTF8.self) == "[]")
    }
}
