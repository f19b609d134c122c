import CucumberMessages

/// What the living documentation and the HTML report show: the features, each with its
/// examples, and the runs that prove them, joined once so every page reads the same figures.
package struct Specification {
    package var features: [SpecifiedFeature] = []
    package var runs: [RunEvidence]
    /// The step definitions of every run with the steps that used them.
    package private(set) var definitions = StepDefinitionCatalog()

    /// Documents `documents` (path as shown, Gherkin document) with the evidence of `runs`;
    /// documents without a feature (an empty file) have nothing to show and are left out.
    package init(documents: [(path: String, document: GherkinDocument)], runs: [RunEvidence]) {
        self.runs = runs
        var usedPages = Set<String>()
        let common = Self.commonFolder(documents.map(\.path))
        for (path, document) in documents {
            guard let feature = document.feature else { continue }
            let name = Self.fileName(for: String(path.dropFirst(common.count)))
            var page = "features/" + name
            var counter = 2
            while !usedPages.insert(page).inserted {
                page = "features/" + name + "-\(counter)"
                counter += 1
            }
            features.append(SpecifiedFeature(path: path, feature: feature, page: page + ".html", runs: runs))
        }
        definitions = StepDefinitionCatalog(features: features, runs: runs)
    }

    /// The specification of one run's own documents, as the HTML report shows it.
    init(index: TestRunIndex, runName: String = "run") {
        self.init(
            documents: index.documents.map { ($0.uri ?? "", $0) },
            runs: [RunEvidence(name: runName, index: index)])
    }

    /// The folder every path starts with, ending with `/`; empty when they share none.
    static func commonFolder(_ paths: [String]) -> String {
        guard var common = paths.first.map({ $0.split(separator: "/", omittingEmptySubsequences: false).dropLast() })
        else { return "" }
        for path in paths.dropFirst() {
            let folders = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            var shared = 0
            while shared < common.count, shared < folders.count,
                common[common.startIndex + shared] == folders[folders.startIndex + shared]
            { shared += 1 }
            common = common.prefix(shared)
        }
        return common.isEmpty ? "" : common.joined(separator: "/") + "/"
    }

    /// A file name made of the path's letters and digits, so that it is safe on every file
    /// system and in a URL without escaping.
    static func fileName(for path: String) -> String {
        var name = ""
        for scalar in path.unicodeScalars {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "-", "_": name.unicodeScalars.append(scalar)
            case "/": name += "__"
            default: name += "_"
            }
        }
        for suffix in [".feature.md", ".feature"].map({ $0.replacingOccurrences(of: ".", with: "_") })
        where name.hasSuffix(suffix) {
            name.removeLast(suffix.count)
            break
        }
        return name.isEmpty ? "feature" : name
    }
}
