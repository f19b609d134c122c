/// The string constants of every scanned file, looked up by the names definitions use.
///
/// A name matches a constant whose path ends with it: `FeatureAmount.regexp` and `regexp`
/// both match `FeatureAmount.regexp`. When several constants match with different values,
/// those of the definition's own file win; if that still leaves several, the name is ambiguous.
/// This is looser than Swift's scoping (which the scan cannot follow) but errs only where two
/// constants share a name and differ.
///
/// ```swift
/// let table = StringConstantTable([("/w/Amount.swift", [StringConstant(path: ["Amount", "regexp"], value: #"\d+"#)])])
/// table.value(of: reference, inFile: "/w/Steps.swift")  // .success(#"\d+"#)
/// ```
package struct StringConstantTable: Sendable {
    /// A constant and the file that declares it.
    private struct Entry: Sendable {
        var file: String
        var constant: StringConstant
    }

    /// The constants by the last component of their path.
    private var byName: [String: [Entry]] = [:]

    /// A table of `files`' constants.
    package init(_ files: [(path: String, constants: [StringConstant])]) {
        for (path, constants) in files {
            for constant in constants {
                guard let name = constant.path.last else { continue }
                byName[name, default: []].append(Entry(file: path, constant: constant))
            }
        }
    }

    /// The value `reference` names, seen from a definition in the file `path`.
    package func value(of reference: ConstantReference, inFile path: String) -> Result<
        String, UnrecognisedDefinitionSite.Reason
    > {
        guard let name = reference.path.last, let entries = byName[name] else {
            return .failure(.unresolvedName(reference.name))
        }
        let matching = entries.filter {
            $0.constant.path.count >= reference.path.count
                && $0.constant.path.suffix(reference.path.count).elementsEqual(reference.path)
        }
        if let value = Self.single(matching) { return .success(value) }
        if matching.isEmpty { return .failure(.unresolvedName(reference.name)) }
        if let value = Self.single(matching.filter { $0.file == path }) { return .success(value) }
        return .failure(.ambiguousName(reference.name))
    }

    /// The one value all `entries` share, if there is one.
    private static func single(_ entries: [Entry]) -> String? {
        guard let first = entries.first?.constant.value else { return nil }
        return entries.allSatisfy { $0.constant.value == first } ? first : nil
    }
}
