import Foundation
import XCTest
@testable import SpotsModel

/// Malformed JSON: the message says what was expected, at the exact line and column.
final class JSONSyntaxTests: XCTestCase {
    func testMissingCommaBetweenMembers() {
        assertError(#"{"a": 1 "b": 2}"#, "expected ',' or '}' after object member, found '\"'", line: 1, column: 9)
    }

    func testMissingCommaBetweenElements() {
        assertError("[1 2]", "expected ',' or ']' after array element, found '2'", line: 1, column: 4)
    }

    func testMissingColon() {
        assertError(#"{"a" 1}"#, "expected ':' after object key, found '1'", line: 1, column: 6)
    }

    func testUnquotedKey() {
        assertError("{title: 1}", "expected a string key or '}', found 'title'", line: 1, column: 2)
    }

    func testUnterminatedStringAtEndOfInput() {
        assertError(#"{"title": "abc"#, "unterminated string", line: 1, column: 11)
    }

    func testUnterminatedStringAtEndOfLine() {
        assertError("{\"title\": \"abc\n}", "unterminated string: expected '\"' before the end of the line", line: 1, column: 15)
    }

    func testTrailingCommaInArray() {
        assertError("[1, 2,]", "trailing comma before ']'", line: 1, column: 6)
    }

    func testTrailingCommaInObject() {
        assertError("{\"a\": 1,\n}", "trailing comma before '}'", line: 1, column: 8)
    }

    func testBadLiterals() {
        assertError("[tru]", "invalid literal 'tru', expected 'true'", line: 1, column: 2)
        assertError("[nul]", "invalid literal 'nul', expected 'null'", line: 1, column: 2)
        assertError("[falsey]", "invalid literal 'falsey', expected 'false'", line: 1, column: 2)
        assertError("[NaN]", "expected a value, found 'NaN'", line: 1, column: 2)
        assertError("['a']", "expected a value, found \"'\"", line: 1, column: 2)
    }

    func testEmptyInput() {
        assertError("", "unexpected end of input, expected a value", line: 1, column: 1)
        assertError("  \n  ", "unexpected end of input, expected a value", line: 2, column: 3)
    }

    func testTruncatedDocument() {
        assertError(#"{"a": 1"#, "unexpected end of input, expected ',' or '}' after object member", line: 1, column: 8)
        assertError(#"{"a": "#, "unexpected end of input, expected a value", line: 1, column: 7)
    }

    func testErrorOnLineFive() {
        let json = """
        {
          "components": [
            {
              "kind": "list",
              "items": [}
            }
          ]
        }
        """
        assertError(json, "expected a value, found '}'", line: 5, column: 17)
    }

    func testColumnCountsCharactersNotBytes() {
        // "ü", "ß", "ñ" are two bytes each and "👋" four; each counts as one column.
        assertError(#"{"title": "Grüße 👋 ñ", "x" 1}"#, "expected ':' after object key, found '1'", line: 1, column: 28)
    }

    func testTabCountsOneColumn() {
        assertError("{\n\t\"a\" 1}", "expected ':' after object key, found '1'", line: 2, column: 6)
    }

    func testWindowsLineEndings() {
        assertError("{\r\n\"a\": 1,\r\n\"b\" 2}", "expected ':' after object key, found '2'", line: 3, column: 5)
    }

    func testByteOrderMarkIsAcceptedAndNotCounted() throws {
        XCTAssertEqual(try decode("\u{FEFF}{\"title\": \"T\"}").screen.title, "T")
        assertError("\u{FEFF}[1,]", "trailing comma before ']'", line: 1, column: 3)
    }

    func testSurroundingWhitespaceIsAccepted() throws {
        XCTAssertEqual(try decode(" \n\t{\"title\": \"T\"} \r\n ").screen.title, "T")
    }

    func testTrailingGarbage() {
        assertError("{} x", "expected end of input after the JSON value, found 'x'", line: 1, column: 4)
        assertError("{}}", "expected end of input after the JSON value, found '}'", line: 1, column: 3)
    }

    func testInvalidEscape() {
        assertError(#"["\q"]"#, #"invalid escape \q"#, line: 1, column: 3)
        assertError(#"["\u12"]"#, #"invalid escape: expected 4 hex digits after \u"#, line: 1, column: 3)
        assertError(#"["\ud83d"]"#, #"unpaired surrogate \uD83D in string"#, line: 1, column: 3)
        assertError(#"["\ude00"]"#, #"unpaired surrogate \uDE00 in string"#, line: 1, column: 3)
    }

    func testControlCharacterInString() {
        assertError("[\"a\tb\"]", "control character U+0009 in string must be escaped", line: 1, column: 4)
    }

    func testInvalidUTF8() {
        let data = Data([0x5B, 0x22, 0x61, 0xFF, 0x22, 0x5D])  // ["a\xFF"]
        XCTAssertThrowsError(try ScreenDecoder().decode(data)) { error in
            let diagnostic = error as? Diagnostic
            XCTAssertEqual(diagnostic?.message, "invalid UTF-8 byte 0xFF in string")
            XCTAssertEqual(diagnostic?.column, 4)
        }
        // An overlong encoding of "/" and an encoded surrogate are not UTF-8 either.
        XCTAssertThrowsError(try JSONParser.parse(Data([0x22, 0xC0, 0xAF, 0x22])))
        XCTAssertThrowsError(try JSONParser.parse(Data([0x22, 0xED, 0xA0, 0x80, 0x22])))
    }

    func testEscapesDecode() throws {
        let node = try JSONParser.parse(Data(#""\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00 plain ü""#.utf8))
        guard case .string(let text) = node.value else { return XCTFail("not a string") }
        XCTAssertEqual(text, "\"\\/\u{8}\u{C}\n\r\té😀 plain ü")
    }

    func testNumbers() throws {
        let node = try JSONParser.parse(Data("""
        [0, -0, 7, -12, 9223372036854775807, -9223372036854775808, 9223372036854775808,
         1.5, -2.5e3, 1E2, 0.1, 1e-7, 123456789012345678901234567890, 3.0, 2.2250738585072014e-308]
        """.utf8))
        guard case .array(let elements) = node.value else { return XCTFail("not an array") }
        let values = elements.map { element -> String in
            switch element.value {
            case .int(let value): return "int \(value)"
            case .double(let value): return "double \(value)"
            default: return "other"
            }
        }
        XCTAssertEqual(values, [
            "int 0", "int 0", "int 7", "int -12", "int 9223372036854775807", "int -9223372036854775808",
            "double 9.223372036854776e+18", "double 1.5", "double -2500.0", "double 100.0", "double 0.1",
            "double 1e-07", "double 1.2345678901234568e+29", "double 3.0", "double 2.2250738585072014e-308",
        ])
    }

    func testInvalidNumbers() {
        assertError("[01]", "invalid number: leading zeros are not allowed", line: 1, column: 2)
        assertError("[-]", "invalid number: expected a digit after '-'", line: 1, column: 2)
        assertError("[1.]", "invalid number: expected a digit after '.'", line: 1, column: 2)
        assertError("[1e+]", "invalid number: expected a digit in the exponent", line: 1, column: 2)
        assertError("[.5]", "expected a value, found '.'", line: 1, column: 2)
        assertError("[+1]", "expected a value, found '+'", line: 1, column: 2)
        assertError("[1e999]", "number 1e999 is out of range", line: 1, column: 2)
    }

    func testHundredThousandBracketsAreAnErrorNotACrash() {
        let json = String(repeating: "[", count: 100_000)
        assertError(json, "nesting deeper than 512 levels of arrays and objects", line: 1, column: 513)
        let objects = String(repeating: #"{"a":"#, count: 100_000)
        assertError(objects, "nesting deeper than 512 levels of arrays and objects", line: 1, column: 512 * 5 + 1)
    }

    func testNestingAtTheLimitParses() throws {
        let depth = ScreenDecoder.maximumJSONDepth
        let json = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        XCTAssertNoThrow(try JSONParser.parse(Data(json.utf8)))
    }

    func testNodesKeepPositionsAndKeyOrder() throws {
        let node = try JSONParser.parse(Data(#"{"b": [1, "x"], "a": null, "b": true}"#.utf8))
        guard case .object(let members) = node.value else { return XCTFail("not an object") }
        XCTAssertEqual(members.map(\.key), ["b", "a", "b"])
        XCTAssertEqual(members.map(\.keyOffset), [1, 16, 27])
        XCTAssertEqual(members[0].value.offset, 6)
        guard case .array(let elements) = members[0].value.value else { return XCTFail("not an array") }
        XCTAssertEqual(elements.map(\.offset), [7, 10])
    }

    func testDescriptionReadsLikeACompilerMessage() {
        let error = decodingError("[1,]")
        XCTAssertEqual(error?.description, "screen.json:1:3: error: trailing comma before ']'")
    }
}
