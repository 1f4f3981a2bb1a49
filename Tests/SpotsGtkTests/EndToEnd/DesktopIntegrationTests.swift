import Foundation
import XCTest

/// The app as GNOME starts it, from outside: the built `spots` under Xvfb, driven by
/// `Tests/Desktop/desktop_probe.py`. Window size and maximized state are remembered in GSettings
/// (the schema from Data/ compiled into a scratch folder, a key-file backend), and the app
/// starts through its D-Bus service file when `gdbus call` activates it, in a D-Bus session of
/// its own. Needs xdotool, xprop (x11-utils), glib-compile-schemas and gdbus (libglib2.0-bin),
/// dbus-run-session (Scripts/install-deps.sh).
final class DesktopIntegrationTests: XCTestCase {
    private static let probe = Repository.path("Tests/Desktop/desktop_probe.py")

    func testWindowSizeAndMaximizedStateAreRemembered() throws {
        try runProbe("--window-state", expecting: ["display-answers", "schema-compiles", "opens-at-the-default-size",
                                                   "size-saved-on-quit", "size-restored", "maximized-restored",
                                                   "runs-without-the-schema"])
    }

    /// `DBusActivatable=true` in the desktop file: the desktop starts the app with a D-Bus call,
    /// which finds it through the service file installed beside it.
    func testGdbusCallStartsTheAppThroughItsServiceFile() throws {
        try runProbe("--dbus", expecting: ["display-answers", "service-file-starts-the-app-as-a-service", "not-running-before",
                                           "activate-starts-it-and-opens-the-demo", "open-shows-the-screen-in-the-running-app",
                                           "quit-action-ends-it"])
    }

    /// The AppStream screenshots are this repository's own pictures (docs/images), at the
    /// project's address.
    func testMetainfoScreenshotsAreInTheRepository() throws {
        let metainfo = try String(contentsOf: Repository.path("Data/io.github.SpotsGtk.Spots.metainfo.xml"), encoding: .utf8)
        let prefix = "https://spots-gtk.invalid/"
        let images = metainfo.components(separatedBy: "<image>").dropFirst().compactMap { $0.components(separatedBy: "</image>").first }
        XCTAssertGreaterThanOrEqual(images.count, 3)
        for image in images {
            XCTAssertTrue(image.hasPrefix(prefix + "docs/images/"), image)
            XCTAssertTrue(FileManager.default.fileExists(atPath: Repository.path(String(image.dropFirst(prefix.count))).path),
                          "\(image) is not in the repository")
        }
    }

    private func runProbe(_ mode: String, expecting expected: [String]) throws {
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
            throw XCTSkip("no X display: run the suite under xvfb-run -a (Scripts/run-tests.sh)")
        }
        let runner = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        let spots = runner.deletingLastPathComponent().appendingPathComponent("spots")
        guard FileManager.default.isExecutableFile(atPath: spots.path) else { throw XCTSkip("spots not built at \(spots.path)") }
        for tool in ["/usr/bin/dbus-run-session", "/usr/bin/xdotool", "/usr/bin/xprop", "/usr/bin/gdbus", "/usr/bin/glib-compile-schemas"] {
            XCTAssertTrue(FileManager.default.isExecutableFile(atPath: tool), "\(tool) is missing: run Scripts/install-deps.sh")
        }
        let scratch = TemporaryFolder("spots-desktop")
        // The service file as meson installs it, naming this build's binary; the bus reads its
        // folders when it starts, so it is in place first.
        let template = try String(contentsOf: Repository.path("Data/io.github.SpotsGtk.Spots.service.in"), encoding: .utf8)
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("share/dbus-1/services"), withIntermediateDirectories: true)
        try template.replacingOccurrences(of: "@bindir@/spots", with: spots.path)
            .write(to: scratch.url.appendingPathComponent("share/dbus-1/services/io.github.SpotsGtk.Spots.service"), atomically: true, encoding: .utf8)

        try PythonProbe(script: Self.probe, arguments: [spots.path, Repository.root.path, scratch.url.path, mode],
                        environment: ["XDG_DATA_HOME": scratch.url.appendingPathComponent("share").path])
            .expectPasses(expected)
    }
}
