import CSpotsGtk
import CSpotsShim

/// Keeps vertical scrolling working over carousels.
///
/// GTK 3 lets a horizontal scroller swallow a diagonal touchpad scroll, so a page full of
/// carousels would stop scrolling whenever the pointer rests on one. Scroll events that
/// are mostly vertical (|dy| > |dx|, or a wheel's up/down) go to the outer scroller instead.
@MainActor
enum ScrollForwarding {
    static func forwardVerticalScrolls(from scroller: WidgetPointer) {
        Signal.connect(scroller, "scroll-event", returning: { [scroller] event in
            guard let event = event?.assumingMemoryBound(to: GdkEvent.self), isMostlyVertical(event),
                  let parent = gtk_widget_get_parent(scroller),
                  let outer = gtk_widget_get_ancestor(parent, gtk_scrolled_window_get_type()) else { return false }
            gtk_widget_event(outer, event)
            return true
        })
    }

    static func isMostlyVertical(_ event: UnsafePointer<GdkEvent>) -> Bool {
        var direction = GDK_SCROLL_UP
        var dx = 0.0
        var dy = 0.0
        guard spots_scroll_event_read(event, &direction, &dx, &dy) != 0 else { return false }
        var state = GdkModifierType(rawValue: 0)
        gdk_event_get_state(event, &state)
        switch direction {
        // Shift+wheel is GTK's horizontal scroll: that one belongs to the carousel.
        case GDK_SCROLL_UP, GDK_SCROLL_DOWN: return state.rawValue & GDK_SHIFT_MASK.rawValue == 0
        case GDK_SCROLL_SMOOTH: return abs(dy) > abs(dx)
        default: return false
        }
    }
}
