import Foundation
import SpotsCache
import SpotsModel

/// Owns the vertical scrolled window and the components stacked inside it.
///
/// Every mutation diffs the shown models against the new ones and touches only the widgets
/// that changed (see `UpdateCounters`). Completions run once, after both the model and the
/// widgets are updated; GTK lays out and paints on its next frame.
@MainActor
public final class Controller {
    /// The `GtkScrolledWindow` to place in a window.
    public let widget = ScrolledWindow()
    /// The vertical box holding every component's widget.
    public let content = Box(.vertical)
    /// The scroll position: the scrolled window's vertical adjustment.
    public let scrollPosition: Adjustment
    public var components: [Component] { stack.components }
    /// The user's open/closed choices for collapsible components, nested ones included.
    public var accordionChoices: AccordionChoices { stack.context.accordionChoices }
    /// The inputs the user has left on this screen: they show whether their value is valid.
    public var inputTouches: InputTouches { stack.context.inputTouches }
    /// Told when the user changes an input: the owner writes the input's variable and shows the
    /// screen again (the controller never keeps a value of its own).
    public var onInput: InputHandler?
    public weak var delegate: ComponentDelegate?
    public weak var refreshDelegate: RefreshDelegate?
    public weak var scrollDelegate: ScrollDelegate?
    public weak var carouselScrollDelegate: CarouselScrollDelegate?
    /// True between a refresh request and its completion.
    public private(set) var isRefreshing = false
    /// Called when the user opened or closed a collapsible component (`model` says which way):
    /// a moment to save the view state with `cache()`.
    public var onCollapsedChanged: (@MainActor (Component) -> Void)?
    /// Called when the Retry button of a component's error state is pressed; nil: `refresh()`.
    public var onRetry: (@MainActor (Component) -> Void)?
    /// Told when refreshing starts and ends (the app shows a spinner).
    public var onRefreshingChanged: (@MainActor (Bool) -> Void)?
    public let views: ViewRegistry
    public let kinds: ComponentRegistry
    public private(set) var images: ImageLoader
    /// What the last mutation did to the widget tree.
    public private(set) var lastUpdate = UpdateCounters()
    let stack: ComponentStack
    /// The pinned copies of sticky headers, above the content.
    let stickyHeaders: StickyHeaders
    /// Which items have widgets, what stays in place, and scrolling items into view.
    let viewport: ViewportScheduler
    /// Arrows, Tab, paging keys and keeping the focus through updates.
    private(set) var keyboardFocus: KeyboardFocus!
    private var pendingLayoutWidth: Double?
    /// How much content there was (components, items) when the end was last reported; the end
    /// fires again only once there is more. Not the pixel height: measuring items that were
    /// estimated changes that without any new content.
    private var endReportedAtSize: Int?

