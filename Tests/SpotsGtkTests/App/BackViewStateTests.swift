import CSpotsGtk
import CSpotsShim
import Foundation
@testable import SpotsApp
@testable import SpotsGtk
import SpotsModel
import XCTest

/// Back returns to the screen as the reader left it: the item that had the focus, the carousel's
/// own scroll and the screen's scroll (issue 26: Enter on the third card, then Alt+Left, focused
/// a grid item, reset the carousel to its start and cut the header off). Driven with key presses
/// as GTK delivers them from the keyboard.
final class BackViewStateTests: GtkTestCase {
    @MainActor
    private func home(_ folder: TemporaryFolder) -> String {
        let cards = (1...6).map { #"{"title": "Card \#($0)", "subtitle": "A trip", "action": "open:details.json"}"# }
        let tiles = (1...30).map { #"{"title": "Tile \#($0)"}"# }
        let rows = (1...6).map { #"{"title": "Row \#($0)"}"# }
        folder.write(#"{"title": "Details", "components": [{"items": [{"title": "Inside"}, {"title": "Also inside"}]}]}"#, to: "details.json")
        return folder.write("""
        {"title": "Home", "components": [
          {"kind": "list", "header": {"title": "Top"}, "items": [\(rows.joined(separator: ", "))]},
          {"kind": "carousel", "header": {"title": "Featured"}, "layout": {"span": 2, "item-spacing": 12,
           "inset": {"left": 16, "right": 16}}, "items": [\(cards.joined(separator: ", "))]},
          {"kind": "grid", "header": {"title": "More"}, "layout": {"span": 3}, "items": [\(tiles.joined(separator: ", "))]}
        ]}
        """, to: "home.json")
    }

    @MainActor
    private func focusedTitle(_ window: ScreenWindow) -> String? {
        guard let position = window.controller.focusedPosition,
              let step = position.steps.first else { return nil }
        return window.controller.components[step.component].item(at: step.item)?.title
    }

    @MainActor
    private func carouselPosition(_ window: ScreenWindow) -> Double {
        window.controller.components[1].scroller?.hadjustment.value ?? -1
    }

    func testBackReturnsToTheCardTheCarouselAndTheScrollAsTheyWere() { onMain {
        let folder = TemporaryFolder()
        let path = home(folder)
        let window = ScreenWindow(application: nil)
        defer { window.window.destroy() }
        window.window.setDefaultSize(width: 480, height: 360)
        window.present()
        window.open(path: path)
        GtkRuntime.drain()
        let toplevel = window.window.pointer

        // The first card, then Right twice: the third card, the carousel scrolled to it.
        window.controller.focus(ReadingPosition((1, 0)))
        GtkRuntime.drain()
        XCTAssertEqual(focusedTitle(window), "Card 1")
        pressKey(GDK_KEY_Right, in: toplevel)
        pressKey(GDK_KEY_Right, in: toplevel)
        XCTAssertEqual(focusedTitle(window), "Card 3")
        let carousel = carouselPosition(window)
        XCTAssertGreaterThan(carousel, 0, "the carousel scrolled to its third card")
        let scroll = window.controller.scrollPosition.value
        XCTAssertGreaterThan(scroll, 0, "the screen scrolled to show the card (its header above is out of view)")

        pressKey(GDK_KEY_Return, in: toplevel)
        XCTAssertEqual(window.title, "Details")
        XCTAssertEqual(focusedTitle(window), "Inside", "the focus goes on to the new screen's first item, not nowhere")

        pressKey(GDK_KEY_Left, GDK_MOD1_MASK, in: toplevel)
        XCTAssertEqual(window.title, "Home")
        let settled = GtkRuntime.run(until: {
            self.focusedTitle(window) == "Card 3" && abs(self.carouselPosition(window) - carousel) < 1
                && abs(window.controller.scrollPosition.value - scroll) < 1
        }, timeout: 3)
        GtkRuntime.drain()
        XCTAssertTrue(settled, "focused \(focusedTitle(window) ?? "nothing"), carousel at \(carouselPosition(window)) "
                      + "(was \(carousel)), screen at \(window.controller.scrollPosition.value) (was \(scroll))")
        XCTAssertEqual(focusedTitle(window), "Card 3", "Back returns the focus to the card")
        XCTAssertEqual(carouselPosition(window), carousel, accuracy: 1, "the carousel as it was")
        XCTAssertEqual(window.controller.scrollPosition.value, scroll, accuracy: 1, "the screen's scroll as it was")

        // Right goes on from the card Back returned to.
        pressKey(GDK_KEY_Right, in: toplevel)
        XCTAssertEqual(focusedTitle(window), "Card 4")

        // Forward returns to Details as Back left it, focus included.
        pressKey(GDK_KEY_Return, in: toplevel)
        pressKey(GDK_KEY_Down, in: toplevel)
        XCTAssertEqual(focusedTitle(window), "Also inside")
        pressKey(GDK_KEY_Left, GDK_MOD1_MASK, in: toplevel)
        XCTAssertTrue(GtkRuntime.run(until: { self.focusedTitle(window) == "Card 4" }, timeout: 3), "\(focusedTitle(window) ?? "nothing")")
        pressKey(GDK_KEY_Right, GDK_MOD1_MASK, in: toplevel)
        XCTAssertEqual(window.title, "Details")
        XCTAssertTrue(GtkRuntime.run(until: { self.focusedTitle(window) == "Also inside" }, timeout: 3),
                      "Forward returns to the item: \(focusedTitle(window) ?? "nothing")")
    } }

    /// Scrolled down the screen, with the focus on nothing (a pointer user), Back keeps the
    /// scroll and takes the focus nowhere it was not.
    func testBackWithoutAFocusedItemRestoresTheScrollOnly() { onMain {
        let folder = TemporaryFolder()
        let path = home(folder)
        let window = ScreenWindow(application: nil)
        defer { window.window.destroy() }
        window.window.setDefaultSize(width: 480, height: 400)
        window.present()
        window.open(path: path)
        GtkRuntime.drain()
        gtk_window_set_focus(spots_window(window.window.pointer), nil)
        window.controller.scrollProgrammatically(to: 200)
        GtkRuntime.drain()
        let scroll = window.controller.scrollPosition.value
        XCTAssertGreaterThan(scroll, 100)
        window.navigate(to: .file(folder.path("details.json")))
        window.goBack()
        XCTAssertTrue(GtkRuntime.run(until: { abs(window.controller.scrollPosition.value - scroll) < 1 }, timeout: 3))
        GtkRuntime.drain()
        XCTAssertEqual(window.controller.scrollPosition.value, scroll, accuracy: 1)
        XCTAssertNil(window.controller.focusedPosition, "no item was focused, none is now")
    } }
}
