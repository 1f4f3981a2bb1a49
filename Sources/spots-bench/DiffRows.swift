import SpotsDiff
import SpotsModel

// The diff rows of the benchmark: our `Diff.changeset` against the standard library's
// `new.difference(from: old).inferringMoves()` (Myers' algorithm), both on the same data, in the
// same run. Data comes from a seeded generator, so every run diffs the same arrays.

/// Strings are their own identity here (the library does not make `String` differentiable:
/// screens diff items and components, and a public conformance of a standard type is hard to
/// take back).
extension String: Differentiable {}

/// SplitMix64: a tiny, seedable generator, so the data is the same on every run.
private struct DiffBenchRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A UUID-like string: 36 characters, 8-4-4-4-12 lowercase hex digits.
    mutating func uuid() -> String {
        let digits = Array("0123456789abcdef".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(36)
        var bits = (next(), next())
        for position in 0..<32 {
            if position == 8 || position == 12 || position == 16 || position == 20 { bytes.append(UInt8(ascii: "-")) }
            let nibble: UInt64
            if position < 16 {
                nibble = bits.0 & 0xF
                bits.0 >>= 4
            } else {
                nibble = bits.1 & 0xF
                bits.1 >>= 4
            }
            bytes.append(digits[Int(nibble)])
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// `count` UUID-like strings, and a new version with `deleted` of them removed, `inserted` fresh
/// ones at random places and `moved` survivors taken out and put back at random places.
private func diffBenchScenario(
    count: Int, deleted: Int, inserted: Int, moved: Int, seed: UInt64
) -> (old: [String], new: [String]) {
    var random = DiffBenchRandom(seed: seed)
    let old = (0..<count).map { _ in random.uuid() }
    // Choose the deleted and moved positions without repetition (partial Fisher-Yates).
    var positions = Array(0..<count)
    for k in 0..<(deleted + moved) {
        positions.swapAt(k, k + Int(random.next(upperBound: UInt64(count - k))))
    }
    var role = [UInt8](repeating: 0, count: count)       // 0 kept, 1 deleted, 2 moved
    for k in 0..<deleted { role[positions[k]] = 1 }
    for k in deleted..<(deleted + moved) { role[positions[k]] = 2 }
    // Place everything by a sort key: kept elements keep their position, moved and inserted
    // elements get a random one.
    var keyed: [(key: Double, value: String)] = []
    keyed.reserveCapacity(count - deleted + inserted)
    for index in 0..<count where role[index] != 1 {
        let key = role[index] == 2 ? Double(random.next(upperBound: UInt64(count * 1_000))) / 1_000 + 0.0005 : Double(index)
        keyed.append((key, old[index]))
    }
    for _ in 0..<inserted {
        keyed.append((Double(random.next(upperBound: UInt64(count * 1_000))) / 1_000 + 0.0005, random.uuid()))
    }
    keyed.sort { $0.key < $1.key }
    return (old, keyed.map(\.value))
}

/// The same text in new storage (as a decoder would produce it).
private func diffBenchFreshCopy(_ text: String) -> String {
    String(decoding: Array(text.utf8), as: UTF8.self)
}

/// A one-line summary of a changeset, checked against the new array.
private func diffBenchSummary<T>(_ changeset: Changeset, old: [T], new: [T], equal: (T, T) -> Bool) -> String {
    let applied = changeset.apply(to: old, new: new)
    let correct = applied.count == new.count && zip(applied, new).allSatisfy(equal)
    return "\(changeset.deletions.count) del, \(changeset.insertions.count) ins, "
        + "\(changeset.moves.count) mov, \(changeset.updates.count) upd"
        + (correct ? "" : " (WRONG RESULT)")
}

private func stdlibSummary<T: Hashable>(_ difference: CollectionDifference<T>) -> String {
    var removals = 0, insertions = 0, moves = 0
    for change in difference {
        switch change {
        case .remove(_, _, let associated):
            if associated == nil { removals += 1 }
        case .insert(_, _, let associated):
            if associated == nil { insertions += 1 } else { moves += 1 }
        }
    }
    return "\(removals) del, \(insertions) ins, \(moves) mov"
}

/// Diffs `old` -> `new` with ours and with the standard library; `baselineRuns` may be smaller
/// than `runs` when the baseline is slow.
private func diffBenchRow<T: Differentiable & Hashable>(
    name: String, old: [T], new: [T], runs: Int, baselineRuns: Int, notes: String
) -> BenchmarkRow {
    let (ours, changeset) = measureKeepingResult(runs: runs, warmup: 2) { Diff.changeset(from: old, to: new) }
    let (baseline, difference) = measureKeepingResult(runs: baselineRuns, warmup: baselineRuns >= 5 ? 1 : 0) {
        new.difference(from: old).inferringMoves()
    }
    let ourSummary = changeset.map { changeset in
        diffBenchSummary(changeset, old: old, new: new) { $0.isContentEqual(to: $1) }
    } ?? "-"
    let theirSummary = difference.map(stdlibSummary) ?? "-"
    var text = "ours: \(ourSummary); stdlib: \(theirSummary)"
    if !notes.isEmpty { text += "; " + notes }
    return BenchmarkRow(name: name, samples: ours, baseline: baseline, notes: text)
}

/// The diff rows of issue 3, item 5. `runs` is the number of timed runs of the fast cases; the
/// big cases use fewer (the standard library needs seconds on 100,000 elements).
func diffBenchmarkRows(runs: Int) -> [BenchmarkRow] {
    var rows: [BenchmarkRow] = []

    let small = diffBenchScenario(count: 5_000, deleted: 1_000, inserted: 1_000, moved: 200, seed: 1)
    rows.append(diffBenchRow(
        name: "diff strings 5,000: -1,000 +1,000 ~200 moved",
        old: small.old, new: small.new, runs: runs, baselineRuns: max(3, runs / 4),
        notes: "our upd: deletion+insertion pairs in one slot (strings always pair)"
    ))

    let big = diffBenchScenario(count: 100_000, deleted: 10_000, inserted: 10_000, moved: 2_000, seed: 2)
    rows.append(diffBenchRow(
        name: "diff strings 100,000: -10,000 +10,000 ~2,000 moved",
        old: big.old, new: big.new, runs: max(5, runs / 2), baselineRuns: 3,
        notes: "stdlib takes seconds here: 3 runs, no warm-up"
    ))

    var random = DiffBenchRandom(seed: 3)
    let strings = (0..<10_000).map { _ in random.uuid() }
    var edited = strings
    edited[5_000] = random.uuid()
    rows.append(diffBenchRow(
        name: "diff strings 10,000: 1 changed in place",
        old: strings, new: edited, runs: runs * 4, baselineRuns: runs * 4,
        notes: "the deletion and insertion pair into 1 update"
    ))

    // As after decoding a new payload: equal strings in separate storage, compared byte by byte.
    let decoded = edited.map(diffBenchFreshCopy)
    rows.append(diffBenchRow(
        name: "diff strings 10,000: 1 changed, new side freshly allocated",
        old: strings, new: decoded, runs: runs * 4, baselineRuns: runs * 4,
        notes: "extra row: no shared string storage"
    ))

    let items = strings.enumerated().map { index, text in
        Item(index: index, identifier: .number(index), text: text)
    }
    var editedItems = items
    editedItems[5_000].text = random.uuid()
    rows.append(diffBenchRow(
        name: "diff {id, text} items 10,000: 1 text changed",
        old: items, new: editedItems, runs: runs * 4, baselineRuns: runs * 4,
        notes: "SpotsModel.Item with identifiers"
    ))

    let decodedItems = editedItems.map { item in
        var copy = item
        copy.text = diffBenchFreshCopy(item.text)
        return copy
    }
    rows.append(diffBenchRow(
        name: "diff {id, text} items 10,000: 1 text changed, new side freshly allocated",
        old: items, new: decodedItems, runs: runs * 4, baselineRuns: runs * 4,
        notes: "extra row: texts compared byte by byte"
    ))
    return rows
}