    public init(components models: [ComponentModel] = [], location: ResourceLocation = ResourceLocation(),
                views: ViewRegistry = .shared, kinds: ComponentRegistry = .shared) {
        self.views = views
        self.kinds = kinds
        // Spots' own look, once for the display.
        Theme.install()
        images = ImageLoader(location: location)
        let scroller = widget
        // EXTERNAL, not NEVER: the window may shrink below the content's minimum width;
        // the next layout then fits items to the new width.
        scroller.setPolicy(horizontal: .external, vertical: .automatic)
        scrollPosition = scroller.vadjustment
        content.styleClasses.insert("spots-content")
        scroller.accessibleName = Self.defaultAccessibleName
        stickyHeaders = StickyHeaders(content: content, position: scrollPosition)
        scroller.add(stickyHeaders.overlay)
        scroller.child?.as(Viewport.self)?.hasShadow = false
        stack = ComponentStack(box: content, context: RenderContext(views: views, kinds: kinds, images: images),
                               windowsComponents: true)
        // The scroller's policies above make it ignore its content's size without a width.
        stack.window.column.fillsScroller = true
        viewport = ViewportScheduler(position: scrollPosition, stack: stack, content: content, stickyHeaders: stickyHeaders)
        keyboardFocus = KeyboardFocus(controller: self)
        viewport.onLaidOut = { [weak self] in self?.keyboardFocus.contentDidLayOut() }
        viewport.onWindowUpdated = { [weak self] in self?.keyboardFocus.windowDidUpdate() }
        viewport.focusedItem = { [weak self] in self?.keyboardFocus.focusedItem().map { ($0.component, $0.cell) } }
        // Only components in the screen's window have widgets, and only theirs can pin a header.
        stack.onShownChanged = { [weak self] in self?.stickyHeaders.windowChanged() }
        stack.context.onActivate = { [weak self] component, cell in
            self?.delegate?.component(component, itemSelected: cell.item)
        }
        stack.context.onInput = { [weak self] input, value in self?.onInput?(input, value) }
        stack.context.onInputActivate = { [weak self] in self?.inputActivated() }
        stack.context.onRetry = { [weak self] component in
            guard let self else { return }
            if let onRetry = self.onRetry { onRetry(component) } else { self.refresh() }
        }
        stack.context.onCollapsedChanged = { [weak self] component in self?.onCollapsedChanged?(component) }
        stack.context.onCarouselSettled = { [weak self] component, cell in
            self?.carouselScrollDelegate?.component(component, didEndScrollingOn: cell.item)
        }
        stack.context.onFocus = { [weak self] component, cell in
            self?.keyboardFocus.itemDidTakeFocus(cell, in: component)
        }
        stack.context.onPagingKey = { [weak self] component, cell, key in
            self?.keyboardFocus.handlePagingKey(key, in: component, from: cell) ?? false
        }
        stack.context.onArrowKey = { [weak self] component, cell, key in
            self?.keyboardFocus.handleArrowKey(key, in: component, from: cell) ?? false
        }
        scroller.onMoveFocus { [weak self] direction in
            self?.keyboardFocus.moveFocus(direction) ?? false
        }
        // A touchpad or touchscreen pull past the top refreshes (a wheel never overshoots).
        scroller.onEdgeOvershot { [weak self] position in
            if position == .top { self?.refresh() }
        }
        scroller.onEdgeReached { [weak self] position in
            self?.edgeReached(position)
        }
        scroller.onSizeAllocate { [weak self] allocation in
            self?.widthDidChange(Double(allocation.width))
        }
        scrollPosition.onValueChanged { [weak self] in
            self?.viewport.positionDidChange()
            self?.viewport.scheduleUpdate()
            self?.stickyHeaders.scrolled()
        }
        scrollPosition.onChanged { [weak self] in self?.viewport.scheduleUpdate() }
        // The user's own scrolling (wheel, touchpad, keys, scrollbar) gives the position back to them.
        scroller.onScrollEvent { [weak self] _ in
            self?.viewport.userTookPosition()
            return false
        }
        scroller.onKeyPress { [weak self] _ in
            self?.viewport.userTookPosition()
            return false
        }
        scroller.verticalScrollbar?.onButtonPress { [weak self] _ in
            self?.viewport.userTookPosition()
            return false
        }
        content.onSizeAllocate { [weak self] _ in
            self?.viewport.contentDidAllocate()
        }
        content.onRealize { [weak self] in self?.viewport.realiseMarginAfterFirstFrame() }
        var counters = UpdateCounters()
        stack.rebuild(models, counters: &counters)
        stickyHeaders.sync(components)
        lastUpdate = counters
        // Shown from the start, like GTK's own composite widgets: an app adds it to a window and
        // presents the window (widgets that must stay hidden set `noShowAll`).
        widget.showAll()
    }

    /// The models currently shown.
    public var models: [ComponentModel] { stack.models }

    /// What screen readers call the screen's scroll pane, which takes the focus when nothing in
    /// it can (an app names it after the screen; "Content" until then).
    public var accessibleName: String? {
        get { widget.accessibleName }
        set { widget.accessibleName = newValue ?? Self.defaultAccessibleName }
    }

    static var defaultAccessibleName: String { translated("Content") }

    // MARK: - View-state cache

