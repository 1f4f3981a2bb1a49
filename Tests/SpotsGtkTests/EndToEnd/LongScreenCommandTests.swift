import Foundation
import XCTest

/// `spots snapshot` and `spots inspect` of screens of any length, run as a user would: they end
/// in bounded time and memory and say what they drew.
final class LongScreenCommandTests: XCTestCase {
    private var scratch: TemporaryFolder!

    override func setUp() {
        super.setUp()
        scratch = TemporaryFolder("spots-long")
    }

    override func tearDown() {
        scratch = nil
        super.tearDown()
    }

    /// Width and height from a PNG's IHDR chunk (big-endian, bytes 16..<24).
    private func pngSize(_ path: String) throws -> (width: Int, height: Int) {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        XCTAssertEqual(Array(data.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "a PNG file")
        return (data[16..<20].reduce(0) { $0 << 8 | Int($1) }, data[20..<24].reduce(0) { $0 << 8 | Int($1) })
    }

    func testASnapshotOfAHundredThousandItemsDrawsItsTopAndSaysSo() throws {
        // About 5.7 million pixels of rows: laid out whole to be cut at 32,000 px, it crashed in GTK.
        let items = (0..<100_000).map { #"{"title": "Item \#($0)", "subtitle": "Subtitle"}"# }.joined(separator: ",")
        let path = scratch.write(#"{"components": [{"kind": "list", "items": ["# + items + "]}]}", to: "long.json")
        let output = scratch.path("long.png")
        let started = Date()
        let result = try SpotsProcess.run(["snapshot", path, "-o", output, "--width", "800"])
        XCTAssertFalse(result.crashed, result.stderr)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertLessThan(Date().timeIntervalSince(started), 60, "only what is drawn is laid out")
        let size = try pngSize(output)
        XCTAssertEqual(size.width, 800)
        XCTAssertEqual(size.height, 32_000, "the most a picture draws")
        XCTAssertTrue(result.stderr.contains("wrote \(output) (800×32000)"), result.stderr)
        XCTAssertTrue(result.stderr.contains("the picture shows its first 32000 px"), result.stderr)
    }

    func testASnapshotOfAShortScreenIsTheWholeContent() throws {
        let items = (0..<20).map { #"{"title": "Item \#($0)"}"# }.joined(separator: ",")
        let path = scratch.write(#"{"components": [{"kind": "list", "items": ["# + items + "]}]}", to: "short.json")
        let output = scratch.path("short.png")
        let result = try SpotsProcess.run(["snapshot", path, "-o", output, "--width", "500"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let size = try pngSize(output)
        XCTAssertEqual(size.width, 500)
        XCTAssertGreaterThan(size.height, 20 * 30)
        XCTAssertLessThan(size.height, 20 * 80)
        XCTAssertFalse(result.stderr.contains("first 32000 px"), result.stderr)
    }
}
