import SpotsModel

/// How a component adapts to the window's width: fewer columns when spanned items would get
/// too narrow (`layout.min-item-width`), and a maximum width, centred, on wide windows
/// (`layout.max-width`).
enum ResponsiveLayout {
    /// Grids below this item width drop a column: a 360 px phone-sized window keeps two columns
    /// with the usual 16 px inset and 12 px spacing (152 px cards), where a title of one long
    /// word still reads; narrower cards would mostly show ellipses.
    static let defaultGridMinimumItemWidth = 140.0
    /// Top-level components stop growing here and centre: wider lines of cards or rows are
    /// hard to follow. Nested components follow their item's width.
    static let defaultMaximumWidth = 1_200.0

    /// The minimum item width in effect; 0 when none applies.
    static func minimumItemWidth(_ layout: Layout, presentation: ComponentPresentation) -> Double {
        if let given = layout.minItemWidth { return SizeLimits.clampSize(given) }
        return presentation == .grid ? defaultGridMinimumItemWidth : 0
    }

    /// The maximum width in effect; nil when none applies.
    static func maximumWidth(_ layout: Layout, depth: Int) -> Double? {
        let limit = layout.maxWidth.map(SizeLimits.clampSize) ?? (depth == 0 ? defaultMaximumWidth : 0)
        return limit > 0 ? limit : nil
    }

    /// The width the component lays itself out in, and the margin on each side that centres it.
    static func placement(in width: Double, layout: Layout, depth: Int) -> (width: Double, margin: Double) {
        guard let limit = maximumWidth(layout, depth: depth), width > limit else { return (width, 0) }
        return (limit, ((width - limit) / 2).rounded(.down))
    }

    /// The span used at `width`: the layout's, less the columns whose items would be narrower
    /// than the minimum (at least one column). A span of 0 (each item its own width) stays.
    static func span(_ layout: Layout, width: Double, presentation: ComponentPresentation) -> Double {
        let span = SizeLimits.clampSpan(layout.span)
        let minimum = minimumItemWidth(layout, presentation: presentation)
        guard span > 0, minimum > 0, presentation != .list else { return span }
        // An item is content / n - spacing wide: n columns fit while that is at least the minimum.
        let content = SizeLimits.clampSize(ItemSizing.contentWidth(width, layout: layout))
        let fitting = (content / (minimum + SizeLimits.clampSpacing(layout.itemSpacing))).rounded(.down)
        guard fitting.isFinite, fitting < span else { return span }
        return max(1, fitting)
    }

    /// `layout` with the span used at `width`. A grid of one column has no gap between columns:
    /// its cards span the content, from inset to inset, as the lists and headers around it do.
    static func resolved(_ layout: Layout, width: Double, presentation: ComponentPresentation) -> Layout {
        var resolved = layout
        resolved.span = span(layout, width: width, presentation: presentation)
        if presentation == .grid, resolved.span == 1 { resolved.itemSpacing = 0 }
        return resolved
    }
}

/// `layout.dynamic-height` (Spots: the component's height is computed from its content, or, when
/// false, it relies on its own frame). Here only carousels scroll on their own, so only a
/// carousel can keep a height of its own: with `dynamic-height: false` and the component's
/// `size.height` it is exactly that tall, and cards taller than it are cut off. Lists and grids
/// always grow to their content.
enum CarouselHeight {
    @MainActor
    static func apply(to scroller: ScrolledWindow, layout: Layout, size: Size?) {
        if !layout.dynamicHeight, let height = size?.height, height.isFinite {
            let pixels = Int(SizeLimits.clampSize(height))
            // External: the strip does not ask for its content's height, and shows no vertical scrollbar.
            scroller.setPolicy(horizontal: .automatic, vertical: .external)
            scroller.propagateNaturalHeight = false
            // GTK refuses a minimum above the maximum: lift the maximum first.
            scroller.maxContentHeight = -1
            scroller.minContentHeight = pixels
            scroller.maxContentHeight = pixels
        } else {
            scroller.setPolicy(horizontal: .automatic, vertical: .never)
            scroller.propagateNaturalHeight = true
            scroller.maxContentHeight = -1
            scroller.minContentHeight = -1
        }
    }
}
