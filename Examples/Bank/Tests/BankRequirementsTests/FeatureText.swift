/// How the feature files write characters that cannot stand in a Gherkin line (NUL, escape,
/// direction overrides): `<U+0000>`, as Unicode names code points. Shared by the API and the
/// browser steps, so both send exactly the same text.
enum FeatureText {
    /// `text` with every `<U+XXXX>` replaced by its character.
    static func decoded(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let open = rest.range(of: "<U+") {
            result += rest[..<open.lowerBound]
            let after = rest[open.upperBound...]
            guard let close = after.firstIndex(of: ">"), let value = UInt32(after[..<close], radix: 16),
                let scalar = Unicode.Scalar(value)
            else {
                result += "<U+"
                rest = after
                continue
            }
            result.unicodeScalars.append(scalar)
            rest = after[after.index(after: close)...]
        }
        return result + rest
    }

    /// Whether `text` holds a character a keyboard cannot type (a control character or a
    /// format character such as a direction override), which the browser steps then set by
    /// script instead of typing.
    static func needsScript(_ text: String) -> Bool {
        text.unicodeScalars.contains {
            $0.properties.generalCategory == .control || $0.properties.generalCategory == .format
        }
    }
}