    /// The on-disk cache this controller saves to, when made with a cache key.
    public private(set) var stateCache: ViewStateCache?
    /// Why the cache could not be read, when it was corrupt or unreadable (it is replaced on the next save).
    public private(set) var cacheWarning: String?

    /// A controller that shows the components cached under `cacheKey` at once, before the first
    /// frame, and saves to that key with `cache()`. A corrupt cache is ignored with a warning.
    public convenience init(cacheKey: String, cacheDirectory: URL? = nil, location: ResourceLocation = ResourceLocation(),
                            views: ViewRegistry = .shared, kinds: ComponentRegistry = .shared) {
        let cache = ViewStateCache(key: cacheKey, directory: cacheDirectory)
        var cached: [ComponentModel] = []
        var warning: String?
        switch cache.load() {
        case .hit(let components): cached = components
        case .miss: break
        case .corrupt(let message): warning = message
        }
        self.init(components: cached, location: location, views: views, kinds: kinds)
        stateCache = cache
        cacheWarning = warning
        if let warning { FileHandle.standardError.write(Data("spots: \(translated("warning: {problem}; it will be replaced", ["problem": warning]))\n".utf8)) }
    }

    /// Saves the components shown to the cache (atomically; each keeps `amountOfItemsToCache` items).
    public func cache() throws {
        try stateCache?.save(models)
        cacheWarning = nil
    }

    /// Same as `cache()`, Spots' other name for it.
    public func save() throws { try cache() }

    /// Removes this controller's cache file (other keys stay).
    public func clear() throws {
        try stateCache?.clear()
    }

    /// The width components were last laid out at.
    public var layoutWidth: Double? { stack.layoutWidth }

    /// Lays every component out at `width` (normally driven by the window's size).
    public func layout(width: Double) {
        viewport.recordAnchor()
        stack.layout(width: width)
        stickyHeaders.sync(components)
        viewport.updateNow()
    }

    // MARK: - Windowed rendering

    /// Whether every item has widgets (headless full-page rendering: `inspect` and `snapshot`
    /// without `--height`) instead of only the items in the viewport plus a screen on each side.
    public var realisesEverything: Bool {
        get { stack.context.mode.realisesEverything }
        set {
            guard newValue != realisesEverything else { return }
            stack.context.mode.realisesEverything = newValue
            if newValue { stack.realiseEverything() } else { viewport.updateNow() }
        }
    }

    /// Item cells built and reused so far by windowed rendering.
    public var statistics: RenderStatistics { stack.context.statistics }

    /// Item views realised in all components (nested ones included).
    public var realisedItemCount: Int {
        func count(_ components: [Component]) -> Int {
            components.reduce(0) { total, component in
                total + component.cellCount + component.cells.reduce(0) { $0 + count($1.children) }
            }
        }
        return count(components)
    }

    /// Scrolls so the item at `index` of `component` is in view, realising it first; `focus`
    /// also gives it keyboard focus. Works for items that have no widgets yet.
    public func reveal(itemAt index: Int, in component: Component, focus: Bool = false) {
        guard index >= 0, index < component.itemCount else { return }
        viewport.reveal(itemAt: index, in: component)
        if focus { keyboardFocus.focusWhenLaidOut(itemAt: index, in: component) }
    }

    /// How far above and below the viewport items are built; nil: one viewport height at rest and
    /// half of one while the reader scrolls (the app).
    var windowMargin: Double? {
        get { viewport.margin }
        set { viewport.margin = newValue }
    }

    /// False once the first frame is on screen (headless renders set it false at once).
    var waitsForFirstFrame: Bool {
        get { viewport.waitsForFirstFrame }
        set { viewport.waitsForFirstFrame = newValue }
    }

    /// The registry views come from: `views`, or a screen's own on top of it (its templates).
    public var activeViews: ViewRegistry { stack.context.views }

    /// Draws items with `registry` from now on (nil: `views`). Views already shown stay until
    /// the next `reload`, which the caller runs when the registry's views differ.
    public func useViews(_ registry: ViewRegistry?) {
        stack.context.views = registry ?? views
    }

