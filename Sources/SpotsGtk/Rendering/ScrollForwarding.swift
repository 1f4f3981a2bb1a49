/// Keeps vertical scrolling working over carousels.
///
/// GTK 3 lets a horizontal scroller swallow a diagonal touchpad scroll, so a page full of
/// carousels would stop scrolling whenever the pointer rests on one. Scroll events that
/// are mostly vertical (|dy| > |dx|, or a wheel's up/down) go to the outer scroller instead.
@MainActor
enum ScrollForwarding {
    static func forwardVerticalScrolls(from scroller: ScrolledWindow) {
        scroller.onScrollEvent { [weak scroller] event in
            guard isMostlyVertical(event), let outer = scroller?.parent?.ancestor(of: ScrolledWindow.self) else { return false }
            event.send(to: outer)
            return true
        }
    }

    static func isMostlyVertical(_ event: ScrollEvent) -> Bool {
        switch event.direction {
        // Shift+wheel is GTK's horizontal scroll: that one belongs to the carousel.
        case .up, .down: return !event.modifiers.contains(.shift)
        // GTK swaps a shifted smooth scroll's deltas too: it is horizontal for the carousel.
        case .smooth: return abs(event.dy) > abs(event.dx) && !event.modifiers.contains(.shift)
        case .left, .right: return false
        }
    }
}
