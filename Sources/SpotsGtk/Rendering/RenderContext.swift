/// What every component of one screen shares: registries, images and the nesting depth.
///
/// Every component, item window, cell and carousel keeps a copy, so the screen-wide part lives in
/// one copy-on-write object: a copy is three words and one retain, where it was 240 bytes and
/// twenty retains (20,000 components kept two copies each). It reads and writes as a value.
@MainActor
struct RenderContext {
    var depth: Int = 0
    /// The place of the component whose items use this context (nil above the top level).
    var owner: PlaceKey?
    private var shared: Shared

    init(views: ViewRegistry, kinds: ComponentRegistry, images: ImageLoader) {
        shared = Shared(views: views, kinds: kinds, images: images)
    }

    var views: ViewRegistry {
        get { shared.views }
        set { writable().views = newValue }
    }

    var kinds: ComponentRegistry {
        get { shared.kinds }
        set { writable().kinds = newValue }
    }

    var images: ImageLoader {
        get { shared.images }
        set { writable().images = newValue }
    }

    /// Whether every item gets widgets, shared by all components of the screen.
    var mode: RenderMode {
        get { shared.mode }
        set { writable().mode = newValue }
    }

    /// Counts of cells built and reused, shared by every component of the screen.
    var statistics: RenderStatistics {
        get { shared.statistics }
        set { writable().statistics = newValue }
    }

    /// What the screen's components measured, for estimating those that were not.
    var estimates: ScreenEstimates {
        get { shared.estimates }
        set { writable().estimates = newValue }
    }

    /// Cells that components leaving the screen's window gave back.
    var cells: ScreenCellPool {
        get { shared.cells }
        set { writable().cells = newValue }
    }

    /// Widgets that components leaving the screen's window gave back.
    var componentWidgets: ComponentWidgetPool {
        get { shared.componentWidgets }
        set { writable().componentWidgets = newValue }
    }

    /// The user's open/closed choices, shared by every component of the screen.
    var accordionChoices: AccordionChoices {
        get { shared.accordionChoices }
        set { writable().accordionChoices = newValue }
    }

    /// The inputs the user has left, shared by every component of the screen.
    var inputTouches: InputTouches {
        get { shared.inputTouches }
        set { writable().inputTouches = newValue }
    }

    /// Where the screen's submit stands, shown by the items that send it.
    var submitProgress: ScreenSubmitProgress {
        get { shared.submitProgress }
        set { writable().submitProgress = newValue }
    }

    /// Called when the user changes an input's value (at any depth).
    var onInput: InputHandler? {
        get { shared.onInput }
        set { writable().onInput = newValue }
    }

    /// Called when Enter is pressed in a one-line field.
    var onInputActivate: (@MainActor () -> Void)? {
        get { shared.onInputActivate }
        set { writable().onInputActivate = newValue }
    }

    /// Called when an item (at any depth) is activated.
    var onActivate: (@MainActor (Component, ItemCell) -> Void)? {
        get { shared.onActivate }
        set { writable().onActivate = newValue }
    }

    /// Called when keyboard focus enters an item (the controller scrolls it into view).
    var onFocus: (@MainActor (Component, ItemCell) -> Void)? {
        get { shared.onFocus }
        set { writable().onFocus = newValue }
    }

    /// Called for Home, End, Page Up and Page Down in a component; true when handled.
    var onPagingKey: (@MainActor (Component, ItemCell?, PagingKey) -> Bool)? {
        get { shared.onPagingKey }
        set { writable().onPagingKey = newValue }
    }

    /// Called when the user opened or closed a collapsible component.
    var onCollapsedChanged: (@MainActor (Component) -> Void)? {
        get { shared.onCollapsedChanged }
        set { writable().onCollapsedChanged = newValue }
    }

    /// Called when the Retry button of a component's error state is pressed.
    var onRetry: (@MainActor (Component) -> Void)? {
        get { shared.onRetry }
        set { writable().onRetry = newValue }
    }

    /// Called for an arrow key in a component, with the focused item; true when handled.
    var onArrowKey: (@MainActor (Component, ItemCell, ArrowKey) -> Bool)? {
        get { shared.onArrowKey }
        set { writable().onArrowKey = newValue }
    }

    /// Called when a carousel comes to rest, with the item in view.
    var onCarouselSettled: (@MainActor (Component, ItemCell) -> Void)? {
        get { shared.onCarouselSettled }
        set { writable().onCarouselSettled = newValue }
    }

    func nested() -> RenderContext {
        var copy = self
        copy.depth += 1
        return copy
    }

    /// The shared part, copied before a write when another context holds it too.
    private mutating func writable() -> Shared {
        if !isKnownUniquelyReferenced(&shared) { shared = shared.copy() }
        return shared
    }

    @MainActor
    private final class Shared {
        var views: ViewRegistry
        var kinds: ComponentRegistry
        var images: ImageLoader
        var mode: RenderMode = RenderMode()
        var statistics: RenderStatistics = RenderStatistics()
        var estimates: ScreenEstimates = ScreenEstimates()
        var cells: ScreenCellPool = ScreenCellPool()
        var componentWidgets: ComponentWidgetPool = ComponentWidgetPool()
        var accordionChoices: AccordionChoices = AccordionChoices()
        var inputTouches: InputTouches = InputTouches()
        var submitProgress: ScreenSubmitProgress = ScreenSubmitProgress()
        var onInput: InputHandler?
        var onInputActivate: (@MainActor () -> Void)?
        var onActivate: (@MainActor (Component, ItemCell) -> Void)?
        var onFocus: (@MainActor (Component, ItemCell) -> Void)?
        var onPagingKey: (@MainActor (Component, ItemCell?, PagingKey) -> Bool)?
        var onCollapsedChanged: (@MainActor (Component) -> Void)?
        var onRetry: (@MainActor (Component) -> Void)?
        var onArrowKey: (@MainActor (Component, ItemCell, ArrowKey) -> Bool)?
        var onCarouselSettled: (@MainActor (Component, ItemCell) -> Void)?

        init(views: ViewRegistry, kinds: ComponentRegistry, images: ImageLoader) {
            self.views = views
            self.kinds = kinds
            self.images = images
        }

        func copy() -> Shared {
            let copy = Shared(views: views, kinds: kinds, images: images)
            copy.mode = mode
            copy.statistics = statistics
            copy.estimates = estimates
            copy.cells = cells
            copy.componentWidgets = componentWidgets
            copy.accordionChoices = accordionChoices
            copy.inputTouches = inputTouches
            copy.submitProgress = submitProgress
            copy.onInput = onInput
            copy.onInputActivate = onInputActivate
            copy.onActivate = onActivate
            copy.onFocus = onFocus
            copy.onPagingKey = onPagingKey
            copy.onCollapsedChanged = onCollapsedChanged
            copy.onRetry = onRetry
            copy.onArrowKey = onArrowKey
            copy.onCarouselSettled = onCarouselSettled
            return copy
        }
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
    /// Cells whose height a window pass asked GTK for (entering cells, changed ones, and cells
    /// whose view may change size on its own; a card that only stays is not asked again).
    public var cellsMeasured = 0
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
