import CSpotsGtk
import Foundation
@testable import SpotsGtk
import SpotsModel
import XCTest

/// Under a high-contrast theme (issue 26): subtitles at full contrast, not dimmed; skeleton bars
/// that stand out 3:1; and a screen's stylesheet reduced to its layout, so the theme's colours
/// show (themed.json stayed navy). Measured from the pixels of a real window, in HighContrast and
/// HighContrastInverse.
final class HighContrastTests: GtkTestCase {
    private let fixture = #"""
    {"components": [
      {"kind": "list", "items": [{"title": "Row one", "subtitle": "A subtitle under the title"}]},
      {"kind": "list", "state": "loading", "items": []}
    ]}
    """#

    override func setUpWithError() throws {
        try super.setUpWithError()
        if ProcessInfo.processInfo.environment["GTK_THEME"] != nil { throw XCTSkip("GTK_THEME overrides the themes these tests switch") }
    }

    /// Runs `body` under each of `themes`, then goes back to the theme the suite had.
    @MainActor
    private func underThemes(_ themes: [String], _ body: (String) throws -> Void) rethrows {
        let original = ThemeSettings.settingsThemeName
        defer { ThemeSettings.settingsThemeName = original }
        for theme in themes {
            ThemeSettings.settingsThemeName = theme
            try body(theme)
        }
    }

    @MainActor
    private func show(_ json: String, stylesheet: ScreenStylesheet? = nil) throws -> (Window, Controller) {
        let controller = Controller(components: try ScreenDecoder().decode(Data(json.utf8)).screen.components)
        let window = Window()
        window.setDefaultSize(width: 420, height: 500)
        window.add(controller.widget)
        window.showAll()
        window.present()
        GtkRuntime.run(until: { controller.layoutWidth != nil }, timeout: 2)
        GtkRuntime.drain()
        return (window, controller)
    }

    /// The widgets under `root` that carry the CSS class `name`.
    @MainActor
    private func widgets(withClass name: String, in root: Widget) -> [Widget] {
        var found: [Widget] = root.styleClasses.contains(name) ? [root] : []
        for child in Gtk.allChildren(of: root.pointer) where gtk_widget_get_visible(child) != 0 {
            found += widgets(withClass: name, in: Widget(child))
        }
        return found
    }

    @MainActor
    private func area(of widget: Widget, in window: Window) -> Rect? {
        widget.translate(x: 0, y: 0, to: window).map { Rect(x: $0.x, y: $0.y, width: widget.allocatedWidth, height: widget.allocatedHeight) }
    }

    private func color(_ name: String) -> RGBColor? {
        MainActor.assumeIsolated { ThemeSettings.color(named: name).map { RGBColor(red: $0.red, green: $0.green, blue: $0.blue) } }
    }

    func testSubtitlesAreDrawnAtFullContrast() throws { try onMain {
        try underThemes(["HighContrast", "HighContrastInverse"]) { theme in
            XCTAssertTrue(ContrastStyle.isHighContrast, theme)
            let (window, controller) = try show(fixture)
            defer { window.destroy() }
            let texts = try XCTUnwrap((controller.components[0].cells.first?.view as? DefaultItemView)?.itemTexts)
            XCTAssertEqual(texts[.subtitle], "A subtitle under the title")
            let pixels = try Pixels.of(window)
            let base = try XCTUnwrap(color("theme_base_color")), text = try XCTUnwrap(color("theme_fg_color"))
            let textsArea = try XCTUnwrap(area(of: texts, in: window))
            let line = try XCTUnwrap(texts.horizontalExtent(of: .subtitle))
            // The subtitle's line: from its top to the bottom of the texts (it is the last shown).
            let region = Rect(x: textsArea.x + line.x, y: textsArea.y + texts.top(of: .subtitle), width: line.width,
                              height: textsArea.height - texts.top(of: .subtitle))
            // The glyphs' solid strokes are the text's colour; a dimmed label never reaches it.
            let strongest = pixels.positions(in: region).map { pixels.color(x: $0.x, y: $0.y).contrast(with: base) }.max() ?? 1
            XCTAssertGreaterThanOrEqual(strongest, text.contrast(with: base) * 0.9,
                                        "\(theme): the subtitle reaches \(strongest):1 of the text's \(text.contrast(with: base)):1")
        }
    } }

    func testSkeletonBarsStandOutAtLeast3To1() throws { try onMain {
        try underThemes(["HighContrast", "HighContrastInverse"]) { theme in
            let (window, controller) = try show(fixture)
            defer { window.destroy() }
            let bar = try XCTUnwrap(widgets(withClass: "spots-skeleton-bar", in: controller.widget).first, "no skeleton bar")
            let pixels = try Pixels.of(window)
            let region = try XCTUnwrap(area(of: bar, in: window))
            let inside = try XCTUnwrap(pixels.commonest(at: pixels.positions(in: Rect(x: region.x + 6, y: region.y + 2, width: region.width - 12,
                                                                                       height: max(1, region.height - 4)))))
            let beside = pixels.color(x: region.x + region.width + 8, y: region.y + region.height / 2)
            XCTAssertGreaterThanOrEqual(inside.contrast(with: beside), 3, "\(theme): bar \(inside) on \(beside)")
        }
    } }

    /// A screen's stylesheet keeps its layout under high contrast and loses its colours; it
    /// switches as the theme does.
    func testAScreenStylesheetKeepsOnlyItsLayout() throws { try onMain {
        let navy = RGBColor(red8: 0, green8: 0, blue8: 128)
        let css = ".spots-row { padding: 40px 14px; background-color: #000080; color: #ffff00; }"
        let stylesheet = ScreenStylesheet(path: "navy.css", contents: css)
        XCTAssertEqual(stylesheet.problems, [])
        @MainActor func measure() throws -> (rowHeight: Int, navyPixels: Int) {
            let (window, controller) = try show(#"{"components": [{"kind": "list", "items": [{"title": "Row one"}]}]}"#)
            defer { window.destroy() }
            let row = try XCTUnwrap(widgets(withClass: "spots-row", in: controller.widget).first)
            let pixels = try Pixels.of(window)
            let everything = pixels.positions(in: Rect(x: 0, y: 0, width: pixels.width, height: pixels.height))
            return (row.allocatedHeight, everything.filter { pixels.color(x: $0.x, y: $0.y) == navy }.count)
        }
        XCTAssertFalse(stylesheet.isLayoutOnly)
        let normal = try measure()
        XCTAssertGreaterThan(normal.navyPixels, 1000, "the stylesheet's colours apply in a normal theme")
        try underThemes(["HighContrast"]) { _ in
            XCTAssertTrue(stylesheet.isLayoutOnly, "the stylesheet follows the theme")
            let forced = try measure()
            XCTAssertEqual(forced.navyPixels, 0, "no navy under high contrast")
            XCTAssertEqual(forced.rowHeight, normal.rowHeight, "the padding still applies")
        }
        XCTAssertFalse(stylesheet.isLayoutOnly, "and back")
    } }

    /// The real command under `GTK_THEME=HighContrast`, as a user starts it: themed.json's night
    /// panels (#221d45 in theme.css) are gone; without high contrast they fill the lists.
    func testTheThemedExampleTakesTheHighContrastColours() throws {
        let folder = TemporaryFolder()
        let panel = RGBColor(red8: 0x22, green8: 0x1d, blue8: 0x45)
        var panelPixels: [String: Int] = [:]
        for theme in ["Adwaita", "HighContrast"] {
            let png = folder.path("themed-\(theme).png")
            let result = try SpotsProcess.run(["snapshot", Repository.path("Data/examples/themed.json").path, "-o", png, "--width", "600"],
                                              environment: ["GTK_THEME": theme])
            XCTAssertEqual(result.status, 0, result.stderr)
            let pixels = try Pixels.read(png: png)
            let everything = pixels.positions(in: Rect(x: 0, y: 0, width: pixels.width, height: pixels.height))
            panelPixels[theme] = everything.filter { pixels.color(x: $0.x, y: $0.y) == panel }.count
        }
        XCTAssertGreaterThan(panelPixels["Adwaita"] ?? 0, 10_000, "the night theme applies normally")
        XCTAssertEqual(panelPixels["HighContrast"], 0, "under high contrast the theme's colours show")
    }
}
