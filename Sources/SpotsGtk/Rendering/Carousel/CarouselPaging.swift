import SpotsModel

/// A carousel's horizontal scrolling: realising the columns in view, and settling on an item or
/// a page once the user lets go (`interaction.paginate`), then telling the delegate.
///
/// With `layout.infinite-scrolling` the carousel wraps around: its columns are laid out from
/// another one whenever the view nears an end of the strip (`CarouselLap`), so the first cards
/// follow the last and scrolling goes on in either direction with nothing on screen moving.
///
/// Positions here run from the strip's start edge, where its first card is: the left edge, or the
/// right one in right-to-left text. GTK mirrors the cards but keeps the adjustment's value from
/// the left (`position` turns one into the other), and keeps the distance from the right end
/// when the strip's extent changes, so a right-to-left position stays put as columns are measured.
@MainActor
final class CarouselPaging {
    /// How long a carousel must be still before it counts as having come to rest.
    static let settleDelayMilliseconds: UInt32 = 150
    /// The component shown in the strip (another one once its widgets were pooled and taken again).
    private weak var component: Component?
    private let adjustment: Adjustment
    private let scroller: ScrolledWindow
    private var context: RenderContext
    private var settleTimer: MainLoopTimer!
    private var isSnapping = false
    private var isSettling = false
    /// Where the carousel last came to rest: a gesture settles on the next stop in the
    /// direction it moved from here, never back against it.
    private var restingValue = 0.0
    /// The position when the value last changed.
    private var lastPosition = 0.0
    /// Called whenever the position or the extent changes (page dots, buttons).
    var onMove: (@MainActor () -> Void)?
    /// `layout.infinite-scrolling`.
    let wraps: Bool

    init(component: Component, scroller: ScrolledWindow, context: RenderContext, wraps: Bool) {
        self.component = component
        self.context = context
        self.wraps = wraps
        self.scroller = scroller
        adjustment = scroller.hadjustment
        settleTimer = MainLoopTimer { [weak self] in self?.didSettle() }
        if wraps {
            // Before GTK moves the view: a scroll that starts near an end has room to go on.
            scroller.onScrollEvent { [weak self] _ in
                self?.recentreNearEnds()
                return false
            }
        }
        adjustment.onValueChanged { [weak self] in
            guard let self, let component = self.component else { return }
            component.window.update(visible: self.visibleRange, margin: self.pageWidth)
            self.onMove?()
            let position = self.position
            defer { self.lastPosition = position }
            guard abs(position - self.lastPosition) >= 0.5 else {
                // A right-to-left strip whose extent changed: GTK moved the value to keep the view
                // where it was. Nothing moved on screen: no gesture to settle, and no scrollbar to
                // show (GTK fades it in after this handler, on any change of the value).
                GtkRuntime.idle { [weak self] in self?.scroller.concealOverlayScrollbars() }
                return
            }
            guard !self.isSnapping else { return }
            self.settleTimer.schedule(afterMilliseconds: Self.settleDelayMilliseconds)
        }
        // A strip taken from another component may come back at the same size: no `changed`.
        scroller.onSizeAllocate { [weak self] _ in self?.restorePendingOffset() }
        // The page width is known only once GTK has allocated the scroller.
        adjustment.onChanged { [weak self] in
            guard let self, let component = self.component else { return }
            self.restorePendingOffset()
            component.window.update(visible: self.visibleRange, margin: self.pageWidth)
            self.onMove?()
        }
    }

    /// Shows `component` in the strip from now on (nil: none, while the widgets are pooled): the
    /// strip at its start, nothing settling, nothing remembered of the last one's columns.
    func show(_ component: Component?) {
        settleTimer.cancel()
        self.component = nil
        // Only while GTK shows the strip: it moves its scrollbars' windows with the value.
        if scroller.isRealized, position != 0 {
            isSnapping = true
            position = 0
            isSnapping = false
        }
        restingValue = 0
        lastPosition = 0
        pendingOffset = nil
        cachedStops = [:]
        cachedLap = nil
        guard let component else { return }
        self.component = component
        context = component.context
        onMove?()
    }

    /// Where a strip built again (its component came back into the screen's window) was left,
    /// until GTK has allocated it far enough to scroll there.
    private var pendingOffset: Double?

    private func restorePendingOffset() {
        guard let offset = pendingOffset, pageWidth > 1, maximum >= offset - 0.5 else { return }
        pendingOffset = nil
        isSnapping = true
        position = offset
        isSnapping = false
        restingValue = position
        lastPosition = position
    }

    var pageWidth: Double { adjustment.pageSize }

    /// The scroll position: how far the view is from the strip's start edge.
    var value: Double { position }

    /// The farthest the view goes from the start edge.
    private var maximum: Double { adjustment.maximumValue }

