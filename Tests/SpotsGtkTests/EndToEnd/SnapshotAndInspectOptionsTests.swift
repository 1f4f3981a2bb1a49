import CSpotsGtk
import Foundation
@testable import SpotsApp
import XCTest

/// `spots snapshot` and `spots inspect` as a user types them: `-` for standard input, numbers
/// out of range, a fixed height, and the size they say they wrote (issue 26).
final class SnapshotAndInspectOptionsTests: XCTestCase {
    private var scratch: TemporaryFolder!

    override func setUp() {
        super.setUp()
        scratch = TemporaryFolder("spots-snapshot-options")
    }

    override func tearDown() {
        scratch = nil
        super.tearDown()
    }

    /// Runs the built `spots` in the scratch folder with `input` on its standard input.
    private func run(_ arguments: [String], input: String? = nil,
                     environment: [String: String] = [:]) throws -> (status: Int32, stdout: String, stderr: String) {
        let result = try SpotsProcess.run(arguments, environment: environment, input: input, in: scratch.url)
        return (result.status, result.stdout, result.stderr)
    }

    private static let screen = #"{"title": "Piped", "components": [{"items": [{"title": "Read from a pipe"}, {"title": "Second row"}]}]}"#

    func testInspectDashReadsTheScreenFromStandardInput() throws {
        let result = try run(["inspect", "-", "--width", "400"], input: Self.screen)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains(#"item 0 "Read from a pipe""#), "the piped screen, not the demo:\n\(result.stdout)")
        XCTAssertFalse(result.stdout.contains("Featured trips"), "the demo was shown instead:\n\(result.stdout)")
    }

    func testSnapshotDashDrawsTheScreenFromStandardInput() throws {
        let output = scratch.path("piped.png")
        let piped = try run(["snapshot", "-", "-o", output, "--width", "400"], input: Self.screen)
        XCTAssertEqual(piped.status, 0, piped.stderr)
        let file = scratch.write(Self.screen, to: "screen.json")
        let reference = scratch.path("file.png")
        let direct = try run(["snapshot", file, "-o", reference, "--width", "400"])
        XCTAssertEqual(direct.status, 0, direct.stderr)
        let pipedImage = try XCTUnwrap(PNGImage(path: output)), fileImage = try XCTUnwrap(PNGImage(path: reference))
        XCTAssertEqual(pipedImage.height, fileImage.height, "the piped screen's height, not the demo's")
        XCTAssertTrue(pipedImage.rows(0..<pipedImage.height) == fileImage.rows(0..<fileImage.height), "the same picture as from the file")
    }

    func testAPipedScreenResolvesRelativeFilesFromTheCurrentFolderAndReportsErrorsAsStdin() throws {
        let broken = try run(["snapshot", "-", "-o", scratch.path("x.png")], input: "{\"components\": [")
        XCTAssertEqual(broken.status, 1)
        XCTAssertTrue(broken.stderr.contains("<stdin>:1:17: error:"), broken.stderr)
        scratch.write("{}", to: "there.json")
        let linked = try run(["inspect", "-"], input: #"{"components": [{"items": [{"title": "A", "action": "open:missing.json"}, {"title": "B", "action": "open:there.json"}]}]}"#)
        XCTAssertEqual(linked.status, 0, linked.stderr)
        XCTAssertTrue(linked.stderr.contains("\"missing.json\" not found at \(scratch.path("missing.json"))"), linked.stderr)
        XCTAssertFalse(linked.stderr.contains("there.json"), linked.stderr)
    }

    func testANegativeNumberIsRefusedAsOutOfRangeNotAsMissing() throws {
        let file = scratch.write(Self.screen, to: "screen.json")
        for (arguments, message) in [
            (["snapshot", file, "-o", scratch.path("x.png"), "--width", "-5"], "--width must be between 1 and 16000"),
            (["snapshot", file, "-o", scratch.path("x.png"), "--height", "-5"], "--height must be between 1 and 32000"),
            (["inspect", file, "--width", "-5"], "--width must be between 1 and 16000"),
            (["inspect", file, "--height", "-1"], "--height must be between 1 and 32000"),
        ] {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(message), "\(arguments): \(result.stderr)")
            XCTAssertFalse(result.stderr.contains("Missing value"), "\(arguments): \(result.stderr)")
        }
    }

    func testTheSizeSnapshotReportsIsTheSizeOfTheFileItWrote() throws {
        for (name, screen) in [("empty", #"{"components": []}"#), ("one-row", Self.screen)] {
            let file = scratch.write(screen, to: "\(name).json")
            let output = scratch.path("\(name).png")
            let result = try run(["snapshot", file, "-o", output, "--width", "500"])
            XCTAssertEqual(result.status, 0, result.stderr)
            let image = try XCTUnwrap(PNGImage(path: output))
            XCTAssertTrue(result.stderr.contains("wrote \(output) (\(image.width)×\(image.height))"),
                          "\(name): the message must give the written size \(image.width)×\(image.height): \(result.stderr)")
        }
    }

    /// A fixed height shows the top of the screen, as the full render does: the demo's first
    /// card is taller than 200 px, and GTK's initial focus on it scrolled the render down.
    func testAShortSnapshotStartsAtTheTop() throws {
        for width in [320, 360] {
            let full = scratch.path("full-\(width).png"), short = scratch.path("short-\(width).png")
            XCTAssertEqual(try run(["snapshot", "-o", full, "--width", "\(width)"]).status, 0)
            XCTAssertEqual(try run(["snapshot", "-o", short, "--width", "\(width)", "--height", "200"]).status, 0)
            let whole = try XCTUnwrap(PNGImage(path: full)), top = try XCTUnwrap(PNGImage(path: short))
            XCTAssertEqual(top.height, 200)
            XCTAssertTrue(top.rows(0..<200) == whole.rows(0..<200),
                          "at \(width) px the 200 px render is not the top of the screen (it starts \(top.offset(in: whole)) px down)")
        }
    }

    /// GTK_THEME fixes the theme and its variant: `--theme dark` then changes nothing, and says so
    /// rather than writing a light picture silently.
    func testThemeSaysItHasNoEffectUnderGTKTheme() throws {
        let file = scratch.write(Self.screen, to: "screen.json")
        let fixed = ["GTK_THEME": "Adwaita"]
        let light = scratch.path("light.png"), asked = scratch.path("asked.png")
        XCTAssertEqual(try run(["snapshot", file, "-o", light, "--width", "300"], environment: fixed).status, 0)
        let result = try run(["snapshot", file, "-o", asked, "--width", "300", "--theme", "dark"], environment: fixed)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("warning: --theme dark has no effect: GTK_THEME=Adwaita sets the theme"), result.stderr)
        let lightImage = try XCTUnwrap(PNGImage(path: light)), askedImage = try XCTUnwrap(PNGImage(path: asked))
        XCTAssertTrue(lightImage.rows(0..<lightImage.height) == askedImage.rows(0..<askedImage.height),
                      "GTK ignores the dark style under GTK_THEME (the warning is true)")
        let free = try run(["snapshot", file, "-o", scratch.path("dark.png"), "--width", "300", "--theme", "dark"],
                           environment: ["GTK_THEME": ""])
        XCTAssertFalse(free.stderr.contains("no effect"), free.stderr)
    }
}

/// A PNG's pixels, read through GdkPixbuf.
struct PNGImage {
    let width: Int
    let height: Int
    private let bytes: [UInt8]
    private let rowLength: Int

    init?(path: String) {
        guard let pixbuf = gdk_pixbuf_new_from_file(path, nil) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        width = Int(gdk_pixbuf_get_width(pixbuf))
        height = Int(gdk_pixbuf_get_height(pixbuf))
        let stride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        rowLength = width * Int(gdk_pixbuf_get_n_channels(pixbuf))
        let pixels = gdk_pixbuf_get_pixels(pixbuf)!
        var bytes: [UInt8] = []
        for row in 0..<height { bytes += UnsafeBufferPointer(start: pixels + row * stride, count: rowLength) }
        self.bytes = bytes
    }

    /// The pixels of `rows`, row after row.
    func rows(_ rows: Range<Int>) -> ArraySlice<UInt8> {
        bytes[rows.lowerBound * rowLength..<min(rows.upperBound, height) * rowLength]
    }

    /// How far down `other` this image's top rows are found (-1: nowhere in the first 400 px).
    func offset(in other: PNGImage) -> Int {
        let probe = rows(0..<min(20, height))
        for offset in 0..<min(400, other.height - 20) where other.rows(offset..<offset + 20).elementsEqual(probe) { return offset }
        return -1
    }
}
