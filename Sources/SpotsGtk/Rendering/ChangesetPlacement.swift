import SpotsDiff

/// Turns a changeset into the order of operations a container of widgets needs.
///
/// Widgets are edited in three passes, which keeps every GTK position valid:
/// 1. remove deleted widgets and the sources of moves (old indexes);
/// 2. the widgets that stay keep their relative order;
/// 3. insert new widgets and move targets at their new indexes, ascending.
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
    /// New indexes that receive a widget in pass 3, ascending.
    let placements: [Int]

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
        var placements: [Int] = []
        for index in 0..<newCount {
            if let source = arriving[index] {
                sources.append(source)
                placements.append(index)
            } else if let from = kept.next() {
                sources.append(.kept(from: from))
            } else {
                // A changeset inconsistent with the counts: treat the slot as new rather than crash.
                sources.append(.inserted)
                placements.append(index)
            }
        }
        self.sources = sources
        self.placements = placements
        removals = (0..<oldCount).reversed().filter { leaving[$0] }
    }
}
