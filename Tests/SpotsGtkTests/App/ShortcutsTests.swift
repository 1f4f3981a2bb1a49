import Foundation
@testable import SpotsApp
import SpotsGtk
import SpotsModel
import XCTest

/// GNOME's window conventions: the Keyboard Shortcuts window lists what the window handles,
/// F10, Ctrl+W, and Alt+Right after Back.
final class ShortcutsTests: GtkTestCase {
    /// Every shortcut the list says the window answers is answered (so the list cannot lie).
    func testEveryListedWindowShortcutIsHandled() { onMain {
        let screen = ScreenWindow(application: nil)
        defer { screen.window.destroy() }
        screen.present()
        screen.openDemo()
        GtkRuntime.drain()
        let windowShortcuts = AppShortcuts.groups.flatMap(\.shortcuts).filter { $0.handler == .window }
        XCTAssertEqual(windowShortcuts.count, 9)
        var closed = false
        screen.window.onDestroy { closed = true }
        // Ctrl+W last: it closes the window.
        for shortcut in windowShortcuts.sorted(by: { _, second in second.accelerator == "<Primary>w" }) {
            for accelerator in shortcut.accelerator.split(separator: " ") {
                guard let key = Accelerator.parse(String(accelerator)) else {
                    XCTFail("\(accelerator) does not parse")
                    continue
                }
                XCTAssertTrue(screen.handleKeyForTesting(key), "\(shortcut.title): \(accelerator) is listed but not handled")
                if screen.isFileChooserOpen { screen.cancelFileChooser() }
                GtkRuntime.drain(quietPeriod: 0.01)
            }
        }
        XCTAssertTrue(closed, "Ctrl+W closed the window")
        XCTAssertFalse(screen.shortcutsWindowForTesting?.isVisible ?? false, "the modal shortcuts window went with it")
    } }

    func testCtrlQuestionOpensTheShortcutsWindowWithEveryShortcut() { onMain {
        let screen = ScreenWindow(application: nil)
        defer { screen.window.destroy() }
        screen.present()
        GtkRuntime.drain()
        XCTAssertFalse(screen.isShowingShortcuts)
        XCTAssertTrue(screen.handleKeyForTesting(KeyEvent(keyval: Key.question, modifiers: [.control, .shift])))
        GtkRuntime.drain()
        XCTAssertTrue(screen.isShowingShortcuts)
        let window = try! XCTUnwrap(screen.shortcutsWindowForTesting)
        XCTAssertEqual(window.typeName, "GtkShortcutsWindow")
        XCTAssertEqual(window.title, "Keyboard Shortcuts")
        let shown = Set(labels(in: window.pointer))
        for shortcut in AppShortcuts.groups.flatMap(\.shortcuts) {
            XCTAssertTrue(shown.contains(shortcut.title), "\(shortcut.title) is not in the shortcuts window")
        }
        // Keys read as on their caps, not as GTK's keysym names.
        XCTAssertTrue(shown.isSuperset(of: ["Page Up", "Page Down"]))
        XCTAssertEqual(shown.filter { $0.contains("_") }, [])
        // A second Ctrl+? brings the same window forward instead of opening another.
        screen.showShortcuts()
        XCTAssertTrue(screen.shortcutsWindowForTesting?.isSame(as: window) ?? false)
        // Closed as its close button or Escape would: hidden, and the same window comes back.
        window.close()
        GtkRuntime.drain()
        XCTAssertFalse(screen.isShowingShortcuts)
        screen.showShortcuts()
        GtkRuntime.drain()
        XCTAssertTrue(screen.isShowingShortcuts)
        XCTAssertTrue(screen.shortcutsWindowForTesting?.isSame(as: window) ?? false)
        window.close()
    } }

