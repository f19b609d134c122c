/// A frozen prefix tree over Unicode scalars whose nodes carry integer values.
///
/// NB: children live in flat sorted arrays rather than per-node dictionaries; a lookup then
/// costs a short scan per scalar with no hashing and no pointer chasing.
struct PrefixTree: Sendable {
    private var childStart: [Int32] = []
    private var childCount: [Int32] = []
    private var childScalars: [UInt32] = []
    private var childNodes: [Int32] = []
    private var valueStart: [Int32] = []
    private var valueCount: [Int32] = []
    private var values: [Int] = []

    /// The values of every node on the path spelled by a prefix of `scalars`.
    func values(alongPrefixesOf scalars: [UInt32]) -> [Int] {
        var found: [Int] = []
        appendValues(alongPrefixesOf: scalars, to: &found)
        return found
    }

    /// Appends the values of every node on the path spelled by a prefix of `scalars`.
    func appendValues<Scalars: Sequence<UInt32>>(alongPrefixesOf scalars: Scalars, to found: inout [Int]) {
        guard !valueStart.isEmpty else { return }
        var node = 0
        appendValues(of: node, to: &found)
        for scalar in scalars {
            let start = Int(childStart[node])
            let end = start + Int(childCount[node])
            var next = -1
            var index = start
            while index < end {
                if childScalars[index] == scalar {
                    next = Int(childNodes[index])
                    break
                }
                index += 1
            }
            guard next >= 0 else { break }
            node = next
            appendValues(of: node, to: &found)
        }
    }

    private func appendValues(of node: Int, to found: inout [Int]) {
        let start = Int(valueStart[node])
        let count = Int(valueCount[node])
        if count > 0 {
            found.append(contentsOf: values[start..<(start + count)])
        }
    }

    struct Builder {
        private var children: [[UInt32: Int]] = [[:]]
        private var nodeValues: [[Int]] = [[]]

        mutating func insert(_ key: [UInt32], value: Int) {
            var node = 0
            for scalar in key {
                if let next = children[node][scalar] {
                    node = next
                } else {
                    children.append([:])
                    nodeValues.append([])
                    children[node][scalar] = children.count - 1
                    node = children.count - 1
                }
            }
            nodeValues[node].append(value)
        }

        func build() -> PrefixTree {
            var tree = PrefixTree()
            for node in children.indices {
                tree.childStart.append(Int32(tree.childScalars.count))
                tree.childCount.append(Int32(children[node].count))
                for (scalar, child) in children[node].sorted(by: { $0.key < $1.key }) {
                    tree.childScalars.append(scalar)
                    tree.childNodes.append(Int32(child))
                }
                tree.valueStart.append(Int32(tree.values.count))
                tree.valueCount.append(Int32(nodeValues[node].count))
                tree.values += nodeValues[node]
            }
            return tree
        }
    }
}