    /// The adjustment's value measured from the start edge; setting it clamps to the strip.
    private var position: Double {
        get { scroller.isRightToLeft ? maximum - adjustment.value : adjustment.value }
        set {
            let clamped = min(max(0, newValue), maximum)
            adjustment.value = scroller.isRightToLeft ? maximum - clamped : clamped
        }
    }

    /// The visible part of the carousel's columns (they start after the start inset).
    var visibleRange: (start: Double, end: Double)? {
        let page = pageWidth
        guard page > 1, let component else { return nil }
        let start = position - component.insetStart
        return (start, start + page)
    }

    /// Where the carousel can rest with its `paginate`.
    var stops: CarouselStops {
        stops(paginate: component?.paginate ?? .disabled)
    }

    /// One stop per page width: what the page dots count.
    var pageStops: CarouselStops { stops(paginate: .page) }

    /// Stops are asked for on every scroll step (dots, buttons): kept until the extent changes.
    private var cachedStops: [Interaction.Paginate: (key: [Double], stops: CarouselStops)] = [:]

    private func stops(paginate: Interaction.Paginate) -> CarouselStops {
        let heights = component?.window.heights
        let key = [adjustment.pageSize, maximum, Double(heights?.count ?? 0), heights?.total ?? 0]
        if let cached = cachedStops[paginate], cached.key == key { return cached.stops }
        var columns: [Double] = []
        if paginate == .item, let heights {
            columns = (0..<heights.count).map { heights.offset(of: $0) }
        }
        let stops = CarouselStops(paginate: paginate, pageSize: adjustment.pageSize, maximum: maximum,
                                  columnStarts: columns)
        cachedStops[paginate] = (key, stops)
        return stops
    }

    /// Moves to `target` (a stop) at once and counts it as where the carousel rests.
    func scroll(to target: Double) {
        settleTimer.cancel()
        isSnapping = true
        position = target
        isSnapping = false
        restingValue = position
        didSettle()
    }

    /// Moves back to where the carousel was (`value`), as it rested then; false while the strip
    /// is not yet laid out far enough to get there.
    func restore(_ target: Double) -> Bool {
        // A strip another component left keeps its last size until GTK shows it again.
        guard pageWidth > 1, target <= maximum + 0.5, scroller.isRealized else {
            // Not allocated that far yet (a strip just built again): done when GTK gets there.
            pendingOffset = target > 0 ? target : nil
            return false
        }
        pendingOffset = nil
        scroll(to: target)
        return abs(position - target) < 1
    }

    /// The item whose column is nearest the leading edge (first row).
    var itemInView: Int? {
        guard let component, component.itemCount > 0, let visible = visibleRange else { return nil }
        let heights = component.window.heights
        var column = heights.line(at: max(0, visible.start))
        let here = heights.offset(of: column)
        if column + 1 < heights.count, visible.start - here > (heights.offset(of: column + 1) - visible.start) {
            column += 1
        }
        return component.window.geometry.items(inLine: component.window.line(atPosition: column)).first
    }

    /// Scrolls the least that brings the item's column into view. Not a gesture: it does not
    /// snap afterwards, so the card the keyboard chose stays where it was brought.
    func reveal(_ index: Int) {
        guard let component, component.itemCount > index, index >= 0 else { return }
        let window = component.window
        if wraps, let lap {
            revealAround(lap.columnStarts[window.geometry.line(ofItem: index)], in: lap,
                         width: window.extent(ofLine: window.position(ofLine: window.geometry.line(ofItem: index))).length)
            return
        }
        let column = window.extent(ofLine: window.position(ofLine: window.geometry.line(ofItem: index)))
        let page = adjustment.pageSize
        // Columns start after the start inset; the first one shows the inset too.
        let start = column.start + component.insetStart
        let current = position
        var target = current
        if column.start <= 0 {
            target = 0
        } else if start < current {
            target = start
        } else if page > 1, start + column.length > current + page {
            target = start + column.length - page
        }
        guard target != current else { return }
        isSnapping = true
        position = target
        isSnapping = false
    }

    private func didSettle() {
        guard let component else { return }
        let lap = self.lap
        if let lap, component.paginate != .disabled, !isSettling {
            let stops = lap.stops(paginate: component.paginate, pageSize: pageWidth)
            let offset = lap.modelOffset(ofValue: position)
            let moved = position - restingValue
            let distance = abs(moved) < 0.5
                ? lap.distanceToNearest(of: stops, from: offset)
                : lap.distance(to: stops, from: offset, forward: moved > 0, here: true) ?? 0
            if abs(distance) >= 0.5 {
                // Moving comes back here once, to rest and tell the delegate.
                isSettling = true
                move(by: distance)
                isSettling = false
                return
            }
        } else if lap == nil, component.paginate != .disabled {
            let target = stops.settle(from: restingValue, at: position)
            isSnapping = true
            position = target
            isSnapping = false
        }
        restingValue = position
        recentreNearEnds()
        if let index = itemInView, let cell = component.realisedCell(at: index) {
            context.onCarouselSettled?(component, cell)
        }
    }

