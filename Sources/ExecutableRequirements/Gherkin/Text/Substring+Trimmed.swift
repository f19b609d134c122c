extension Substring {
    /// Without the spaces and tabs around it, as a hint reads a line.
    var trimmed: Substring {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else {
            return self[endIndex...]
        }
        return self[first...last]
    }
}
