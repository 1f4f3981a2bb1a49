import CSpotsGtk
import Foundation

/// Lays a controller out in an offscreen window at a given width, without showing anything:
/// the engine behind `spots inspect`, `spots snapshot` and the layout tests.
@MainActor
public final class HeadlessRenderer {
    public let controller: Controller
    public let width: Int
    /// A fixed height, or nil for the whole content.
    public let height: Int?
    private let window: UnsafeMutablePointer<GtkWidget>
    /// X servers cap surfaces at 32767 pixels; taller content is cut there.
    static let maximumHeight = 32_000

    public init(controller: Controller, width: Int, height: Int? = nil) {
        self.controller = controller
        self.width = width
        self.height = height
        window = gtk_offscreen_window_new()
        // Without a height the whole content is laid out (tests, README images); with one,
        // exactly the window the app would show.
        controller.realisesEverything = height == nil
        Gtk.add(controller.widget.pointer, to: window)
        settle()
    }

    isolated deinit {
        Gtk.remove(controller.widget.pointer, from: window)
        gtk_widget_destroy(window)
    }

    /// Shows the window offscreen and lets GTK allocate until the layout is stable.
    public func settle() {
        gtk_widget_set_size_request(window, Int32(width), Int32(height ?? 600))
        gtk_widget_show_all(window)
        GtkRuntime.drain()
        // Item widths follow the allocated width; once they are set, measure the content.
        GtkRuntime.run(until: { self.controller.layoutWidth != nil }, timeout: 2)
        GtkRuntime.drain()
        if height == nil {
            let fullHeight = Int32(min(contentHeight, Self.maximumHeight))
            gtk_widget_set_size_request(window, Int32(width), fullHeight)
            // A window keeps its current size unless told to resize, even when its request shrinks.
            gtk_window_resize(spots_window(window), Int32(width), fullHeight)
            GtkRuntime.drain()
        }
    }

    /// The natural height of all components at this width.
    public var contentHeight: Int {
        max(1, Gtk.naturalHeight(of: controller.contentBox, forWidth: width))
    }

    public func inspect() -> ScreenInspection {
        Inspector.inspect(controller)
    }

    /// Writes what the window shows to a PNG file.
    public func writePNG(to path: String) throws {
        GtkRuntime.drain()
        guard let pixbuf = gtk_offscreen_window_get_pixbuf(spots_offscreen_window(window)) else {
            throw RenderError(message: "GTK produced no image for the offscreen window")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        var error: UnsafeMutablePointer<GError>?
        guard gdk_pixbuf_savev(pixbuf, path, "png", nil, nil, &error) != 0 else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            if let error { g_error_free(error) }
            throw RenderError(message: "cannot write \(path): \(message)")
        }
    }
}

public struct RenderError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
