import CSpotsGtk

extension Widget {
    /// Paints the widget as it is now (`gtk_widget_draw`: its own state, focus rings included)
    /// into a PNG at its allocated size. Returns why it failed, or nil.
    public func writePNG(to path: String) -> String? {
        let width = Int32(clamping: allocatedWidth), height = Int32(clamping: allocatedHeight)
        guard width > 0, height > 0, let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else {
            return translated("the widget has no size yet")
        }
        defer { cairo_surface_destroy(surface) }
        let context = cairo_create(surface)
        gtk_widget_draw(pointer, context)
        cairo_destroy(context)
        cairo_surface_flush(surface)
        let status = cairo_surface_write_to_png(surface, path)
        return status == CAIRO_STATUS_SUCCESS ? nil : String(cString: cairo_status_to_string(status))
    }
}
