import CSpotsGtk
import Foundation
@testable import SpotsApp
import SpotsGtk
import SpotsModel
import XCTest

/// Back as a user meets it: the previous screen as it was, nothing when there is nowhere to go.
final class NavigationTests: GtkTestCase {
    @MainActor
    private func longHome(_ folder: TemporaryFolder, title: String = "Home") -> String {
        let items = (0..<120).map { #"{"title": "Row \#($0)", "action": "open:details.json"}"# }.joined(separator: ", ")
        folder.write(#"{"title": "Details", "components": [{"items": [{"title": "Inside"}]}]}"#, to: "details.json")
        return folder.write(#"{"title": "\#(title)", "components": [{"kind": "list", "items": [\#(items)]}]}"#, to: "home.json")
    }

    @MainActor
    private func scroll(_ window: ScreenWindow) -> Double {
        window.controller.verticalAdjustment.map { gtk_adjustment_get_value($0) } ?? -1
    }

    func testBackRestoresTheScreenAndItsScrollWithoutReadingAnUnchangedFile() { onMain {
        let folder = TemporaryFolder()
        let path = longHome(folder)
        let window = ScreenWindow(application: nil)
        defer { window.window.destroy() }
        window.window.setDefaultSize(width: 500, height: 400)
        window.present()
        window.open(path: path)
        GtkRuntime.drain()
        XCTAssertFalse(window.isBackEnabled, "nothing to go back to")
        window.controller.scrollProgrammatically(to: 900)
        GtkRuntime.drain()
        let before = scroll(window)
        XCTAssertGreaterThan(before, 500, "the screen scrolled")
        let reads = window.screenReadCount

        // As a row on screen would (activating a row code-side first scrolls it into view).
        window.navigate(to: .file(folder.path("details.json")))
        XCTAssertEqual(window.title, "Details")
        XCTAssertTrue(window.isBackEnabled)
        window.goBack()
        XCTAssertEqual(window.title, "Home")
        XCTAssertEqual(window.screenReadCount, reads + 1, "only Details was read; Home came back as it was")
        let restored = GtkRuntime.run(until: { abs(self.scroll(window) - before) < 1 }, timeout: 3)
        XCTAssertTrue(restored, "scroll \(scroll(window)), expected \(before)")
        XCTAssertFalse(window.isBackEnabled)

        // A second click of a double-click: Back is still there, greyed out, and does nothing.
        window.goBack()
        XCTAssertEqual(window.title, "Home")
        XCTAssertFalse(window.isFileChooserOpen, "no file chooser")
    } }

    func testBackReadsAFileThatChangedMeanwhile() { onMain {
        let folder = TemporaryFolder()
        let path = longHome(folder)
        let window = ScreenWindow(application: nil)
        defer { window.window.destroy() }
        window.present()
        window.open(path: path)
        gtk_widget_activate(window.controller.components[0].cells[0].container.pointer)
        XCTAssertEqual(window.title, "Details")
        _ = longHome(folder, title: "Home, edited")
        window.goBack()
        XCTAssertEqual(window.title, "Home, edited")
    } }

    func testOneFileChooserAtATime() { onMain {
        let window = ScreenWindow(application: nil)
        defer { window.window.destroy() }
        window.present()
        window.chooseFile()
        let first = window.fileChooserIdentity
        XCTAssertNotNil(first)
        XCTAssertTrue(window.handleKeyForTesting(KeyEvent(keyval: Key.o, modifiers: .control)))
        XCTAssertEqual(window.fileChooserIdentity, first, "the open chooser stays the only one")
        window.cancelFileChooser()
        XCTAssertFalse(window.isFileChooserOpen)
    } }
}
