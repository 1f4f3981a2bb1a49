import SpotsModel

/// How a component adapts to the window's width: fewer columns when spanned items would get
/// too narrow (`layout.min-item-width`), and a maximum width, centred, on wide windows
/// (`layout.max-width`).
public enum ResponsiveLayout {
    /// Top-level components stop growing here and centre: wider lines of cards or rows are
    /// hard to follow. Nested components follow their item's width.
    public static let defaultMaximumWidth = 1_200.0

    /// The maximum width in effect; nil when none applies.
    public static func maximumWidth(_ layout: Layout, depth: Int) -> Double? {
        let limit = layout.maxWidth.map(SizeLimits.clampSize) ?? (depth == 0 ? defaultMaximumWidth : 0)
        return limit > 0 ? limit : nil
    }

    /// The width the component lays itself out in, and the margin on each side that centres it.
    public static func placement(in width: Double, layout: Layout, depth: Int) -> (width: Double, margin: Double) {
        guard let limit = maximumWidth(layout, depth: depth), width > limit else { return (width, 0) }
        return (limit, ((width - limit) / 2).rounded(.down))
    }

    /// The span used at `width`: the layout's, less the columns whose items would be narrower
    /// than `minimumItemWidth` (at least one column). A span of 0 (each item its own width) stays.
    public static func span(_ layout: Layout, width: Double, minimumItemWidth minimum: Double) -> Double {
        let span = SizeLimits.clampSpan(layout.span)
        guard span > 0, minimum > 0 else { return span }
        // An item is content / n - spacing wide: n columns fit while that is at least the minimum.
        let content = SizeLimits.clampSize(ItemSizing.contentWidth(width, layout: layout))
        let fitting = (content / (minimum + SizeLimits.clampSpacing(layout.itemSpacing))).rounded(.down)
        guard fitting.isFinite, fitting < span else { return span }
        return max(1, fitting)
    }
}
