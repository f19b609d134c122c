import Foundation
import TestFixtures
import Testing
@testable import VerityCodeCoverage

@testable import VerityLivingDocs

/// Code coverage beside requirement and model coverage: the living documentation reads what
/// `swift test --enable-code-coverage` writes and shows the package's own code, per module and
/// per file.
@Suite("Living documentation: code coverage")
struct CodeCoverageTests {
    static let root = "/work/shop"

    static func report(modules: [String] = []) throws -> CodeCoverageReport {
        try CodeCoverageReport(
            data: Data(CodeCoverageExport.json(root: root).utf8), path: "shop.json", root: root, modules: modules)
    }

    @Test("the package's modules are summed from their files; tests, .build and files outside the package are left out")
    func perModule() throws {
        let report = try Self.report()
        #expect(report.modules.map(\.name) == ["Shop", "ShopUI"])
        let shop = try #require(report.modules.first)
        #expect(shop.files.map(\.path) == ["Sources/Shop/Cart.swift", "Sources/Shop/Pricing/Price.swift"])
        #expect(shop.lines == .init(covered: 18, count: 20))
        #expect(shop.functions == .init(covered: 5, count: 6))
        #expect(report.total.lines == .init(covered: 18, count: 25))
        #expect(report.total.functions == .init(covered: 5, count: 7))
        #expect(
            report.leftOut == .init(tests: 1, dependencies: 1, generated: 1, outside: 1, otherModules: 0),
            "one file of each kind left out")
    }

    @Test("chosen modules keep only theirs, and a chosen module with no file is named")
    func chosenModules() throws {
        let report = try Self.report(modules: ["ShopUI", "Shopp"])
        #expect(report.modules.map(\.name) == ["ShopUI"])
        #expect(report.leftOut.otherModules == 2)
        #expect(report.modulesNotFound == ["Shopp"])
    }

    @Test("a percentage is rounded down, so that only full coverage reads 100 %")
    func percentages() {
        #expect(CodeCoverageReport.Tally(covered: 1999, count: 2000).percentText == "99.9 %")
        #expect(CodeCoverageReport.Tally(covered: 2000, count: 2000).percentText == "100 %")
        #expect(CodeCoverageReport.Tally(covered: 1, count: 3).text("lines") == "1 of 3 lines (33.3 %)")
        #expect(CodeCoverageReport.Tally(covered: 0, count: 0).percentText == "–", "nothing to cover")
    }

    @Test("a file that is not llvm-cov's export is an error naming the file and what is wrong")
    func badFiles() throws {
        let cases: [(String, String)] = [
            ("{\"data\": [", "not llvm-cov's JSON export"),
            (
                "{\"type\": \"llvm.coverage.json.export\", \"data\": [{\"files\": [{\"filename\": \"a.swift\"}]}]}",
                "no \"summary\" at .data[0].files[0]"
            ),
            ("{\"type\": \"something.else\", \"data\": []}", "\"something.else\""),
        ]
        for (text, reason) in cases {
            let error = #expect(throws: CodeCoverageReport.ReadError.self) {
                try CodeCoverageReport(data: Data(text.utf8), path: "cov.json", root: Self.root)
            }
            #expect(error?.path == "cov.json")
            #expect(error?.description.contains(reason) == true, "\(error?.description ?? "")")
        }
        let missing = #expect(throws: CodeCoverageReport.ReadError.self) {
            try CodeCoverageReport(contentsOf: "/nonexistent/cov.json", root: Self.root)
        }
        #expect(missing?.description.hasPrefix("/nonexistent/cov.json: cannot be read") == true)
    }

    @Test("the package's root is the folder that holds the export's .build, else the current folder")
    func root() {
        #expect(
            CodeCoverageReport.root(
                ofExportAt: "/work/shop/.build/x86_64-unknown-linux-gnu/debug/codecov/shop.json", currentFolder: "/x")
                == "/work/shop")
        #expect(
            CodeCoverageReport.root(ofExportAt: ".build/debug/codecov/shop.json", currentFolder: "/work/shop/")
                == "/work/shop")
        #expect(CodeCoverageReport.root(ofExportAt: "ci/shop.json", currentFolder: "/work/shop") == "/work/shop")
    }

    @Test("the site's Code coverage page lists each module and its files, least covered first, linked from the index")
    func page() throws {
        var documentation = LivingDocumentation()
        documentation.codeCoverage = try Self.report()
        let site = SiteFiles(documentation)
        let page = site.page("coverage.html")
        #expect(page.contains("<h1>Code coverage</h1>") || page.contains("Code coverage</h1>"))
        #expect(
            HTMLScanning.values(of: "id", in: page).filter { $0.hasPrefix("module-") } == [
                "module-Shop", "module-ShopUI",
            ])
        let price = try #require(page.range(of: "Sources/Shop/Pricing/Price.swift"))
        let cart = try #require(page.range(of: "Sources/Shop/Cart.swift"))
        #expect(price.lowerBound < cart.lowerBound, "the less covered file first")
        #expect(page.contains("18 of 20 lines (90.0 %), 5 of 6 functions (83.3 %)"))
        #expect(
            page.contains(
                "Files not counted: 1 under Tests, 1 of dependencies in .build/checkouts, 1 generated under .build, 1 outside the package."
            ))
        let index = site.page("index.html")
        #expect(index.contains("<h2>Code coverage</h2>"))
        #expect(index.contains("18 of 25 lines (72.0 %), 5 of 7 functions (71.4 %)"))
        #expect(HTMLScanning.values(of: "href", in: index).contains("coverage.html#module-ShopUI"))
        #expect(
            HTMLScanning.values(of: "href", in: site.page("steps.html")).contains("coverage.html"), "in the navigation")
    }

    @Test("without code coverage the site has no coverage page and no Code coverage section")
    func noCoverage() throws {
        let site = try SiteFiles(documentsOf: ["hooks"], runs: [])
        #expect(site.files["coverage.html"] == nil)
        #expect(!site.page("index.html").contains("Code coverage"))
    }
}
