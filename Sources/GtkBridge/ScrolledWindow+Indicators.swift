import CSpotsGtk

extension ScrolledWindow {
    /// Hides the overlay scrollbars now, as they are once a scroller rests with the pointer
    /// away. GTK fades them in on every change of an adjustment's value, also one that moves
    /// nothing on screen (a right-to-left viewport keeping its place while its content grows).
    /// Turning overlay scrolling off and on sets them up again, hidden.
    public func concealOverlayScrollbars() {
        guard overlayScrolling else { return }
        gtk_scrolled_window_set_overlay_scrolling(scrolledWindow, 0)
        gtk_scrolled_window_set_overlay_scrolling(scrolledWindow, 1)
    }
}
