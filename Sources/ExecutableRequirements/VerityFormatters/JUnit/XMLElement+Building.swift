import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

extension XMLElement {
    /// An element holding `text`, with characters XML 1.0 forbids removed.
    convenience init(name: String, text: String) {
        self.init(name: name)
        stringValue = text.xmlSafe
    }

    /// Adds or replaces the attribute `name`.
    func set(_ name: String, _ value: String) {
        let attribute = XMLNode(kind: .attribute)
        attribute.name = name
        attribute.stringValue = value.xmlSafe
        addAttribute(attribute)
    }
}

extension String {
    /// The string without the control characters XML 1.0 cannot carry (tab, newline and
    /// carriage return stay), such as the ESC of ANSI colour codes in error messages.
    var xmlSafe: String {
        var scalars = String.UnicodeScalarView()
        for scalar in unicodeScalars where Self.isAllowedInXML(scalar) { scalars.append(scalar) }
        return String(scalars)
    }

    private static func isAllowedInXML(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: true
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
