import Foundation
import XCTest
@testable import SpotsModel

/// Decodes `json` (a string, so tests read like the files they stand for).
func decode(_ json: String, file: String? = nil) throws -> DecodedScreen {
    try ScreenDecoder().decode(Data(json.utf8), file: file)
}

func decodeScreen(_ json: String, file: StaticString = #filePath, line: UInt = #line) -> Screen {
    do {
        return try decode(json).screen
    } catch {
        XCTFail("unexpected error: \(error)", file: file, line: line)
        return Screen()
    }
}

/// The one component of a screen with one component.
func decodeComponent(_ json: String, file: StaticString = #filePath, line: UInt = #line) -> ComponentModel {
    let screen = decodeScreen(json, file: file, line: line)
    XCTAssertEqual(screen.components.count, 1, file: file, line: line)
    return screen.components.first ?? ComponentModel()
}

/// The error decoding `json` throws, or a failure.
func decodingError(_ json: String, file: StaticString = #filePath, line: UInt = #line) -> Diagnostic? {
    do {
        _ = try decode(json, file: "screen.json")
        XCTFail("expected an error", file: file, line: line)
    } catch let diagnostic as Diagnostic {
        XCTAssertEqual(diagnostic.severity, .error, file: file, line: line)
        XCTAssertEqual(diagnostic.file, "screen.json", file: file, line: line)
        return diagnostic
    } catch {
        XCTFail("unexpected error type: \(error)", file: file, line: line)
    }
    return nil
}

/// Asserts the error for `json`: its message, position and path.
func assertError(_ json: String, _ message: String, line: Int, column: Int, path: String = "",
                 file: StaticString = #filePath, testLine: UInt = #line) {
    guard let error = decodingError(json, file: file, line: testLine) else { return }
    XCTAssertEqual(error.message, message, file: file, line: testLine)
    XCTAssertEqual(error.line, line, "line", file: file, line: testLine)
    XCTAssertEqual(error.column, column, "column", file: file, line: testLine)
    XCTAssertEqual(error.path, path, "path", file: file, line: testLine)
}

func warnings(_ json: String, file: StaticString = #filePath, line: UInt = #line) -> [Diagnostic] {
    do {
        return try decode(json).warnings
    } catch {
        XCTFail("unexpected error: \(error)", file: file, line: line)
        return []
    }
}
