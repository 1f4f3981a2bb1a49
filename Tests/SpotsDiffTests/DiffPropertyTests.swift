import SpotsDiff
import XCTest

/// Random old/new arrays: applying the changeset to old must give new, and every structural rule
/// must hold. Each case has its own seed, printed on failure.
final class DiffPropertyTests: XCTestCase {
    /// A random array of `count` elements with ids in `0..<idRange` (small ranges give duplicates).
    private func randomArray(count: Int, idRange: Int, kinds: Int, using random: inout SplitMix64) -> [Element] {
        (0..<count).map { _ in
            Element(id: random.int(0..<idRange), content: random.int(0..<3), kind: random.int(0..<kinds))
        }
    }

    /// `old` edited the way screens change: deletions, insertions, moves, content and kind edits.
    private func edited(_ old: [Element], idRange: Int, kinds: Int, using random: inout SplitMix64) -> [Element] {
        var new = old
        let operations = random.int(0..<(max(1, old.count / 3) + 3))
        for _ in 0..<operations {
            switch random.int(0..<6) {
            case 0 where !new.isEmpty:
                new.remove(at: random.int(0..<new.count))
            case 1:
                let element = Element(id: random.int(0..<idRange), content: random.int(0..<3), kind: random.int(0..<kinds))
                new.insert(element, at: random.int(0..<(new.count + 1)))
            case 2 where !new.isEmpty:
                let element = new.remove(at: random.int(0..<new.count))
                new.insert(element, at: random.int(0..<(new.count + 1)))
            case 3 where !new.isEmpty:
                new[random.int(0..<new.count)].content += 1
            case 4 where !new.isEmpty:
                new[random.int(0..<new.count)].kind = random.int(0..<kinds)
            case 5 where !new.isEmpty:
                // An identifier-less style edit: a new identity in place.
                new[random.int(0..<new.count)].id = random.int(0..<idRange)
            default:
                break
            }
        }
        return new
    }

    private func check(_ old: [Element], _ new: [Element], seed: UInt64) {
        let changeset = Diff.changeset(from: old, to: new)
        let problems = changesetProblems(changeset, old: old, new: new, equal: ==)
        XCTAssert(problems.isEmpty, "seed \(seed): \(old) -> \(new): \(changeset): \(problems.joined(separator: "; "))")
        // Unique identities present once on both sides are always matched (kept or moved).
        var oldCounts: [Int: Int] = [:], newCounts: [Int: Int] = [:]
        for element in old { oldCounts[element.id, default: 0] += 1 }
        for element in new { newCounts[element.id, default: 0] += 1 }
        let deleted = Set(changeset.deletions)
        for (index, element) in old.enumerated() where oldCounts[element.id] == 1 && newCounts[element.id] == 1 {
            XCTAssertFalse(deleted.contains(index), "seed \(seed): unique \(element) deleted in \(changeset)")
        }
        // `duplicates` lists only repeated identities, never more than the whole-array check.
        XCTAssert(Set(changeset.duplicates).isSubset(of: Diff.duplicateIndexes(in: new)), "seed \(seed)")
    }

    func testEditedArrays() {
        for seed in UInt64(1)...4_000 {
            var random = SplitMix64(seed: seed)
            let count = random.int(0..<30)
            let idRange = random.chance(0.3) ? max(1, count / 2) : 1_000      // duplicates in 30%
            let kinds = random.int(1..<3)
            let old = randomArray(count: count, idRange: idRange, kinds: kinds, using: &random)
            check(old, edited(old, idRange: idRange, kinds: kinds, using: &random), seed: seed)
        }
    }

    func testUnrelatedArrays() {
        for seed in UInt64(10_001)...12_000 {
            var random = SplitMix64(seed: seed)
            let idRange = random.int(1..<25)
            let kinds = random.int(1..<3)
            let old = randomArray(count: random.int(0..<20), idRange: idRange, kinds: kinds, using: &random)
            let new = randomArray(count: random.int(0..<20), idRange: idRange, kinds: kinds, using: &random)
            check(old, new, seed: seed)
        }
    }

