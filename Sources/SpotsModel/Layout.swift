/// How a component arranges its items. Defaults follow Spots.
public struct Layout: Hashable, Sendable {
    public enum HeaderMode: String, Hashable, Sendable, CaseIterable {
        case `default`
        case sticky
    }

    public enum PageIndicatorPlacement: String, Hashable, Sendable, CaseIterable {
        case below
        case overlay
    }

    /// Items side by side; 0 keeps each item's own width.
    public var span: Double
    /// Rows of a carousel.
    public var itemsPerRow: Int
    /// Column spacing.
    public var itemSpacing: Double
    /// Row spacing.
    public var lineSpacing: Double
    public var inset: Inset
    public var dynamicSpan: Bool
    public var dynamicHeight: Bool
    public var headerMode: HeaderMode
    public var pageIndicatorPlacement: PageIndicatorPlacement?
    public var infiniteScrolling: Bool
    public var showEmptyComponent: Bool
    /// The narrowest a spanned item may get before a column is dropped; nil: the default for
    /// the component's kind (grids 140 px, carousels and lists none).
    public var minItemWidth: Double?
    /// The widest the component gets on a wide window, centred; nil: the default (1,200 px),
    /// 0: no limit.
    public var maxWidth: Double?

    public init(
        span: Double = 0,
        itemsPerRow: Int = 1,
        itemSpacing: Double = 0,
        lineSpacing: Double = 0,
        inset: Inset = .zero,
        dynamicSpan: Bool = false,
        dynamicHeight: Bool = true,
        headerMode: HeaderMode = .default,
        pageIndicatorPlacement: PageIndicatorPlacement? = nil,
        infiniteScrolling: Bool = false,
        showEmptyComponent: Bool = false,
        minItemWidth: Double? = nil,
        maxWidth: Double? = nil
    ) {
        self.span = span
        self.itemsPerRow = itemsPerRow
        self.itemSpacing = itemSpacing
        self.lineSpacing = lineSpacing
        self.inset = inset
        self.dynamicSpan = dynamicSpan
        self.dynamicHeight = dynamicHeight
        self.headerMode = headerMode
        self.pageIndicatorPlacement = pageIndicatorPlacement
        self.infiniteScrolling = infiniteScrolling
        self.showEmptyComponent = showEmptyComponent
        self.minItemWidth = minItemWidth
        self.maxWidth = maxWidth
    }
}
