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

    public func makeItemsWidget(layout: Layout) -> Container {
        makeFlowBox(layout: layout)
    }

    public func makeItemContainer() -> Bin { FlowBoxChild() }

    public func makeFrame(body: Box, layout: Layout, size: Size?) -> any ComponentFrame {
        CarouselStrip(body: body, layout: layout, size: size)
    }

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
