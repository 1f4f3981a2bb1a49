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
        let window = OffscreenWindow()
        let column = Box(.vertical)
        window.add(column)
        let own = wrapping(Label(paragraph), nil)
        let first = wrapping(Label(sharingMeasurements: paragraph), nil)
        let second = wrapping(Label(sharingMeasurements: paragraph), nil)
        let ownLarge = wrapping(Label(paragraph), "shared-test-large")
        let large = wrapping(Label(sharingMeasurements: paragraph), "shared-test-large")
        let ownSpaced = wrapping(Label(paragraph), "shared-test-spaced")
        let spaced = wrapping(Label(sharingMeasurements: paragraph), "shared-test-spaced")
        // Each alone in a box of its own: the rules that apply to a label depend on its siblings
        // too (`:first-child`), and the widget path in the key says so.
        for label in [own, first, second, ownLarge, large, ownSpaced, spaced] {
            let box = Box(.vertical)
            box.packStart(label)
            column.packStart(box)
        }
        window.showAll()
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
        window.destroy()
    } }
}
