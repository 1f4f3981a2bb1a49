import CSpotsGtk
import Foundation
@testable import SpotsGtk
import SpotsModel
import XCTest

/// The focus ring against what it is drawn on, measured from the pixels of a real window in the
/// four themes people use: Adwaita light, dark (the app's dark preference), HighContrast and
/// HighContrastInverse. WCAG 2.1 asks 3:1 of a focus indicator; issue 26 measured 2.8:1 in dark
/// and 2.3–2.4:1 in HighContrastInverse.
final class FocusRingContrastTests: GtkTestCase {
    static let themes: [(name: String, theme: String, dark: Bool)] = [
        ("light", "Adwaita", false), ("dark", "Adwaita", true),
        ("HighContrast", "HighContrast", false), ("HighContrastInverse", "HighContrastInverse", false),
    ]

    private let fixture = #"""
    {"components": [
      {"kind": "list", "items": [{"title": "Row one", "subtitle": "A subtitle", "action": "open:next.json"},
                                  {"title": "Row two", "subtitle": "Another"}]},
      {"kind": "grid", "layout": {"span": 2, "item-spacing": 10, "inset": {"top": 10, "left": 10, "right": 10, "bottom": 10}},
       "items": [{"kind": "card", "title": "Card one", "subtitle": "Sub"}, {"kind": "card", "title": "Card two", "subtitle": "Sub"}]}
    ]}
    """#

    func testTheRingStandsOutAtLeast3To1InEveryTheme() throws { try onMain {
        if ProcessInfo.processInfo.environment["GTK_THEME"] != nil { throw XCTSkip("GTK_THEME overrides the themes this test switches") }
        let original = ThemeSettings.settingsThemeName
        defer {
            ThemeSettings.settingsThemeName = original
            GtkRuntime.preferDarkTheme(false)
        }
        var report: [String] = []
        for theme in Self.themes {
            ThemeSettings.settingsThemeName = theme.theme
            GtkRuntime.preferDarkTheme(theme.dark)
            XCTAssertEqual(ContrastStyle.isHighContrast, theme.theme.hasPrefix("HighContrast"), theme.name)
            for title in ["Row one", "Card one"] {
                let (ring, background, page) = try measureRing(focusing: title)
                // Under the ring (the row or card), and for the card the page around it: a view
                // without a card of its own shows the ring on the page.
                for (name, colour) in [("item", background), ("page", page)] where name == "item" || title.hasPrefix("Card") {
                    let ratio = ring.contrast(with: colour)
                    report.append("\(theme.name) \(title): ring \(ring) on the \(name) \(colour) \(String(format: "%.2f", ratio)):1")
                    XCTAssertGreaterThanOrEqual(ratio, 3, "\(theme.name), \(title): ring \(ring) on the \(name) \(colour)")
                }
            }
        }
        print(report.joined(separator: "\n"))
    } }

    /// The ring's colour, the colour under it and the page's beside the item: the window drawn
    /// with the item focused, with and without focus rings showing; what differs inside the item
    /// is the ring.
    @MainActor
    private func measureRing(focusing title: String) throws -> (ring: RGBColor, background: RGBColor, page: RGBColor) {
        let screen = try ScreenDecoder().decode(Data(fixture.utf8)).screen
        let controller = Controller(components: screen.components)
        let window = Window()
        defer { window.destroy() }
        window.setDefaultSize(width: 420, height: 420)
        window.add(controller.widget)
        window.showAll()
        window.present()
        GtkRuntime.run(until: { controller.layoutWidth != nil }, timeout: 2)
        GtkRuntime.drain()
        let cell = try XCTUnwrap(FocusSnapshot.cell(titled: title, in: controller.components))
        window.focusAsActive(cell.container)
        window.focusVisible = true
        window.queueDraw()
        GtkRuntime.drain()
        XCTAssertTrue(cell.container.hasFocus, "\(title) has the focus")
        let withRing = try Pixels.of(window)
        window.focusVisible = false
        window.queueDraw()
        GtkRuntime.drain()
        let withoutRing = try Pixels.of(window)
        guard let origin = cell.container.translate(x: 0, y: 0, to: window) else { throw XCTSkip("\(title) is not in the window") }
        let area = Rect(x: origin.x, y: origin.y, width: cell.container.allocatedWidth, height: cell.container.allocatedHeight)
        let changed = withRing.positions(in: area).filter { withRing.color(x: $0.x, y: $0.y) != withoutRing.color(x: $0.x, y: $0.y) }
        XCTAssertGreaterThan(changed.count, 100, "\(title): no ring drawn")
        let page = withoutRing.color(x: max(0, area.x - 5), y: area.y + area.height / 2)
        return (try XCTUnwrap(withRing.commonest(at: changed)), try XCTUnwrap(withoutRing.commonest(at: changed)), page)
    }
}
