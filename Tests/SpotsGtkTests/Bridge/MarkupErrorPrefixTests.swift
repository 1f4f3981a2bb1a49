@testable import GtkBridge
import XCTest

/// GMarkup's position prefix is found by GLib's format in any language, not by its English words.
final class MarkupErrorPrefixTests: XCTestCase {
    func testEnglishPrefixGivesLineColumnAndTheRest() throws {
        let found = try XCTUnwrap(MarkupErrorPrefix.split("Error on line 3 char 13: Element “interface” was closed"))
        XCTAssertEqual(found.line, 3)
        XCTAssertEqual(found.column, 13)
        XCTAssertEqual(found.rest, "Element “interface” was closed")
    }

    func testTranslatedPrefixIsFoundByItsTranslatedFormat() throws {
        let german = ["Fehler in Zeile %d, Zeichen %d: ", MarkupErrorPrefix.format]
        let found = try XCTUnwrap(MarkupErrorPrefix.split("Fehler in Zeile 3, Zeichen 13: Element »interface« wurde geschlossen",
                                                         formats: german))
        XCTAssertEqual(found.line, 3)
        XCTAssertEqual(found.column, 13)
        XCTAssertEqual(found.rest, "Element »interface« wurde geschlossen")
        // A translation may put the column first.
        let reordered = try XCTUnwrap(MarkupErrorPrefix.split("Zeichen 13 in Zeile 3: kaputt", formats: ["Zeichen %2$d in Zeile %1$d: "]))
        XCTAssertEqual([reordered.line, reordered.column], [3, 13])
        XCTAssertEqual(reordered.rest, "kaputt")
    }

    func testOtherMessagesAreLeftAlone() {
        XCTAssertNil(MarkupErrorPrefix.split("Error on line three char 1: x"))
        XCTAssertNil(MarkupErrorPrefix.split(".:8:56 Invalid object type 'GtkNoSuchWidget'"))
        XCTAssertNil(MarkupErrorPrefix.split("stopped"))
    }
}
