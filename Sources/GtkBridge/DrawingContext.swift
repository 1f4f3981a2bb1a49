import CSpotsGtk

/// A cairo context during a `draw` handler: paths, clips and images in the widget's coordinates.
/// Valid only while the handler runs.
@MainActor
public struct DrawingContext {
    let cairo: OpaquePointer
    let widget: WidgetPointer
    public let width: Double
    public let height: Double

    init(_ cairo: OpaquePointer, widget: WidgetPointer) {
        self.cairo = cairo
        self.widget = widget
        width = Double(gtk_widget_get_allocated_width(widget))
        height = Double(gtk_widget_get_allocated_height(widget))
    }

    /// The `cairo_t *`, for drawing this type does not cover (valid only during the handler).
    public var cairoContext: OpaquePointer { cairo }

    /// Runs `body` with the state (clip, transform, source) saved and restored around it.
    public func withSavedState(_ body: () -> Void) {
        cairo_save(cairo)
        body()
        cairo_restore(cairo)
    }

    public func translate(x: Double, y: Double) { cairo_translate(cairo, x, y) }
    public func scale(x: Double, y: Double) { cairo_scale(cairo, x, y) }

    // MARK: Paths

    public func newSubPath() { cairo_new_sub_path(cairo) }
    public func closePath() { cairo_close_path(cairo) }

    /// An arc around (`centerX`, `centerY`) from `from` to `to` radians, clockwise on screen.
    public func arc(centerX: Double, centerY: Double, radius: Double, from: Double, to: Double) {
        cairo_arc(cairo, centerX, centerY, radius, from, to)
    }

    public func rectangle(x: Double, y: Double, width: Double, height: Double) {
        cairo_rectangle(cairo, x, y, width, height)
    }

    /// A rectangle whose top corners have radius `top` and bottom corners `bottom`.
    public func roundedRectangle(width: Double, height: Double, top: Double, bottom: Double) {
        let top = min(top, width / 2, height / 2)
        let bottom = min(bottom, width / 2, height / 2)
        let half = Double.pi / 2
        newSubPath()
        arc(centerX: width - top, centerY: top, radius: top, from: -half, to: 0)
        arc(centerX: width - bottom, centerY: height - bottom, radius: bottom, from: 0, to: half)
        arc(centerX: bottom, centerY: height - bottom, radius: bottom, from: half, to: 2 * half)
        arc(centerX: top, centerY: top, radius: top, from: 2 * half, to: 3 * half)
        closePath()
    }

    /// Restricts drawing to the current path (and clears the path).
    public func clip() { cairo_clip(cairo) }
    public func fill() { cairo_fill(cairo) }
    /// Strokes the current path with lines `width` pixels wide.
    public func stroke(lineWidth width: Double) {
        cairo_set_line_width(cairo, width)
        cairo_stroke(cairo)
    }

    // MARK: Painting

    public func setSource(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        cairo_set_source_rgba(cairo, red, green, blue, alpha)
    }

    /// Uses `pixbuf` as the source with its top-left corner at (`x`, `y`), filtered smoothly when scaled.
    public func setSource(_ pixbuf: Pixbuf, x: Double = 0, y: Double = 0) {
        withExtendedLifetime(pixbuf) { gdk_cairo_set_source_pixbuf(cairo, pixbuf.pointer, x, y) }
        cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
    }

    /// Paints the source everywhere inside the clip.
    public func paint(alpha: Double = 1) {
        if alpha >= 1 { cairo_paint(cairo) } else { cairo_paint_with_alpha(cairo, alpha) }
    }

    /// The widget's foreground colour from its CSS (the theme's text colour), in its state now:
    /// asked for another state (an unfocused window's widgets are in the backdrop state), GTK
    /// computes a style for it on every call.
    public var foregroundColor: (red: Double, green: Double, blue: Double, alpha: Double) {
        var color = GdkRGBA()
        let style = gtk_widget_get_style_context(widget)
        gtk_style_context_get_color(style, gtk_style_context_get_state(style), &color)
        return (color.red, color.green, color.blue, color.alpha)
    }
}
