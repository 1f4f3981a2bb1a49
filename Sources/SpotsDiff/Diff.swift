/// The diff engine: two arrays in, a `Changeset` out.
///
/// ## Algorithm (linear, in the family of Heckel's)
/// 1. **Trim** the common prefix and suffix: positions whose elements have the same identity in
///    both arrays. They are kept in place (an update when their content differs). A one-element
///    edit in 10,000 therefore compares elements pairwise and hashes nothing.
/// 2. **Match** the remaining middle by identity with one hash table: every element is hashed once
///    (`hashDifferenceIdentifier(at:into:)`); slots hold a 32-bit hash tag and a position, so equal
///    tags are confirmed with `hasSameDifferenceIdentifier(at:as:)` and no key is ever built or
///    re-hashed. The first occurrence of an identity in the old middle matches the first
///    occurrence in the new middle. A later occurrence of an identity in new is a *duplicate*: it
///    is treated as a new identity and reported in `Changeset.duplicates`; a later occurrence in
///    old matches nothing and is deleted (unless paired, step 4). Never a crash.
/// 3. **Moves**: matched elements in new order form a sequence of old positions; the elements on
///    one longest increasing subsequence stay, the others are moves. So an element counts as moved
///    only when its order relative to the surviving elements changed, and the number of moves is
///    the minimum possible. This is the only super-linear step: O(k log k) for the k matched
///    elements of the middle, and O(k) when nothing moved (an increasing sequence is detected
///    first). A linear heuristic (e.g. Heckel's neighbour runs) can report many more moves than
///    needed after a few random moves, which costs widget operations; the log factor is cheap next
///    to hashing (under 2 ms for 100,000 elements).
/// 4. **Pairing** (see "same position" below): a deletion and an insertion in the same slot
///    become one update when `canPair(with:)` allows it (or nothing at all when both are
///    occurrences of one repeated identity with equal content).
///
/// ## "Same position" (slot) for pairing
/// The *anchors* are the elements that stay in place: the trimmed prefix and suffix and the
/// matched elements that are not moved. Consecutive anchors delimit a *gap* in both arrays. The
/// k-th deletion of the old gap and the k-th insertion of the new gap (counting deletions and
/// insertions only, not move sources or targets) are in the same slot. They pair into an update
/// `old index -> new index` when `old.canPair(with: new)`; otherwise both stay (pairing is by rank
/// only: the (k+1)-th pair is tried whatever the k-th gave). Because pairs keep their order inside
/// a gap, paired elements keep their relative order with every kept element, as updates must.
/// With nothing moved, a single edit at position i gives the update i -> i + (insertions before
/// it in the gap's new side - deletions before it in the old side), typically i -> i.
///
/// ## Complexity
/// Time O(n + m) expected (hashing), plus O(k log k) for the moves; memory O(n + m).
/// Arrays up to 2^31 - 2 elements in total.
public enum Diff {
    /// Linear time (hash-based, Heckel family), common prefix and suffix trimmed first.
    @inlinable
    public static func changeset<T: Differentiable>(from old: [T], to new: [T]) -> Changeset {
        old.withUnsafeBufferPointer { oldBuffer in
            new.withUnsafeBufferPointer { newBuffer in
                _changeset(old: _Elements(oldBuffer), new: _Elements(newBuffer))
            }
        }
    }

    /// New indexes whose identity repeats an earlier element of `elements` (the whole array).
    @inlinable
    public static func duplicateIndexes<T: Differentiable>(in elements: [T]) -> [Int] {
        elements.withUnsafeBufferPointer { elementsBuffer in
            let buffer = _Elements(elementsBuffer)
            let table = _IdentityTable(maximumEntries: buffer.count)
            var duplicates: [Int] = []
            for index in 0..<buffer.count {
                let found = table.findOrInsert(hash: buffer.identityHash(index), entry: index) {
                    T.hasSameDifferenceIdentifier(at: buffer[$0], as: buffer[index])
                }
                if found != nil { duplicates.append(index) }
            }
            return duplicates
        }
    }

