import CSpotsGtk
import Foundation
@testable import SpotsApp
@testable import SpotsGtk
import SpotsModel
import XCTest

/// What a reader sets outlives the window: closed and opened again, the screen shows the values
/// they left, except a variable whose declared value the author changed meanwhile.
final class KeptVariablesTests: GtkTestCase {
    @MainActor
    private func open(_ path: String) -> ScreenWindow {
        let window = ScreenWindow(application: nil)
        window.window.setDefaultSize(width: 600, height: 500)
        window.present()
        window.open(path: path)
        GtkRuntime.drain()
        return window
    }

    @MainActor
    private func shownTitles(_ window: ScreenWindow) -> [String] {
        guard let shown = window.controller.components.first else { return [] }
        return (0..<shown.model.items.count).compactMap { shown.realisedCell(at: $0)?.item.title }
    }

    @MainActor
    private func press(_ window: ScreenWindow, item: Int, times: Int) {
        window.controller.focus(ReadingPosition((0, item)))
        GtkRuntime.drain()
        for _ in 0..<times {
            pressKey(GDK_KEY_Return, in: window.window.pointer)
            GtkRuntime.drain()
        }
    }

    @MainActor
    private func closeAndWait(_ window: ScreenWindow) {
        var closed = false
        window.onClose = { closed = true }
        window.close()
        XCTAssertTrue(GtkRuntime.run(until: { closed }, timeout: 2), "the window closes")
    }

    private static func screen(countDeclared: Int) -> String {
        #"""
        {"variables": {"count": \#(countDeclared), "name": "Ana"}, "components": [{"items": [
          {"title": "Count: ${count}"}, {"title": "Hello, ${name}"},
          {"title": "Add one", "action": {"set": {"count": "${count + 1}"}}},
          {"title": "Rename", "action": {"set": {"name": "Bea"}}}]}]}
        """#
    }

    /// A long counter: row 0 shows the count, every other row adds one and opens nothing.
    private static func longScreen(rows: Int) -> String {
        let items = (1...rows).map { row in
            row == 100 ? #"{"title": "Elsewhere", "action": "open:other.json"}"#
                : #"{"title": "Row \#(row)", "subtitle": "${count}", "action": {"set": {"count": "${count + 1}"}}}"#
        }
        return #"{"variables": {"count": 0}, "components": [{"items": [{"title": "Count: ${count}"}, "#
            + items.joined(separator: ", ") + "]}]}"
    }

    @MainActor
    private func focusedTitle(_ window: ScreenWindow) -> String? {
        guard let step = window.controller.focusedPosition?.steps.first else { return nil }
        return window.controller.components[step.component].item(at: step.item)?.title
    }

    func testTheScrollAndTheFocusedRowComeBackWithTheValuesOnReopening() { onMain {
        let cacheHome = TemporaryFolder("spots-kept-scroll-cache")
        setenv("XDG_CACHE_HOME", cacheHome.url.path, 1)
        defer { unsetenv("XDG_CACHE_HOME") }
        let folder = TemporaryFolder("spots-kept-scroll")
        let path = folder.write(Self.longScreen(rows: 150), to: "long.json")

        let first = open(path)
        press(first, item: 120, times: 3)
        let scroll = first.controller.scrollPosition.value
        XCTAssertGreaterThan(scroll, 1000, "row 120 is far down")
        XCTAssertEqual(focusedTitle(first), "Row 120")
        closeAndWait(first)

        let second = open(path)
        defer { second.window.destroy() }
        let restored = GtkRuntime.run(until: { abs(second.controller.scrollPosition.value - scroll) < 1 && self.focusedTitle(second) == "Row 120" },
                                      timeout: 3)
        GtkRuntime.drain()
        XCTAssertTrue(restored, "at \(second.controller.scrollPosition.value) (was \(scroll)), focus on \(focusedTitle(second) ?? "nothing")")
        XCTAssertEqual(second.session.variables["count"], .number(3), "the values come back with the place")
        XCTAssertEqual(second.controller.components[0].realisedCell(at: 120)?.item.subtitle, "3")
        pressKey(GDK_KEY_Return, in: second.window.pointer)
        GtkRuntime.drain()
        XCTAssertEqual(second.session.variables["count"], .number(4), "Enter acts on the row that has the focus again")
    } }

    func testBackAndForwardKeepTheValuesAndTheScrollOfEachScreen() { onMain {
        let folder = TemporaryFolder("spots-kept-back")
        folder.write(#"{"variables": {"seen": false}, "components": [{"items": [{"title": "Seen: ${seen}", "action": {"set": {"seen": true}}}]}]}"#,
                     to: "other.json")
        let path = folder.write(Self.longScreen(rows: 150), to: "long.json")
        let window = open(path)
        defer { window.window.destroy() }
        let toplevel = window.window.pointer
        press(window, item: 99, times: 2)
        // The next row opens the other screen.
        window.controller.focus(ReadingPosition((0, 100)))
        GtkRuntime.drain()
        let scroll = window.controller.scrollPosition.value
        XCTAssertGreaterThan(scroll, 1000)
        pressKey(GDK_KEY_Return, in: toplevel)
        GtkRuntime.drain()
        XCTAssertEqual(window.controller.components[0].realisedCell(at: 0)?.item.title, "Seen: false")
        press(window, item: 0, times: 1)
        XCTAssertEqual(window.controller.components[0].realisedCell(at: 0)?.item.title, "Seen: true")

        pressKey(GDK_KEY_Left, GDK_MOD1_MASK, in: toplevel)
        XCTAssertTrue(GtkRuntime.run(until: { abs(window.controller.scrollPosition.value - scroll) < 1 }, timeout: 3),
                      "Back: at \(window.controller.scrollPosition.value) (was \(scroll))")
        XCTAssertEqual(window.session.variables["count"], .number(2))
        XCTAssertEqual(window.controller.components[0].realisedCell(at: 99)?.item.subtitle, "2")

        pressKey(GDK_KEY_Right, GDK_MOD1_MASK, in: toplevel)
        GtkRuntime.drain()
        XCTAssertEqual(window.session.variables["seen"], .bool(true), "Forward returns to the values left there")
        XCTAssertEqual(window.controller.components[0].realisedCell(at: 0)?.item.title, "Seen: true")
    } }

    func testValuesSetSurviveClosingAndReopeningUnlessTheAuthorChangedTheirDeclaration() { onMain {
        let cacheHome = TemporaryFolder("spots-kept-cache")
        setenv("XDG_CACHE_HOME", cacheHome.url.path, 1)
        defer { unsetenv("XDG_CACHE_HOME") }
        let folder = TemporaryFolder("spots-kept")
        let path = folder.write(Self.screen(countDeclared: 0), to: "counter.json")

        let first = open(path)
        press(first, item: 2, times: 2)
        press(first, item: 3, times: 1)
        XCTAssertEqual(Array(shownTitles(first).prefix(2)), ["Count: 2", "Hello, Bea"])
        closeAndWait(first)

        let second = open(path)
        XCTAssertEqual(Array(shownTitles(second).prefix(2)), ["Count: 2", "Hello, Bea"], "the values the reader left")
        closeAndWait(second)

        // The author changed count's declared value: it starts from it; name was not changed and stays.
        folder.write(Self.screen(countDeclared: 10), to: "counter.json")
        let third = open(path)
        defer { third.window.destroy() }
        XCTAssertEqual(Array(shownTitles(third).prefix(2)), ["Count: 10", "Hello, Bea"])
        XCTAssertNil(third.errorMessage)
    } }
}
