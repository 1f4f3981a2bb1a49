import SpotsModel

/// A carousel's horizontal scrolling: realising the columns in view, and settling on an item or
/// a page once the user lets go (`interaction.paginate`), then telling the delegate.
@MainActor
final class CarouselPaging {
    /// How long a carousel must be still before it counts as having come to rest.
    static let settleDelayMilliseconds: UInt32 = 150
    private weak var component: Component?
    private let adjustment: Adjustment
    private let context: RenderContext
    private var settleTimer: MainLoopTimer!
    private var isSnapping = false
    /// Where the carousel last came to rest: a gesture settles on the next stop in the
    /// direction it moved from here, never back against it.
    private var restingValue = 0.0
    /// Called whenever the position or the extent changes (page dots, buttons).
    var onMove: (@MainActor () -> Void)?

    init(component: Component, scroller: ScrolledWindow, context: RenderContext) {
        self.component = component
        self.context = context
        adjustment = scroller.hadjustment
        settleTimer = MainLoopTimer { [weak self] in self?.didSettle() }
        adjustment.onValueChanged { [weak self] in
            guard let self, let component = self.component else { return }
            component.window.update(visible: self.visibleRange, margin: self.pageWidth)
            self.onMove?()
            guard !self.isSnapping else { return }
            self.settleTimer.schedule(afterMilliseconds: Self.settleDelayMilliseconds)
        }
        // The page width is known only once GTK has allocated the scroller.
        adjustment.onChanged { [weak self] in
            guard let self, let component = self.component else { return }
            component.window.update(visible: self.visibleRange, margin: self.pageWidth)
            self.onMove?()
        }
    }

    var pageWidth: Double { adjustment.pageSize }

    /// The scroll position (0 at the start).
    var value: Double { adjustment.value }

    /// The visible part of the carousel's columns (they start after the left inset).
    var visibleRange: (start: Double, end: Double)? {
        let page = pageWidth
        guard page > 1, let component else { return nil }
        let start = adjustment.value - component.insetLeft
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
        let key = [adjustment.pageSize, adjustment.maximumValue, Double(heights?.count ?? 0), heights?.total ?? 0]
        if let cached = cachedStops[paginate], cached.key == key { return cached.stops }
        var columns: [Double] = []
        if paginate == .item, let heights {
            columns = (0..<heights.count).map { heights.offset(of: $0) }
        }
        let stops = CarouselStops(paginate: paginate, pageSize: adjustment.pageSize, maximum: adjustment.maximumValue,
                                  columnStarts: columns)
        cachedStops[paginate] = (key, stops)
        return stops
    }

    /// Moves to `target` (a stop) at once and counts it as where the carousel rests.
    func scroll(to target: Double) {
        settleTimer.cancel()
        isSnapping = true
        adjustment.value = min(max(0, target), adjustment.maximumValue)
        isSnapping = false
        restingValue = adjustment.value
        didSettle()
    }

    /// Whether the carousel is at rest at its start (or end): where a wrapping carousel's next
    /// scroll in that direction goes round.
    func rests(atEnd end: Bool) -> Bool {
        let edge = end ? adjustment.maximumValue : 0
        return !settleTimer.isScheduled && abs(adjustment.value - restingValue) < 0.5 && abs(restingValue - edge) < 0.5
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
        return component.window.geometry.items(inLine: column).first
    }

    /// Scrolls the least that brings the item's column into view. Not a gesture: it does not
    /// snap afterwards, so the card the keyboard chose stays where it was brought.
    func reveal(_ index: Int) {
        guard let component, component.itemCount > index, index >= 0 else { return }
        let column = component.window.extent(ofLine: component.window.geometry.line(ofItem: index))
        let page = adjustment.pageSize
        // Columns start after the left inset; the first one shows the inset too.
        let start = column.start + component.insetLeft
        var target = adjustment.value
        if column.start <= 0 {
            target = 0
        } else if start < adjustment.value {
            target = start
        } else if page > 1, start + column.length > adjustment.value + page {
            target = start + column.length - page
        }
        guard target != adjustment.value else { return }
        isSnapping = true
        adjustment.value = min(max(0, target), max(0, adjustment.upper - page))
        isSnapping = false
    }

    private func didSettle() {
        guard let component else { return }
        if component.paginate != .disabled {
            let target = stops.settle(from: restingValue, at: adjustment.value)
            isSnapping = true
            adjustment.value = min(max(0, target), adjustment.maximumValue)
            isSnapping = false
        }
        restingValue = adjustment.value
        if let index = itemInView, let cell = component.realisedCell(at: index) {
            context.onCarouselSettled?(component, cell)
        }
    }
}
