import CSpotsGtk
import Foundation
@testable import SpotsApp
import SpotsGtk
import SpotsModel
import XCTest

/// The app window as a user meets it: a good screen, then broken input.
final class ScreenWindowTests: GtkTestCase {
    func testBrokenJSONKeepsTheLastGoodScreenAndSaysWhere() { onMain {
        let window = ScreenWindow(application: nil)
        defer { window.window.destroy() }
        window.present()
        let good = #"{"title": "Inbox", "components": [{"kind": "list", "items": [{"title": "Hello"}]}]}"#
        window.open(data: Data(good.utf8), file: "/tmp/inbox.json", location: ResourceLocation())
        GtkRuntime.drain()
        XCTAssertEqual(window.title, "Inbox")
        XCTAssertEqual(window.visiblePage, "screen")
        XCTAssertFalse(window.isErrorBarRevealed)
        let rowBefore = window.controller.components[0].cells[0].container.pointer

        let broken = "{\n  \"components\": [\n    {\"kind\": \"list\" \"items\": []}\n  ]\n}"
        window.open(data: Data(broken.utf8), file: "/tmp/inbox.json", location: ResourceLocation())
        GtkRuntime.drain()
        XCTAssertTrue(window.isErrorBarRevealed, "the error shows in the bar")
        XCTAssertEqual(window.visiblePage, "screen", "the last good screen stays")
        let message = window.errorMessage ?? ""
        XCTAssertTrue(message.hasPrefix("/tmp/inbox.json:3:"), message)
        XCTAssertEqual(window.controller.components[0].cells[0].item.title, "Hello")
        XCTAssertEqual(window.controller.components[0].cells[0].container.pointer, rowBefore, "nothing was rebuilt")

        window.open(data: Data(good.utf8), file: "/tmp/inbox.json", location: ResourceLocation())
        GtkRuntime.drain()
        XCTAssertFalse(window.isErrorBarRevealed, "fixing the file clears the error")
        XCTAssertNil(window.errorMessage)
    } }

    func testUnreadableFileWithNothingToKeepShowsAStatusPage() { onMain {
        let window = ScreenWindow(application: nil)
        defer { window.window.destroy() }
        window.open(path: "/nonexistent/screen.json")
        window.present()
        GtkRuntime.drain()
        XCTAssertEqual(window.visiblePage, "status", "never an empty window")
        XCTAssertTrue(window.errorMessage?.contains("/nonexistent/screen.json") ?? false)
        XCTAssertTrue(window.errorMessage?.contains("no such file") ?? false)
    } }

    /// A root-level typo leaves no components: the window says so and shows the problem, and the
    /// saved fix shows the screen (issue 26: a blank window with only a badge).
    func testAScreenWithoutComponentsShowsAnEmptyStateThatSaysWhy() { onMain {
        let folder = TemporaryFolder()
        let path = folder.write("{\n  \"title\": \"Typo\",\n  \"componets\": [{\"items\": [{\"title\": \"A\"}]}]\n}\n", to: "typo.json")
        let window = ScreenWindow(application: nil)
        defer { window.window.destroy() }
        window.present()
        window.open(path: path)
        GtkRuntime.drain()
        XCTAssertEqual(window.visiblePage, "status", "not a blank screen")
        XCTAssertEqual(window.title, "Typo")
        let texts = labels(in: window.statusPage.page.pointer)
        XCTAssertTrue(texts.contains("This screen has no components"), "\(texts)")
        XCTAssertTrue(texts.contains { $0.contains(#"unknown key "componets" in the screen (kept in its meta); did you mean "components"? — typo.json:3:3"#) },
                      "the problem that explains it: \(texts)")
        XCTAssertFalse(window.isErrorBarRevealed, "a warning, not an error")
        XCTAssertEqual(window.problemsButtonName, "Problems, 1")

        folder.write(#"{"title": "Typo", "components": [{"items": [{"title": "A"}]}]}"#, to: "typo.json")
        XCTAssertTrue(GtkRuntime.run(until: { window.visiblePage == "screen" }, timeout: 5), "the saved fix shows the screen")
        XCTAssertEqual(window.controller.components.first?.cells.first?.item.title, "A")

        folder.write(#"{"components": []}"#, to: "typo.json")
        XCTAssertTrue(GtkRuntime.run(until: { window.visiblePage == "status" }, timeout: 5))
        XCTAssertTrue(labels(in: window.statusPage.page.pointer).contains { $0.contains(#"Its "components" list is empty"#) })
    } }

    func testDemoScreenOpensWithItsTitleAndImages() { onMain {
        let window = ScreenWindow(application: nil)
        defer { window.window.destroy() }
        window.openDemo()
        window.present()
        GtkRuntime.drain()
        XCTAssertEqual(window.title, "Discover")
        let kinds = window.controller.components.map(\.model.kind)
        XCTAssertTrue(kinds.contains(.carousel) && kinds.contains(.grid) && kinds.contains(.list))
        let cells = window.controller.components.flatMap(\.cells)
        let placeholders = cells.compactMap { $0.view as? DefaultItemView }.filter(\.showsImagePlaceholder)
        XCTAssertTrue(placeholders.isEmpty, "every demo image is compiled in and decodes")
        XCTAssertTrue(cells.contains { !$0.children.isEmpty }, "the demo shows a nested composition")
    } }

    func testMainMenuHasAnAccessibleName() { onMain {
        let window = ScreenWindow(application: nil)
        defer { window.window.destroy() }
        window.present()
        GtkRuntime.drain()
        let titlebar = gtk_window_get_titlebar(spots_window(window.window.pointer))!
        let names = Gtk.allChildren(of: titlebar).compactMap { Gtk.accessibleName(of: $0) }
        XCTAssertTrue(names.contains("Main Menu"), "\(names)")
    } }
}
