import Foundation

/// The name the HTML report and the living documentation carry in their title: the Swift
/// package's own, as its `Package.swift` declares it.
///
/// It is read from the manifest's text, not by building it: the first `Package(name: "…")`
/// whose name is a plain string literal. A manifest that computes its name gives none, and the
/// pages keep their generic title; `verity report --title` and `verity docs --title` name the
/// project explicitly.
///
/// ```swift
/// ProjectName.ofPackage(at: "/work/Coffee")  // "Coffee", from /work/Coffee/Package.swift
/// ```
public enum ProjectName {
    /// The name in the `Package.swift` of `folder`, or of the nearest folder above it that has
    /// one; `nil` when there is none or its name is not a string literal.
    ///
    /// The runner calls it with the current folder, which is the package's root under
    /// `swift test`.
    public static func ofPackage(at folder: String = FileManager.default.currentDirectoryPath) -> String? {
        var url = URL(fileURLWithPath: folder, isDirectory: true).standardizedFileURL
        while true {
            let manifest = url.appendingPathComponent("Package.swift")
            if let data = FileManager.default.contents(atPath: manifest.path) {
                return declaredName(in: String(decoding: data, as: UTF8.self))
            }
            let parent = url.deletingLastPathComponent()
            guard parent.path != url.path else { return nil }
            url = parent
        }
    }

    /// The `name:` of the first `Package(` call in a manifest's text, when it is a string
    /// literal without escapes or interpolation.
    static func declaredName(in manifest: String) -> String? {
        var rest = Substring(manifest)
        while let call = rest.range(of: "Package(") {
            rest = rest[call.upperBound...]
            let arguments = rest.drop { $0.isWhitespace }
            guard arguments.hasPrefix("name:") else { continue }
            let value = arguments.dropFirst("name:".count).drop { $0.isWhitespace }
            guard value.first == "\"", !value.hasPrefix("\"\"\"") else { return nil }
            let literal = value.dropFirst().prefix { $0 != "\"" && $0 != "\\" && !$0.isNewline }
            let end = value.dropFirst(literal.count + 1).first
            guard end == "\"", !literal.isEmpty else { return nil }
            return String(literal)
        }
        return nil
    }
}
