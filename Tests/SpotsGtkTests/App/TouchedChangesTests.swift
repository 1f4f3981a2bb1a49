import Foundation
@testable import SpotsApp
@testable import SpotsGtk
import SpotsModel
import XCTest

/// A `set` action and a patch tell the window which components they touched, and the window
/// diffs only those (a patch only the items it changed). What the window then shows must be
/// what a full reload of the session's screen shows: the models and the realised rows.
final class TouchedChangesTests: GtkTestCase {
    private static let screen = """
        {"variables": {"count": 0},
         "components": [
           {"identifier": "counter", "items": [{"identifier": "count", "title": "Count: ${count}"}]},
           {"identifier": "list", "items": [\((0..<300).map { #"{"identifier": "item-\#($0)", "title": "Item \#($0)"}"# }.joined(separator: ","))]},
           {"identifier": "more", "visible-if": "${count < 3}", "items": [{"title": "Fewer than three"}]},
           {"identifier": "tail", "items": [{"identifier": "last", "title": "Clicked ${count} times"}]}
         ]}
        """

    @MainActor
    private func realised(_ window: ScreenWindow) -> [[Int: Item]] {
        window.controller.components.map { component in
            var shown: [Int: Item] = [:]
            for index in 0..<component.itemCount {
                if let cell = component.realisedCell(at: index) { shown[index] = cell.item }
            }
            return shown
        }
    }

    /// The window as the fast path left it equals the session's models and, after a full
    /// reload of them, the same models and realised rows.
    @MainActor
    private func assertMatchesFullReload(_ window: ScreenWindow, _ step: String, line: UInt = #line) {
        GtkRuntime.drain()
        let fast = window.controller.components.map(\.model)
        let fastRows = realised(window)
        XCTAssertEqual(fast, window.session.models, "\(step): the window shows the session's models", line: line)
        window.controller.reload(window.session.models)
        GtkRuntime.drain()
        XCTAssertEqual(window.controller.components.map(\.model), fast, "\(step): a full reload shows the same", line: line)
        let fullRows = realised(window)
        XCTAssertEqual(fullRows.count, fastRows.count, step, line: line)
        for (component, rows) in fullRows.enumerated() where component < fastRows.count {
            XCTAssertFalse(rows.isEmpty && !fastRows[component].isEmpty, "\(step): component \(component) realised", line: line)
            for (index, item) in rows {
                guard let shown = fastRows[component][index] else { continue }
                XCTAssertEqual(shown, item, "\(step): component \(component) row \(index)", line: line)
            }
        }
    }

    func testSetsAndPatchesShowWhatAFullReloadShows() { onMain {
        let folder = TemporaryFolder("spots-touched")
        let path = folder.write(Self.screen, to: "screen.json")
        let window = ScreenWindow(application: nil)
        window.window.setDefaultSize(width: 600, height: 700)
        window.present()
        defer { window.window.destroy() }
        window.open(path: path)
        GtkRuntime.drain()
        XCTAssertEqual(window.controller.components.count, 4)

        window.session.perform(["count": .string("${count + 1}")])
        // The two components that read count change; the one row on screen is reconfigured.
        XCTAssertEqual(window.controller.lastUpdate.componentsUpdated, 2, "\(window.controller.lastUpdate)")
        XCTAssertEqual(window.controller.lastUpdate.reconfigured, 1, "\(window.controller.lastUpdate)")
        assertMatchesFullReload(window, "set")

        @MainActor func patch(_ json: String) {
            let problem = window.session.applyPatch(Data(json.utf8), file: folder.path("patch.json"))
            XCTAssertNil(problem)
        }
        patch(#"{"patch": [{"identifier": "item-3", "item": {"title": "Patched 3"}}]}"#)
        XCTAssertEqual(window.controller.lastUpdate.reconfigured, 1, "\(window.controller.lastUpdate)")
        assertMatchesFullReload(window, "item patch")
        // The second patch finds the window's and the session's items apart: each changes its own.
        patch(#"{"patch": [{"identifier": "item-5", "item": {"title": "Patched 5", "subtitle": "again"}}]}"#)
        assertMatchesFullReload(window, "second item patch")
        patch(#"{"patch": [{"insert-after": "item-1", "items": [{"identifier": "new-a", "title": "New A"}, {"identifier": "new-b", "title": "New B"}]}]}"#)
        XCTAssertEqual(window.controller.lastUpdate.created, 2, "\(window.controller.lastUpdate)")
        assertMatchesFullReload(window, "insert-after")
        patch(#"{"patch": [{"remove": "item-2"}, {"identifier": "item-299", "item": {"title": "Last one"}}]}"#)
        assertMatchesFullReload(window, "remove and a far item")
        patch(#"{"patch": [{"identifier": "list", "items": [{"identifier": "only", "title": "Only"}]}]}"#)
        assertMatchesFullReload(window, "a component's items replaced")

        // After the patches, more sets: the counter twice, then a component hides.
        window.session.perform(["count": .string("${count + 1}")])
        assertMatchesFullReload(window, "set after patches")
        window.session.perform(["count": .string("${count + 1}")])
        XCTAssertEqual(window.controller.components.count, 3, "visible-if hid a component")
        assertMatchesFullReload(window, "set that hides a component")
        patch(#"{"patch": [{"remove": "more"}, {"identifier": "last", "item": {"title": "Tail ${count}"}}], "variables": {"count": 10}}"#)
        assertMatchesFullReload(window, "component removed, variables patched")
        XCTAssertEqual(window.controller.components.last?.model.items.first?.title, "Tail 10")
    } }

    func testAFailedPatchLeavesTheWindowAndTheScreenAsTheyWere() { onMain {
        let folder = TemporaryFolder("spots-touched")
        let path = folder.write(Self.screen, to: "screen.json")
        let window = ScreenWindow(application: nil)
        window.window.setDefaultSize(width: 600, height: 700)
        window.present()
        defer { window.window.destroy() }
        window.open(path: path)
        GtkRuntime.drain()
        let before = window.session.current?.screen
        let models = window.session.models
        let failed = window.session.applyPatch(Data(#"{"patch": [{"identifier": "item-3", "item": {"title": "Changed"}}, {"remove": "item-4"}, {"remove": "missing"}]}"#.utf8),
                                               file: folder.path("bad.json"))
        XCTAssertNotNil(failed)
        XCTAssertEqual(window.session.current?.screen, before, "the changes before the failing one are undone")
        XCTAssertEqual(window.session.models, models)
        assertMatchesFullReload(window, "failed patch")
        let problem = window.session.applyPatch(Data(#"{"patch": [{"identifier": "item-3", "item": {"title": "Changed"}}]}"#.utf8),
                                                file: folder.path("good.json"))
        XCTAssertNil(problem)
        assertMatchesFullReload(window, "patch after a failed one")
    } }
}
