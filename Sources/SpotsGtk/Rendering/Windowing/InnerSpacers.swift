/// The extent of a list's or grid's unrealised lines, reserved inside its GtkListBox or
/// GtkFlowBox: one line of spacer children before the realised lines and one after.
///
/// Both widgets have a GdkWindow of their own, and their children's allocations are relative to
/// it. With spacers outside, every slide of the window moved the widget and every realised child
/// in it, and GTK re-allocated and repainted them all each frame. With spacers inside, the items
/// widget keeps its size and place, a child that stays in the window keeps its allocation, and
/// GTK re-allocates and repaints only the children that enter.
///
/// A spacer child is insensitive and unfocusable (GTK's own keyboard moves skip it) and hidden
/// from screen readers (the component's description counts every item).
@MainActor
final class InnerSpacers {
    private let listBox: ListBox?
    private let flowBox: FlowBox?
    private var leading: [Bin] = []
    private var trailing: [Bin] = []

    init?(itemsWidget: Container) {
        listBox = itemsWidget.as(ListBox.self)
        flowBox = itemsWidget.as(FlowBox.self)
        guard listBox != nil || flowBox != nil else { return nil }
    }

    private static let leadingKey = Int.min / 2
    private static let trailingKey = Int.max / 2

    /// Reserves `before` pixels ahead of the realised lines and `after` pixels behind them, in
    /// lines of `perLine` children; `spacing` is the gap GTK puts between lines.
    func reserve(before: Double, after: Double, perLine: Int, spacing: Double) {
        let perLine = listBox != nil ? 1 : max(1, perLine)
        // Made when first needed: a short component, realised whole, never has any.
        if before > 0 || !leading.isEmpty { leading = resized(leading, to: perLine, firstKey: Self.leadingKey) }
        if after > 0 || !trailing.isEmpty { trailing = resized(trailing, to: perLine, firstKey: Self.trailingKey) }
        // The line of spacers has the gap to the realised lines after or before it.
        for child in leading { child.reserveExtent(before > 0 ? before - spacing : 0) }
        for child in trailing { child.reserveExtent(after > 0 ? after - spacing : 0) }
    }

    private func resized(_ children: [Bin], to count: Int, firstKey: Int) -> [Bin] {
        var children = children
        while children.count > count { remove(children.removeLast()) }
        while children.count < count { children.append(makeSpacer(key: firstKey + children.count)) }
        return children
    }

    private func makeSpacer(key: Int) -> Bin {
        let child: Bin
        if let listBox {
            let row = ListBoxRow()
            row.isActivatable = false
            row.isSelectable = false
            row.hideFromScreenReaders()
            child = row
            child.sortKey = key
            listBox.insert(row, at: -1)
        } else {
            let cell = FlowBoxChild()
            cell.hideFromScreenReaders()
            child = cell
            child.sortKey = key
            flowBox?.insert(cell, at: -1)
        }
        child.styleClasses.insert("spots-spacer")
        child.canFocus = false
        // GtkListBox's and GtkFlowBox's own keyboard moves skip insensitive children.
        child.isSensitive = false
        child.noShowAll = true
        child.isVisible = false
        return child
    }

    private func remove(_ child: Bin) {
        if let listBox { listBox.remove(child) } else { flowBox?.remove(child) }
    }
}
