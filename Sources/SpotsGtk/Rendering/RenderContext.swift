/// What every component of one screen shares: registries, images and the nesting depth.
@MainActor
struct RenderContext {
    var views: ViewRegistry
    var kinds: ComponentRegistry
    var images: ImageLoader
    var depth: Int = 0
    /// Whether every item gets widgets, shared by all components of the screen.
    var mode = RenderMode()
    /// Counts of cells built and reused, shared by every component of the screen.
    var statistics = RenderStatistics()
    /// What the screen's components measured, for estimating those that were not.
    var estimates = ScreenEstimates()
    /// Cells that components leaving the screen's window gave back.
    var cells = ScreenCellPool()
    /// Widgets that components leaving the screen's window gave back.
    var componentWidgets = ComponentWidgetPool()
    /// The user's open/closed choices, shared by every component of the screen.
    var accordionChoices = AccordionChoices()
    /// The inputs the user has left, shared by every component of the screen.
    var inputTouches = InputTouches()
    /// Where the screen's submit stands, shown by the items that send it.
    var submitProgress = ScreenSubmitProgress()
    /// Called when the user changes an input's value (at any depth).
    var onInput: InputHandler?
    /// Called when Enter is pressed in a one-line field.
    var onInputActivate: (@MainActor () -> Void)?
    /// The place of the component whose items use this context (nil above the top level).
    var owner: PlaceKey?
    /// Called when an item (at any depth) is activated.
    var onActivate: (@MainActor (Component, ItemCell) -> Void)?
    /// Called when keyboard focus enters an item (the controller scrolls it into view).
    var onFocus: (@MainActor (Component, ItemCell) -> Void)?
    /// Called for Home, End, Page Up and Page Down in a component; true when handled.
    var onPagingKey: (@MainActor (Component, ItemCell?, PagingKey) -> Bool)?
    /// Called when the user opened or closed a collapsible component.
    var onCollapsedChanged: (@MainActor (Component) -> Void)?
    /// Called when the Retry button of a component's error state is pressed.
    var onRetry: (@MainActor (Component) -> Void)?
    /// Called for an arrow key in a component, with the focused item; true when handled.
    var onArrowKey: (@MainActor (Component, ItemCell, ArrowKey) -> Bool)?
    /// Called when a carousel comes to rest, with the item in view.
    var onCarouselSettled: (@MainActor (Component, ItemCell) -> Void)?

    func nested() -> RenderContext {
        var copy = self
        copy.depth += 1
        return copy
    }
}

/// How many item cells windowed rendering built and reused: scrolling with warm pools builds none.
@MainActor
public final class RenderStatistics {
    /// Cells that entered the window (built or reused).
    public var cellsRealised = 0
    /// Cells built from scratch.
    public var cellsCreated = 0
    /// Cells taken from a pool and reconfigured.
    public var cellsReused = 0
    /// Components that made their widgets (list or flow box, header, frame) from scratch.
    public var componentsBuilt = 0
    /// Components that took the widgets another component of their shape left.
    public var componentsReused = 0

    public init() {}
}

/// Whether the screen realises every item (headless full-page rendering: `inspect` and
/// `snapshot` without `--height`) or only a window of them (the app).
@MainActor
final class RenderMode {
    var realisesEverything = false
}

/// The keys that move focus further than one item.
enum PagingKey {
    case home, end, pageUp, pageDown
}