    // MARK: - Reloading

    /// Rebuilds every widget from `models` (a hard reload), with images resolved at `location`.
    public func reload(_ models: [ComponentModel], location: ResourceLocation? = nil, completion: (() -> Void)? = nil) {
        if let location {
            images = ImageLoader(location: location)
            stack.context.images = images
        }
        mutate(completion) { counters in self.stack.rebuild(models, counters: &counters) }
    }

    /// Shows `models`, touching only what differs from what is shown.
    /// `touched`: which components differ from the ones shown, when the caller knows (a
    /// session after a `set` or a patch); only those are diffed.
    public func reloadIfNeeded(_ models: [ComponentModel], location: ResourceLocation? = nil, touched: TouchedComponents? = nil,
                               completion: (() -> Void)? = nil) {
        if let location, location != images.location {
            images = ImageLoader(location: location)
            stack.context.images = images
        }
        mutate(completion) { counters in self.stack.update(to: models, touched: touched, counters: &counters) }
    }

    /// Decodes a screen and shows it like `reloadIfNeeded(_:)`. A decoding error throws
    /// before anything changes: the screen on display stays.
    public func reloadIfNeeded(json data: Data, file: String? = nil, completion: (() -> Void)? = nil) throws {
        let decoded = try ScreenDecoder().decode(data, file: file)
        reloadIfNeeded(decoded.screen.components, completion: completion)
    }

    // MARK: - Components

    /// Changes the component at `index` through `change`, then shows the difference.
    public func update(componentAt index: Int, completion: (() -> Void)? = nil, _ change: (inout ComponentModel) -> Void) {
        guard models.indices.contains(index) else { return finish(completion) }
        var models = self.models
        change(&models[index])
        reloadIfNeeded(models, completion: completion)
    }

    /// Shows `items` in the component at `index` if they differ from what it shows.
    public func updateIfNeeded(componentAt index: Int, items: [Item], completion: (() -> Void)? = nil) {
        update(componentAt: index, completion: completion) { $0.items = items }
    }

    // MARK: - Items

    public func append(_ item: Item, componentIndex: Int = 0, completion: (() -> Void)? = nil) {
        append([item], componentIndex: componentIndex, completion: completion)
    }

    public func append(_ items: [Item], componentIndex: Int = 0, completion: (() -> Void)? = nil) {
        update(componentAt: componentIndex, completion: completion) { $0.items += items }
    }

    public func prepend(_ items: [Item], componentIndex: Int = 0, completion: (() -> Void)? = nil) {
        update(componentAt: componentIndex, completion: completion) { $0.items.insert(contentsOf: items, at: 0) }
    }

    /// Inserts `item` at `index` (clamped to the component's item count).
    public func insert(_ item: Item, index: Int, componentIndex: Int = 0, completion: (() -> Void)? = nil) {
        update(componentAt: componentIndex, completion: completion) { model in
            model.items.insert(item, at: min(max(0, index), model.items.count))
        }
    }

    /// Replaces the item at `index`.
    /// No diff of the whole component: the one item is compared with what it replaces, so this
    /// costs the same in a list of ten items or of a hundred thousand.
    public func update(_ item: Item, index: Int, componentIndex: Int = 0, completion: (() -> Void)? = nil) {
        guard components.indices.contains(componentIndex) else { return finish(completion) }
        let component = components[componentIndex]
        mutate(completion) { counters in
            if component.updateItem(at: index, to: item, counters: &counters) { counters.componentsUpdated += 1 }
        }
    }

    /// Deletes the item at `index`.
    public func delete(_ index: Int, componentIndex: Int = 0, completion: (() -> Void)? = nil) {
        delete([index], componentIndex: componentIndex, completion: completion)
    }

    /// Deletes the items at `indexes` (out-of-range indexes are ignored).
    public func delete(_ indexes: [Int], componentIndex: Int = 0, completion: (() -> Void)? = nil) {
        update(componentAt: componentIndex, completion: completion) { model in
            for index in Set(indexes).sorted(by: >) where model.items.indices.contains(index) {
                model.items.remove(at: index)
            }
        }
    }

