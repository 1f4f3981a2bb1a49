import CSpotsGtk
@testable import SpotsApp
import SpotsGtk
import XCTest

/// Labels that share what GTK measured (`Label(sharingMeasurements:)`): every size is the one
/// GTK's own label gives, and a text measured once in a style is not laid out again.
final class SharedMeasurementTests: GtkTestCase {
    private let paragraph = String(repeating: "Body text ", count: 8) + "end"

    /// A wrapping label as `TextStack` makes them.
    @MainActor private func wrapping(_ label: Label, _ styleClass: String?) -> Label {
        if let styleClass { label.styleClasses.insert(styleClass) }
        label.wraps = true
        label.wrapMode = .word
        label.widthChars = 1
        label.maxWidthChars = 1
        return label
    }

    @MainActor private func sizes(_ label: Label) -> [Int] {
        let width = label.preferredWidth()
        return [width.minimum, width.natural]
            + [60, 150, 333, 800].flatMap { [label.preferredHeight(forWidth: $0).minimum, label.preferredHeight(forWidth: $0).natural] }
    }

    func testASharedLabelMeasuresAsGTKsOwnAndOnceForEachTextAndStyle() { onMain {
        let css = CssProvider()
        css.load(".shared-test-large { font-size: 31px; padding: 0 7px; } .shared-test-spaced { letter-spacing: 4px; }")
        css.install(priority: 800)
        defer { css.uninstall() }
        // Each in a window of its own, shown.
        var windows: [OffscreenWindow] = []
        @MainActor func shown(_ label: Label) -> Label {
            let window = OffscreenWindow()
            let box = Box(.vertical)
            box.packStart(label)
            window.add(box)
            window.showAll()
            windows.append(window)
            return label
        }
        let own = shown(wrapping(Label(paragraph), nil))
        let first = shown(wrapping(Label(sharingMeasurements: paragraph), nil))
        let second = shown(wrapping(Label(sharingMeasurements: paragraph), nil))
        let ownLarge = shown(wrapping(Label(paragraph), "shared-test-large"))
        let large = shown(wrapping(Label(sharingMeasurements: paragraph), "shared-test-large"))
        let ownSpaced = shown(wrapping(Label(paragraph), "shared-test-spaced"))
        let spaced = shown(wrapping(Label(sharingMeasurements: paragraph), "shared-test-spaced"))
        GtkRuntime.drain()

        XCTAssertEqual(sizes(first), sizes(own))
        let before = Label.sharedMeasurements
        XCTAssertEqual(sizes(second), sizes(own))
        let after = Label.sharedMeasurements
        XCTAssertEqual(after.made, before.made, "the second label of the text and style was measured again")
        XCTAssertGreaterThan(after.found, before.found)

        // Another font, spacing and padding: measured for its style, as GTK measures it.
        XCTAssertNotEqual(sizes(ownLarge), sizes(own))
        XCTAssertEqual(sizes(large), sizes(ownLarge))
        // The same font spaced out: the spacing is part of the style it is measured in.
        XCTAssertNotEqual(sizes(ownSpaced), sizes(own))
        XCTAssertEqual(sizes(spaced), sizes(ownSpaced))
        // A new text and new settings are measured anew.
        second.text = paragraph + " more"
        own.text = paragraph + " more"
        XCTAssertEqual(sizes(second), sizes(own))
        second.wraps = false
        own.wraps = false
        XCTAssertEqual(sizes(second), sizes(own))
        XCTAssertEqual(second.singleLineWidth, own.singleLineWidth)
        for window in windows { window.destroy() }
    } }

    /// A wrapping label's width is measured in one layout of its text (its widest word) where
    /// GTK's own label lays it out three times: the widths must be GTK's for any kind of text.
    func testAWrappingLabelsWidthIsGTKsForAnyText() { onMain {
        let css = CssProvider()
        css.load(".shared-test-boxed { font-size: 23px; padding: 0 5px; margin: 0 3px; border: 2px solid; }"
                 + " .shared-test-wide { min-width: 180px; }")
        css.install(priority: 800)
        defer { css.uninstall() }
        let texts = ["", "i", "538", "Component 538", "A title that wraps", "Supercalifragilisticexpialidocious word",
                     "foo-bar/baz qux—quux", "כותרת ארוכה מאוד", "东京都の天気予報と週間予報", "🎉 Party time 🎉",
                     "Line one\nLine two is longer", "tab\tseparated\twords", "  spaces  around  ", "x y z"]
        let window = OffscreenWindow()
        let box = Box(.vertical)
        window.add(box)
        var pairs: [(own: Label, shared: Label, text: String)] = []
        for styleClass in [nil, "shared-test-boxed", "shared-test-wide"] {
            for text in texts {
                let own = wrapping(Label(text), styleClass)
                let shared = wrapping(Label(sharingMeasurements: text), styleClass)
                box.packStart(own)
                box.packStart(shared)
                pairs.append((own, shared, text))
            }
        }
        window.showAll()
        GtkRuntime.drain()
        for (own, shared, text) in pairs {
            let ownWidth = own.preferredWidth(), sharedWidth = shared.preferredWidth()
            XCTAssertEqual(sharedWidth.minimum, ownWidth.minimum, "minimum width of \(text.debugDescription)")
            XCTAssertEqual(sharedWidth.natural, ownWidth.natural, "natural width of \(text.debugDescription)")
        }
        // Laid out again at another text, the same.
        for (own, shared, text) in pairs {
            own.text = text + " again"
            shared.text = text + " again"
            XCTAssertEqual(shared.preferredWidth().minimum, own.preferredWidth().minimum, "\(text.debugDescription) again")
            XCTAssertEqual(shared.preferredWidth().natural, own.preferredWidth().natural, "\(text.debugDescription) again")
        }
        window.destroy()
    } }
}
