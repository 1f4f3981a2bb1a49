import CSpotsGtk
@testable import SpotsGtk
import XCTest

/// The pixels of a window on the (virtual) screen or of a PNG, to measure what was drawn.
struct Pixels {
    let width: Int
    let height: Int
    private let bytes: [UInt8]
    private let rowStride: Int
    private let channels: Int

    init(_ pixbuf: OpaquePointer) {
        width = Int(gdk_pixbuf_get_width(pixbuf))
        height = Int(gdk_pixbuf_get_height(pixbuf))
        rowStride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
        let count = Int(gdk_pixbuf_get_byte_length(pixbuf))
        bytes = Array(UnsafeBufferPointer(start: gdk_pixbuf_read_pixels(pixbuf), count: count))
    }

    /// What `window` shows now (drawn by the X server: focus rings, the theme, everything).
    @MainActor
    static func of(_ window: Window) throws -> Pixels {
        let gdkWindow = try XCTUnwrap(gtk_widget_get_window(window.pointer))
        let pixbuf = try XCTUnwrap(gdk_pixbuf_get_from_window(gdkWindow, 0, 0, gdk_window_get_width(gdkWindow),
                                                              gdk_window_get_height(gdkWindow)))
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        return Pixels(pixbuf)
    }

    static func read(png path: String) throws -> Pixels {
        let pixbuf = try XCTUnwrap(gdk_pixbuf_new_from_file(path, nil), "cannot read \(path)")
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        return Pixels(pixbuf)
    }

    func color(x: Int, y: Int) -> RGBColor {
        let offset = y * rowStride + x * channels
        return RGBColor(red8: Int(bytes[offset]), green8: Int(bytes[offset + 1]), blue8: Int(bytes[offset + 2]))
    }

    /// Every position in `rect` (clipped to the image).
    func positions(in rect: Rect) -> [(x: Int, y: Int)] {
        let xs = max(0, rect.x)..<min(width, rect.x + rect.width)
        let ys = max(0, rect.y)..<min(height, rect.y + rect.height)
        return ys.flatMap { y in xs.map { (x: $0, y: y) } }
    }

    /// The colour most pixels of `positions` have.
    func commonest(at positions: [(x: Int, y: Int)]) -> RGBColor? {
        var counts: [RGBColor: Int] = [:]
        for position in positions { counts[color(x: position.x, y: position.y), default: 0] += 1 }
        return counts.max { $0.value < $1.value }?.key
    }
}
