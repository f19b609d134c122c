import CucumberMessages

extension GherkinDocument {
    /// Every id the document defines, in document order; two parses of one file give lists
    /// that pair up element by element.
    var definedIds: [String] {
        guard let feature else { return [] }
        var ids = feature.tags.map(\.id)
        for child in feature.children {
            if let background = child.background { ids += background.definedIds }
            if let scenario = child.scenario { ids += scenario.definedIds }
            if let rule = child.rule {
                ids.append(rule.id)
                ids += rule.tags.map(\.id)
                for ruleChild in rule.children {
                    if let background = ruleChild.background { ids += background.definedIds }
                    if let scenario = ruleChild.scenario { ids += scenario.definedIds }
                }
            }
        }
        return ids
    }
}

extension Background {
    fileprivate var definedIds: [String] { [id] + steps.flatMap(\.definedIds) }
}

extension Scenario {
    fileprivate var definedIds: [String] {
        var ids = [id] + tags.map(\.id) + steps.flatMap(\.definedIds)
        for table in examples {
            ids.append(table.id)
            ids += table.tags.map(\.id)
            ids += (table.tableHeader.map { [$0] } ?? []).map(\.id)
            ids += table.tableBody.map(\.id)
        }
        return ids
    }
}

extension Step {
    fileprivate var definedIds: [String] { [id] + (dataTable?.rows.map(\.id) ?? []) }
}
