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

    init(component: Component, scroller: ScrolledWindow, context: RenderContext) {
        self.component = component
        self.context = context
        adjustment = scroller.hadjustment
        settleTimer = MainLoopTimer { [weak self] in self?.didSettle() }
        adjustment.onValueChanged { [weak self] in
            guard let self, let component = self.component else { return }
            component.window.update(visible: self.visibleRange, margin: self.pageWidth)
            guard !self.isSnapping else { return }
            self.settleTimer.schedule(afterMilliseconds: Self.settleDelayMilliseconds)
        }
        // The page width is known only once GTK has allocated the scroller.
        adjustment.onChanged { [weak self] in
            guard let self, let component = self.component else { return }
            component.window.update(visible: self.visibleRange, margin: self.pageWidth)
        }
    }

    var pageWidth: Double { adjustment.pageSize }

    /// The visible part of the carousel's columns (they start after the left inset).
    var visibleRange: (start: Double, end: Double)? {
        let page = pageWidth
        guard page > 1, let component else { return nil }
        let start = adjustment.value - component.insetLeft
        return (start, start + page)
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
        guard let component, let index = itemInView else { return }
        let maximum = adjustment.maximumValue
        var target: Double?
        switch component.paginate {
        case .item:
            // Settle on the item: its leading edge lines up with the inset.
            target = component.window.extent(ofLine: component.window.geometry.line(ofItem: index)).start
        case .page:
            let page = adjustment.pageSize
            if page > 0 { target = (adjustment.value / page).rounded() * page }
        case .disabled:
            break
        }
        if let target {
            isSnapping = true
            adjustment.value = min(max(0, target), maximum)
            isSnapping = false
        }
        if let cell = component.realisedCell(at: index) {
            context.onCarouselSettled?(component, cell)
        }
    }
}
