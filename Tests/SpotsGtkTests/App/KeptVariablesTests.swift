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
