import CSpotsGtk
import Foundation

/// A decoded image (GdkPixbuf). Immutable once made, so it may cross threads; the wrapper holds
/// one reference and drops it when it goes.
public final class Pixbuf: @unchecked Sendable {
    public let pointer: OpaquePointer

    /// Adopts `pointer`, adding a reference (use `init(taking:)` for one the caller already owns).
    public init(_ pointer: OpaquePointer) {
        g_object_ref(UnsafeMutableRawPointer(pointer))
        self.pointer = pointer
    }

    /// Takes over the caller's reference to `pointer` (a pixbuf GdkPixbuf just created).
    public init(taking pointer: OpaquePointer) {
        self.pointer = pointer
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(pointer))
    }

    public var width: Int { Int(gdk_pixbuf_get_width(pointer)) }
    public var height: Int { Int(gdk_pixbuf_get_height(pointer)) }

    /// Decodes the file at `path`, scaled down (keeping its aspect) to fit `maximumSide`.
    public convenience init?(contentsOfFile path: String, maximumSide: Int) {
        var error: UnsafeMutablePointer<GError>?
        let side = Int32(clamping: maximumSide)
        let pixbuf = gdk_pixbuf_new_from_file_at_scale(path, side, side, 1, &error)
        if let error { g_error_free(error) }
        guard let pixbuf else { return nil }
        self.init(taking: pixbuf)
    }

    /// Decodes image bytes (PNG, JPEG, SVG… whatever GdkPixbuf's loaders read).
    public convenience init?(data: Data) {
        guard let loader = gdk_pixbuf_loader_new() else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(loader)) }
        var ok = data.withUnsafeBytes { bytes -> Bool in
            guard let base = bytes.bindMemory(to: UInt8.self).baseAddress else { return false }
            return gdk_pixbuf_loader_write(loader, base, gsize(bytes.count), nil) != 0
        }
        ok = gdk_pixbuf_loader_close(loader, nil) != 0 && ok
        guard ok, let pixbuf = gdk_pixbuf_loader_get_pixbuf(loader) else { return nil }
        self.init(pixbuf)
    }

    /// Decodes image bytes scaled down (keeping the aspect) to fit `maximumSide`, so a small file
    /// claiming a huge size cannot exhaust memory. Any thread: a pixbuf is not a widget.
    public convenience init?(data: Data, maximumSide: Int) {
        let made: OpaquePointer? = data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress, raw.count > 0 else { return nil }
            // The stream reads the bytes in place; they outlive it (it is released below).
            guard let stream = g_memory_input_stream_new_from_data(base, gssize(raw.count), nil) else { return nil }
            defer { g_object_unref(UnsafeMutableRawPointer(stream)) }
            var error: UnsafeMutablePointer<GError>?
            let side = Int32(clamping: maximumSide)
            let pixbuf = gdk_pixbuf_new_from_stream_at_scale(stream, side, side, 1, nil, &error)
            if let error { g_error_free(error) }
            return pixbuf
        }
        guard let made else { return nil }
        self.init(taking: made)
    }

    /// A copy scaled to `width`×`height`.
    public func scaled(width: Int, height: Int) -> Pixbuf? {
        gdk_pixbuf_scale_simple(pointer, Int32(clamping: width), Int32(clamping: height), GDK_INTERP_BILINEAR)
            .map { Pixbuf(taking: $0) }
    }

    /// A copy with everything outside the largest centred circle transparent (an avatar).
    public func clippedToCircle() -> Pixbuf? {
        let (width, height) = (Int32(clamping: self.width), Int32(clamping: self.height))
        guard width > 0, height > 0, let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else {
            return nil
        }
        defer { cairo_surface_destroy(surface) }
        let context = cairo_create(surface)
        gdk_cairo_set_source_pixbuf(context, pointer, 0, 0)
        cairo_arc(context, Double(width) / 2, Double(height) / 2, Double(min(width, height)) / 2, 0, 2 * Double.pi)
        cairo_fill(context)
        cairo_destroy(context)
        return gdk_pixbuf_get_from_surface(surface, 0, 0, width, height).map { Pixbuf(taking: $0) }
    }

    /// Writes the image as a PNG file; returns the error message on failure.
    public func savePNG(to path: String) -> String? {
        var error: UnsafeMutablePointer<GError>?
        guard gdk_pixbuf_savev(pointer, path, "png", nil, nil, &error) == 0 else { return nil }
        defer { if let error { g_error_free(error) } }
        return error.map { String(cString: $0.pointee.message) } ?? translated("could not write {file}", ["file": path])
    }

    /// The image encoded as PNG, or nil when GdkPixbuf fails. Any thread.
    public func pngData() -> Data? {
        var buffer: UnsafeMutablePointer<gchar>?
        var size: gsize = 0
        var error: UnsafeMutablePointer<GError>?
        guard gdk_pixbuf_save_to_bufferv(pointer, &buffer, &size, "png", nil, nil, &error) != 0, let buffer else {
            if let error { g_error_free(error) }
            return nil
        }
        defer { g_free(buffer) }
        return Data(bytes: buffer, count: Int(size))
    }

    /// The named icon from the default icon theme, at `size` pixels.
    public static func icon(named name: String, size: Int) -> Pixbuf? {
        guard let theme = gtk_icon_theme_get_default(),
              let icon = gtk_icon_theme_load_icon(theme, name, Int32(clamping: size), GTK_ICON_LOOKUP_FORCE_SIZE, nil) else { return nil }
        return Pixbuf(taking: icon)
    }
}

/// The icon theme the app draws its icons from.
@MainActor
public enum IconTheme {
    public static func hasIcon(_ name: String) -> Bool {
        guard let theme = gtk_icon_theme_get_default() else { return false }
        return gtk_icon_theme_has_icon(theme, name) != 0
    }
}

/// An icon or a pixbuf, shown at its size.
open class Image: Widget {
    override open class var gtkType: GType { gtk_image_get_type() }

    var image: UnsafeMutablePointer<GtkImage> { spots_image(pointer) }

    public convenience init() {
        self.init(gtk_image_new()!)
    }

    public convenience init(iconName: String, size: IconSize = .button) {
        self.init(gtk_image_new_from_icon_name(iconName, size.gtk)!)
    }

    /// The named icon shown, if the image shows one.
    public var iconName: String? {
        guard gtk_image_get_storage_type(image) == GTK_IMAGE_ICON_NAME else { return nil }
        var name: UnsafePointer<CChar>?
        gtk_image_get_icon_name(image, &name, nil)
        return name.map { String(cString: $0) }
    }

    /// Shows the named icon. The icon it already shows, at the same size, is left alone: GTK
    /// would look it up, load and measure it again (a recycled row sets its icon every time).
    public func setIcon(_ name: String, size: IconSize = .button) {
        if gtk_image_get_storage_type(image) == GTK_IMAGE_ICON_NAME {
            var shown: UnsafePointer<CChar>?
            var shownSize = GTK_ICON_SIZE_INVALID
            gtk_image_get_icon_name(image, &shown, &shownSize)
            if shownSize == size.gtk, let shown, String(cString: shown) == name { return }
        }
        gtk_image_set_from_icon_name(image, name, size.gtk)
    }

    /// Overrides the icon size in pixels (-1: use the named size).
    public var pixelSize: Int {
        get { Int(gtk_image_get_pixel_size(image)) }
        set { gtk_image_set_pixel_size(image, GtkLimits.size(newValue)) }
    }

    public func setPixbuf(_ pixbuf: Pixbuf?) {
        gtk_image_set_from_pixbuf(image, pixbuf?.pointer)
    }
}
