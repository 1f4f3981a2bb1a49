import CSpotsGtk
import Foundation

/// Draws an image scaled to cover its allocation, with rounded corners.
///
/// Drawing (rather than a GtkImage holding a pre-scaled copy) means a resize never
/// re-decodes or re-scales: cairo scales the decoded pixbuf at paint time.
/// A missing or undecodable image paints a neutral placeholder with an icon.
@MainActor
public final class ImageView {
    public enum Shape: Equatable, Sendable {
        case rounded(radius: Double)
        /// Rounds only the top corners: an image at the top of a card.
        case roundedTop(radius: Double)
        case circle
    }

    public let widget: Widget
    public private(set) var pixbuf: OpaquePointer?
    public private(set) var isPlaceholder = true
    public var shape: Shape { didSet { gtk_widget_queue_draw(widget.pointer) } }

    public init(shape: Shape = .rounded(radius: 8)) {
        self.shape = shape
        widget = Widget(gtk_drawing_area_new())
        Gtk.addStyleClass("spots-image", to: widget.pointer)
        Signal.connect(widget.pointer, "draw", returning: { [weak self] cairo in
            guard let self, let cairo else { return false }
            self.draw(OpaquePointer(cairo))
            return true
        })
    }

    /// Shows `pixbuf` (retained while shown), or the placeholder when nil.
    public func show(_ pixbuf: OpaquePointer?, description: String) {
        if let pixbuf { g_object_ref(UnsafeMutableRawPointer(pixbuf)) }
        if let old = self.pixbuf { g_object_unref(UnsafeMutableRawPointer(old)) }
        self.pixbuf = pixbuf
        isPlaceholder = pixbuf == nil
        Gtk.setAccessibleName(pixbuf == nil ? "\(description) (image not available)" : description, on: widget.pointer)
        gtk_widget_queue_draw(widget.pointer)
    }

    public func setSize(width: Int, height: Int) {
        gtk_widget_set_size_request(widget.pointer, Int32(width), Int32(height))
    }

    isolated deinit {
        if let pixbuf { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
    }

    private func draw(_ cairo: OpaquePointer) {
        let width = Double(gtk_widget_get_allocated_width(widget.pointer))
        let height = Double(gtk_widget_get_allocated_height(widget.pointer))
        guard width > 0, height > 0 else { return }
        cairo_save(cairo)
        clipPath(cairo, width: width, height: height)
        cairo_clip(cairo)
        if let pixbuf {
            let imageWidth = Double(gdk_pixbuf_get_width(pixbuf))
            let imageHeight = Double(gdk_pixbuf_get_height(pixbuf))
            let scale = max(width / imageWidth, height / imageHeight)
            cairo_translate(cairo, (width - imageWidth * scale) / 2, (height - imageHeight * scale) / 2)
            cairo_scale(cairo, scale, scale)
            gdk_cairo_set_source_pixbuf(cairo, pixbuf, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
            cairo_paint(cairo)
        } else {
            drawPlaceholder(cairo, width: width, height: height)
        }
        cairo_restore(cairo)
    }

    private func drawPlaceholder(_ cairo: OpaquePointer, width: Double, height: Double) {
        let context = gtk_widget_get_style_context(widget.pointer)
        var color = GdkRGBA()
        gtk_style_context_get_color(context, GTK_STATE_FLAG_NORMAL, &color)
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, 0.08)
        cairo_paint(cairo)
        let side = Int32(max(16, min(48, min(width, height) * 0.4)))
        guard let theme = gtk_icon_theme_get_default(),
              let icon = gtk_icon_theme_load_icon(theme, "image-x-generic-symbolic", side, GTK_ICON_LOOKUP_FORCE_SIZE, nil) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(icon)) }
        let x = (width - Double(gdk_pixbuf_get_width(icon))) / 2
        let y = (height - Double(gdk_pixbuf_get_height(icon))) / 2
        gdk_cairo_set_source_pixbuf(cairo, icon, x, y)
        cairo_paint_with_alpha(cairo, 0.35)
    }

    private func clipPath(_ cairo: OpaquePointer, width: Double, height: Double) {
        switch shape {
        case .circle:
            cairo_arc(cairo, width / 2, height / 2, min(width, height) / 2, 0, 2 * Double.pi)
        case .rounded(let radius):
            roundedRectangle(cairo, width: width, height: height, top: radius, bottom: radius)
        case .roundedTop(let radius):
            roundedRectangle(cairo, width: width, height: height, top: radius, bottom: 0)
        }
    }

    private func roundedRectangle(_ cairo: OpaquePointer, width: Double, height: Double, top: Double, bottom: Double) {
        let top = min(top, width / 2, height / 2)
        let bottom = min(bottom, width / 2, height / 2)
        let half = Double.pi / 2
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, width - top, top, top, -half, 0)
        cairo_arc(cairo, width - bottom, height - bottom, bottom, 0, half)
        cairo_arc(cairo, bottom, height - bottom, bottom, half, 2 * half)
        cairo_arc(cairo, top, top, top, 2 * half, 3 * half)
        cairo_close_path(cairo)
    }
}