    // MARK: - Wrapping round

    /// The lap of a wrapping carousel that scrolls at all; nil otherwise. A carousel of several
    /// rows goes round only when its rows are full: GtkFlowBox fills rows in order, so a gap in
    /// the last row would land mid-strip once the columns are rotated.
    var lap: CarouselLap? {
        guard wraps, let component, maximum > 0.5, pageWidth > 1,
              component.itemCount % component.itemsPerLine == 0 else { return nil }
        let window = component.window
        let heights = window.heights
        let key = [Double(window.rotation), Double(heights.count), heights.total, heights.spacing]
        if let cachedLap, cachedLap.key == key { return cachedLap.lap }
        var starts: [Double] = []
        var start = 0.0
        for line in 0..<heights.count {
            starts.append(start)
            start += heights.height(of: window.position(ofLine: line)) + heights.spacing
        }
        let lap = CarouselLap(columnStarts: starts, length: start, firstColumn: window.rotation)
        cachedLap = (key, lap)
        return lap
    }

    private var cachedLap: (key: [Double], lap: CarouselLap)?

    /// Pages the dots count: of the lap when the carousel wraps, of the strip otherwise.
    var pageCount: Int {
        if let lap { return lap.stops(paginate: .page, pageSize: pageWidth).count }
        return pageStops.count
    }

    /// The page the dots show as current.
    var currentPage: Int {
        if let lap {
            return lap.nearest(of: lap.stops(paginate: .page, pageSize: pageWidth), to: lap.modelOffset(ofValue: value))
        }
        return pageStops.nearest(to: value)
    }

    /// Scrolls to page `page` of `pageCount` (a dot was clicked), the shorter way round when wrapping.
    func scroll(toPage page: Int) {
        if let lap {
            let stops = lap.stops(paginate: .page, pageSize: pageWidth)
            guard stops.indices.contains(page) else { return }
            let offset = lap.modelOffset(ofValue: value)
            move(by: lap.distanceToNearest(of: [stops[page]], from: offset))
            return
        }
        let stops = pageStops
        if stops.positions.indices.contains(page) { scroll(to: stops.positions[page]) }
    }

    /// Scrolls to the neighbouring stop by `paginate`; false when there is none (an end, unless
    /// the carousel wraps round).
    @discardableResult
    func step(forward: Bool) -> Bool {
        if let lap, let component {
            let stops = lap.stops(paginate: component.paginate, pageSize: pageWidth)
            guard let distance = lap.distance(to: stops, from: lap.modelOffset(ofValue: value), forward: forward, here: false) else {
                return false
            }
            move(by: distance)
            return true
        }
        guard let target = stops.neighbour(of: value, forward: forward, wrapping: false) else { return false }
        scroll(to: target)
        return true
    }

    /// Scrolls a wrapping carousel by `distance` at once and rests there, laying the strip out
    /// from another column first when the target lies past one of its ends.
    private func move(by distance: Double) {
        if value + distance < 0 || value + distance > maximum { recentre(towards: maximum / 2 - distance) }
        scroll(to: value + distance)
    }

    /// Scrolls the least that shows the column at model offset `start`, `width` wide; no settling.
    private func revealAround(_ start: Double, in lap: CarouselLap, width: Double) {
        guard let component else { return }
        let ahead = lap.wrapped(start - lap.modelOffset(ofValue: value))
        // Shown at the inset plus `ahead`: in view when it ends before the viewport does.
        if component.insetStart + ahead + width <= pageWidth + 0.5 { return }
        let forward = component.insetStart + ahead + width - pageWidth
        let backward = ahead - lap.length
        let distance = abs(forward) <= abs(backward) ? forward : backward
        if value + distance < 0 || value + distance > maximum { recentre(towards: maximum / 2 - distance) }
        isSnapping = true
        position = value + distance
        isSnapping = false
    }

    /// Lays a wrapping carousel's strip out afresh, with the cards on screen where they are, when
    /// the view has less than a page (or a third of the strip) to go to either end.
    func recentreNearEnds() {
        guard lap != nil else { return }
        let room = min(pageWidth, maximum / 3)
        guard value < room || value > maximum - room else { return }
        recentre(towards: maximum / 2)
    }

    /// Starts the strip at the column that brings the current view nearest `target`, and moves
    /// the scroll position by as much as the cards moved in the strip: nothing moves on screen.
    private func recentre(towards target: Double) {
        guard let lap, let component else { return }
        let recentred = lap.recentred(value: value, towards: min(max(0, target), maximum), maximum: maximum)
        guard recentred.firstColumn != lap.firstColumn else { return }
        let shift = recentred.value - value
        component.window.rotate(toFirstLine: recentred.firstColumn)
        isSnapping = true
        position = recentred.value
        isSnapping = false
        restingValue += shift
        component.window.update(visible: visibleRange, margin: pageWidth)
        onMove?()
    }
}
