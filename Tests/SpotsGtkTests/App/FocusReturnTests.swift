import CSpotsGtk
import Foundation
@testable import SpotsApp
@testable import SpotsGtk
import SpotsModel
import XCTest

/// Focus is never lost, in-process and fast (the long run over AT-SPI is
/// `ExternalAccessibilityTests.testFocusComesBackFromEveryPopoverPanelMenuDialogAndModeFromOutside`):
/// a surface that closes with the focus in it gives the focus back to where it came from.
final class FocusReturnTests: GtkTestCase {
    private let screen = #"{"title": "Focus", "components": [{"kind": "list", "items": [{"title": "One"}, {"title": "Two"}, {"title": "Three"}]}]}"#

    @MainActor
    private func focusedTitle(_ window: ScreenWindow) -> String? {
        guard let step = window.controller.focusedPosition?.steps.first else { return nil }
        return window.controller.components[step.component].item(at: step.item)?.title
    }

    @MainActor
    private func openWindow(_ folder: TemporaryFolder) -> ScreenWindow {
        let path = folder.write(screen, to: "focus.json")
        let window = ScreenWindow(application: nil)
        window.window.setDefaultSize(width: 700, height: 500)
        window.present()
        window.open(path: path)
        GtkRuntime.drain()
        window.controller.focus(ReadingPosition((0, 1)))
        GtkRuntime.drain()
        return window
    }

    func testEscapeLeavingInspectModeFromItsPanelGivesTheFocusBack() { onMain {
        let folder = TemporaryFolder()
        let window = openWindow(folder)
        defer { window.window.destroy() }
        XCTAssertEqual(focusedTitle(window), "Two")
        pressKey(GDK_KEY_I, GdkModifierType(rawValue: GDK_CONTROL_MASK.rawValue | GDK_SHIFT_MASK.rawValue), in: window.window.pointer)
        XCTAssertTrue(window.isInspecting)
        window.inspectPanel.openButton.grabFocus()
        XCTAssertTrue(window.inspectPanel.openButton.hasFocus, "the focus is in the panel")
        pressKey(GDK_KEY_Escape, in: window.window.pointer)
        XCTAssertFalse(window.isInspecting)
        XCTAssertTrue(GtkRuntime.run(until: { self.focusedTitle(window) == "Two" }, timeout: 2),
                      "the focus went nowhere: \(String(describing: window.window.focusPointer))")
    } }

    func testTheErrorBarsCloseGivesTheFocusBackAndLeavesNoAlert() { onMain {
        let folder = TemporaryFolder()
        let window = openWindow(folder)
        defer { window.window.destroy() }
        folder.write(#"{"components": ["#, to: "focus.json")
        XCTAssertTrue(GtkRuntime.run(until: { window.isErrorBarRevealed }, timeout: 5))
        XCTAssertEqual(window.errorBarAccessible?.role, .alert)
        let close = try! XCTUnwrap(window.errorBarButtons.first)
        close.grabFocus()
        // Enter on a button clicks it once GTK has shown it pressed.
        pressKey(GDK_KEY_Return, in: window.window.pointer)
        XCTAssertTrue(GtkRuntime.run(until: { !window.isErrorBarRevealed }, timeout: 2))
        XCTAssertTrue(GtkRuntime.run(until: { self.focusedTitle(window) == "Two" }, timeout: 2),
                      "the focus went nowhere: \(String(describing: window.window.focusPointer))")
        XCTAssertFalse(window.errorBarAccessible?.states.contains(.showing) ?? false, "no reader finds the closed bar")
    } }

    /// A fixed save takes the bar away: no alert with the old error stays "showing" (issue 26).
    func testAFixedSaveLeavesNoShowingAlert() { onMain {
        let folder = TemporaryFolder()
        let window = openWindow(folder)
        defer { window.window.destroy() }
        XCTAssertFalse(window.errorBarAccessible?.states.contains(.showing) ?? true, "no bar, no showing alert at the start")
        folder.write(#"{"components": ["#, to: "focus.json")
        XCTAssertTrue(GtkRuntime.run(until: { window.isErrorBarRevealed }, timeout: 5))
        GtkRuntime.drain()
        XCTAssertTrue(window.errorBarAccessible?.states.contains(.showing) ?? false, "\(window.errorBarAccessible?.states ?? [])")
        XCTAssertTrue(window.errorBarAccessible?.name.hasPrefix("Error: ") ?? false)
        folder.write(screen, to: "focus.json")
        XCTAssertTrue(GtkRuntime.run(until: { !window.isErrorBarRevealed }, timeout: 5))
        GtkRuntime.drain()
        let bar = window.errorBarAccessible
        XCTAssertFalse(bar?.states.contains(.showing) ?? false, "the cleared bar is not showing")
        XCTAssertEqual(bar?.name, "", "nor named with the old error")
    } }
}
