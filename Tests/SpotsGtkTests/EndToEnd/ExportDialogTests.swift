import Foundation
@testable import SpotsApp
import XCTest

/// Export PNG the way a user does it, through the real dialog of the real app (issue 26: it
/// aborted the app every time it was confirmed). `Tests/Accessibility/export_png_probe.py` opens
/// Data/examples/accordion.json in the built `spots`, presses Preview, the 360 px width and Export
/// PNG over AT-SPI, types the output path into the "Export PNG" dialog and presses Enter with
/// xdotool. Needs what ExternalAccessibilityTests needs (Scripts/install-deps.sh).
final class ExportDialogTests: XCTestCase {
    static let expectedChecks = [
        "display-answers", "app-on-the-bus", "preview-button-found", "preview-popover-opens", "export-button-found",
        "export-dialog-opens", "png-written", "dialog-closes", "app-alive-after-export", "window-answers-after-export",
    ]

    private static let repository = Repository.root

    func testExportThroughTheDialogWritesThePNGAndTheAppLives() throws {
        try RunningApp.checkAvailable()
        for tool in ["/usr/bin/dbus-run-session", "/usr/bin/xdotool", "/usr/bin/python3"] {
            XCTAssertTrue(FileManager.default.isExecutableFile(atPath: tool),
                          "\(tool) is missing: run Scripts/install-deps.sh (python3-pyatspi at-spi2-core dbus-x11 xdotool)")
        }
        // The screen among other .json files, as in the examples folder.
        let scratch = TemporaryFolder("spots-export")
        let examples = scratch.url.appendingPathComponent("examples")
        try FileManager.default.copyItem(at: Self.repository.appendingPathComponent("Data/examples"), to: examples)
        let screen = examples.appendingPathComponent("accordion.json").path
        let output = scratch.path("exported accordion.png")

        // The probe's waits take a few seconds in all when things work.
        try PythonProbe.accessibility(Self.repository.appendingPathComponent("Tests/Accessibility/export_png_probe.py"),
                                      [RunningApp.executable.path, screen, output], backstop: 90)
            .expectPasses(Self.expectedChecks)

        // A PNG of the screen at the preview width, the size `spots snapshot` draws it.
        let data = try Data(contentsOf: URL(fileURLWithPath: output))
        XCTAssertEqual(Array(data.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "a PNG file")
        let reference = scratch.path("reference.png")
        let snapshot = Process()
        snapshot.executableURL = RunningApp.executable
        snapshot.arguments = ["snapshot", screen, "-o", reference, "--width", "360"]
        snapshot.standardError = FileHandle.nullDevice
        snapshot.standardOutput = FileHandle.nullDevice
        try snapshot.run()
        snapshot.waitUntilExit()
        let expected = try Data(contentsOf: URL(fileURLWithPath: reference))
        XCTAssertEqual(Self.size(of: data), Self.size(of: expected), "exported at 360 px, as snapshot --width 360")
        XCTAssertEqual(Self.size(of: data).first, 360)
    }

    /// [width, height] from a PNG's IHDR chunk (big-endian, bytes 16..<24).
    private static func size(of png: Data) -> [Int] {
        guard png.count >= 24 else { return [] }
        let bytes = [UInt8](png.prefix(24))
        return [bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }]
    }
}
