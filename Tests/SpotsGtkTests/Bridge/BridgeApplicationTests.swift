import Foundation
@testable import SpotsApp
import SpotsGtk
import XCTest

/// The GtkApplication wrapper: start-up, actions, and files handed over by `open`.
final class BridgeApplicationTests: GtkTestCase {
    func testStartupActionsAndOpen() { onMain {
        let application = Application(id: "io.github.SpotsGtk.BridgeTest\(getpid())", name: "Spots test")
        var started = 0
        var quits = 0
        var opened: [Application.OpenedFile] = []
        application.onStartup {
            started += 1
            application.addAction("quit", accelerators: ["<Primary>q"]) { quits += 1 }
        }
        application.onOpen { opened += $0 }
        XCTAssertTrue(application.register(), "registers on the session bus, or on its own without one")
        XCTAssertEqual(started, 1)
        application.activateAction("quit")
        XCTAssertEqual(quits, 1)
        application.open(paths: ["/tmp/a screen.json"])
        XCTAssertEqual(opened, [.path("/tmp/a screen.json")])
        let window = application.makeWindow()
        XCTAssertTrue(window.isA(Window.self))
        XCTAssertEqual(window.typeName, "GtkApplicationWindow")
        window.destroy()
    } }
}
