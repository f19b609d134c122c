/// Where a step definition, hook or parameter type is written in Swift source, recorded from
/// `#fileID`, `#filePath`, `#line` and `#column` at the point of registration.
///
/// Reports show it beside failures ("defined at Steps/BellySteps.swift:12") and the message
/// stream carries it as the definition's `sourceReference`.
public struct CodeLocation: Sendable, Hashable, CustomStringConvertible {
    /// The module-qualified file name, e.g. `BellyTests/BellySteps.swift`.
    public let fileID: String
    /// The absolute path of the file when it was compiled.
    public let filePath: String
    /// The 1-based line of the registration.
    public let line: Int
    /// The 1-based column of the registration.
    public let column: Int

    /// Creates a location; the defaults capture the caller's position.
    public init(
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// `fileID:line`, e.g. `BellyTests/BellySteps.swift:12`.
    public var description: String { "\(fileID):\(line)" }
}
