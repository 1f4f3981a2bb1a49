import Foundation
import XCTest
@testable import SpotsModel

/// The parser reads plain string text and indentation eight bytes at a time, and short integers
/// without the full number grammar: what it reads, and where its errors point, must not depend on
/// where a run starts or ends, or on how many bytes are left in the document.
final class WordAtATimeParsingTests: XCTestCase {
    private func parsedString(_ json: String) throws -> String? {
        guard case .array(let elements) = try JSONParser.parse(Data(json.utf8)).value,
              case .string(let text)? = elements.first?.value else { return nil }
        return text
    }

    func testStringsReadTheSameWhereverTheirSpecialBytesFall() throws {
        let specials: [(written: String, read: String)] = [
            ("", ""), (#"\""#, "\""), (#"\\"#, "\\"), (#"\n"#, "\n"), (#"\u00e9"#, "é"), ("é", "é"), ("😀", "😀"),
            ("~\u{7F}", "~\u{7F}"), (" !#[]{}", " !#[]{}"),
        ]
        for before in 0..<17 {
            for (written, read) in specials {
                for after in 0..<10 {
                    let lead = String(repeating: "a", count: before), tail = String(repeating: "b", count: after)
                    let json = "[\"\(lead)\(written)\(tail)\"]"
                    XCTAssertEqual(try parsedString(json), lead + read + tail, json)
                    XCTAssertEqual(try parsedString(json + String(repeating: " ", count: after)), lead + read + tail, json)
                }
            }
        }
    }

    func testErrorsInStringsPointAtTheSameByteWhereverTheyFall() {
        for before in 0..<17 {
            let lead = String(repeating: "a", count: before)
            for tail in ["", "bcdefghijklmnop\"]"] {
                assertError("[\"\(lead)\u{1}\(tail)", "control character U+0001 in string must be escaped", line: 1, column: 3 + before)
                assertError("[\"\(lead)\t\(tail)", "control character U+0009 in string must be escaped", line: 1, column: 3 + before)
                assertError("[\"\(lead)\n\(tail)", "unterminated string: expected '\"' before the end of the line", line: 1, column: 3 + before)
                var bytes = Array("[\"\(lead)".utf8) + [0xFF] + Array(tail.utf8)
                XCTAssertThrowsError(try JSONParser.parse(Data(bytes))) { error in
                    XCTAssertEqual((error as? JSONSyntaxError)?.offset, 2 + before)
                    XCTAssertEqual((error as? JSONSyntaxError)?.message, "invalid UTF-8 byte 0xFF in string")
                }
                bytes = Array("[\"\(lead)".utf8) + [0xC3] + Array(tail.utf8)  // a lead byte without its continuation
                XCTAssertThrowsError(try JSONParser.parse(Data(bytes))) { error in
                    XCTAssertEqual((error as? JSONSyntaxError)?.offset, 2 + before)
                }
            }
            assertError("[\"\(lead)", "unterminated string", line: 1, column: 2)
        }
    }

    func testIndentationOfEveryWidthKeepsPositions() throws {
        for width in 0..<20 {
            let spaces = String(repeating: " ", count: width)
            let json = "{\n\(spaces)\"a\":\(spaces)[\(spaces)1,\r\n\t\(spaces)2\(spaces)]\(spaces)}\(spaces)"
            let root = try JSONParser.parse(Data(json.utf8))
            guard case .object(let members) = root.value, case .array(let elements) = members.first?.value.value else {
                return XCTFail("not an object with an array: \(json.debugDescription)")
            }
            XCTAssertEqual(members.first?.keyOffset, 2 + width)
            XCTAssertEqual(members.first?.value.offset, 6 + 2 * width)
            XCTAssertEqual(elements.map(\.offset), [7 + 3 * width, 12 + 4 * width])
        }
        assertError("[1,\(String(repeating: " ", count: 12))]", "trailing comma before ']'", line: 1, column: 3)
        assertError("[1\(String(repeating: " ", count: 12))x]", "expected ',' or ']' after array element, found 'x'", line: 1, column: 15)
    }

    func testOnlyTheFourWhitespaceBytesAreSkipped() throws {
        let whitespace: Set<UInt8> = [0x09, 0x0A, 0x0D, 0x20]
        for byte in UInt8(0)...0x21 {
            for run in [0, 9] { // alone, and after a run of spaces read a word at a time
                let bytes = Array("[1,".utf8) + Array(repeating: 0x20, count: run) + [byte] + Array("2]".utf8)
                do {
                    let root = try JSONParser.parse(Data(bytes))
                    XCTAssertTrue(whitespace.contains(byte), "byte \(byte) taken as whitespace")
                    guard case .array(let elements) = root.value else { return XCTFail("not an array") }
                    XCTAssertEqual(elements.map(\.offset), [1, 4 + run], "byte \(byte)")
                } catch let error as JSONSyntaxError {
                    XCTAssertFalse(whitespace.contains(byte), "byte \(byte): \(error.message)")
                    XCTAssertEqual(error.offset, 3 + run, "byte \(byte): \(error.message)")
                }
            }
        }
    }

    func testIntegersOfEveryLengthReadAsTheGrammarSays() throws {
        for length in 1...22 {
            let digits = String((0..<length).map { Character(String(($0 % 9) + 1)) })
            for sign in ["", "-"] {
                for ending in ["]", ".5]", "e2]", "E-1]", "0]"] {
                    let text = sign + digits + ending.dropLast()
                    let node = try JSONParser.parse(Data("[\(text)]".utf8))
                    guard case .array(let elements) = node.value, let value = elements.first?.value else { return XCTFail(text) }
                    if let exact = Int(text) {
                        guard case .int(let read) = value else { return XCTFail("\(text) is not an integer") }
                        XCTAssertEqual(read, exact, text)
                    } else {
                        guard case .double(let read) = value else { return XCTFail("\(text) is not a double") }
                        XCTAssertEqual(read, Double(text), text)
                    }
                }
            }
        }
        // A number at the very end of the document, and the grammar's errors after the fast path gives up.
        XCTAssertEqual(JSONParser.number(in: "12345")?.isInt(12345), true)
        XCTAssertEqual(JSONParser.number(in: "-7")?.isInt(-7), true)
        assertError("[-01]", "invalid number: leading zeros are not allowed", line: 1, column: 2)
        assertError("[12.]", "invalid number: expected a digit after '.'", line: 1, column: 2)
        assertError("[-x]", "invalid number: expected a digit after '-'", line: 1, column: 2)
    }
}

private extension JSONNode.Value {
    func isInt(_ expected: Int) -> Bool {
        if case .int(let value) = self { return value == expected }
        return false
    }
}
