import SpotsModel

/// What a carousel shows around its scroller: previous/next buttons that fade in while the
/// pointer is over it (GNOME's round OSD buttons) and page by `interaction.paginate`, and the
/// page dots of `layout.page-indicator`, below the carousel or over its top edge.
///
/// With `layout.infinite-scrolling` (`CarouselPaging`) there is no end: both buttons always
/// show, and the dots count the pages of one lap.
@MainActor
final class CarouselControls {
    /// The widget the component packs in the scroller's place.
    let widget = EventBox()
    let previous = Button(iconName: "go-previous-symbolic")
    let next = Button(iconName: "go-next-symbolic")
    /// The buttons fade in and out (a crossfade that GTK skips when animations are off).
    let previousFade = Revealer()
    let nextFade = Revealer()
    /// How long a button takes to fade in or out.
    static let fadeDuration = 200
    let indicator: PageIndicator?
    private let overlay = Overlay()
    private weak var paging: CarouselPaging?
    private(set) var isHovered = false

    private let scroller: ScrolledWindow
    /// Hides the buttons unless the pointer enters a part of the carousel right after leaving one.
    private lazy var leaving = MainLoopTimer { [weak self] in self?.setHovered(false) }

    init(scroller: ScrolledWindow, layout: Layout) {
        self.scroller = scroller
        Self.installStyle()
        widget.isVisibleWindow = false
        widget.addEvents([.enterNotify, .leaveNotify])
        overlay.add(scroller)
        for (button, fade, name, align) in [(previous, previousFade, translated("Previous"), Align.start), (next, nextFade, translated("Next"), Align.end)] {
            button.styleClasses.insert("osd")
            button.styleClasses.insert("circular")
            button.styleClasses.insert("spots-carousel-button")
            button.accessibleName = name
            button.canFocus = false
            button.marginStart = 8
            button.marginEnd = 8
            fade.transition = .crossfade
            fade.transitionDuration = Self.fadeDuration
            fade.halign = align
            fade.valign = .center
            fade.add(button)
            overlay.addOverlay(fade)
        }
        switch layout.pageIndicatorPlacement {
        case .below?:
            let indicator = PageIndicator()
            let column = Box(.vertical)
            column.packStart(overlay)
            column.packStart(indicator.box)
            widget.add(column)
            self.indicator = indicator
        case .overlay?:
            let indicator = PageIndicator()
            // Over the cards' top edge: cards put their picture on top and their text at the
            // bottom, where the dots would cover a subtitle.
            indicator.box.valign = .start
            indicator.box.marginTop = 12
            indicator.box.styleClasses.insert("spots-page-indicator-overlay")
            overlay.addOverlay(indicator.box)
            widget.add(overlay)
            self.indicator = indicator
        case nil:
            widget.add(overlay)
            indicator = nil
        }
        widget.onEnterNotify { [weak self] _ in
            self?.setHovered(true)
            return false
        }
        widget.onLeaveNotify { [weak self] event in
            // Moving onto a button is a leave into a child window: still over the carousel.
            guard let self else { return false }
            let frame = self.widget.allocation
            let inside = event.x >= 0 && event.y >= 0 && event.x < Double(frame.width) && event.y < Double(frame.height)
            self.setHovered(inside)
            return false
        }
    }

    /// Connects the buttons and dots to the carousel's scrolling.
    func attach(_ paging: CarouselPaging) {
        self.paging = paging
        // GTK 3 does not pass crossing events up to parents: the pointer over the cards is in the
        // viewport's windows, and this box's own input window lies under them and never hears of it.
        for part in [scroller.child, previous, next].compactMap({ $0 }) { trackHover(of: part) }
        indicator?.onMakeDot = { [weak self] dot in self?.trackHover(of: dot) }
        previous.onClicked { [weak self] in self?.step(forward: false) }
        next.onClicked { [weak self] in self?.step(forward: true) }
        indicator?.onSelect = { [weak self] page in self?.paging?.scroll(toPage: page) }
        paging.onMove = { [weak self] in self?.refresh() }
        refresh()
    }

    /// The neighbouring stop by `paginate` (a page when paging is off).
    func step(forward: Bool) {
        paging?.step(forward: forward)
    }

    /// Entering `part` shows the buttons; leaving it hides them a moment later unless the pointer
    /// entered another part (the viewport to a button, a button to the viewport) meanwhile.
    private func trackHover(of part: Widget) {
        part.addEvents([.enterNotify, .leaveNotify])
        part.onEnterNotify { [weak self] _ in
            guard let self else { return false }
            self.leaving.cancel()
            if !self.isHovered { self.setHovered(true) }
            return false
        }
        part.onLeaveNotify { [weak self] _ in
            self?.leaving.schedule(afterMilliseconds: 80)
            return false
        }
    }

    /// Whether the previous button is shown or fading in (false: hidden or fading out).
    var showsPrevious: Bool { previousFade.revealsChild }
    var showsNext: Bool { nextFade.revealsChild }

    func setHovered(_ hovered: Bool) {
        isHovered = hovered
        refresh()
    }

    private func refresh() {
        guard let paging else { return }
        let value = paging.value
        if paging.lap != nil {
            previousFade.revealsChild = isHovered
            nextFade.revealsChild = isHovered
        } else {
            let stops = paging.stops
            let scrolls = stops.count > 1
            previousFade.revealsChild = isHovered && scrolls && stops.neighbour(of: value, forward: false, wrapping: false) != nil
            nextFade.revealsChild = isHovered && scrolls && stops.neighbour(of: value, forward: true, wrapping: false) != nil
        }
        indicator?.show(count: paging.pageCount, active: paging.currentPage)
    }

    private static var style: CssProvider?

    /// The dots' look, on top of the theme (GTK 3 buttons are at least 24 px; dots are 8).
    private static func installStyle() {
        guard style == nil else { return }
        let provider = CssProvider()
        provider.load("""
        .spots-page-indicator { padding: 6px 0; }
        .spots-page-indicator-overlay { padding: 4px 6px; border-radius: 999px; background-color: alpha(black, 0.35); }
        button.spots-page-dot {
            min-width: 8px; min-height: 8px; padding: 0; margin: 0 4px; border: none; border-radius: 999px;
            box-shadow: none; background-image: none; background-color: alpha(currentColor, 0.25);
        }
        button.spots-page-dot:hover { background-color: alpha(currentColor, 0.45); }
        button.spots-page-dot.spots-page-dot-active { background-color: alpha(currentColor, 0.8); }
        .spots-page-indicator-overlay button.spots-page-dot { color: white; }
        """)
        provider.install(priority: CssProvider.applicationPriority)
        style = provider
    }
}
