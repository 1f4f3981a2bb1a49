import Foundation
import XCTest
@testable import SpotsModel

/// Long strings repeated in a document are read into one storage, and every string still reads
/// exactly as written.
final class SharedStringTests: XCTestCase {
    private func storage(_ text: String) -> UnsafeRawPointer? {
        text.utf8.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil
    }

    func testARepeatedSubtitleIsStoredOnce() {
        let screen = decodeScreen(#"""
        {"components": [{"items": [
          {"title": "One", "subtitle": "A subtitle with some words in it", "meta": {"m": "A subtitle with some words in it"}},
          {"title": "Two", "subtitle": "A subtitle with some words in it"}
        ]}]}
        """#)
        let items = screen.components[0].items
        XCTAssertEqual(items[0].subtitle, "A subtitle with some words in it")
        XCTAssertEqual(items[1].subtitle, items[0].subtitle)
        XCTAssertEqual(storage(items[0].subtitle), storage(items[1].subtitle))
        XCTAssertEqual(items[0].meta["m"], .string("A subtitle with some words in it"))
    }

    func testStringsAlikeAtBothEndsStayApart() {
        let texts = ["Same start, one middle, same end", "Same start, two middle, same end", "Same start, one middle, same end",
                     "sixteen bytes ok", "sixteen bytes ok", "short", "Café crème brûlée, twice over", "Caf\u{e9} cr\u{e8}me br\u{fb}l\u{e9}e, twice over",
                     String(repeating: "long ", count: 60), String(repeating: "long ", count: 60) + "!"]
        let json = "{\"components\": [{\"items\": [" + texts.map { "{\"title\": \"\($0)\"}" }.joined(separator: ",") + "]}]}"
        let titles = decodeScreen(json).components[0].items.map(\.title)
        XCTAssertEqual(titles, texts)
    }

    func testEscapedStringsReadAsWritten() {
        let titles = decodeScreen(#"{"components": [{"items": [{"title": "A \"quoted\" title, long enough"}, {"title": "A \"quoted\" title, long enough"}]}]}"#)
            .components[0].items.map(\.title)
        XCTAssertEqual(titles, [#"A "quoted" title, long enough"#, #"A "quoted" title, long enough"#])
    }
}
