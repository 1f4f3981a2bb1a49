import CSpotsGtk
import Foundation
@testable import SpotsApp
@testable import SpotsGtk
import XCTest

/// The real window resized as a window manager (or a phone) would, down to 360 pixels: the
/// header bar gives up Open, Refresh, Preview, Inspect and Problems to the main menu, the title
/// keeps its room and GTK logs nothing. Issue 26: the window could not be narrower than 528
/// pixels ("allocate widget with width -93") and at 528 the title read "Disc…".
final class NarrowWindowTests: GtkTestCase {
    private let screen = #"{"title": "Discover", "components": [{"kind": "grid", "layout": {"span": 2}, "items": [{"title": "A"}, {"title": "B"}, {"title": "C"}]}]}"#
    private let everyButton = ["Back", "Open", "Preview", "Inspect", "Problems, 0", "Refresh", "Main Menu"]
    private let windowItems = ["Keyboard Shortcuts", "About Spots", "Quit"]
    private let movedItems = ["Open…", "Refresh", "Problems (0)", "Inspect", "Preview…"]

    @MainActor
    private func openWindow(width: Int = 960) -> (ScreenWindow, TemporaryFolder) {
        let folder = TemporaryFolder()
        let path = folder.write(screen, to: "discover.json")
        let window = ScreenWindow(application: nil)
        window.window.setDefaultSize(width: width, height: 700)
        window.present()
        window.open(path: path)
        GtkRuntime.drain()
        return (window, folder)
    }

    /// Resizes the real window (gtk_window_resize) and returns how many warnings GTK logged
    /// meanwhile. (A window manager's resize, xdotool's in the AT-SPI probe, is a configure event.)
    @MainActor
    private func resize(_ window: ScreenWindow, to width: Int) -> Int {
        LogMessages.counting(domain: "Gtk") {
            window.resize(width: width, height: 700)
            GtkRuntime.run(until: { window.window.size.width == width }, timeout: 3)
            GtkRuntime.drain()
        }
    }

    /// The header bar's title label.
    @MainActor
    private func titleLabel(of window: ScreenWindow) -> Label? {
        let titlebar = gtk_window_get_titlebar(spots_window(window.window.pointer))!
        func labels(in widget: WidgetPointer) -> [Label] {
            (Widget(widget).as(Label.self).map { [$0] } ?? []) + Gtk.allChildren(of: widget).flatMap(labels(in:))
        }
        return labels(in: titlebar).first { $0.text == window.title && $0.styleClasses.contains("title") }
    }

    func testAt360And528TheTitleKeepsItsRoomAndTheToolsMoveIntoTheMenu() { onMain {
        // The folder stays while the window shows its file: deleted, live reload would report it.
        let (window, folder) = openWindow()
        defer { withExtendedLifetime(folder) { window.window.destroy() } }
        XCTAssertEqual(window.headerBarButtonNames, everyButton)
        XCTAssertEqual(window.mainMenuLabels, windowItems)
        for width in [528, 360] {
            // Straight from a wide window, as a maximized window tiled to a side or a phone would.
            XCTAssertEqual(resize(window, to: 800), 0)
            XCTAssertEqual(window.headerBarButtonNames, everyButton)
            XCTAssertEqual(resize(window, to: width), 0, "GTK warned while the window became \(width) wide")
            XCTAssertEqual(window.window.size.width, width, "the window is as narrow as asked")
            XCTAssertEqual(window.headerBarButtonNames, ["Back", "Main Menu"], "at \(width)")
            XCTAssertEqual(window.mainMenuLabels, movedItems + windowItems, "at \(width)")
            let title = titleLabel(of: window)
            XCTAssertNotNil(title, "no title label")
            XCTAssertEqual(title?.isEllipsized, false, "the title is cut at \(width)")
            XCTAssertGreaterThanOrEqual(title?.allocation.width ?? 0, title?.preferredWidth().natural ?? .max)
        }
    } }