    func testEmptySides() {
        var random = SplitMix64(seed: 7)
        for count in 0..<20 {
            let array = randomArray(count: count, idRange: 8, kinds: 2, using: &random)
            let insertAll = assertValidDiff([Element](), array)
            XCTAssertEqual(insertAll.insertions, Array(0..<count))
            XCTAssertEqual(insertAll.changeCount, count)
            let deleteAll = assertValidDiff(array, [Element]())
            XCTAssertEqual(deleteAll.deletions, Array(0..<count))
            XCTAssertEqual(deleteAll.changeCount, count)
        }
        XCTAssert(Diff.changeset(from: [Element](), to: []).isEmpty)
    }

    func testLargeArraysWithMovesEditsAndDuplicates() {
        for seed in UInt64(20_001)...20_030 {
            var random = SplitMix64(seed: seed)
            let count = random.int(200..<3_000)
            let idRange = random.chance(0.5) ? count * 10 : count / 3
            let old = randomArray(count: count, idRange: idRange, kinds: 2, using: &random)
            var new = old
            for _ in 0..<random.int(0..<(count / 10)) {
                switch random.int(0..<4) {
                case 0 where !new.isEmpty: new.remove(at: random.int(0..<new.count))
                case 1: new.insert(Element(id: random.int(0..<idRange)), at: random.int(0..<(new.count + 1)))
                case 2 where !new.isEmpty:
                    let element = new.remove(at: random.int(0..<new.count))
                    new.insert(element, at: random.int(0..<(new.count + 1)))
                case 3 where !new.isEmpty: new[random.int(0..<new.count)].content += 1
                default: break
                }
            }
            check(old, new, seed: seed)
        }
    }

    /// Elements using every default of `Differentiable` (identity is the value, always pairs).
    func testDefaultConformance() {
        for seed in UInt64(30_001)...31_000 {
            var random = SplitMix64(seed: seed)
            let letters = ["a", "b", "c", "d", "e", "f"]
            let old = (0..<random.int(0..<12)).map { _ in Token(letters[random.int(0..<letters.count)]) }
            var new = old
            for _ in 0..<random.int(0..<5) {
                if !new.isEmpty && random.chance(0.5) {
                    new.remove(at: random.int(0..<new.count))
                } else {
                    new.insert(Token(letters[random.int(0..<letters.count)]), at: random.int(0..<(new.count + 1)))
                }
            }
            assertValidDiff(old, new, "seed \(seed)")
        }
    }
}

/// With unique identities the matching is unambiguous, so the number of moves can be checked
/// against an independent quadratic longest-increasing-subsequence.
final class DiffMoveMinimalityTests: XCTestCase {
    private func longestIncreasing(_ values: [Int]) -> Int {
        var lengths = [Int](repeating: 1, count: values.count)
        for i in values.indices {
            for j in 0..<i where values[j] < values[i] { lengths[i] = max(lengths[i], lengths[j] + 1) }
        }
        return lengths.max() ?? 0
    }

    func testMovesAreMinimal() {
        for seed in UInt64(40_001)...42_000 {
            var random = SplitMix64(seed: seed)
            let old = (0..<random.int(0..<40)).map { Element(id: $0) }.shuffled(using: &random)
            var new = old.filter { _ in random.chance(0.8) }
            for _ in 0..<random.int(0..<6) where !new.isEmpty {
                let element = new.remove(at: random.int(0..<new.count))
                new.insert(element, at: random.int(0..<(new.count + 1)))
            }
            for id in 100..<(100 + random.int(0..<4)) {
                new.insert(Element(id: id), at: random.int(0..<(new.count + 1)))
            }
            let changeset = assertValidDiff(old, new, "seed \(seed)")
            let oldPosition = Dictionary(uniqueKeysWithValues: old.enumerated().map { ($1.id, $0) })
            let survivors = new.compactMap { oldPosition[$0.id] }
            XCTAssertEqual(changeset.moves.count, survivors.count - longestIncreasing(survivors), "seed \(seed)")
        }
    }
}
