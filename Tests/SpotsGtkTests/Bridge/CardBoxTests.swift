import CSpotsGtk
import GtkBridge
import XCTest

/// A card's background and border come from a picture shared by every card of the same look and
/// size: drawn as GTK's own box draws them, painted again for a new look or size only.
final class CardBoxTests: GtkTestCase {
    @MainActor
    private func card(_ text: String, classes: [String]) -> CardBox {
        let card = CardBox(.vertical)
        for name in classes { card.styleClasses.insert(name) }
        card.setSizeRequest(width: 120, height: 80)
        card.packStart(Label(text))
        return card
    }

    /// The widget drawn on its own, as ARGB pixels; on the window's X server when `onServer`
    /// (a pixmap like the one the window's scroller paints into), else in memory.
    @MainActor
    private func pixels(of widget: Widget, onServer: Bool = false) -> [UInt32] {
        let (width, height) = (Int32(widget.allocatedWidth), Int32(widget.allocatedHeight))
        let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        defer { cairo_surface_destroy(image) }
        if onServer, let window = gtk_widget_get_window(widget.pointer),
           let server = gdk_window_create_similar_surface(window, CAIRO_CONTENT_COLOR_ALPHA, width, height) {
            defer { cairo_surface_destroy(server) }
            let drawing = cairo_create(server)
            gtk_widget_draw(widget.pointer, drawing)
            cairo_destroy(drawing)
            let copy = cairo_create(image)
            cairo_set_source_surface(copy, server, 0, 0)
            cairo_paint(copy)
            cairo_destroy(copy)
        } else {
            let drawing = cairo_create(image)
            gtk_widget_draw(widget.pointer, drawing)
            cairo_destroy(drawing)
        }
        cairo_surface_flush(image)
        let stride = Int(cairo_image_surface_get_stride(image))
        let data = cairo_image_surface_get_data(image)!
        return (0..<Int(height)).flatMap { y in
            (0..<Int(width)).map { x in data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee } }
        }
    }

    /// The largest difference of any channel of any pixel.
    private func largestDifference(_ first: [UInt32], _ second: [UInt32]) -> Int {
        XCTAssertEqual(first.count, second.count)
        var largest = 0
        for (one, other) in zip(first, second) {
            for shift in stride(from: UInt32(0), to: 32, by: 8) {
                let difference = abs(Int((one >> shift) & 0xFF) - Int((other >> shift) & 0xFF))
                largest = max(largest, difference)
            }
        }
        return largest
    }

    /// The red, green and blue of the pixel in the middle of the left edge's inside (past the
    /// border and the rounded corners).
    private func inside(_ pixels: [UInt32], width: Int, height: Int) -> (Int, Int, Int) {
        let pixel = pixels[(height / 2) * width + 6]
        return (Int((pixel >> 16) & 0xFF), Int((pixel >> 8) & 0xFF), Int(pixel & 0xFF))
    }

    func testCardsOfOneLookShareAPictureAndDrawAsABox() { onMain {
        let style = CssProvider()
        style.load("""
            .bridge-card { background-color: #3366cc; border: 2px solid #ff8800; border-radius: 12px; }
            .bridge-card.bridge-red { background-color: #cc0000; }
            """)
        style.install(priority: CssProvider.applicationPriority)
        defer { style.uninstall() }
        let window = Window()
        defer { window.destroy() }
        let column = Box(.vertical)
        let first = card("A", classes: ["bridge-card"]), second = card("A", classes: ["bridge-card"])
        let plain = Box(.vertical)
        plain.styleClasses.insert("bridge-card")
        plain.setSizeRequest(width: 120, height: 80)
        plain.packStart(Label("A"))
        for widget in [first, second, plain] { column.packStart(widget) }
        window.add(column)
        window.showAll()
        GtkRuntime.drain(quietPeriod: 0.1)
        let (width, height) = (first.allocatedWidth, first.allocatedHeight)
        XCTAssertEqual(second.allocatedWidth, width)
        // Styled as a box is: a stylesheet's `box.spots-card` rule still reaches it.
        let printed = gtk_style_context_to_string(gtk_widget_get_style_context(first.pointer), GTK_STYLE_CONTEXT_PRINT_NONE)!
        defer { g_free(printed) }
        let node = String(cString: printed)
        XCTAssertTrue(node.hasPrefix("box.") && node.contains(".bridge-card"), node)

        let before = CardBox.pictures
        let firstPixels = pixels(of: first)
        XCTAssertEqual(CardBox.pictures.painted, before.painted + 1, "the first card paints the picture")
        let secondPixels = pixels(of: second)
        XCTAssertEqual(CardBox.pictures.painted, before.painted + 1, "a card of the same look and size paints none")
        XCTAssertEqual(CardBox.pictures.reused, before.reused + 1)
        XCTAssertEqual(firstPixels, secondPixels)
        XCTAssertLessThanOrEqual(largestDifference(firstPixels, pixels(of: plain)), 1, "drawn as GTK's own box with that style")
        let blue = inside(firstPixels, width: width, height: height)
        XCTAssertEqual(blue.2, 0xCC, "\(blue)")

        // A look of its own: a picture of its own.
        // (The window painted its own pictures, for its X surface, meanwhile: counted from here.)
        second.styleClasses.insert("bridge-red")
        GtkRuntime.drain(quietPeriod: 0.1)
        let beforeRed = CardBox.pictures.painted
        let red = inside(pixels(of: second), width: width, height: height)
        XCTAssertEqual(CardBox.pictures.painted, beforeRed + 1)
        XCTAssertEqual(red.0, 0xCC, "\(red)")
        XCTAssertEqual(red.2, 0, "\(red)")
        XCTAssertEqual(inside(pixels(of: first), width: width, height: height).2, 0xCC, "the other card keeps its look")

        // Another size: another picture, drawn as a box of that size.
        first.setSizeRequest(width: 160, height: 90)
        plain.setSizeRequest(width: 160, height: 90)
        GtkRuntime.drain(quietPeriod: 0.1)
        let painted = CardBox.pictures.painted
        XCTAssertLessThanOrEqual(largestDifference(pixels(of: first), pixels(of: plain)), 1)
        XCTAssertEqual(CardBox.pictures.painted, painted + 1)

        // On the X server, as the window draws: the same pixels.
        XCTAssertLessThanOrEqual(largestDifference(pixels(of: first, onServer: true), pixels(of: plain, onServer: true)), 1)
    } }

    /// A stylesheet added after a card was drawn: the card shows the new look from a new picture.
    func testAStylesheetAddedShowsInTheCards() { onMain {
        let window = Window()
        defer { window.destroy() }
        let box = card("B", classes: ["bridge-card"])
        window.add(box)
        window.showAll()
        GtkRuntime.drain(quietPeriod: 0.1)
        let before = CardBox.pictures
        _ = pixels(of: box)
        _ = pixels(of: box)
        XCTAssertEqual(CardBox.pictures.painted, before.painted + 1)
        let style = CssProvider()
        style.load(".bridge-card { background-color: #00aa00; }")
        style.install(priority: CssProvider.applicationPriority)
        defer { style.uninstall() }
        GtkRuntime.drain(quietPeriod: 0.1)
        let painted = CardBox.pictures.painted
        let green = inside(pixels(of: box), width: box.allocatedWidth, height: box.allocatedHeight)
        XCTAssertEqual(CardBox.pictures.painted, painted + 1)
        XCTAssertEqual(green.1, 0xAA, "\(green)")
    } }
}
