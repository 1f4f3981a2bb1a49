import SpotsModel

/// Rows in a GtkListBox, one item a line, each as wide as the component. With a side inset the
/// list is a GNOME boxed list (rounded, with a border); without one it runs edge to edge.
@MainActor
public final class ListPresentation: Presentation {
    public init() {}

    public var name: String { "list" }
    public var itemStyle: ItemViewContext.Style { .row }
    public var keyboardShape: KeyboardShape { .column }
    public var fallbackLineHeight: Double { 56 }
    /// Its widgets are configured from the model when another component takes them.
    public var widgetsMoveBetweenComponents: Bool { true }

    /// The style class of a list without side borders.
    static let flushClass = "spots-list-flush"

    public func makeItemsWidget(layout: Layout) -> Container {
        let list = ListBox()
        list.selectionMode = .none
        list.styleClasses.insert("spots-list")
        if Self.isFlush(layout: layout, side: 0) { list.styleClasses.insert(Self.flushClass) }
        return list
    }

    public func makeItemContainer() -> Bin { ListBoxRow() }

    public func makeFrame(body: Box, layout: Layout, size: Size?) -> any ComponentFrame { PlainFrame(body: body) }

    public func lineAxis(layout: Layout, width: Double?, items: [Item]) -> LineAxis { .rows(perLine: 1) }

    public func lineSpacing(_ layout: Layout) -> Double { 0 }

    public func cellWidth(for item: Item, width: Double, layout: Layout, itemCount: Int, sideBorder: Double) -> (width: Double, fixed: Bool) {
        (SizeLimits.clampSize(ItemSizing.contentWidth(width, layout: layout) - 2 * sideBorder), false)
    }

    /// A row's separator is a pixel below the height its item asks for.
    public func lineExtent(forItemHeight height: Double) -> Double { height + 1 }

    /// A list without side insets runs edge to edge (no side border); with an inset, or centred
    /// in a wide window with space beside it, it is boxed.
    static func isFlush(layout: Layout, side: Double) -> Bool {
        layout.inset.horizontal == 0 && side <= 0
    }

    public func sideBorder(layout: Layout, side: Double) -> Double {
        Self.isFlush(layout: layout, side: side) ? 0 : Theme.listBorderWidth
    }

    public func didLayOut(_ itemsWidget: Container, layout: Layout, width: Double, side: Double, axis: LineAxis,
                          cellWidth: Double?) {
        if Self.isFlush(layout: layout, side: side) {
            itemsWidget.styleClasses.insert(Self.flushClass)
        } else {
            itemsWidget.styleClasses.remove(Self.flushClass)
        }
    }
}
