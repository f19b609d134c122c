import Foundation

/// The package folder the server was started in, and the only place it reads: every path a
/// client names is resolved against it and refused when it leads outside, links included.
///
/// ```swift
/// let root = PackageRoot(path: "/work/shop")
/// try root.resolve("Tests/ShopTests/Features")   // "/work/shop/Tests/ShopTests/Features"
/// try root.resolve("../elsewhere")               // throws: outside the package
/// root.relative("/work/shop/Tests/a.feature")    // "Tests/a.feature"
/// ```
package struct PackageRoot: Sendable, Hashable {
    /// The folder's absolute, standardised path.
    package let path: String
    /// The same path with symbolic links resolved, which containment is checked against.
    private let canonical: String

    /// The package at `path` (absolute, or relative to the working directory).
    package init(path: String) {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        self.path = Self.trimmed(URL(fileURLWithPath: absolute).standardizedFileURL.path)
        canonical = Self.trimmed(URL(fileURLWithPath: self.path).resolvingSymlinksInPath().path)
    }

    /// The absolute path of `given` (absolute, or relative to the package), when it lies inside
    /// the package once links are resolved.
    ///
    /// - Throws: ``ToolFailure`` saying the path is outside the package.
    package func resolve(_ given: String) throws(ToolFailure) -> String {
        let absolute = given.hasPrefix("/") ? given : path + "/" + given
        let standard = Self.trimmed(URL(fileURLWithPath: absolute).standardizedFileURL.path)
        guard contains(standard) else {
            throw ToolFailure("\(given) is outside the package \(path); this server only reads files inside it")
        }
        return standard
    }

    /// Whether `absolute` (standardised) lies inside the package, after resolving its links.
    package func contains(_ absolute: String) -> Bool {
        guard Self.isInside(absolute, folder: path) else { return false }
        let resolved = Self.trimmed(URL(fileURLWithPath: absolute).resolvingSymlinksInPath().path)
        return Self.isInside(resolved, folder: canonical) || Self.isInside(resolved, folder: path)
    }

    /// `absolute` relative to the package, or as it is when it lies outside.
    package func relative(_ absolute: String) -> String {
        guard absolute.hasPrefix(path + "/") else { return absolute }
        return String(absolute.dropFirst(path.count + 1))
    }

    /// Whether `candidate` is `folder` or lies below it.
    private static func isInside(_ candidate: String, folder: String) -> Bool {
        candidate == folder || candidate.hasPrefix(folder == "/" ? "/" : folder + "/")
    }

    /// The path without a trailing slash (the root itself excepted).
    private static func trimmed(_ path: String) -> String {
        path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }
}
