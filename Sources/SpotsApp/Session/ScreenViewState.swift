import SpotsLayout

/// Where the reader was on a screen, as the window saw it when the screen was left: its scroll,
/// the item that had the keyboard focus, and how far components that scroll on their own
/// (carousels) were scrolled. The window gives it and takes it back through its session delegate;
/// the session keeps it in the history entry and never looks inside.
public struct ScreenViewState: Equatable, Sendable {
    /// The screen's vertical scroll position.
    public var scroll: Double
    /// The focused item in the screen's reading order; nil when the focus was not on an item.
    public var focusedItem: ReadingPosition?
    /// By top-level component index: how far the component had scrolled its items on its own.
    public var componentScroll: [Int: Double]
    /// Whether `focusedItem` takes the focus wherever the window put it (a screen opened again,
    /// where the window's first focus is its own choice), rather than only from nowhere or the
    /// screen (Back, where a click on a header-bar button meanwhile keeps it).
    public var takesFocus: Bool

    public init(scroll: Double = 0, focusedItem: ReadingPosition? = nil, componentScroll: [Int: Double] = [:], takesFocus: Bool = false) {
        self.scroll = scroll
        self.focusedItem = focusedItem
        self.componentScroll = componentScroll
        self.takesFocus = takesFocus
    }
}
