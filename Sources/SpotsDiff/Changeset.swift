/// The difference between two arrays, as the edits that turn the old one into the new one.
///
/// Apply it in three passes (see `apply(to:new:)`, the reference semantics):
/// 1. remove `deletions` and the sources of `moves` (old indexes);
/// 2. everything else stays, in its relative order;
/// 3. place `insertions` and the targets of `moves` at their new indexes, ascending;
/// then give every element at an update target (`updates[k].to`) its new value.
///
/// An update is a kept or moved element: the same element (or a deletion and an insertion paired
/// in the same slot) whose content changed. An element may be both moved and updated.
public struct Changeset: Hashable, Sendable {
    /// An element whose relative order changed: old index -> new index.
    public struct Move: Hashable, Sendable {
        public var from: Int
        public var to: Int

        @inlinable
        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }
    }

    /// An element whose content changed: old index -> new index.
    public struct Update: Hashable, Sendable {
        public var from: Int
        public var to: Int

        @inlinable
        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }
    }

    /// Old indexes, ascending.
    public var deletions: [Int]
    /// New indexes, ascending.
    public var insertions: [Int]
    /// Sorted by `to`.
    public var moves: [Move]
    /// Sorted by `to`; an element may be both moved and updated.
    public var updates: [Update]
    /// New indexes whose identity repeated an earlier one in `new`; they are treated as new
    /// identities (inserted, or paired into an update). Only the part of `new` the diff examined
    /// is checked — after the common prefix and suffix are trimmed — because an unchanged run
    /// needs no edit; use `Diff.duplicateIndexes(in:)` to check a whole array.
    public var duplicates: [Int]

    @inlinable
    public init(
        deletions: [Int] = [],
        insertions: [Int] = [],
        moves: [Move] = [],
        updates: [Update] = [],
        duplicates: [Int] = []
    ) {
        self.deletions = deletions
        self.insertions = insertions
        self.moves = moves
        self.updates = updates
        self.duplicates = duplicates
    }

    /// No deletions, insertions, moves or updates (`duplicates` alone do not count).
    @inlinable
    public var isEmpty: Bool {
        deletions.isEmpty && insertions.isEmpty && moves.isEmpty && updates.isEmpty
    }

    /// `deletions + insertions + moves + updates`; a moved and updated element counts twice.
    @inlinable
    public var changeCount: Int {
        deletions.count + insertions.count + moves.count + updates.count
    }
}

extension Changeset {
    /// Reference semantics, used by tests: removes `deletions` and move sources from `old`, then
    /// places insertions and move targets at their new indexes (ascending); all other elements
    /// keep their relative order; elements at update targets take the new value.
    /// A correct changeset yields exactly `new`.
    ///
    /// A move target takes the old element (`old[from]`) unless the element is also updated.
    /// Traps on a changeset inconsistent with the counts of `old` and `new`.
    public func apply<T>(to old: [T], new: [T]) -> [T] {
        var leaving = [Bool](repeating: false, count: old.count)
        for index in deletions {
            precondition(old.indices.contains(index), "deletion \(index) out of range")
            leaving[index] = true
        }
        for move in moves {
            precondition(old.indices.contains(move.from), "move source \(move.from) out of range")
            precondition(!leaving[move.from], "old index \(move.from) removed twice")
            leaving[move.from] = true
        }
        // For each new index: -1 kept, -2 inserted, k >= 0 moved from old index k.
        var arriving = [Int](repeating: -1, count: new.count)
        for index in insertions {
            precondition(new.indices.contains(index), "insertion \(index) out of range")
            arriving[index] = -2
        }
        for move in moves {
            precondition(new.indices.contains(move.to), "move target \(move.to) out of range")
            precondition(arriving[move.to] == -1, "new index \(move.to) placed twice")
            arriving[move.to] = move.from
        }
        var kept = old.indices.lazy.filter { !leaving[$0] }.makeIterator()
        var result: [T] = []
        result.reserveCapacity(new.count)
        for index in new.indices {
            switch arriving[index] {
            case -2:
                result.append(new[index])
            case -1:
                guard let from = kept.next() else {
                    preconditionFailure("fewer kept elements than free slots in new")
                }
                result.append(old[from])
            case let from:
                result.append(old[from])
            }
        }
        precondition(kept.next() == nil, "more kept elements than free slots in new")
        for update in updates {
            precondition(new.indices.contains(update.to), "update target \(update.to) out of range")
            result[update.to] = new[update.to]
        }
        return result
    }
}

extension Changeset {
    /// The changeset of two slices starting at `offset`, as indexes of the whole arrays (the
    /// elements before the slices being the same in both).
    public func offset(by offset: Int) -> Changeset {
        guard offset != 0 else { return self }
        return Changeset(
            deletions: deletions.map { $0 + offset },
            insertions: insertions.map { $0 + offset },
            moves: moves.map { Move(from: $0.from + offset, to: $0.to + offset) },
            updates: updates.map { Update(from: $0.from + offset, to: $0.to + offset) },
            duplicates: duplicates.map { $0 + offset })
    }
}

extension Changeset: CustomStringConvertible {
    public var description: String {
        var parts: [String] = []
        if !deletions.isEmpty { parts.append("deletions: \(deletions)") }
        if !insertions.isEmpty { parts.append("insertions: \(insertions)") }
        if !moves.isEmpty { parts.append("moves: \(moves.map { "\($0.from)->\($0.to)" })") }
        if !updates.isEmpty { parts.append("updates: \(updates.map { "\($0.from)->\($0.to)" })") }
        if !duplicates.isEmpty { parts.append("duplicates: \(duplicates)") }
        return "Changeset(" + (parts.isEmpty ? "empty" : parts.joined(separator: ", ")) + ")"
    }
}
