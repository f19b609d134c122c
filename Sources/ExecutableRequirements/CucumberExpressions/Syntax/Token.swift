/// One token of a Cucumber Expression, located by Unicode-scalar offsets.
struct Token: Sendable, Hashable {
    enum Kind: String, Sendable {
        case startOfLine = "START_OF_LINE"
        case endOfLine = "END_OF_LINE"
        case whiteSpace = "WHITE_SPACE"
        case beginOptional = "BEGIN_OPTIONAL"
        case endOptional = "END_OPTIONAL"
        case beginParameter = "BEGIN_PARAMETER"
        case endParameter = "END_PARAMETER"
        case alternation = "ALTERNATION"
        case text = "TEXT"

        /// The character that spells this token kind, for error messages.
        var symbol: String {
            switch self {
            case .beginOptional: return "("
            case .endOptional: return ")"
            case .beginParameter: return "{"
            case .endParameter: return "}"
            case .alternation: return "/"
            default: return ""
            }
        }

        /// What the token is for, for error messages.
        var purpose: String {
            switch self {
            case .beginOptional, .endOptional: return "optional text"
            case .beginParameter, .endParameter: return "a parameter"
            case .alternation: return "alternation"
            default: return ""
            }
        }

        static func of(_ scalar: Unicode.Scalar) -> Kind {
            switch scalar {
            case " ": return .whiteSpace
            case "/": return .alternation
            case "{": return .beginParameter
            case "}": return .endParameter
            case "(": return .beginOptional
            case ")": return .endOptional
            default: return .text
            }
        }
    }

    let kind: Kind
    let text: String
    let start: Int
    let end: Int

    static func canEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "\\", "/", "{", "}", "(", ")": return true
        default: return false
        }
    }
}