    @inlinable
    static func _changeset<T: Differentiable>(
        old: _Elements<T>,
        new: _Elements<T>
    ) -> Changeset {
        // 1. Common prefix and suffix.
        var prefixUpdates: [Int] = []
        var start = 0
        let shorter = Swift.min(old.count, new.count)
        while start < shorter {
            guard T.hasSameDifferenceIdentifier(at: old[start], as: new[start]) else { break }
            if !T.isContentEqual(at: old[start], to: new[start]) { prefixUpdates.append(start) }
            start &+= 1
        }
        var oldEnd = old.count, newEnd = new.count
        var suffixUpdates: [Changeset.Update] = []   // descending, reversed at the end
        while oldEnd > start && newEnd > start {
            guard T.hasSameDifferenceIdentifier(at: old[oldEnd &- 1], as: new[newEnd &- 1]) else { break }
            if !T.isContentEqual(at: old[oldEnd &- 1], to: new[newEnd &- 1]) {
                suffixUpdates.append(Changeset.Update(from: oldEnd &- 1, to: newEnd &- 1))
            }
            oldEnd &-= 1
            newEnd &-= 1
        }
        let oldCount = oldEnd &- start, newCount = newEnd &- start
        precondition(oldCount < Int(Int32.max) &- newCount, "too many elements to diff")
        if oldCount == 0 && newCount == 0 {
            var updates = prefixUpdates.map { Changeset.Update(from: $0, to: $0) }
            updates.append(contentsOf: suffixUpdates.reversed())
            return Changeset(updates: updates)
        }

        // 2. Match the middle by identity. Offsets below are relative to `start`.
        // oldMatch[i]: new offset matched to old offset i, or -1.
        // newMatch[j]: old offset matched to new offset j, or -1.
        // updateFrom[j]: old offset when new offset j is an update (matched and changed, or paired).
        var oldMatch = [Int32](repeating: -1, count: oldCount)
        var newMatch = [Int32](repeating: -1, count: newCount)
        var updateFrom = [Int32](repeating: -1, count: newCount)
        var duplicates: [Int] = []
        var matchedCount = 0
        var inOrder = true            // matched old offsets increase in new order (no moves)
        var lastMatchedOld: Int32 = -1
        do {
            let table = _IdentityTable(maximumEntries: oldCount &+ newCount)
            for i in 0..<oldCount {
                let index = start &+ i
                // A repeated identity in old stays out of the table: it matches nothing.
                _ = table.findOrInsert(hash: old.identityHash(index), entry: i) {
                    T.hasSameDifferenceIdentifier(at: old[start &+ $0], as: old[index])
                }
            }
            for j in 0..<newCount {
                let index = start &+ j
                let found = table.findOrInsert(hash: new.identityHash(index), entry: oldCount &+ j) { entry in
                    entry < oldCount
                        ? T.hasSameDifferenceIdentifier(at: old[start &+ entry], as: new[index])
                        : T.hasSameDifferenceIdentifier(at: new[start &+ entry &- oldCount], as: new[index])
                }
                guard let entry = found else { continue }         // a new identity
                if entry < oldCount && oldMatch[entry] < 0 {
                    oldMatch[entry] = Int32(truncatingIfNeeded: j)
                    let from = Int32(truncatingIfNeeded: entry)
                    newMatch[j] = from
                    if !T.isContentEqual(at: old[start &+ entry], to: new[index]) { updateFrom[j] = from }
                    if from < lastMatchedOld { inOrder = false }
                    lastMatchedOld = from
                    matchedCount &+= 1
                } else {
                    duplicates.append(start &+ j)                 // identity already seen in new
                }
            }
        }

        // 3. Moves: matched elements off one longest increasing subsequence.
        var moves: [Changeset.Move] = []
        // Anchors (offsets of kept matched elements), as parallel arrays, in new order.
        var anchorOld: [Int32] = []
        var anchorNew: [Int32] = []
        anchorOld.reserveCapacity(matchedCount &+ 1)
        anchorNew.reserveCapacity(matchedCount &+ 1)
        if inOrder {
            for j in 0..<newCount where newMatch[j] >= 0 {
                anchorOld.append(newMatch[j])
                anchorNew.append(Int32(truncatingIfNeeded: j))
            }
        } else {
            var sequence: [Int32] = []
            var positions: [Int32] = []
            sequence.reserveCapacity(matchedCount)
            positions.reserveCapacity(matchedCount)
            for j in 0..<newCount where newMatch[j] >= 0 {
                sequence.append(newMatch[j])
                positions.append(Int32(truncatingIfNeeded: j))
            }
            let stays = _longestIncreasingSubsequenceMask(sequence)
            for k in 0..<sequence.count {
                if stays[k] {
                    anchorOld.append(sequence[k])
                    anchorNew.append(positions[k])
                } else {
                    moves.append(Changeset.Move(from: start &+ Int(sequence[k]), to: start &+ Int(positions[k])))
                }
            }
        }
        anchorOld.append(Int32(truncatingIfNeeded: oldCount))     // the suffix (or the end)
        anchorNew.append(Int32(truncatingIfNeeded: newCount))

        // 4. Pair the k-th deletion and the k-th insertion of each gap between anchors.
        var deletions: [Int] = []
        var insertions: [Int] = []
        deletions.reserveCapacity(oldCount &- matchedCount)
        insertions.reserveCapacity(newCount &- matchedCount)
        var i = 0, j = 0
        for gap in 0..<anchorOld.count {
            let oldLimit = Int(anchorOld[gap]), newLimit = Int(anchorNew[gap])
            while true {
                while i < oldLimit && oldMatch[i] >= 0 { i &+= 1 }
                while j < newLimit && newMatch[j] >= 0 { j &+= 1 }
                guard i < oldLimit && j < newLimit else { break }
                let oldElement = old[start &+ i], newElement = new[start &+ j]
                if oldElement.pointee.canPair(with: newElement.pointee) {
                    // A pair of repeated identities (an old and a new duplicate) may be unchanged.
                    if !(T.hasSameDifferenceIdentifier(at: oldElement, as: newElement)
                        && T.isContentEqual(at: oldElement, to: newElement)) {
                        updateFrom[j] = Int32(truncatingIfNeeded: i)
                    }
                } else {
                    deletions.append(start &+ i)
                    insertions.append(start &+ j)
                }
                i &+= 1
                j &+= 1
            }
            while i < oldLimit {
                if oldMatch[i] < 0 { deletions.append(start &+ i) }
                i &+= 1
            }
            while j < newLimit {
                if newMatch[j] < 0 { insertions.append(start &+ j) }
                j &+= 1
            }
            // Skip the anchor itself.
            i = oldLimit &+ 1
            j = newLimit &+ 1
        }
        // `i` and `j` only grow, so deletions and insertions are already ascending.

        var updates: [Changeset.Update] = []
        updates.reserveCapacity(prefixUpdates.count &+ suffixUpdates.count)
        for index in prefixUpdates { updates.append(Changeset.Update(from: index, to: index)) }
        for j in 0..<newCount where updateFrom[j] >= 0 {
            updates.append(Changeset.Update(from: start &+ Int(updateFrom[j]), to: start &+ j))
        }
        updates.append(contentsOf: suffixUpdates.reversed())
        return Changeset(
            deletions: deletions,
            insertions: insertions,
            moves: moves,
            updates: updates,
            duplicates: duplicates
        )
    }
}

