/// A `let` whose value is one string literal, such as `static let regexp = #"\$\d+"#` inside
/// `enum FeatureAmount`: a definition may name it instead of writing its pattern out
/// (`steps.parameterType("amount", regexp: FeatureAmount.regexp)`).
package struct StringConstant: Sendable, Hashable {
    /// The names of the types (and extensions) around it, then its own: `["FeatureAmount", "regexp"]`.
    package var path: [String]
    /// The literal's value, escapes resolved.
    package var value: String

    /// The constant at `path` holding `value`.
    package init(path: [String], value: String) {
        self.path = path
        self.value = value
    }
}

/// A place where a definition names a constant: `FeatureAmount.regexp` is the path
/// `["FeatureAmount", "regexp"]`.
package struct ConstantReference: Sendable, Hashable {
    /// The name as written, without a leading `self.` or `Self.`.
    package var path: [String]
    /// For a step, 0 (its pattern); for a parameter type, the index in its `regexps`.
    package var slot: Int
    /// The name in its file.
    package var location: SourceSpan

    /// The name `path`, written at `location`, for the value at `slot`.
    package init(path: [String], slot: Int, location: SourceSpan) {
        self.path = path
        self.slot = slot
        self.location = location
    }

    /// The name as written: `FeatureAmount.regexp`.
    package var name: String { path.joined(separator: ".") }
}
