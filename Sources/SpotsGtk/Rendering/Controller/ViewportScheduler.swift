/// What the reader sees of a controller's screen: which items have widgets (the window around the
/// viewport), what stays in place while estimated heights above it turn into measurements, and
/// scrolling an item into view, including one that has no widgets yet.
///
/// Window passes run in the idle time before GTK's next frame; the first frame waits only for
/// what it shows, and the margin around the viewport is built once it is painted.
@MainActor
final class ViewportScheduler {
    /// The scroll position: the scrolled window's vertical adjustment.
    let position: Adjustment
    private let stack: ComponentStack
    private let content: Box
    private let stickyHeaders: StickyHeaders
    /// Told after GTK laid the content out (keyboard focus waits for that).
    var onLaidOut: (@MainActor () -> Void)?
    /// Told after a pass of the screen's window realised and released components and items.
    var onWindowUpdated: (@MainActor () -> Void)?
    /// The realised item that has the keyboard focus, or a widget in it that has (the keyboard's
    /// own answer, `KeyboardFocus.focusedItem`).
    var focusedItem: (@MainActor () -> (component: Component, cell: ItemCell)?)?

    /// Set when code moved the scroll position, until the user scrolls again: reaching an edge
    /// then (GTK clamping the position after a layout, say) is not the user reaching it.
    private(set) var positionOwnedByCode = false
    /// The item with the keyboard focus when the viewport shows it, otherwise the first realised
    /// item it shows, and where it was: after GTK lays the content out again, the scroll
    /// position moves by as much as that item moved, so what the reader looks at stays put while
    /// estimates above it turn into measurements, or the window's width changes.
    private var anchor: (cell: ItemCell, index: Int, component: Component, y: Int)?
    /// The anchor is the focused item: it is kept whole in view too (it may have grown).
    private var anchorHasFocus = false
    /// An item to keep in view after the next layout (focus moved to it, or it was revealed), and
    /// the viewport edge it was brought to (nil: it was in view).
    private var pendingReveal: (component: Component, index: Int, edge: Edge?)?
    /// A focused widget that is no item (a header toggle, a Retry button) to keep in view after
    /// the next layout.
    private var pendingControl: Widget?
    private var updateScheduled = false
    /// True until the content's first frame is on screen: until then only what it shows is built
    /// (see `realiseMarginAfterFirstFrame`). Headless renders set it false and build the margin at once.
    var waitsForFirstFrame = true
    /// How far above and below the viewport items are built; nil: one viewport height at rest,
    /// `scrollingMargin` of one while the reader scrolls (the app).
    var margin: Double?
    private var firstPaintConnection: SignalConnection?

    /// The viewport height assumed before GTK has allocated the window.
    static let assumedHeight = 1_000.0

    enum Edge { case top, bottom }

    init(position: Adjustment, stack: ComponentStack, content: Box, stickyHeaders: StickyHeaders) {
        self.position = position
        self.stack = stack
        self.content = content
        self.stickyHeaders = stickyHeaders
    }

    private var realisesEverything: Bool { stack.context.mode.realisesEverything }

    // MARK: - Window passes

    /// Realises what the viewport shows after GTK is done with the event or layout at hand.
    func scheduleUpdate() {
        guard !updateScheduled, !realisesEverything else { return }
        updateScheduled = true
        GtkRuntime.idleBeforeNextFrame { [weak self] in
            guard let self else { return }
            self.updateScheduled = false
            self.updateNow()
        }
    }

    func updateNow() {
        var counters = UpdateCounters()
        updateNow(counters: &counters)
    }

    func updateNow(counters: inout UpdateCounters) {
        guard !realisesEverything else { return }
        // Recorded afresh each pass: allocations only change at GTK's next layout, so this still
        // reads where things were before any change this pass makes.
        recordAnchor()
        let top = position.value
        var page = position.pageSize
        if page <= 1 { page = Self.assumedHeight }
        // Until the first frame is on screen only what it shows is built; the margin follows.
        let margin = waitsForFirstFrame ? 0 : self.margin ?? page * (isScrolling ? Self.scrollingMargin : 1)
        stack.updateWindow(viewport: (top, top + page), margin: margin, root: content, counters: &counters)
        onWindowUpdated?()
    }

    /// Builds the margin around the viewport once the first frame is painted, so that frame
    /// waits only for what it shows. (A window that never paints shows nothing to scroll either.)
    func realiseMarginAfterFirstFrame() {
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
        scheduleUpdate()
    }

    // MARK: - Keeping what the reader sees in place

    func recordAnchor() {
        anchor = nil
        guard !realisesEverything else { return }
        let top = position.value
        // The focused row, where a keyboard reader is: a narrower window makes the rows above
        // it taller, and held by the first row shown it went down out of view (and out of the
        // window, with the focus, when it went further than the margin).
        anchorHasFocus = false
        if let focused = focusedCellInView(top: top) {
            anchor = focused
            anchorHasFocus = true
            return
        }
        // Only components in the box have cells or a place on screen.
        for component in stack.shownComponents {
            if let (cell, y) = firstCell(of: component, reachingBelow: top) {
                anchor = (cell, cell.item.index, component, y)
                return
            }
            // In view without an item to hold on to (a state, a closed accordion, a header): what
            // the reader sees is this component, not the next one, so nothing is held in place.
            if let origin = component.widget.origin(in: content), component.widget.isMapped,
               Double(origin.y + component.widget.allocatedHeight) > top {
                return
            }
        }
    }