    /// GTK 3 leaves a destroyed GtkShortcutsWindow's style nodes behind, and each stylesheet
    /// added for the whole screen afterwards (a carousel's first, a screen's theme) then logged
    /// a Gtk-CRITICAL per node. Closing the window hides it, so nothing is left behind.
    func testClosingTheShortcutsWindowLeavesNothingThatALaterStylesheetTripsOver() { onMain {
        let screen = ScreenWindow(application: nil)
        screen.present()
        screen.showShortcuts()
        GtkRuntime.drain()
        screen.shortcutsWindowForTesting?.close()
        GtkRuntime.drain()
        screen.window.destroy()
        GtkRuntime.drain()
        let stylesheet = CssProvider()
        stylesheet.load(".spots-shortcuts-test { color: red; }")
        let messages = LogMessages.counting(domain: "Gtk") {
            stylesheet.install(priority: CssProvider.applicationPriority)
            GtkRuntime.drain()
        }
        stylesheet.uninstall()
        XCTAssertEqual(messages, 0, "Gtk criticals or warnings when a stylesheet was added")
    } }

    func testF10TogglesTheMainMenu() { onMain {
        let screen = ScreenWindow(application: nil)
        defer { screen.window.destroy() }
        screen.present()
        GtkRuntime.drain()
        XCTAssertFalse(screen.isMainMenuOpen)
        XCTAssertTrue(screen.handleKeyForTesting(KeyEvent(keyval: Key.f10)))
        GtkRuntime.drain()
        XCTAssertTrue(screen.isMainMenuOpen)
        XCTAssertTrue(screen.handleKeyForTesting(KeyEvent(keyval: Key.f10)))
        GtkRuntime.drain()
        XCTAssertFalse(screen.isMainMenuOpen)
    } }

    func testAltRightGoesForwardAfterBackAndANewPathClearsIt() { onMain {
        let folder = TemporaryFolder()
        let home = folder.write(#"{"title": "Home", "components": [{"items": [{"title": "A"}]}]}"#, to: "home.json")
        folder.write(#"{"title": "Details", "components": [{"items": [{"title": "B"}]}]}"#, to: "details.json")
        folder.write(#"{"title": "Other", "components": [{"items": [{"title": "C"}]}]}"#, to: "other.json")
        let screen = ScreenWindow(application: nil)
        defer { screen.window.destroy() }
        screen.open(path: home)
        GtkRuntime.drain()
        let altRight = KeyEvent(keyval: Key.right, modifiers: .alt)
        XCTAssertTrue(screen.handleKeyForTesting(altRight))
        XCTAssertEqual(screen.title, "Home", "nothing ahead: Forward stays")
        screen.navigate(to: .file(folder.path("details.json")))
        GtkRuntime.drain()
        XCTAssertFalse(screen.canGoForward)
        XCTAssertTrue(screen.handleKeyForTesting(KeyEvent(keyval: Key.left, modifiers: .alt)))
        GtkRuntime.drain()
        XCTAssertEqual(screen.title, "Home")
        XCTAssertTrue(screen.canGoForward)
        XCTAssertTrue(screen.handleKeyForTesting(altRight))
        GtkRuntime.drain()
        XCTAssertEqual(screen.title, "Details")
        XCTAssertEqual(screen.history.map(\.displayName), ["home.json"])
        XCTAssertFalse(screen.canGoForward)
        screen.goBack()
        GtkRuntime.drain()
        screen.navigate(to: .file(folder.path("other.json")))
        GtkRuntime.drain()
        XCTAssertEqual(screen.title, "Other")
        XCTAssertFalse(screen.canGoForward, "a new path: Details is no longer ahead")
    } }

    func testTheMainMenuOffersTheShortcutsWindow() { onMain {
        let screen = ScreenWindow(application: nil)
        defer { screen.window.destroy() }
        screen.present()
        GtkRuntime.drain()
        screen.windowActionsForTesting?.activate("shortcuts")
        GtkRuntime.drain()
        XCTAssertTrue(screen.isShowingShortcuts)
        screen.shortcutsWindowForTesting?.destroy()
    } }
}
