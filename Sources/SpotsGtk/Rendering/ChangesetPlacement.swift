import SpotsDiff

/// Turns a changeset into what a container of views needs to know.
///
/// For each new index it says where the element comes from (inserted, moved or kept, with its
/// old index), and which old indexes leave (deletions and move sources), so a container can
/// count and release what goes and reuse what stays.
struct ChangesetPlacement {
    /// For each new index, where its element comes from.
    enum Source: Equatable {
        case inserted
        case moved(from: Int)
        case kept(from: Int)
    }

    let sources: [Source]
    /// Old indexes whose widgets leave the container (deletions and move sources), descending.
    let removals: [Int]

    init(_ changeset: Changeset, oldCount: Int, newCount: Int) {
        var leaving = [Bool](repeating: false, count: oldCount)
        for index in changeset.deletions { leaving[index] = true }
        for move in changeset.moves { leaving[move.from] = true }
        var arriving = [Source?](repeating: nil, count: newCount)
        for index in changeset.insertions { arriving[index] = .inserted }
        for move in changeset.moves { arriving[move.to] = .moved(from: move.from) }

        var kept = (0..<oldCount).lazy.filter { !leaving[$0] }.makeIterator()
        var sources: [Source] = []
        sources.reserveCapacity(newCount)
        for index in 0..<newCount {
            if let source = arriving[index] {
                sources.append(source)
            } else if let from = kept.next() {
                sources.append(.kept(from: from))
            } else {
                // A changeset inconsistent with the counts: treat the slot as new rather than crash.
                sources.append(.inserted)
            }
        }
        self.sources = sources
        removals = (0..<oldCount).reversed().filter { leaving[$0] }
    }
}
