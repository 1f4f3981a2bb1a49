import CSpotsGtk
@testable import SpotsGtk
import XCTest

/// Text too long for one line wraps without a one-line layout first; the guess is from the
/// narrowest characters measured so far, and only ever errs towards measuring.
final class OverlongTextTests: GtkTestCase {
    func testOnlyTextLongerThanALineOfTheNarrowestCharactersSeenIsSurelyTooLong() { onMain {
        let learned = TextStack.narrowestCharacterWidth
        defer { TextStack.narrowestCharacterWidth = learned }
        let paragraph = String(repeating: "Body text ", count: 8)
        TextStack.narrowestCharacterWidth = nil
        XCTAssertFalse(TextStack.surelyOverflows(paragraph, width: 10), "nothing measured yet: measure")
        TextStack.narrowestCharacterWidth = 6
        XCTAssertTrue(TextStack.surelyOverflows(paragraph, width: 250))
        XCTAssertFalse(TextStack.surelyOverflows(paragraph, width: 400), "80 characters of 6 px may fit in 400 px")
        XCTAssertFalse(TextStack.surelyOverflows("Item 12", width: 60))
        XCTAssertTrue(TextStack.surelyOverflows("Item 12", width: 20))
        // Characters, not bytes: 80 three-byte characters are no longer than 80 one-byte ones.
        XCTAssertFalse(TextStack.surelyOverflows(String(repeating: "あ", count: 80), width: 400))
    } }

    func testAParagraphInARowStillWrapsOnceCharacterWidthsAreKnown() { onMain {
        let learned = TextStack.narrowestCharacterWidth
        defer { TextStack.narrowestCharacterWidth = learned }
        let items = (0..<200).map { index in
            Item(identifier: .number(index), title: "Row \(index)", subtitle: "Short",
                 text: String(repeating: "Body text ", count: 12))
        }
        let controller = Controller(components: [ComponentModel(identifier: "rows", kind: .list, items: items)])
        let window = showInWindow(controller, width: 600, height: 500)
        defer { gtk_widget_destroy(window) }
        TextStack.narrowestCharacterWidth = nil
        for step in 1...6 {
            controller.scrollProgrammatically(to: Double(step) * 300)
            GtkRuntime.drain(quietPeriod: 0.02)
        }
        // Reused rows measured their one-line texts, and knew the paragraphs too long without it.
        XCTAssertNotNil(TextStack.narrowestCharacterWidth)
        let shown = controller.components[0].cells.filter { $0.container.isVisible }
        XCTAssertGreaterThan(shown.count, 5)
        let heights = Set(shown.map { $0.container.allocation.height })
        XCTAssertEqual(heights.count, 1, "every row wraps its paragraph to the same lines: \(heights)")
    } }
}