    func testAt800EverythingIsInTheHeaderBarAgain() { onMain {
        // The folder stays while the window shows its file: deleted, live reload would report it.
        let (window, folder) = openWindow(width: 360)
        defer { withExtendedLifetime(folder) { window.window.destroy() } }
        XCTAssertEqual(window.window.size.width, 360, "a window can open narrow (a remembered size)")
        XCTAssertEqual(window.headerBarButtonNames, ["Back", "Main Menu"])
        XCTAssertEqual(resize(window, to: 800), 0)
        XCTAssertEqual(window.headerBarButtonNames, everyButton)
        XCTAssertEqual(window.mainMenuLabels, windowItems)
        XCTAssertEqual(titleLabel(of: window)?.isEllipsized, false)
    } }

    /// Each moved control works from its menu item (the actions the items run); the keyboard path
    /// through the menu is the AT-SPI probe's 360 px run.
    func testEveryMovedActionWorksFromTheMenu() { onMain {
        let (window, folder) = openWindow()
        defer {
            window.setPrefersDark(false)
            window.window.destroy()
        }
        XCTAssertEqual(resize(window, to: 360), 0)
        guard let actions = window.windowActionsForTesting else { return XCTFail("no window actions") }

        actions.activate("inspect")
        GtkRuntime.drain()
        XCTAssertTrue(window.isInspecting)
        XCTAssertTrue(window.mainMenuLabels.contains("Stop Inspecting"), "the menu item says which way it goes")
        XCTAssertEqual(window.window.size.width, 360, "the inspect panel fits a narrow window")
        let panel = window.inspectPanel.container.allocation
        let screenArea = window.screenOverlay.allocation
        XCTAssertGreaterThanOrEqual(panel.y, screenArea.y + screenArea.height, "the panel is under the screen")
        XCTAssertEqual(panel.width, screenArea.width, "and as wide")
        _ = window.handleKeyForTesting(KeyEvent(keyval: Key.escape))
        GtkRuntime.drain()
        XCTAssertEqual(window.mainMenuLabels, movedItems + windowItems, "Escape leaves inspect mode and the menu says so")

        actions.activate("problems")
        GtkRuntime.drain()
        XCTAssertTrue(window.problemsPanel.popover.isVisible, "the problems popover opens from the menu")
        XCTAssertLessThanOrEqual(window.problemsPanel.popover.allocation.width, 360)
        window.problemsPanel.popover.popdown()
        GtkRuntime.drain()

        actions.activate("preview")
        GtkRuntime.drain()
        XCTAssertTrue(window.previewPopover.isVisible, "Preview… opens the preview popover from the menu button")
        XCTAssertLessThanOrEqual(window.previewPopover.allocation.width, 360)
        window.previewDarkButton.click()
        XCTAssertTrue(window.prefersDark)
        window.previewPopover.popdown()
        GtkRuntime.drain()

        actions.activate("open")
        XCTAssertTrue(window.isFileChooserOpen, "Open… opens the file chooser")
        window.cancelFileChooser()

        folder.write(#"{"title": "Refreshed", "components": []}"#, to: "discover.json")
        actions.activate("refresh")
        XCTAssertTrue(GtkRuntime.run(until: { window.title == "Refreshed" }, timeout: 3), "Refresh re-reads the file")
    } }

    /// A keyboard user on a hidden button is not left without focus when the window narrows.
    func testTheFocusOnAMovedButtonGoesToTheMenuButton() { onMain {
        // The folder stays while the window shows its file: deleted, live reload would report it.
        let (window, folder) = openWindow()
        defer { withExtendedLifetime(folder) { window.window.destroy() } }
        window.inspectButton.grabFocus()
        XCTAssertTrue(window.inspectButton.hasFocus)
        XCTAssertEqual(resize(window, to: 360), 0)
        XCTAssertTrue(window.mainMenuButton.hasFocus)
    } }
}