/// Membership in one longest strictly increasing subsequence of `sequence` (distinct values),
/// by patience sorting with binary search: O(n log n) time, O(n) memory.
@usableFromInline
func _longestIncreasingSubsequenceMask(_ sequence: [Int32]) -> [Bool] {
    let count = sequence.count
    var stays = [Bool](repeating: false, count: count)
    guard count > 0 else { return stays }
    // tails[l]: position of the smallest last value of an increasing subsequence of length l + 1.
    var tails: [Int32] = []
    var previous = [Int32](repeating: -1, count: count)
    sequence.withUnsafeBufferPointer { values in
        for position in 0..<count {
            let value = values[position]
            var low = 0, high = tails.count
            if high > 0 && values[Int(tails[high &- 1])] < value {
                low = high                                   // extends the longest run: common case
            } else {
                while low < high {
                    let middle = (low &+ high) >> 1
                    if values[Int(tails[middle])] < value { low = middle &+ 1 } else { high = middle }
                }
            }
            if low > 0 { previous[position] = tails[low &- 1] }
            if low == tails.count {
                tails.append(Int32(truncatingIfNeeded: position))
            } else {
                tails[low] = Int32(truncatingIfNeeded: position)
            }
        }
    }
    var position = Int(tails[tails.count &- 1])
    while position >= 0 {
        stays[position] = true
        position = Int(previous[position])
    }
    return stays
}

/// The elements of an array, addressed in place: the diff passes pointers to the in-place
/// requirements of `Differentiable` instead of copying elements.
@usableFromInline
struct _Elements<T: Differentiable> {
    @usableFromInline let base: UnsafePointer<T>?
    @usableFromInline let count: Int

    @inlinable
    init(_ buffer: UnsafeBufferPointer<T>) {
        base = buffer.baseAddress
        count = buffer.count
    }

    /// The address of element `index`, which must be in `0..<count` (not checked).
    @inlinable
    subscript(index: Int) -> UnsafePointer<T> {
        base.unsafelyUnwrapped + index
    }

    /// The identity hash of element `index`, computed once per element by the diff.
    @inlinable
    func identityHash(_ index: Int) -> UInt64 {
        var hasher = Hasher()
        T.hashDifferenceIdentifier(at: self[index], into: &hasher)
        return UInt64(bitPattern: Int64(hasher.finalize()))
    }
}
