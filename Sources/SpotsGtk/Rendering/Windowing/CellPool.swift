/// Item cells without an item, by item kind, ready to show another item of their kind (the
/// soft-update path): cells that left the window wait here instead of being destroyed.
///
/// During one window pass, cells that leave are first held aside (`hold`) and go straight to
/// the items entering in the same pass: a visible row then only changes its key and content,
/// where hiding it into the pool and showing it again would unmap and map it.
@MainActor
final class CellPool {
    /// Cells kept per kind: enough to refill a screen.
    static let limit = 48
    private var pooled: [String: [ItemCell]] = [:]
    private var leaving: [String: [ItemCell]] = [:]
    /// Whether cells were kept still shown (`keep(_:shown:)`), to be hidden when the next owner
    /// of the items widget has taken the ones it wants (`takeShownCells`).
    private(set) var holdsShownCells = false

    /// A cell for an item of `kind`: one that left in this pass, else a pooled one; of those,
    /// the most recent that `fits`, else the most recent.
    func take(kind: String, preferring fits: (ItemCell) -> Bool = { _ in true }) -> ItemCell? {
        Self.take(from: &leaving[kind], fits) ?? Self.take(from: &pooled[kind], fits)
            ?? leaving[kind]?.popLast() ?? pooled[kind]?.popLast()
    }

    private static func take(from cells: inout [ItemCell]?, _ fits: (ItemCell) -> Bool) -> ItemCell? {
        guard let index = cells?.lastIndex(where: fits) else { return nil }
        return cells?.remove(at: index)
    }

    /// Holds a cell leaving the window until the pass ends (`endPass`).
    func hold(_ cell: ItemCell) {
        leaving[cell.item.kind, default: []].append(cell)
    }

    /// The cells held in this pass that no entering item took.
    func endPass() -> [ItemCell] {
        let left = Array(leaving.values.joined())
        leaving = [:]
        return left
    }

    /// Keeps `cell` for a later item of its kind; false when that kind's pool is full. `shown`:
    /// the caller leaves it shown (see `takeShownCells`).
    func keep(_ cell: ItemCell, shown: Bool = false) -> Bool {
        guard pooled[cell.item.kind, default: []].count < Self.limit else { return false }
        pooled[cell.item.kind, default: []].append(cell)
        if shown { holdsShownCells = true }
        return true
    }

    /// The kept cells that are still shown; the pool holds none after this (the caller hides them).
    func takeShownCells() -> [ItemCell] {
        guard holdsShownCells else { return [] }
        holdsShownCells = false
        return pooled.values.joined().filter { $0.container.isVisible }
    }

    /// Takes out the cells that match `shouldRemove`, giving them back.
    func removeAll(where shouldRemove: (ItemCell) -> Bool) -> [ItemCell] {
        var removed: [ItemCell] = []
        for (kind, cells) in pooled {
            removed += cells.filter(shouldRemove)
            pooled[kind] = cells.filter { !shouldRemove($0) }
        }
        return removed
    }

    /// Empties the pool, giving back every cell it held.
    func removeAll() -> [ItemCell] {
        let all = Array(pooled.values.joined())
        pooled = [:]
        holdsShownCells = false
        return all
    }
}
