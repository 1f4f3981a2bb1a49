import Foundation
@testable import SpotsGtk
import XCTest

/// A loaded screen keeps its bytes for `${…}` only when it has one: the scan finds every `${`
/// and nothing else, wherever it is, in files of any size.
final class ExpressionMarkerTests: XCTestCase {
    func testFindsTheMarkerAnywhereAndOnlyIt() {
        func has(_ text: String) -> Bool { ScreenLoader.containsExpression(Data(text.utf8)) }
        XCTAssertTrue(has("${a}"))
        XCTAssertTrue(has(#"{"title": "Hello ${name}"}"#))
        XCTAssertTrue(has("$$${"))
        XCTAssertTrue(has("x${"))
        XCTAssertFalse(has(""))
        XCTAssertFalse(has("$"))
        XCTAssertFalse(has("{$"))
        XCTAssertFalse(has("$ {a}"))
        XCTAssertFalse(has(#"{"price": "$5", "note": "{braces}$"}"#))
    }

    func testScansALargeFileWhole() {
        var bytes = Data(repeating: UInt8(ascii: "$"), count: 3_000_000)
        XCTAssertFalse(ScreenLoader.containsExpression(bytes))
        bytes[2_999_999] = UInt8(ascii: "{")
        XCTAssertTrue(ScreenLoader.containsExpression(bytes))
        // A slice of a larger buffer starts at its own index.
        let slice = Data("ab${c".utf8).dropFirst(2)
        XCTAssertTrue(ScreenLoader.containsExpression(slice))
        XCTAssertFalse(ScreenLoader.containsExpression(Data("${x".utf8).dropFirst(1)))
    }

    /// The scan is a small part of loading a large file: it read every byte through generic
    /// indexing, seconds for a screen of tens of MB (the first frame of a million items waited
    /// 4-5 s for it in a release build).
    func testLoadingALargeScreenIsNotHeldUpByTheScan() throws {
        // A small screen padded with 48 MB of spaces, which the decoder skips in one loop.
        var bytes = Data(#"{"components": [{"kind": "list", "items": [{"title": "Hello"}]}]}"#.utf8)
        bytes.append(Data(repeating: UInt8(ascii: " "), count: 48_000_000))
        // This thread's processor time: other processes on a loaded machine do not stretch it.
        let start = Self.threadTime()
        let loaded = try ScreenLoader.load(data: bytes, file: "padded.json", location: ResourceLocation(baseDirectory: URL(fileURLWithPath: "/tmp")),
                                           name: "padded.json")
        let seconds = Self.threadTime() - start
        XCTAssertEqual(loaded.screen.components.first?.items.first?.title, "Hello")
        XCTAssertNil(loaded.expressionSource)
        XCTAssertLessThan(seconds, 1.5, "loading 48 MB took \(seconds) s of processor time")
    }

    private static func threadTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
