import CSpotsGtk
import Foundation
@testable import SpotsApp
@testable import SpotsGtk
import SpotsModel
import XCTest

/// Infinite scrolling appends pages whose data-bound components bind as the screen's do: each
/// element through its component's template, reading the screen's variables, and a `set` from a
/// row of an appended page reaches every row that reads the variable.
final class PagedDataBindingTests: GtkTestCase {
    @MainActor
    private func titles(_ window: ScreenWindow, component: Int) -> [String] {
        guard window.controller.components.indices.contains(component) else { return [] }
        let shown = window.controller.components[component]
        return (0..<shown.model.items.count).compactMap { shown.realisedCell(at: $0)?.item.title }
    }

    @MainActor
    private func subtitles(_ window: ScreenWindow, component: Int) -> [String] {
        guard window.controller.components.indices.contains(component) else { return [] }
        let shown = window.controller.components[component]
        return (0..<shown.model.items.count).compactMap { shown.realisedCell(at: $0)?.item.subtitle }
    }

    private static func page(_ fruits: [String], next: String?) -> String {
        let elements = fruits.map { #"{"id": "\#($0.lowercased())", "name": "\#($0)"}"# }.joined(separator: ", ")
        let pagination = next.map { #""pagination": {"next": "\#($0)"}, "# } ?? ""
        // Each page declares what it reads, for `spots validate`; shown, the screen's values win.
        return #"{"variables": {"picked": "none"}, \#(pagination)"components": [{"data": [\#(elements)], "template": {"#
            + #""title": "${it.name} (${index})", "subtitle": "${picked == it.name ? 'picked' : ''}", "#
            + #""action": {"set": {"picked": "${it.name}"}}}}]}"#
    }

    func testAnAppendedPagesElementsBindThroughTheirTemplateAndFollowTheScreensVariables() { onMain {
        let folder = TemporaryFolder("spots-paged-data")
        folder.write(Self.page(["Cherry", "Date"], next: nil), to: "page-2.json")
        let first = Self.page(["Apple", "Banana"], next: "page-2.json")
            .replacingOccurrences(of: #""components": ["#, with: #""components": [{"items": [{"title": "Picked: ${picked}"}]}, "#)
        let path = folder.write(first, to: "screen.json")
        let window = ScreenWindow(application: nil)
        window.window.setDefaultSize(width: 600, height: 800)
        window.present()
        defer { window.window.destroy() }
        window.open(path: path)
        XCTAssertTrue(GtkRuntime.run(until: { window.controller.components.count == 3 }, timeout: 5), "the short screen loads the next page")
        GtkRuntime.drain()
        XCTAssertEqual(titles(window, component: 1), ["Apple (0)", "Banana (1)"])
        XCTAssertEqual(titles(window, component: 2), ["Cherry (0)", "Date (1)"], "the appended elements are bound")
        XCTAssertEqual(window.session.problems, [])

        // Enter on an appended row writes the screen's variable; every row reading it follows.
        window.controller.focus(ReadingPosition((2, 1)))
        GtkRuntime.drain()
        pressKey(GDK_KEY_Return, in: window.window.pointer)
        GtkRuntime.drain()
        XCTAssertEqual(window.session.variables["picked"], .string("Date"))
        XCTAssertEqual(titles(window, component: 0), ["Picked: Date"])
        XCTAssertEqual(subtitles(window, component: 2), ["", "picked"])

        window.controller.focus(ReadingPosition((1, 0)))
        GtkRuntime.drain()
        pressKey(GDK_KEY_Return, in: window.window.pointer)
        GtkRuntime.drain()
        XCTAssertEqual(subtitles(window, component: 1), ["picked", ""])
        XCTAssertEqual(subtitles(window, component: 2), ["", ""], "the appended page is presented again")
        XCTAssertEqual(window.controller.focusedPosition, ReadingPosition((1, 0)), "the focus stays on the row activated")
    } }

    func testABindingProblemOfAnAppendedPageIsListedAtItsFile() { onMain {
        let folder = TemporaryFolder("spots-paged-data-problem")
        folder.write(#"{"components": [{"data": [{"id": 1, "name": "Kiwi"}], "template": {"title": "${it.nmae}"}}]}"#, to: "page-2.json")
        let path = folder.write(#"{"pagination": {"next": "page-2.json"}, "components": [{"items": [{"title": "One"}]}]}"#, to: "screen.json")
        let window = ScreenWindow(application: nil)
        window.window.setDefaultSize(width: 600, height: 800)
        window.present()
        defer { window.window.destroy() }
        window.open(path: path)
        XCTAssertTrue(GtkRuntime.run(until: { window.controller.components.count == 2 }, timeout: 5))
        XCTAssertTrue(GtkRuntime.run(until: { !window.session.problems.isEmpty }, timeout: 5))
        XCTAssertEqual(titles(window, component: 1), [""], "a failed expression is empty text")
        let page = folder.url.appendingPathComponent("page-2.json").path
        XCTAssertTrue(window.session.problems.contains { $0.file == page && $0.line == 1 && $0.path == "components[0].template.title" },
                      "\(window.session.problems.map(\.description))")
    } }
}
