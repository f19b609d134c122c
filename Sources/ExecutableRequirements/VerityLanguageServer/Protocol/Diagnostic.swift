import CucumberMessages
import VerityJSON
import VerityWorkspace

/// A problem shown in a document: an LSP `Diagnostic` from the source `verity`.
///
/// ```swift
/// let diagnostic = Diagnostic(range: range, severity: .error, code: "undefined-step",
///                             message: #"Undefined step: "I have 3 cukes""#)
/// ```
package struct Diagnostic: Sendable, Hashable {
    /// How serious a problem is; the LSP's four levels.
    package enum Severity: Int, Sendable, Hashable {
        case error = 1
        case warning = 2
        case information = 3
        case hint = 4
    }

    /// Another place the diagnostic concerns, such as each definition of an ambiguous step.
    package struct RelatedInformation: Sendable, Hashable {
        /// The place.
        package var location: DocumentLocation
        /// What it has to do with the problem.
        package var message: String

        /// Creates related information.
        package init(location: DocumentLocation, message: String) {
            self.location = location
            self.message = message
        }
    }

    package var range: TextRange
    package var severity: Severity
    /// A stable name of the kind of problem (see ``DiagnosticCode``), for code actions and tests.
    package var code: String
    package var message: String
    package var relatedInformation: [RelatedInformation]

    /// Creates a diagnostic.
    package init(
        range: TextRange, severity: Severity, code: String, message: String,
        relatedInformation: [RelatedInformation] = []
    ) {
        self.range = range
        self.severity = severity
        self.code = code
        self.message = message
        self.relatedInformation = relatedInformation
    }

    /// The diagnostic as LSP JSON.
    package var json: JSONValue {
        var members: [String: JSONValue] = [
            "range": range.json, "severity": .integer(severity.rawValue), "code": .string(code),
            "source": .string("verity"), "message": .string(message),
        ]
        if !relatedInformation.isEmpty {
            members["relatedInformation"] = .array(
                relatedInformation.map { information in
                    .object(["location": information.location.json, "message": .string(information.message)])
                })
        }
        return .object(members)
    }
}
