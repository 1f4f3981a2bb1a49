import CSpotsGtk
import Foundation
@testable import SpotsApp
@testable import SpotsGtk
import XCTest

/// Real-window screenshots for the README (popovers and the inspector do not show in
/// `spots snapshot`). Runs only with SPOTS_SCREENSHOTS=folder:
/// `SPOTS_SCREENSHOTS=$PWD/docs/images Scripts/run-tests.sh --filter ReadmeScreenshots`.
final class ReadmeScreenshots: GtkTestCase {
    private var folder: String? { ProcessInfo.processInfo.environment["SPOTS_SCREENSHOTS"] }

    /// A copy of the demo at a short, stable path (it shows in the pictures).
    private func demoCopy() throws -> URL {
        let root = Repository.root
        let copy = URL(fileURLWithPath: "/tmp/screens")
        try? FileManager.default.removeItem(at: copy)
        try FileManager.default.copyItem(at: root.appendingPathComponent("Data/demo"), to: copy)
        return copy
    }

    /// A copy of the demo with an author's typical slips in it.
    private func demoWithSlips() throws -> (URL, String) {
        let copy = try demoCopy()
        let path = copy.appendingPathComponent("screen.json").path
        var text = try String(contentsOfFile: path, encoding: .utf8)
        text = text.replacingOccurrences(of: #""kind": "grid""#, with: #""kind": "gird""#, options: [], range: text.range(of: #""kind": "grid""#))
        text = text.replacingOccurrences(of: #""title": "Alfama""#, with: #""titel": "Alfama""#)
        text = text.replacingOccurrences(of: "images/lisbon-3.svg", with: "images/lisbon-4.svg")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return (copy, path)
    }

    @MainActor
    private func capture(_ window: ScreenWindow, to name: String) throws {
        let folder = try XCTUnwrap(folder)
        GtkRuntime.drain(quietPeriod: 0.5)
        let gdkWindow = try XCTUnwrap(gtk_widget_get_window(window.window.pointer))
        let width = gdk_window_get_width(gdkWindow), height = gdk_window_get_height(gdkWindow)
        let pixbuf = Pixbuf(taking: try XCTUnwrap(gdk_pixbuf_get_from_window(gdkWindow, 0, 0, width, height)))
        XCTAssertNil(pixbuf.savePNG(to: "\(folder)/\(name)"))
    }

    func testProblemsPanelScreenshot() throws { try onMain {
        guard folder != nil else { throw XCTSkip("set SPOTS_SCREENSHOTS to a folder") }
        let (copy, path) = try demoWithSlips()
        defer { _ = copy }
        let window = ScreenWindow(application: nil)
        defer { window.window.destroy() }
        window.window.setDefaultSize(width: 900, height: 640)
        window.present()
        window.open(path: path)
        GtkRuntime.drain(quietPeriod: 0.3)
        window.showProblems()
        try capture(window, to: "problems-panel.png")
    } }

    func testInspectModeScreenshot() throws { try onMain {
        guard folder != nil else { throw XCTSkip("set SPOTS_SCREENSHOTS to a folder") }
        let window = ScreenWindow(application: nil)
        defer { window.window.destroy() }
        window.window.setDefaultSize(width: 1100, height: 680)
        window.present()
        window.open(path: try demoCopy().appendingPathComponent("screen.json").path)
        GtkRuntime.drain(quietPeriod: 0.3)
        window.setInspecting(true)
        GtkRuntime.drain(quietPeriod: 0.3)
        let grid = try XCTUnwrap(window.controller.components.first { $0.model.kind == .grid })
        let cell = try XCTUnwrap(grid.cells.dropFirst().first)
        let rect = window.rect(of: cell.container)
        let x = Double(rect.x + rect.width / 2), y = Double(rect.y + rect.height / 2)
        window.inspect(x: x, y: y)
        window.hover(x: x, y: y)
        try capture(window, to: "inspect-mode.png")
    } }

    func testPreviewControlsScreenshot() throws { try onMain {
        guard folder != nil else { throw XCTSkip("set SPOTS_SCREENSHOTS to a folder") }
        let window = ScreenWindow(application: nil)
        defer {
            window.setPrefersDark(false)
            window.window.destroy()
        }
        window.window.setDefaultSize(width: 900, height: 640)
        window.present()
        window.open(path: try demoCopy().appendingPathComponent("screen.json").path)
        GtkRuntime.drain(quietPeriod: 0.3)
        window.setPreviewWidth(360)
        window.setPrefersDark(true)
        GtkRuntime.drain(quietPeriod: 0.3)
        window.previewPopover.popup()
        try capture(window, to: "preview-controls.png")
    } }

    func testWaitingStatusScreenshot() throws { try onMain {
        guard folder != nil else { throw XCTSkip("set SPOTS_SCREENSHOTS to a folder") }
        let window = ScreenWindow(application: nil)
        defer { window.window.destroy() }
        window.window.setDefaultSize(width: 800, height: 500)
        window.present()
        window.open(path: "/tmp/screens/not-yet.json")
        try capture(window, to: "waiting.png")
    } }
}