    /// The first laid-out cell of `component` whose bottom is below `top`, and where it starts.
    /// Cells stand in reading order down the screen, so it is found by halving (a grid's window
    /// holds a hundred cards, a third of them above the viewport); a cell not laid out yet, met on
    /// the way, has no place to compare, and the cells are then walked one by one.
    private func firstCell(of component: Component, reachingBelow top: Double) -> (cell: ItemCell, y: Int)? {
        func place(_ cell: ItemCell?) -> (y: Int, reachesBelow: Bool)? {
            guard let cell else { return nil }
            let allocation = cell.container.allocation
            guard cell.isLaidOut, allocation.width > 1, let origin = cell.container.origin(in: content) else { return nil }
            return (origin.y, Double(origin.y + Int(allocation.height)) > top)
        }
        var low = 0
        var high = component.cellCount
        while low < high {
            let middle = (low + high) / 2
            guard let placed = place(component.realisedCell(atPosition: middle)) else {
                for cell in component.cells {
                    if let placed = place(cell), placed.reachesBelow { return (cell, placed.y) }
                }
                return nil
            }
            if placed.reachesBelow { high = middle } else { low = middle + 1 }
        }
        guard low < component.cellCount, let cell = component.realisedCell(atPosition: low), let placed = place(cell) else { return nil }
        return (cell, placed.y)
    }

    /// The item that has the keyboard focus, and where it is, when the viewport shows all of it.
    private func focusedCellInView(top: Double) -> (cell: ItemCell, index: Int, component: Component, y: Int)? {
        guard let (component, cell) = focusedItem?() else { return nil }
        let allocation = cell.container.allocation
        guard cell.isLaidOut, allocation.width > 1, let origin = cell.container.origin(in: content),
              Double(origin.y) >= top, Double(origin.y + Int(allocation.height)) <= top + position.pageSize else { return nil }
        return (cell, cell.item.index, component, origin.y)
    }

    /// GTK has just placed every shown cell: their allocations are current now.
    func contentDidAllocate() {
        guard !realisesEverything else { return }
        func markLaidOut(_ components: some Sequence<Component>) {
            for component in components {
                for cell in component.cellsInAnyOrder {
                    cell.isLaidOut = true
                    markLaidOut(cell.children)
                }
            }
        }
        markLaidOut(stack.shownComponents)
        stack.window.didLayOut()
        onLaidOut?()
        if let reveal = pendingReveal {
            pendingReveal = nil
            anchor = nil
            // Again from where GTK put it: lines above it may have been measured since.
            scrollIntoView(reveal.index, of: reveal.component, aligning: reveal.edge)
        } else if let control = pendingControl {
            pendingControl = nil
            anchor = nil
            scrollIntoView(control: control)
        } else if let anchor {
            self.anchor = nil
            if anchor.component.realisedCell(at: anchor.index) === anchor.cell,
               let origin = anchor.cell.container.origin(in: content) {
                if origin.y != anchor.y { scrollProgrammatically(to: position.value + Double(origin.y - anchor.y)) }
                if anchorHasFocus { scrollIntoView(anchor.index, of: anchor.component) }
            }
        }
        scheduleUpdate()
    }

    // MARK: - Scrolling

    /// Moves the scroll position without it counting as the user reaching an edge, or scrolling.
    func scrollProgrammatically(to value: Double) {
        positionOwnedByCode = true
        movingPosition = true
        position.value = value
        movingPosition = false
    }

    // MARK: - The margin while scrolling

    /// The margin while the reader scrolls, in viewports. Each pass runs before GTK's next frame,
    /// so what comes into view is built before it is painted whatever the margin; a smaller one
    /// leaves GTK fewer cards to lay out, sort and walk on every frame of the scroll (a sixth
    /// fewer instructions a frame in the grid's). Once the scroll rests, the margin grows back to a
    /// whole viewport: the keyboard's next items, a width change moving the focused item, and
    /// screen readers reading ahead find widgets there.
    static let scrollingMargin = 0.5
    /// How long the position must keep still before the scroll counts as at rest.
    static let restDelayMilliseconds: UInt32 = 150
    /// Whether the reader is scrolling: the position moved, not by this code, within `restDelayMilliseconds`.
    private(set) var isScrolling = false
    private var lastScrolled = ContinuousClock.now
    private var movingPosition = false
    private lazy var restTimer = MainLoopTimer { [weak self] in self?.checkRest() }

