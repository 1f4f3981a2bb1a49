import Foundation
import XCTest

/// The app draws with cairo: GDK must not load an OpenGL driver when it opens the display
/// (Mesa's brings LLVM: 50 MB of the app's memory, with a large screen over its 150 MB target).
final class OpenGLDriverTests: XCTestCase {
    func testTheAppLoadsNoOpenGLDriver() throws {
        try RunningApp.checkAvailable()
        let scratch = TemporaryFolder()
        // The warning is written after the display is open and the screen is loaded.
        let path = scratch.write(#"{"components": [{"kind": "list", "items": [{"title": "A", "image": "absent.png"}]}]}"#, to: "a.json")
        let app = try RunningApp(arguments: [path])
        XCTAssertTrue(app.waitForOutput(containing: "absent.png", timeout: 20), app.text)
        // Read to its end: /proc files say they are empty.
        let file = try FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/\(app.process.processIdentifier)/maps"))
        let maps = String(decoding: try file.readToEnd() ?? Data(), as: UTF8.self)
        XCTAssertTrue(maps.contains("libgtk-3"), "not the app's process")
        let driver = maps.split(separator: "\n").first { $0.contains("/dri/") || $0.contains("libGLX_mesa") || $0.contains("libLLVM") }
        XCTAssertNil(driver, "an OpenGL driver is loaded: \(driver ?? "")")
    }
}
