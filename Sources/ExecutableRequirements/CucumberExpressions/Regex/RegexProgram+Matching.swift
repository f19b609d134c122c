extension RegexProgram {
    private struct Backtrack {
        enum Kind: UInt8 {
            case branch, restoreSlot, restoreMark, greedy, lazy
        }

        var kind: Kind
        var pc: Int
        var first: Int
        var second: Int
    }

    /// The capture slots of the leftmost match in `text` (pairs of start and end offsets from
    /// the start of `text`, `-1` for a group that took no part), or `nil` when nothing matches.
    ///
    /// NB: the matcher reads the scalars, its program and its slots through buffer pointers,
    /// here and nowhere else in the engine; see the loop in `run`.
    func firstMatch(in text: ArraySlice<UInt32>) -> [Int]? {
        text.withUnsafeBufferPointer { firstMatch(in: $0) }
    }

    private func firstMatch(in text: UnsafeBufferPointer<UInt32>) -> [Int]? {
        // NB: most step lookups fail on the literal prefix or suffix; they allocate nothing.
        guard Self.hasPrefix(text, literalPrefix), Self.hasSuffix(text, literalSuffix),
            containsRequiredLiterals(text)
        else { return nil }
        let slotCount = 2 * (captureCount + 1)
        var stack: [Backtrack] = []
        stack.reserveCapacity(32)
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: slotCount + markCount) { storage in
            let slots = UnsafeMutableBufferPointer(rebasing: storage[0..<slotCount])
            let marks = UnsafeMutableBufferPointer(rebasing: storage[slotCount...])
            let lastStart = anchoredAtStart ? 0 : text.count
            var start = 0
            while start <= lastStart {
                // NB: an unanchored search (the snippet generator looking for a number or a
                // quoted string in a step text) would otherwise start the matcher at every
                // scalar; most cannot begin a match, and skipping them costs one set lookup.
                if let startScalars = startScalars, start == text.count || !startScalars.contains(text[start]) {
                    start += 1
                    continue
                }
                if run(text, from: start, slots: slots, marks: marks, stack: &stack) {
                    return Array(slots)
                }
                start += 1
            }
            return nil
        }
    }

    @inline(__always)
    private static func hasPrefix(_ text: UnsafeBufferPointer<UInt32>, _ prefix: [UInt32]) -> Bool {
        guard text.count >= prefix.count else { return false }
        var index = 0
        while index < prefix.count {
            if text[index] != prefix[index] { return false }
            index += 1
        }
        return true
    }

    /// Whether the required literal runs occur in order between the prefix and the suffix.
    private func containsRequiredLiterals(_ text: UnsafeBufferPointer<UInt32>) -> Bool {
        var from = literalPrefix.count
        let limit = text.count - literalSuffix.count
        for literal in requiredLiterals {
            guard let end = Self.firstOccurrence(of: literal, in: text, from: from, limit: limit) else { return false }
            from = end
        }
        return true
    }

    /// The end offset of the first occurrence of `literal` within `text[from..<limit]`.
    private static func firstOccurrence(
        of literal: [UInt32], in text: UnsafeBufferPointer<UInt32>, from: Int, limit: Int
    ) -> Int? {
        guard let first = literal.first, limit - from >= literal.count else { return nil }
        var start = from
        while start <= limit - literal.count {
            if text[start] == first {
                var index = 1
                while index < literal.count, text[start + index] == literal[index] {
                    index += 1
                }
                if index == literal.count { return start + literal.count }
            }
            start += 1
        }
        return nil
    }

    @inline(__always)
    private static func hasSuffix(_ text: UnsafeBufferPointer<UInt32>, _ suffix: [UInt32]) -> Bool {
        guard text.count >= suffix.count else { return false }
        let offset = text.count - suffix.count
        var index = 0
        while index < suffix.count {
            if text[offset + index] != suffix[index] { return false }
            index += 1
        }
        return true
    }

    // NB: one flat loop with an explicit stack, no recursion and no closures: this is the
    // hot path of every step lookup.
    private func run(
        _ text: UnsafeBufferPointer<UInt32>, from start: Int, slots: UnsafeMutableBufferPointer<Int>,
        marks: UnsafeMutableBufferPointer<Int>, stack: inout [Backtrack]
    ) -> Bool {
        stack.removeAll(keepingCapacity: true)
        slots.initialize(repeating: -1)
        marks.initialize(repeating: -1)
        let count = text.count
        var pc = 0
        var position = start

        return instructions.withUnsafeBufferPointer { program in
            sets.withUnsafeBufferPointer { sets in
                literals.withUnsafeBufferPointer { literals in
                    while true {
                        var failed = false
                        switch program[pc] {
                        case .scalar(let value):
                            if position < count, text[position] == value {
                                position += 1
                                pc += 1
                            } else {
                                failed = true
                            }
                        case .literal(let offset, let length):
                            if position + length <= count {
                                var index = 0
                                while index < length, text[position + index] == literals[offset + index] {
                                    index += 1
                                }
                                if index == length {
                                    position += length
                                    pc += 1
                                } else {
                                    failed = true
                                }
                            } else {
                                failed = true
                            }
                        case .set(let set):
                            if position < count, sets[set].contains(text[position]) {
                                position += 1
                                pc += 1
                            } else {
                                failed = true
                            }
                        case .repeatSet(let setIndex, let minimum, let maximum, let greedy):
                            if greedy {
                                let set = sets[setIndex]
                                var taken = 0
                                while taken < maximum, position + taken < count, set.contains(text[position + taken]) {
                                    taken += 1
                                }
                                if taken < minimum {
                                    failed = true
                                } else {
                                    if taken > minimum {
                                        stack.append(
                                            Backtrack(
                                                kind: .greedy, pc: pc + 1, first: position + minimum,
                                                second: position + taken))
                                    }
                                    position += taken
                                    pc += 1
                                }
                            } else {
                                let set = sets[setIndex]
                                var taken = 0
                                while taken < minimum, position + taken < count, set.contains(text[position + taken]) {
                                    taken += 1
                                }
                                if taken < minimum {
                                    failed = true
                                } else {
                                    position += taken
                                    if maximum > minimum {
                                        stack.append(
                                            Backtrack(kind: .lazy, pc: pc, first: position, second: maximum - minimum))
                                    }
                                    pc += 1
                                }
                            }
                        case .split(let prefer, let otherwise):
                            stack.append(Backtrack(kind: .branch, pc: otherwise, first: position, second: 0))
                            pc = prefer
                        case .jump(let target):
                            pc = target
                        case .save(let slot):
                            stack.append(Backtrack(kind: .restoreSlot, pc: slot, first: slots[slot], second: 0))
                            slots[slot] = position
                            pc += 1
                        case .clear(let slot):
                            stack.append(Backtrack(kind: .restoreSlot, pc: slot, first: slots[slot], second: 0))
                            slots[slot] = -1
                            pc += 1
                        case .startAnchor:
                            if position == 0 { pc += 1 } else { failed = true }
                        case .endAnchor:
                            if position == count { pc += 1 } else { failed = true }
                        case .wordBoundary(let expected):
                            let before = position > 0 && ScalarSet.word.contains(text[position - 1])
                            let after = position < count && ScalarSet.word.contains(text[position])
                            if (before != after) == expected { pc += 1 } else { failed = true }
                        case .mark(let mark):
                            stack.append(Backtrack(kind: .restoreMark, pc: mark, first: marks[mark], second: 0))
                            marks[mark] = position
                            pc += 1
                        case .checkProgress(let mark):
                            if marks[mark] == position { failed = true } else { pc += 1 }
                        case .match:
                            return true
                        }
                        guard failed else { continue }

                        // Backtrack to the most recent choice point that still has an alternative.
                        var resumed = false
                        while !resumed, let entry = stack.popLast() {
                            switch entry.kind {
                            case .branch:
                                pc = entry.pc
                                position = entry.first
                                resumed = true
                            case .restoreSlot:
                                slots[entry.pc] = entry.first
                            case .restoreMark:
                                marks[entry.pc] = entry.first
                            case .greedy:
                                let shorter = entry.second - 1
                                if shorter > entry.first {
                                    stack.append(
                                        Backtrack(kind: .greedy, pc: entry.pc, first: entry.first, second: shorter))
                                }
                                pc = entry.pc
                                position = shorter
                                resumed = true
                            case .lazy:
                                guard case .repeatSet(let setIndex, _, _, _) = program[entry.pc],
                                    entry.first < count, sets[setIndex].contains(text[entry.first])
                                else { continue }
                                if entry.second > 1 {
                                    stack.append(
                                        Backtrack(
                                            kind: .lazy, pc: entry.pc, first: entry.first + 1, second: entry.second - 1)
                                    )
                                }
                                pc = entry.pc + 1
                                position = entry.first + 1
                                resumed = true
                            }
                        }
                        if !resumed { return false }
                    }
                }
            }
        }
    }
}
