import SpotsModel

/// The width arithmetic of DESIGN.md, kept apart from GTK so it can be checked on its own.
///
/// With `span` N, each item is `(width - inset across) / N - item-spacing` wide (the inset's
/// left and right, or its start and end)
/// (rounded down to whole pixels); `span` 0 keeps each item's own width.
public enum ItemSizing {
    /// Width for items with `span` 0 and no width of their own.
    public static let defaultItemWidth = 200.0
    /// The narrowest an item is ever made, so a tiny window never asks GTK for negative sizes.
    public static let minimumItemWidth = 24.0

    /// The width left for items once the component's inset is taken off.
    public static func contentWidth(_ width: Double, layout: Layout) -> Double {
        max(0, width - layout.inset.horizontal)
    }

    /// The span actually used: with `dynamic-span`, fewer items than the span share the row.
    public static func effectiveSpan(_ layout: Layout, itemCount: Int) -> Double {
        if layout.dynamicSpan, itemCount > 0, Double(itemCount) < layout.span {
            return Double(itemCount)
        }
        return layout.span
    }

    /// The gap between a grid's `columns` columns of `itemWidth`: `spacing` at least, and as much
    /// more as makes a full row reach from the content's left edge to its right edge, where lists
    /// and headers end (Spots' flow layout spreads a row the same way). Whole pixels: a row may
    /// end up to `columns - 2` px short of the right edge.
    public static func justifiedSpacing(contentWidth: Double, itemWidth: Double, columns: Int, spacing: Double) -> Double {
        guard columns > 1, contentWidth.isFinite, itemWidth.isFinite else { return spacing }
        let gap = ((contentWidth - Double(columns) * itemWidth) / Double(columns - 1)).rounded(.down)
        return max(spacing, gap)
    }

    /// The width of `item` in a component `width` wide; nil lets the view decide.
    public static func itemWidth(for item: Item, in width: Double, layout: Layout, itemCount: Int) -> Double {
        let span = effectiveSpan(layout, itemCount: itemCount)
        if span > 0 {
            let raw = contentWidth(width, layout: layout) / span - layout.itemSpacing
            return max(minimumItemWidth, raw.rounded(.down))
        }
        return max(minimumItemWidth, item.size.width ?? defaultItemWidth)
    }
}
