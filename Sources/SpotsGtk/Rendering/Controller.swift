import CSpotsGtk // GtkAdjustment, for the pointer accessor below
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
    /// Pointer forms, for code and tests that speak GTK directly.
    public var contentBox: WidgetPointer { content.pointer }
    public var verticalAdjustment: UnsafeMutablePointer<GtkAdjustment>? { scrollPosition.pointer }
    private var adjustment: Adjustment { scrollPosition }
    public var components: [Component] { stack.components }
    /// The user's open/closed choices for collapsible components, nested ones included.
    public var accordionChoices: AccordionChoices { stack.context.accordionChoices }
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
    private let stack: ComponentStack
    /// The pinned copies of sticky headers, above the content.
    let stickyHeaders: StickyHeaders
    /// Keyboard state between key presses (see Controller+Keyboard.swift).
    let keyboard = KeyboardState()
    private var pendingLayoutWidth: Double?
    /// Set when code moved the scroll position, until the user scrolls again: reaching an edge
    /// then (GTK clamping the position after a layout, say) is not the user reaching it.
    private var positionOwnedByCode = false
    /// How much content there was (components, items) when the end was last reported; the end
    /// fires again only once there is more. Not the pixel height: measuring items that were
    /// estimated changes that without any new content.
    private var endReportedAtSize: Int?

    public init(components models: [ComponentModel] = [], location: ResourceLocation = ResourceLocation(),
                views: ViewRegistry = .shared, kinds: ComponentRegistry = .shared) {
        self.views = views
        self.kinds = kinds
        images = ImageLoader(location: location)
        let scroller = widget
        // EXTERNAL, not NEVER: the window may shrink below the content's minimum width;
        // the next layout then fits items to the new width.
        scroller.setPolicy(horizontal: .external, vertical: .automatic)
        scrollPosition = scroller.vadjustment
        content.styleClasses.insert("spots-content")
        stickyHeaders = StickyHeaders(content: content, position: scrollPosition)
        scroller.add(stickyHeaders.overlay)
        scroller.child?.as(Viewport.self)?.hasShadow = false
        stack = ComponentStack(box: content, context: RenderContext(views: views, kinds: kinds, images: images),
                               windowsComponents: true)
        stack.context.onActivate = { [weak self] component, cell in
            self?.delegate?.component(component, itemSelected: cell.item)
        }
        stack.context.onRetry = { [weak self] component in
            guard let self else { return }
            if let onRetry = self.onRetry { onRetry(component) } else { self.refresh() }
        }
        stack.context.onCollapsedChanged = { [weak self] component in self?.onCollapsedChanged?(component) }
        stack.context.onCarouselSettled = { [weak self] component, cell in
            self?.carouselScrollDelegate?.component(component, didEndScrollingOn: cell.item)
        }
        stack.context.onFocus = { [weak self] component, cell in
            self?.itemDidTakeFocus(cell, in: component)
        }
        stack.context.onPagingKey = { [weak self] component, cell, key in
            self?.handlePagingKey(key, in: component, from: cell) ?? false
        }
        stack.context.onArrowKey = { [weak self] component, cell, key in
            self?.handleArrowKey(key, in: component, from: cell) ?? false
        }
        scroller.onMoveFocus { [weak self] direction in
            self?.moveFocus(direction) ?? false
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
            self?.scheduleWindowUpdate()
            self?.stickyHeaders.scrolled()
        }
        scrollPosition.onChanged { [weak self] in self?.scheduleWindowUpdate() }
        // The user's own scrolling (wheel, touchpad, keys, scrollbar) gives the position back to them.
        scroller.onScrollEvent { [weak self] _ in
            self?.positionOwnedByCode = false
            return false
        }
        scroller.onKeyPress { [weak self] _ in
            self?.positionOwnedByCode = false
            return false
        }
        scroller.verticalScrollbar?.onButtonPress { [weak self] _ in
            self?.positionOwnedByCode = false
            return false
        }
        content.onSizeAllocate { [weak self] _ in
            self?.contentDidAllocate()
        }
        content.onRealize { [weak self] in self?.realiseMarginAfterFirstFrame() }
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
        if let warning { FileHandle.standardError.write(Data("spots: warning: \(warning); it will be replaced\n".utf8)) }
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
        recordAnchor()
        stack.layout(width: width)
        stickyHeaders.sync(components)
        updateWindowsNow()
    }

    // MARK: - Windowed rendering

    /// Whether every item has widgets (headless full-page rendering: `inspect` and `snapshot`
    /// without `--height`) instead of only the items in the viewport plus a screen on each side.
    public var realisesEverything: Bool {
        get { stack.context.mode.realisesEverything }
        set {
            guard newValue != realisesEverything else { return }
            stack.context.mode.realisesEverything = newValue
            if newValue { stack.realiseEverything() } else { updateWindowsNow() }
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

    /// The first realised item that the viewport shows, and where it was: after GTK lays the
    /// content out again, the scroll position moves by as much as that item moved, so what the
    /// reader looks at stays put while estimates above it turn into measurements.
    private var anchor: (cell: ItemCell, index: Int, component: Component, y: Int)?
    /// An item to keep in view after the next layout (focus moved to it, or it was revealed), and
    /// the viewport edge it was brought to (nil: it was in view).
    private var pendingReveal: (component: Component, index: Int, edge: ViewportEdge?)?
    private var windowUpdateScheduled = false
    /// True until the content's first frame is on screen: until then only what it shows is built
    /// (see `realiseMarginAfterFirstFrame`). Headless renders set it false and build the margin at once.
    var waitsForFirstFrame = true
    /// How far above and below the viewport items are built; nil: one viewport height (the app).
    var windowMargin: Double?
    private var firstPaintConnection: SignalConnection?
    /// An item to give keyboard focus once GTK has laid it out.
    private var pendingFocus: (component: Component, index: Int)?

    /// Reveals made again for `pendingFocus` because its item had no widgets yet.
    private var pendingFocusRetries = 0

    /// Focuses the pending item once GTK has laid its cell out: GTK scrolls to a widget that
    /// takes the focus, and a cell placed since the last layout still has a stale allocation.
    /// `retrying`: when the item has no cell, reveal it again.
    private func focusPendingItem(retrying: Bool = true) {
        guard let (component, index) = pendingFocus else { return }
        guard let cell = component.realisedCell(at: index) else {
            guard retrying else { return }
            // Revealed in a component GTK had not placed yet (just built): again, now that it is.
            pendingFocus = nil
            if pendingFocusRetries < 3 {
                pendingFocusRetries += 1
                reveal(itemAt: index, in: component, focus: true)
            } else {
                pendingFocusRetries = 0
            }
            return
        }
        guard cell.isLaidOut || realisesEverything else { return }
        pendingFocus = nil
        pendingFocusRetries = 0
        cell.container.grabFocus()
    }

    /// Realises what the viewport shows after GTK is done with the event or layout at hand.
    private func scheduleWindowUpdate() {
        guard !windowUpdateScheduled, !realisesEverything else { return }
        windowUpdateScheduled = true
        GtkRuntime.idleBeforeNextFrame { [weak self] in
            guard let self else { return }
            self.windowUpdateScheduled = false
            self.updateWindowsNow()
        }
    }

    private func updateWindowsNow() {
        var counters = UpdateCounters()
        updateWindowsNow(counters: &counters)
    }

    private func updateWindowsNow(counters: inout UpdateCounters) {
        guard !realisesEverything else { return }
        // Recorded afresh each pass: allocations only change at GTK's next layout, so this still
        // reads where things were before any change this pass makes.
        recordAnchor()
        let top = adjustment.value
        var page = adjustment.pageSize
        if page <= 1 { page = Self.assumedViewportHeight }
        // Until the first frame is on screen only what it shows is built; the margin follows.
        let margin = waitsForFirstFrame ? 0 : windowMargin ?? page
        stack.updateWindow(viewport: (top, top + page), margin: margin, root: content, counters: &counters)
    }

    /// Builds the margin around the viewport once the first frame is painted, so that frame
    /// waits only for what it shows. (A window that never paints shows nothing to scroll either.)
    private func realiseMarginAfterFirstFrame() {
        guard waitsForFirstFrame, firstPaintConnection == nil else { return }
        firstPaintConnection = content.onAfterPaint { [weak self] in
            // Disconnected here, while the frame clock is surely alive; the rest runs after GTK
            // is done with this frame.
            self?.firstPaintConnection?.disconnect()
            GtkRuntime.idle { [weak self] in self?.firstFrameDidPaint() }
        }
    }

    private func firstFrameDidPaint() {
        guard waitsForFirstFrame else { return }
        waitsForFirstFrame = false
        scheduleWindowUpdate()
    }

    /// The viewport height assumed before GTK has allocated the window.
    static let assumedViewportHeight = 1_000.0

    private func recordAnchor() {
        anchor = nil
        guard !realisesEverything else { return }
        let top = adjustment.value
        // Only components in the box have cells or a place on screen.
        for component in stack.shownComponents {
            for cell in component.cells {
                let allocation = cell.container.allocation
                guard cell.isLaidOut, allocation.width > 1, let origin = cell.container.origin(in: content) else { continue }
                if Double(origin.y + Int(allocation.height)) > top {
                    anchor = (cell, cell.item.index, component, origin.y)
                    return
                }
            }
            // In view without an item to hold on to (a state, a closed accordion, a header): what
            // the reader sees is this component, not the next one, so nothing is held in place.
            if let origin = component.widget.origin(in: content), component.widget.isMapped,
               Double(origin.y + component.widget.allocatedHeight) > top {
                return
            }
        }
    }

    private func contentDidAllocate() {
        guard !realisesEverything else { return }
        // GTK has just placed every shown cell: their allocations are current now.
        func markLaidOut(_ components: some Sequence<Component>) {
            for component in components {
                for cell in component.cells {
                    cell.isLaidOut = true
                    markLaidOut(cell.children)
                }
            }
        }
        markLaidOut(stack.shownComponents)
        stack.window.didLayOut()
        if pendingFocus != nil {
            GtkRuntime.idleBeforeNextFrame { [weak self] in self?.focusPendingItem() }
        }
        if let reveal = pendingReveal {
            pendingReveal = nil
            anchor = nil
            // Again from where GTK put it: lines above it may have been measured since.
            scrollIntoView(reveal.index, of: reveal.component, aligning: reveal.edge)
        } else if let anchor {
            self.anchor = nil
            if anchor.component.realisedCell(at: anchor.index) === anchor.cell,
               let origin = anchor.cell.container.origin(in: content), origin.y != anchor.y {
                scrollProgrammatically(to: adjustment.value + Double(origin.y - anchor.y))
            }
        }
        scheduleWindowUpdate()
    }

    /// Scrolls so the item at `index` of `component` is in view, realising it first; `focus`
    /// also gives it keyboard focus. Works for items that have no widgets yet.
    public func reveal(itemAt index: Int, in component: Component, focus: Bool = false) {
        guard index >= 0, index < component.itemCount else { return }
        _ = component.revealInFrame(itemAt: index)
        var edge: ViewportEdge?
        if !realisesEverything {
            // A component outside the screen's window: jump to where it is expected, which puts
            // it in the box; GTK places it at the next layout and `pendingReveal` finishes the job.
            if let top = stack.unplacedTop(of: component) {
                anchor = nil
                scrollProgrammatically(to: max(0, top + component.estimatedOffset(ofItem: index)))
                updateWindowsNow()
                anchor = nil
            }
            // Realising measures, and measuring moves what follows: go again until the item stays put.
            for _ in 0..<4 {
                // A jump: no anchor, the content at the target is measured where it lands.
                anchor = nil
                let moved = scrollIntoView(index, of: component, aligning: edge)
                edge = moved ?? edge
                if moved == nil, component.realisedCell(at: index) != nil { break }
                updateWindowsNow()
                anchor = nil
            }
        }
        pendingReveal = (component, index, edge)
        if focus {
            // After GTK has placed the cell: focusing scrolls to the focused widget's allocation,
            // which a cell just taken from the pool still has from its previous item.
            pendingFocus = (component, index)
            if realisesEverything { focusPendingItem() }
            // When nothing moves, no layout follows to take the focus there.
            GtkRuntime.idle { [weak self] in self?.focusPendingItem(retrying: false) }
        }
    }

    func keepInView(_ index: Int, of component: Component) {
        guard !realisesEverything else { return }
        pendingReveal = (component, index, scrollIntoView(index, of: component))
    }

    enum ViewportEdge { case top, bottom }

    /// Scrolls the least that brings the item into the viewport, or puts it at `edge` when given;
    /// returns the edge it was brought to, nil when the position did not move.
    @discardableResult
    private func scrollIntoView(_ index: Int, of component: Component, aligning edge: ViewportEdge? = nil) -> ViewportEdge? {
        guard let position = component.position(ofItem: index, in: content) ?? component.frameExtent(in: content) else {
            return nil
        }
        let value = adjustment.value
        let page = adjustment.pageSize
        // Below its pinned header, not under it. Whole pixels: estimated offsets are fractional.
        let top = (position.y - stickyHeaders.pinnedHeight(of: component)).rounded(.down)
        let bottom = (position.y + position.height - page).rounded(.up)
        let target: ViewportEdge
        switch edge {
        case .some(let edge): target = edge
        case nil where top < value: target = .top
        case nil where bottom > value: target = .bottom
        case nil: return nil
        }
        let destination = target == .top ? top : bottom
        guard destination != value else { return nil }
        scrollProgrammatically(to: destination)
        return target
    }

    /// Home, End, Page Up and Page Down over every item of the component, realised or not.
    private func handlePagingKey(_ key: PagingKey, in component: Component, from cell: ItemCell?) -> Bool {
        let count = component.itemCount
        guard count > 0 else { return false }
        let current = cell?.item.index ?? 0
        let target: Int
        switch key {
        case .home: target = 0
        case .end: target = count - 1
        case .pageUp, .pageDown:
            guard                   let position = component.position(ofItem: current, in: content) else { return false }
            let page = max(1, adjustment.pageSize)
            let y = position.y + (key == .pageDown ? page : -page)
            target = component.itemIndex(atY: y, in: content) ?? (key == .pageDown ? count - 1 : 0)
        }
        reveal(itemAt: target, in: component, focus: true)
        return true
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
    public func reloadIfNeeded(_ models: [ComponentModel], location: ResourceLocation? = nil, completion: (() -> Void)? = nil) {
        if let location, location != images.location {
            images = ImageLoader(location: location)
            stack.context.images = images
        }
        mutate(completion) { counters in self.stack.update(to: models, counters: &counters) }
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

    // MARK: - Scroll position


    // MARK: - Private

    private func mutate(_ completion: (() -> Void)?, _ body: (inout UpdateCounters) -> Void) {
        // Keep the reader where they were, even when content above them changes.
        let position = adjustment.value
        let focused = focusedIdentity()
        var counters = UpdateCounters()
        body(&counters)
        stickyHeaders.sync(components)
        // Items that arrived inside the window get their widgets before the completion runs.
        updateWindowsNow(counters: &counters)
        lastUpdate = counters
        if adjustment.value != position {
            scrollProgrammatically(to: position)
        }
        restoreFocus(focused)
        if !counters.isEmpty { delegate?.componentsDidChange(components) }
        finish(completion)
    }

    /// Moves the scroll position without it counting as the user reaching an edge.
    public func scrollProgrammatically(to value: Double) {
        positionOwnedByCode = true
        adjustment.value = value
    }

    private func edgeReached(_ position: PositionType) {
        guard !positionOwnedByCode else { return }
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
