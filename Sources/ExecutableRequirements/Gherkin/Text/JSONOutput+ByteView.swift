import CucumberMessages

extension JSONOutput {
    /// Writes `value` as a JSON string member named `name`, escaping it as needed.
    ///
    /// NB: the bytes go to the writer in place, without a `String` made of them first.
    @inline(__always)
    mutating func member(_ name: StaticString, utf8 value: ByteView) {
        member(name, utf8: value.unsafeBuffer)
    }
}
