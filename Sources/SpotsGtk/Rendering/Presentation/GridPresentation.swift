import SpotsModel

/// A wrapping GtkFlowBox: `span` cards a row, each `(width - inset) / span - item-spacing` wide
/// (span 0: each item its own width, as many a row as fit). Rows are justified so they start and
/// end where the lists and headers around them do, and a window too narrow for `min-item-width`
/// cards drops columns.
@MainActor
public final class GridPresentation: Presentation {
    public init() {}

    public var name: String { "grid" }
    public var itemStyle: ItemViewContext.Style { .card }
    public var keyboardShape: KeyboardShape { .rows }
    public var fallbackLineHeight: Double { 220 }
    /// Its widgets are configured from the model when another component takes them.
    public var widgetsMoveBetweenComponents: Bool { true }

    /// Grids below this item width drop a column: a 360 px phone-sized window keeps two columns
    /// with the usual 16 px inset and 12 px spacing (152 px cards), where a title of one long
    /// word still reads; narrower cards would mostly show ellipses.
    static let defaultMinimumItemWidth = 140.0

    public func makeItemsWidget(layout: Layout) -> Container {
        makeFlowBox(layout: layout)
    }

    public func makeItemContainer() -> Bin { FlowBoxChild() }

    public func makeFrame(body: Box, layout: Layout, size: Size?) -> any ComponentFrame { PlainFrame(body: body) }

    /// The layout with the span used at `width`: the layout's, less the columns whose items
    /// would be narrower than the minimum (at least one). A grid of one column has no gap
    /// between columns: its cards span the content, inset to inset, as lists and headers do.
    public func resolved(_ layout: Layout, width: Double) -> Layout {
        var resolved = layout
        resolved.span = ResponsiveLayout.span(layout, width: width, minimumItemWidth: minimumItemWidth(layout))
        if resolved.span == 1 { resolved.itemSpacing = 0 }
        return resolved
    }

    /// The minimum item width in effect.
    func minimumItemWidth(_ layout: Layout) -> Double {
        layout.minItemWidth.map(SizeLimits.clampSize) ?? Self.defaultMinimumItemWidth
    }

    public func lineAxis(layout: Layout, width: Double?, items: [Item]) -> LineAxis {
        // Clamped: a model built in Swift may carry any number, NaN and infinity included.
        let span = SizeLimits.clampSpan(ItemSizing.effectiveSpan(layout, itemCount: items.count))
        if span > 0 { return .rows(perLine: max(1, Int(span.rounded(.down)))) }
        // Span 0: as many of the widest item as fit.
        guard let width else { return .rows(perLine: 1) }
        let spacing = SizeLimits.clampSpacing(layout.itemSpacing)
        let widest = items.lazy.map { SizeLimits.clampSize(ItemSizing.itemWidth(for: $0, in: width, layout: layout, itemCount: 0)) }.max() ?? 1
        let available = SizeLimits.clampSize(ItemSizing.contentWidth(width, layout: layout)) + spacing
        let fitting = (available / max(1, widest + spacing)).rounded(.down)
        return .rows(perLine: fitting.isFinite ? max(1, Int(fitting)) : 1)
    }

    public func lineSpacing(_ layout: Layout) -> Double { SizeLimits.clampSpacing(layout.lineSpacing) }

    public func cellWidth(for item: Item, width: Double, layout: Layout, itemCount: Int, sideBorder: Double) -> (width: Double, fixed: Bool) {
        (SizeLimits.clampSize(ItemSizing.itemWidth(for: item, in: width, layout: layout, itemCount: itemCount)), true)
    }

    /// Spreads the columns so full rows start and end where lists and headers do.
    public func didLayOut(_ itemsWidget: Container, layout: Layout, width: Double, side: Double, axis: LineAxis,
                          cellWidth: Double?) {
        guard let flow = itemsWidget.as(FlowBox.self) else { return }
        let spacing = SizeLimits.clampSpacing(layout.itemSpacing)
        guard layout.span > 0, case .rows(let columns) = axis, let cellWidth else {
            flow.columnSpacing = Int(spacing)
            return
        }
        let content = ItemSizing.contentWidth(width, layout: layout)
        flow.columnSpacing = Int(SizeLimits.clampSpacing(ItemSizing.justifiedSpacing(contentWidth: content, itemWidth: cellWidth,
                                                                                      columns: columns, spacing: spacing)))
    }
}
