import Foundation
import XCTest
@testable import SpotsModel

/// What a value may be written as, and the error when it cannot be read.
final class CoercionTests: XCTestCase {
    private func layout(_ json: String) -> Layout {
        decodeComponent(#"{"components": [{"layout": \#(json)}]}"#).layout
    }

    func testNumbers() {
        XCTAssertEqual(layout(#"{"span": 2}"#).span, 2)
        XCTAssertEqual(layout(#"{"span": 1.5}"#).span, 1.5)
        XCTAssertEqual(layout(#"{"span": "1.5"}"#).span, 1.5)
        XCTAssertEqual(layout(#"{"span": "1e1"}"#).span, 10)
        XCTAssertEqual(layout(#"{"span": "  3 "}"#).span, 3)
    }

    func testStringThatIsNotANumber() {
        for text in ["abc", "", "1,5", "0x10", "inf", "NaN", "1 2", "+1"] {
            assertError(#"{"components": [{"layout": {"span": "\#(text)"}}]}"#, #"expected a number, found string "\#(text)""#,
                        line: 1, column: 37, path: "components[0].layout.span")
        }
    }

    func testOtherTypesWhereANumberIsExpected() {
        assertError(#"{"components": [{"layout": {"span": true}}]}"#, "expected a number, found true",
                    line: 1, column: 37, path: "components[0].layout.span")
        assertError(#"{"components": [{"layout": {"span": [2]}}]}"#, "expected a number, found an array",
                    line: 1, column: 37, path: "components[0].layout.span")
    }

    func testIntegers() {
        XCTAssertEqual(layout(#"{"items-per-row": 2}"#).itemsPerRow, 2)
        XCTAssertEqual(layout(#"{"items-per-row": 2.0}"#).itemsPerRow, 2)
        XCTAssertEqual(layout(#"{"items-per-row": "2"}"#).itemsPerRow, 2)
        assertError(#"{"components": [{"layout": {"items-per-row": 2.5}}]}"#, "expected an integer, found number 2.5",
                    line: 1, column: 46, path: "components[0].layout.items-per-row")
        assertError(#"{"components": [{"layout": {"items-per-row": "2.5"}}]}"#, #"expected an integer, found string "2.5""#,
                    line: 1, column: 46, path: "components[0].layout.items-per-row")
        // A whole number beyond Int64 is out of range, not a type error: clamped (SizeLimitsTests has the warning).
        XCTAssertEqual(layout(#"{"items-per-row": 1e30}"#).itemsPerRow, 1_000)
    }

    func testBooleans() {
        for (text, expected) in [("true", true), ("false", false), ("1", true), ("0", false), (#""true""#, true),
                                 (#""FALSE""#, false), (#""1""#, true), (#""0""#, false), (#"" True ""#, true)] {
            XCTAssertEqual(layout(#"{"dynamic-span": \#(text)}"#).dynamicSpan, expected, text)
        }
        assertError(#"{"components": [{"layout": {"dynamic-span": 2}}]}"#, "expected a boolean, found number 2",
                    line: 1, column: 45, path: "components[0].layout.dynamic-span")
        assertError(#"{"components": [{"layout": {"dynamic-span": "yes"}}]}"#, #"expected a boolean, found string "yes""#,
                    line: 1, column: 45, path: "components[0].layout.dynamic-span")
    }

    func testStrings() {
        let item = decodeComponent(#"{"components": [{"items": [{"title": 12345678901234567890, "subtitle": 1e-7}]}]}"#).items[0]
        XCTAssertEqual(item.title, "1.2345678901234567e+19")
        XCTAssertEqual(item.subtitle, "1e-07")
        assertError(#"{"components": [{"items": [{"image": {}}]}]}"#, "expected a string, found an object",
                    line: 1, column: 38, path: "components[0].items[0].image")
    }

    func testLongStringsAreShortenedInMessages() {
        let long = String(repeating: "x", count: 100)
        let error = decodingError(#"{"components": [{"layout": {"span": "\#(long)"}}]}"#)
        XCTAssertEqual(error?.message, #"expected a number, found string ""# + String(repeating: "x", count: 40) + #"…""#)
    }
}
