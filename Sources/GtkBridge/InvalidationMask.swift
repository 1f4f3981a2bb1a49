import CSpotsGtk
import CSpotsShim

extension Widget {
    /// Runs `body` while the redraws this widget's own GdkWindow is asked for leave `unchanged`
    /// out (rectangles in that window's coordinates, where a list box allocates its rows).
    ///
    /// GTK 3 redraws a whole GtkListBox or GtkFlowBox when one child is shown, hidden or
    /// re-sorted; with this, only what really changed is painted again. Whatever moves or resizes
    /// is still redrawn when GTK allocates it, after `body`.
    public func redrawing(except unchanged: [Rect], during body: () -> Void) {
        guard !unchanged.isEmpty else { return body() }
        let rectangles = unchanged.map { GdkRectangle(x: Int32(clamping: $0.x), y: Int32(clamping: $0.y),
                                                      width: Int32(clamping: $0.width), height: Int32(clamping: $0.height)) }
        rectangles.withUnsafeBufferPointer { spots_widget_set_invalidation_mask(pointer, $0.baseAddress, Int32($0.count)) }
        defer { spots_widget_clear_invalidation_mask(pointer) }
        body()
    }
}
