import CSpotsGtk
import Foundation
@testable import SpotsApp
@testable import SpotsGtk
import XCTest

/// Preview controls, and that everything new in the header bar is named and reachable.
final class PreviewControlsTests: GtkTestCase {
    private let screen = #"{"title": "Preview", "components": [{"kind": "grid", "layout": {"span": 3}, "items": [{"title": "A"}, {"title": "B"}, {"title": "C"}]}]}"#

    func testWidthPresetsDarkStyleAndExport() throws { try onMain {
        let folder = TemporaryFolder()
        let path = folder.write(screen, to: "screen.json")
        let window = ScreenWindow(application: nil)
        defer {
            window.setPrefersDark(false)
            window.window.destroy()
        }
        window.window.setDefaultSize(width: 900, height: 600)
        window.present()
        window.open(path: path)
        GtkRuntime.drain()
        XCTAssertNil(window.previewWidth)
        XCTAssertGreaterThan(window.controller.widget.allocation.width, 800)

        window.previewWidthButtons[0].click()
        XCTAssertEqual(window.previewWidth, 360)
        XCTAssertTrue(GtkRuntime.run(until: { window.controller.widget.allocation.width == 360 }, timeout: 3),
                      "content \(window.controller.widget.allocation.width) wide")
        XCTAssertEqual(window.previewWidthButtons.map(\.isActive), [true, false, false, false], "one width at a time")

        window.previewDarkButton.click()
        XCTAssertTrue(window.prefersDark)
        XCTAssertTrue(GtkRuntime.prefersDarkTheme)

        let png = folder.path("out.png")
        try window.exportPNG(to: png)
        var width: Int32 = 0, height: Int32 = 0
        XCTAssertNotNil(gdk_pixbuf_get_file_info(png, &width, &height))
        XCTAssertEqual(width, 360, "exported at the preview width")
        XCTAssertGreaterThan(height, 10)

        window.previewWidthButtons[3].click()
        XCTAssertNil(window.previewWidth)
        XCTAssertTrue(GtkRuntime.run(until: { window.controller.widget.allocation.width > 800 }, timeout: 3))
    } }

    /// The Export dialog offers PNGs only, suggests a .png name and asks before replacing a file
    /// (issue 26: it listed every file, and confirming it over accordion.json replaced the screen).
    func testTheExportDialogIsAPNGSaveDialog() { onMain {
        let folder = TemporaryFolder()
        let path = folder.write(screen, to: "accordion.json")
        let window = ScreenWindow(application: nil)
        defer { window.window.destroy() }
        window.present()
        window.open(path: path)
        GtkRuntime.drain()
        window.previewWidthButtons[0].click()
        window.chooseExportFile()
        defer { window.cancelFileChooser() }
        guard let chooser = window.fileChooser else { return XCTFail("no export dialog") }
        XCTAssertEqual(chooser.filterNames, ["PNG images"])
        XCTAssertEqual(chooser.currentName, "accordion-360.png")
        XCTAssertTrue(chooser.confirmsOverwrite)
    } }

