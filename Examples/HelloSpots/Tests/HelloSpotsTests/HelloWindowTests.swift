import HelloSpotsKit
import SpotsGtk
import SpotsModel
import XCTest

/// Opens the app's window under a display (xvfb-run) and checks what a user would see.
final class HelloWindowTests: XCTestCase {
    override func setUpWithError() throws {
        let ready = MainActor.assumeIsolated { GtkRuntime.initialize() }
        guard ready else { throw XCTSkip("no display: run under xvfb-run -a") }
    }

    func testTheWindowShowsTheScreenWithTheSwiftViewAndTheDefaultView() throws {
        try MainActor.assumeIsolated {
            let hello = try HelloWindow()
            hello.present()
            defer { hello.window.destroy() }
            GtkRuntime.drain()

            XCTAssertEqual(hello.controller.components.count, 2)
            let greetings = hello.controller.components[0].cells.compactMap { $0.view as? GreetingView }
            XCTAssertEqual(greetings.map(\.title.text), ["English", "Deutsch", "עברית"])
            XCTAssertEqual(greetings.map(\.greeting.text), ["Hello", "Hallo", "שלום"])
            XCTAssertTrue(greetings.allSatisfy { $0.widget.isMapped }, "the Swift views are on screen")
            let defaults = hello.controller.components[1].cells.map(\.view)
            XCTAssertEqual(defaults.count, 2)
            XCTAssertFalse(defaults.contains { $0 is GreetingView }, "the grid's items have no kind: Spots' default view")
        }
    }

    func testActivatingAnItemReachesTheDelegate() throws {
        try MainActor.assumeIsolated {
            let hello = try HelloWindow()
            hello.present()
            defer { hello.window.destroy() }
            GtkRuntime.drain()

            let row = try XCTUnwrap(hello.controller.components[0].cells.first { $0.item.title == "Deutsch" })
            XCTAssertTrue(row.container.activate(), "a row activates as Enter on it does")
            GtkRuntime.drain()
            XCTAssertEqual(hello.activated, ["Deutsch"])
        }
    }
}