    /// Deletes the item equal to `item` (ignoring its index).
    public func delete(_ item: Item, componentIndex: Int = 0, completion: (() -> Void)? = nil) {
        delete(items: [item], componentIndex: componentIndex, completion: completion)
    }

    /// Deletes every item matching one of `items` (by identifier when it has one, else by content).
    public func delete(items: [Item], componentIndex: Int = 0, completion: (() -> Void)? = nil) {
        update(componentAt: componentIndex, completion: completion) { model in
            model.items.removeAll { candidate in items.contains { Self.matches($0, candidate) } }
        }
    }

    // MARK: - Refreshing

    /// Asks the refresh delegate for fresh content; ignored while a refresh is running.
    public func refresh() {
        guard !isRefreshing, let refreshDelegate else { return }
        isRefreshing = true
        onRefreshingChanged?(true)
        refreshDelegate.controllerDidRequestRefresh(self) { [weak self] in
            guard let self, self.isRefreshing else { return }
            self.isRefreshing = false
            self.onRefreshingChanged?(false)
        }
    }

    // MARK: - Private

    private func mutate(_ completion: (() -> Void)?, _ body: (inout UpdateCounters) -> Void) {
        // Keep the reader where they were, even when content above them changes.
        let position = scrollPosition.value
        let focused = keyboardFocus.focusedIdentity()
        var counters = UpdateCounters()
        body(&counters)
        stickyHeaders.sync(components)
        // Items that arrived inside the window get their widgets before the completion runs.
        viewport.updateNow(counters: &counters)
        lastUpdate = counters
        if scrollPosition.value != position {
            scrollProgrammatically(to: position)
        }
        keyboardFocus.restoreFocus(focused)
        if !counters.isEmpty { delegate?.componentsDidChange(components) }
        finish(completion)
    }

    /// Moves the scroll position without it counting as the user reaching an edge.
    public func scrollProgrammatically(to value: Double) {
        viewport.scrollProgrammatically(to: value)
    }

    private func edgeReached(_ position: PositionType) {
        guard !viewport.positionOwnedByCode else { return }
        if position == .top {
            scrollDelegate?.controllerDidReachBeginning(self)
        } else if position == .bottom {
            reachedEnd()
        }
    }

    /// Tells the scroll delegate the reader reached the end (scrolling or the keyboard), once
    /// per growth of the content.
    func reachedEnd() {
        let size = components.reduce(components.count) { $0 + $1.itemCount }
        if let reported = endReportedAtSize, size <= reported { return }
        endReportedAtSize = size
        scrollDelegate?.controllerDidReachEnd(self)
    }

    private func finish(_ completion: (() -> Void)?) {
        completion?()
    }

    private static func matches(_ target: Item, _ candidate: Item) -> Bool {
        if let identifier = target.identifier { return candidate.identifier == identifier }
        var a = target, b = candidate
        a.index = 0
        b.index = 0
        return a == b
    }

    private func widthDidChange(_ width: Double) {
        guard width > 0, width != stack.layoutWidth, width != pendingLayoutWidth else { return }
        // Size requests must not change inside GTK's allocation pass: lay out right after it.
        pendingLayoutWidth = width
        GtkRuntime.idleBeforeNextFrame { [weak self] in
            guard let self, let width = self.pendingLayoutWidth else { return }
            self.pendingLayoutWidth = nil
            self.layout(width: width)
        }
    }
}

// MARK: - Keyboard

extension Controller {
    /// The screen's reading order as it stands, realised items and the others alike.
    public var readingOrder: ReadingOrder { keyboardFocus.readingOrder }

    /// Where the keyboard focus is, when it is on an item of this screen.
    public var focusedPosition: ReadingPosition? { keyboardFocus.focusedPosition }

    /// Gives the item at `position` the keyboard focus, realising it (and the items it is
    /// nested in) and scrolling it into view.
    public func focus(_ position: ReadingPosition) { keyboardFocus.focus(position) }
}