    /// A width after another lays rows out as a fresh render at that width does (issue 26:
    /// Preview at 360 px left the focused row with its texts centred ~100 px down in a row as
    /// tall as at its narrowest width). Buttons clicked as a user does; rows of `profiles.json`
    /// (an avatar, three lines and a chevron) and the demo's.
    func testAPreviewWidthAfterAnotherLaysRowsOutAsAFreshRender() throws { try onMain {
        for (file, component) in [(Repository.path("Data/examples/profiles.json").path, 0), ("demo", 3)] {
            for sequence in [[1, 0], [2, 0], [0, 3, 0]] {
                let window = ScreenWindow(application: nil)
                defer { window.window.destroy() }
                window.window.setDefaultSize(width: 960, height: 760)
                window.present()
                if file == "demo" { window.openDemo() } else { window.open(path: file) }
                GtkRuntime.drain()
                window.controller.focus(ReadingPosition((component, 1)))
                GtkRuntime.drain()
                for button in sequence {
                    window.previewWidthButtons[button].click()
                    GtkRuntime.drain()
                }
                let rows = window.controller.components[component].cells
                XCTAssertFalse(rows.isEmpty)
                let copy = Controller(location: try XCTUnwrap(window.current).location, views: window.controller.activeViews)
                copy.reload(window.controller.models)
                let fresh = HeadlessRenderer(controller: copy, width: 360)
                for row in rows {
                    let reference = try XCTUnwrap(copy.components[component].realisedCell(at: row.item.index))
                    XCTAssertEqual(row.container.allocation.width, reference.container.allocation.width)
                    XCTAssertEqual(row.container.allocation.height, reference.container.allocation.height,
                                   "\((file as NSString).lastPathComponent), widths \(sequence.map { Self.widthName($0) }): \(row.item.title)")
                }
                _ = fresh
            }
        }
    } }

    /// The focused row stays where the reader sees it when the width changes: rows above it
    /// that wrap onto more lines at 360 px pushed it out of view, and far enough down the
    /// screen out of the window, which took the keyboard focus with it.
    func testTheFocusedRowStaysInViewAcrossPreviewWidths() throws { try onMain {
        let items = (0..<300).map {
            #"{"title": "Row \#($0)", "subtitle": "A subtitle that wraps onto two or three lines when the content is 360 pixels wide"}"#
        }
        let folder = TemporaryFolder()
        let path = folder.write(#"{"title": "Rows", "components": [{"kind": "list", "items": [\#(items.joined(separator: ","))]}]}"#,
                                to: "rows.json")
        for target in [12, 150] {
            let window = ScreenWindow(application: nil)
            defer { window.window.destroy() }
            window.window.setDefaultSize(width: 1280, height: 760)
            window.present()
            window.open(path: path)
            GtkRuntime.drain()
            // Focused as the keyboard leaves it: the row at the bottom edge of the view.
            window.controller.focus(ReadingPosition((0, target)))
            GtkRuntime.drain()
            for button in [0, 3, 0, 1, 3] {
                window.previewWidthButtons[button].click()
                GtkRuntime.drain()
                let where_ = "row \(target), width \(Self.widthName(button))"
                XCTAssertEqual(window.controller.focusedPosition, ReadingPosition((0, target)), where_)
                let row = try XCTUnwrap(window.controller.components[0].realisedCell(at: target), where_).container
                let origin = try XCTUnwrap(Gtk.origin(of: row.pointer, in: window.controller.contentBox))
                let top = window.controller.scrollPosition.value
                XCTAssertGreaterThanOrEqual(Double(origin.y), top, where_)
                XCTAssertLessThanOrEqual(Double(origin.y + Int(row.allocation.height)), top + window.controller.scrollPosition.pageSize, where_)
            }
        }
    } }

    @MainActor private static func widthName(_ button: Int) -> String {
        ScreenWindow.previewWidths[button].map(String.init) ?? "window"
    }

    func testHeaderBarButtonsAreNamedAndFocusable() { onMain {
        let window = ScreenWindow(application: nil)
        defer { window.window.destroy() }
        window.present()
        GtkRuntime.drain()
        let titlebar = gtk_window_get_titlebar(spots_window(window.window.pointer))!
        let names = Gtk.allChildren(of: titlebar).compactMap { Gtk.accessibleName(of: $0) }
        for name in ["Back", "Open", "Problems, 0", "Inspect", "Preview", "Main Menu"] {
            XCTAssertTrue(names.contains(name), "\(name) in \(names)")
        }
        for button in [window.problemsPanel.button, window.inspectButton, window.previewButton] as [Widget] {
            XCTAssertTrue(button.canFocus, "\(button.accessibleName ?? "?") takes the keyboard focus")
        }
    } }
}
