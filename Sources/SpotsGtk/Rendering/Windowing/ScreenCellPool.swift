/// Item cells that components leaving the screen's window gave back, for the components entering
/// it: scrolling a long screen of small components reconfigures the same few cells (the
/// soft-update path) instead of building each component's anew. Cells are kept by presentation,
/// component kind and item kind, at most `CellPool.limit` of each. Cells with nested components
/// are not kept: those belong to their item's place in the screen.
@MainActor
final class ScreenCellPool {
    private struct Key: Hashable {
        let presentation: ObjectIdentifier
        let componentKind: String
        let itemKind: String
    }

    private var pooled: [Key: [ItemCell]] = [:]

    /// A cell for an item of `itemKind` in a `componentKind` component drawn as `presentation`.
    func take(presentation: any Presentation, componentKind: String, itemKind: String) -> ItemCell? {
        let key = Key(presentation: ObjectIdentifier(presentation), componentKind: componentKind, itemKind: itemKind)
        return pooled[key]?.popLast()
    }

    /// Keeps `cell` (out of any items widget) for another component.
    func keep(_ cell: ItemCell) {
        guard cell.children.isEmpty, cell.container.parentPointer == nil else { return }
        let key = Key(presentation: ObjectIdentifier(cell.presentation), componentKind: cell.componentKind.rawValue,
                      itemKind: cell.item.kind)
        guard pooled[key, default: []].count < CellPool.limit else { return }
        pooled[key, default: []].append(cell)
    }
}
