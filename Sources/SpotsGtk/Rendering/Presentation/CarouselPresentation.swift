import SpotsModel

/// A strip of cards that scrolls sideways in its own horizontal GtkScrolledWindow: a GtkFlowBox
/// laid out as one row (or `items-per-row` rows), with previous/next buttons and page dots
/// (`CarouselStrip`). Its lines are columns; arrows move through its cards.
@MainActor
public final class CarouselPresentation: Presentation {
    public init() {}

    public var name: String { "carousel" }
    public var itemStyle: ItemViewContext.Style { .card }
    public var keyboardShape: KeyboardShape { .strip }
    public var fallbackLineHeight: Double { 220 }
    /// Its widgets are configured from the model when another component takes them.
    public var widgetsMoveBetweenComponents: Bool { true }

    public func makeItemsWidget(layout: Layout) -> Container {
        makeFlowBox(layout: layout)
    }

    public func makeItemContainer() -> Bin { FlowBoxChild() }

    public func makeFrame(body: Box, layout: Layout, size: Size?) -> any ComponentFrame {
        CarouselStrip(body: body, layout: layout, size: size)
    }

    /// A strip is one row of cards tall whatever its length (as tall as the screen's other strips
    /// came out), or exactly its `size.height` when it keeps a height of its own (`CarouselHeight`).
    public func estimatedFrameHeight(linesExtent: Double, typical: Double?, layout: Layout, size: Size?) -> Double {
        if !layout.dynamicHeight, let height = size?.height, height.isFinite { return SizeLimits.clampSize(height) }
        return typical ?? Self.estimatedStripHeight
    }

    /// A strip's height before GTK has measured its cards: one row of them.
    static let estimatedStripHeight = 240.0

    /// With a `min-item-width`, a narrow window shows fewer cards at a time.
    public func resolved(_ layout: Layout, width: Double) -> Layout {
        guard let minimum = layout.minItemWidth else { return layout }
        var resolved = layout
        resolved.span = ResponsiveLayout.span(layout, width: width, minimumItemWidth: SizeLimits.clampSize(minimum))
        return resolved
    }

    public func lineAxis(layout: Layout, width: Double?, items: [Item]) -> LineAxis {
        .columns(rows: SizeLimits.clampItemsPerRow(layout.itemsPerRow))
    }

    /// Columns are `item-spacing` apart.
    public func lineSpacing(_ layout: Layout) -> Double { SizeLimits.clampSpacing(layout.itemSpacing) }

    public func cellWidth(for item: Item, width: Double, layout: Layout, itemCount: Int, sideBorder: Double) -> (width: Double, fixed: Bool) {
        (SizeLimits.clampSize(ItemSizing.itemWidth(for: item, in: width, layout: layout, itemCount: itemCount)), true)
    }
}
