/// A small llvm-cov JSON export, written by hand in the shape `swift test
/// --enable-code-coverage` writes, of a package "Shop" at a given root: two modules of its own,
/// and a file of each kind the coverage readers leave out.
package enum CodeCoverageExport {
    /// The export's text, its absolute file names under `root`.
    ///
    /// - `Sources/Shop/Cart.swift`: 10 of 10 lines, 3 of 3 functions
    /// - `Sources/Shop/Pricing/Price.swift`: 8 of 10 lines, 2 of 3 functions
    /// - `Sources/ShopUI/View.swift`: 0 of 5 lines, 0 of 1 function
    /// - left out: a test, a checked-out dependency, a plugin's generated test, a path dependency
    package static func json(root: String) -> String {
        func file(_ path: String, lines: (Int, Int), functions: (Int, Int)) -> String {
            """
            {"filename": "\(path)", "segments": [[1, 1, 4, true, true, false]], "branches": [], "expansions": [],
             "summary": {"lines": {"count": \(lines.1), "covered": \(lines.0), "percent": 0},
                         "functions": {"count": \(functions.1), "covered": \(functions.0), "percent": 0},
                         "instantiations": {"count": \(functions.1), "covered": \(functions.0), "percent": 0},
                         "regions": {"count": 1, "covered": 1, "notcovered": 0, "percent": 100}}}
            """
        }
        let files = [
            file("\(root)/Sources/Shop/Cart.swift", lines: (10, 10), functions: (3, 3)),
            file("\(root)/Sources/Shop/Pricing/Price.swift", lines: (8, 10), functions: (2, 3)),
            file("\(root)/Sources/ShopUI/View.swift", lines: (0, 5), functions: (0, 1)),
            file("\(root)/Tests/ShopTests/CartTests.swift", lines: (40, 40), functions: (5, 5)),
            file("\(root)/.build/checkouts/swift-nio/Sources/NIOCore/Channel.swift", lines: (1, 90), functions: (1, 9)),
            file(
                "\(root)/.build/plugins/outputs/shop/ShopTests/destination/VerityFeatureTests/cart.swift",
                lines: (7, 9), functions: (1, 2)),
            file("\(root)/../verity/Sources/Verity/Runner.swift", lines: (3, 30), functions: (1, 4)),
        ]
        return """
            {"type": "llvm.coverage.json.export", "version": "2.0.1",
             "data": [{"files": [\(files.joined(separator: ",\n"))],
                       "functions": [{"name": "$s4Shop4CartV5totalSivg", "count": 3, "regions": [[3, 5, 7, 6, 3, 0, 0, 0]],
                                      "filenames": ["\(root)/Sources/Shop/Cart.swift"], "branches": []}],
                       "totals": {"lines": {"count": 194, "covered": 69, "percent": 35.5}}}]}
            """
    }
}
