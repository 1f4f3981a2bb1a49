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

    public init(scroll: Double = 0, focusedItem: ReadingPosition? = nil, componentScroll: [Int: Double] = [:]) {
        self.scroll = scroll
        self.focusedItem = focusedItem
        self.componentScroll = componentScroll
    }
}