    /// The position moved: the reader scrolls, unless this code moved it (a reveal, or keeping
    /// what the reader sees in place).
    func positionDidChange() {
        guard !movingPosition, !waitsForFirstFrame, margin == nil else { return }
        lastScrolled = .now
        isScrolling = true
        // Scheduled once a scroll, not once a frame: the check waits out what is left of the delay.
        if !restTimer.isScheduled { restTimer.schedule(afterMilliseconds: Self.restDelayMilliseconds) }
    }

    private func checkRest() {
        let still = (ContinuousClock.now - lastScrolled) / .milliseconds(1)
        let delay = Double(Self.restDelayMilliseconds)
        guard still >= delay else {
            restTimer.schedule(afterMilliseconds: UInt32(max(1, (delay - still).rounded(.up))))
            return
        }
        isScrolling = false
        scheduleUpdate()
    }

    /// The user scrolled (wheel, touchpad, keys, scrollbar): the position is theirs again.
    func userTookPosition() {
        positionOwnedByCode = false
    }

    /// Scrolls so the item at `index` of `component` is in view, realising it first (it may have
    /// no widgets yet), and keeps it there through the next layout.
    func reveal(itemAt index: Int, in component: Component) {
        _ = component.revealInFrame(itemAt: index)
        var edge: Edge?
        if !realisesEverything {
            // A component outside the screen's window: jump to where it is expected, which puts
            // it in the box; GTK places it at the next layout and `pendingReveal` finishes the job.
            if let top = stack.unplacedTop(of: component) {
                anchor = nil
                scrollProgrammatically(to: max(0, top + component.estimatedOffset(ofItem: index)))
                updateNow()
                anchor = nil
                // It has widgets now: a strip that scrolls on its own goes to the item too.
                _ = component.revealInFrame(itemAt: index)
            }
            // Realising measures, and measuring moves what follows: go again until the item stays put.
            for _ in 0..<4 {
                // A jump: no anchor, the content at the target is measured where it lands.
                anchor = nil
                let moved = scrollIntoView(index, of: component, aligning: edge)
                edge = moved ?? edge
                if moved == nil, component.realisedCell(at: index) != nil { break }
                updateNow()
                anchor = nil
            }
        }
        pendingReveal = (component, index, edge)
    }

    /// Whether the item at `index` of the top-level `component` is within a viewport's height of
    /// the viewport, by the estimated heights (its widgets may not be placed yet, or at all).
    func isNearViewport(itemAt index: Int, in component: Component) -> Bool {
        guard !realisesEverything else { return true }
        let order = component.base.index
        guard stack.components.indices.contains(order), stack.components[order] === component else { return true }
        let top = stack.window.top(of: order) + component.estimatedOffset(ofItem: index)
        let page = max(1, position.pageSize)
        return top + page >= position.value - page && top <= position.value + 2 * page
    }

    /// Keeps a focused item in view, now and after the next layout.
    func keepInView(_ index: Int, of component: Component) {
        guard !realisesEverything else { return }
        pendingControl = nil
        pendingReveal = (component, index, scrollIntoView(index, of: component))
    }

    /// Keeps `control` of `component` (a header toggle, a Retry button) in view, now and after the
    /// next layout; a component outside the screen's window is brought into it first.
    func keepInView(control: Widget, of component: Component) {
        guard !realisesEverything else { return }
        if let top = stack.unplacedTop(of: component) {
            // A jump to where it is expected puts it in the box; GTK places it at the next layout.
            anchor = nil
            scrollProgrammatically(to: max(0, top))
            updateNow()
            anchor = nil
        }
        pendingReveal = nil
        pendingControl = control
        scrollIntoView(control: control)
    }

    /// Scrolls the least that shows `control`, once GTK has placed it.
    private func scrollIntoView(control: Widget) {
        let allocation = control.allocation
        guard allocation.width > 1 || allocation.height > 1, control.isMapped,
              let origin = control.origin(in: content) else { return }
        scrollToShow(top: Double(origin.y), height: Double(allocation.height), pinned: 0, aligning: nil)
    }

    /// Scrolls the least that brings the item into the viewport, or puts it at `edge` when given;
    /// returns the edge it was brought to, nil when the position did not move.
    @discardableResult
    private func scrollIntoView(_ index: Int, of component: Component, aligning edge: Edge? = nil) -> Edge? {
        guard let place = component.position(ofItem: index, in: content) ?? component.frameExtent(in: content) else {
            return nil
        }
        // Below its pinned header, not under it.
        return scrollToShow(top: place.y, height: place.height, pinned: stickyHeaders.pinnedHeight(of: component), aligning: edge)
    }

    /// Scrolls the least that brings `top`…`top + height` (content coordinates) into the viewport
    /// below `pinned` pixels of pinned header, or puts it at `edge` when given; returns the edge it
    /// was brought to, nil when the position did not move.
    @discardableResult
    private func scrollToShow(top placeTop: Double, height: Double, pinned: Double, aligning edge: Edge?) -> Edge? {
        let value = position.value
        let page = position.pageSize
        // Whole pixels: estimated offsets are fractional.
        let top = (placeTop - pinned).rounded(.down)
        let bottom = (placeTop + height - page).rounded(.up)
        let target: Edge
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
}
