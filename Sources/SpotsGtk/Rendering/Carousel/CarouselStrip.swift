import SpotsModel

/// A carousel's frame: its body in a horizontal scroller of its own (vertical scrolls over it go
/// on to the screen), the previous/next buttons and page dots around it (`CarouselControls`),
/// and the sideways scrolling that realises the columns in view and settles on a stop
/// (`CarouselPaging`).
@MainActor
final class CarouselStrip: ComponentFrame {
    let scroller = ScrolledWindow()
    let controls: CarouselControls
    private(set) var paging: CarouselPaging?
    private let body: Box
    private let wraps: Bool

    init(body: Box, layout: Layout, size: Size?) {
        self.body = body
        wraps = layout.infiniteScrolling
        scroller.setPolicy(horizontal: .automatic, vertical: .never)
        scroller.propagateNaturalHeight = true
        scroller.styleClasses.insert("spots-carousel-scroller")
        body.halign = .start
        scroller.add(body)
        ScrollForwarding.forwardVerticalScrolls(from: scroller)
        CarouselHeight.apply(to: scroller, layout: layout, size: size)
        controls = CarouselControls(scroller: scroller, layout: layout)
    }

    var widget: Widget { controls.widget }
    var visibleRange: (start: Double, end: Double)? { paging?.visibleRange }
    var windowMargin: Double { paging?.pageWidth ?? 0 }
    var wrapsAround: Bool { paging?.lap != nil }

    /// The inset pads the scrolled content, so cards scroll all the way to the window's edges.
    func applyInset(_ inset: Inset, to body: Box) {
        let margins = InsetMargins(inset, rightToLeft: body.isRightToLeft)
        scroller.setMargins(top: margins.top, start: 0, bottom: margins.bottom, end: 0)
        body.setMargins(top: 0, start: margins.start, bottom: 0, end: margins.end)
    }

    /// The cards scroll out to the window's edges; centred in a wide window (beside `max-width`),
    /// the strip stops at its inset instead, where the lists and grids around it end.
    func didLayOut(centred: Bool, inset: Inset, body: Box) {
        let margins = InsetMargins(inset, rightToLeft: body.isRightToLeft)
        // The buttons and dots go with the cards: the margins are around them too.
        controls.widget.marginStart = centred ? margins.start : 0
        controls.widget.marginEnd = centred ? margins.end : 0
        body.marginStart = centred ? 0 : margins.start
        body.marginEnd = centred ? 0 : margins.end
    }

    func sizeChanged(layout: Layout, size: Size?) {
        CarouselHeight.apply(to: scroller, layout: layout, size: size)
    }

    func attach(to component: Component) {
        if let paging {
            // Its buttons, dots and scroller's signals stay connected: they follow the component.
            paging.show(component)
            controls.setHovered(false)
            return
        }
        let paging = CarouselPaging(component: component, scroller: scroller, context: component.context, wraps: wraps)
        controls.attach(paging)
        self.paging = paging
    }

    /// Back at the start, no component shown: another one takes the strip next.
    func prepareForReuse() {
        paging?.show(nil)
    }

    func reveal(itemAt index: Int) -> Bool {
        paging?.reveal(index)
        return true
    }

    /// The strip's scroller is a focusable scroll pane to screen readers: it takes the carousel's name.
    func applyAccessibleName(_ name: String) {
        if scroller.accessibleName != name { scroller.accessibleName = name }
    }

    var ownScrollPosition: Double? { paging?.value }

    func restoreOwnScrollPosition(_ value: Double) -> Bool {
        guard let paging else { return false }
        return paging.restore(value)
    }

    func extent(in root: Widget) -> (y: Double, height: Double)? {
        let allocation = scroller.allocation
        guard allocation.width > 1 || allocation.height > 1, let origin = scroller.origin(in: root) else { return nil }
        return (Double(origin.y), Double(allocation.height))
    }
}

/// `layout.dynamic-height` (Spots: the component's height is computed from its content, or, when
/// false, it relies on its own frame). Here only carousels scroll on their own, so only a
/// carousel can keep a height of its own: with `dynamic-height: false` and the component's
/// `size.height` it is exactly that tall, and cards taller than it are cut off. Lists and grids
/// always grow to their content.
enum CarouselHeight {
    @MainActor
    static func apply(to scroller: ScrolledWindow, layout: Layout, size: Size?) {
        if !layout.dynamicHeight, let height = size?.height, height.isFinite {
            let pixels = Int(SizeLimits.clampSize(height))
            // External: the strip does not ask for its content's height, and shows no vertical scrollbar.
            scroller.setPolicy(horizontal: .automatic, vertical: .external)
            scroller.propagateNaturalHeight = false
            // GTK refuses a minimum above the maximum: lift the maximum first.
            scroller.maxContentHeight = -1
            scroller.minContentHeight = pixels
            scroller.maxContentHeight = pixels
        } else {
            scroller.setPolicy(horizontal: .automatic, vertical: .never)
            scroller.propagateNaturalHeight = true
            scroller.maxContentHeight = -1
            scroller.minContentHeight = -1
        }
    }
}

extension ComponentFrame {
    /// The frame's own scroller, when it is a carousel's strip.
    var ownScroller: ScrolledWindow? { (self as? CarouselStrip)?.scroller }
}

extension Component {
    /// A carousel's strip: its scroller, buttons and dots (nil for other presentations).
    var strip: CarouselStrip? { frame as? CarouselStrip }
    /// A carousel's own horizontal scroller.
    public var scroller: ScrolledWindow? { strip?.scroller }
    /// A carousel's previous/next buttons and page dots.
    var controls: CarouselControls? { strip?.controls }
    var paging: CarouselPaging? { strip?.paging }
}
