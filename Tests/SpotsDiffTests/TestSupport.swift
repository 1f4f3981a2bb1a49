import SpotsDiff
import XCTest

/// SplitMix64: a seedable generator, so a failing random case can be replayed from its seed.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func int(_ range: Range<Int>) -> Int { Int.random(in: range, using: &self) }
    mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &self) < probability }
}

/// A test element: identity `id`, content `content` and `kind`; pairs only with the same kind.
struct Element: Differentiable, Hashable, CustomStringConvertible {
    var id: Int
    var content: Int = 0
    var kind: Int = 0

    var differenceIdentifier: Int { id }

    func isContentEqual(to other: Element) -> Bool {
        content == other.content && kind == other.kind
    }

    func canPair(with other: Element) -> Bool { kind == other.kind }

    var description: String { "\(id).\(content)k\(kind)" }
}

/// An element relying on every default: identity is the value itself, it always pairs.
struct Token: Differentiable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    var value: String
    init(_ value: String) { self.value = value }
    init(stringLiteral value: String) { self.value = value }
    var description: String { value }
}

/// Checks every structural rule of a changeset from `old` to `new`, and that applying it gives
/// `new`. Returns the failures (empty when valid), so callers can report the seed.
func changesetProblems<T: Differentiable>(
    _ changeset: Changeset, old: [T], new: [T], equal: (T, T) -> Bool
) -> [String] {
    var problems: [String] = []
    func ascending(_ values: [Int]) -> Bool { zip(values, values.dropFirst()).allSatisfy { $0 < $1 } }

    if !ascending(changeset.deletions) { problems.append("deletions not strictly ascending") }
    if !ascending(changeset.insertions) { problems.append("insertions not strictly ascending") }
    if !ascending(changeset.moves.map(\.to)) { problems.append("moves not sorted by target") }
    if !ascending(changeset.updates.map(\.to)) { problems.append("updates not sorted by target") }
    if !ascending(changeset.duplicates) { problems.append("duplicates not ascending") }
    if !changeset.deletions.allSatisfy(old.indices.contains) { problems.append("deletion out of range") }
    if !changeset.insertions.allSatisfy(new.indices.contains) { problems.append("insertion out of range") }
    if !changeset.duplicates.allSatisfy(new.indices.contains) { problems.append("duplicate out of range") }
    guard problems.isEmpty else { return problems }
    for move in changeset.moves where !old.indices.contains(move.from) || !new.indices.contains(move.to) {
        problems.append("move \(move) out of range")
    }
    for update in changeset.updates where !old.indices.contains(update.from) || !new.indices.contains(update.to) {
        problems.append("update \(update) out of range")
    }
    guard problems.isEmpty else { return problems }

    let deleted = Set(changeset.deletions), inserted = Set(changeset.insertions)
    let moveSources = Set(changeset.moves.map(\.from)), moveTargets = Set(changeset.moves.map(\.to))
    if moveSources.count != changeset.moves.count { problems.append("two moves from one index") }
    if !deleted.isDisjoint(with: moveSources) { problems.append("an index both deleted and moved") }
    if !inserted.isDisjoint(with: moveTargets) { problems.append("an index both inserted and moved") }
    if old.count - deleted.count != new.count - inserted.count {
        problems.append("counts do not balance")
    }
    guard problems.isEmpty else { return problems }

    // Where every new element comes from.
    var origin = [Int?](repeating: nil, count: new.count)
    for move in changeset.moves { origin[move.to] = move.from }
    let kept = old.indices.filter { !deleted.contains($0) && !moveSources.contains($0) }
    var keptIterator = kept.makeIterator()
    for index in new.indices where !inserted.contains(index) && !moveTargets.contains(index) {
        origin[index] = keptIterator.next()
    }
    let updated = Dictionary(changeset.updates.map { ($0.to, $0.from) }, uniquingKeysWith: { first, _ in first })
    if updated.count != changeset.updates.count { problems.append("two updates of one target") }
    for index in new.indices {
        guard let from = origin[index] else {
            if updated[index] != nil { problems.append("update of inserted index \(index)") }
            continue
        }
        let sameIdentity = old[from].differenceIdentifier == new[index].differenceIdentifier
        let contentEqual = sameIdentity && old[from].isContentEqual(to: new[index])
        if let updateFrom = updated[index] {
            if updateFrom != from { problems.append("update \(updateFrom)->\(index) but the element comes from \(from)") }
            if contentEqual { problems.append("update \(from)->\(index) of an unchanged element") }
            if !sameIdentity && moveTargets.contains(index) { problems.append("a move between identities at \(index)") }
            if !sameIdentity && !old[from].canPair(with: new[index]) {
                problems.append("paired \(from)->\(index) although canPair is false")
            }
        } else if !contentEqual {
            problems.append("element \(from)->\(index) changed (\(old[from]) -> \(new[index])) without an update")
        }
    }
    for index in changeset.duplicates {
        let earlier = new[..<index].contains { $0.differenceIdentifier == new[index].differenceIdentifier }
        if !earlier { problems.append("duplicate \(index) repeats nothing") }
        if moveTargets.contains(index) { problems.append("duplicate \(index) is a move target") }
    }
    guard problems.isEmpty else { return problems }

    let applied = changeset.apply(to: old, new: new)
    if applied.count != new.count || !zip(applied, new).allSatisfy(equal) {
        problems.append("apply does not give new")
    }
    return problems
}

extension XCTestCase {
    /// Diffs, validates and returns the changeset.
    @discardableResult
    func assertValidDiff<T: Differentiable & Equatable>(
        _ old: [T], _ new: [T], _ message: @autoclosure () -> String = "",
        file: StaticString = #filePath, line: UInt = #line
    ) -> Changeset {
        let changeset = Diff.changeset(from: old, to: new)
        let problems = changesetProblems(changeset, old: old, new: new, equal: ==)
        XCTAssert(problems.isEmpty, "\(message()) \(changeset): \(problems.joined(separator: "; "))", file: file, line: line)
        return changeset
    }
}
