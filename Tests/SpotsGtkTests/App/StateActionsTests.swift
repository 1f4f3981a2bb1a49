import CSpotsGtk
import Foundation
@testable import SpotsApp
@testable import SpotsGtk
import SpotsModel
import XCTest

/// Screens that hold state, in the real window: Enter on an item with a `set` action changes the
/// variable, the rows that read it change in place through the diff (nothing else is touched),
/// `visible-if` rows come and go, and the keyboard focus stays on the activated item.
final class StateActionsTests: GtkTestCase {
    @MainActor
    private func focusedTitle(_ window: ScreenWindow) -> String? {
        guard let step = window.controller.focusedPosition?.steps.first else { return nil }
        return window.controller.components[step.component].item(at: step.item)?.title
    }

    @MainActor
    private func titles(_ window: ScreenWindow, component: Int) -> [String] {
        let shown = window.controller.components[component]
        return (0..<shown.model.items.count).compactMap { shown.item(at: $0)?.title }
    }

    @MainActor
    private func openExample() -> ScreenWindow {
        let window = ScreenWindow(application: nil)
        window.window.setDefaultSize(width: 700, height: 600)
        window.present()
        window.open(path: Repository.path("Data/examples/state.json").path)
        GtkRuntime.drain()
        return window
    }

    func testEnterOnASetActionReconfiguresOnlyTheRowsThatReadTheVariable() { onMain {
        let window = openExample()
        defer { window.window.destroy() }
        XCTAssertEqual(titles(window, component: 0), ["Count: 0", "Add one"])
        window.controller.focus(ReadingPosition((0, 1)))
        GtkRuntime.drain()
        XCTAssertEqual(focusedTitle(window), "Add one")
        let greeting = window.controller.components[1].cells.map(\.container.pointer)
        pressKey(GDK_KEY_Return, in: window.window.pointer)
        XCTAssertTrue(GtkRuntime.run(until: { self.titles(window, component: 0).first == "Count: 1" }, timeout: 2))
        XCTAssertEqual(titles(window, component: 0), ["Count: 1", "Add one", "Reset"], "visible-if shows Reset")
        let update = window.controller.lastUpdate
        XCTAssertEqual(update.reconfigured, 1, "only the row that reads count: \(update)")
        XCTAssertEqual(update.created, 1, "the Reset row appears: \(update)")
        XCTAssertEqual(update.destroyed + update.moved + update.componentsCreated + update.componentsDestroyed, 0, "\(update)")
        XCTAssertEqual(window.controller.components[1].cells.map(\.container.pointer), greeting, "the other component is untouched")
        XCTAssertEqual(focusedTitle(window), "Add one", "the focus stays on the activated item")
        pressKey(GDK_KEY_Return, in: window.window.pointer)
        XCTAssertTrue(GtkRuntime.run(until: { self.titles(window, component: 0).first == "Count: 2" }, timeout: 2))
        XCTAssertEqual(window.controller.components[0].model.items[0].subtitle, "2 clicks")
        XCTAssertEqual(focusedTitle(window), "Add one")
    } }

    func testASetActionLeavesTheTitleAndHeaderBarAlone() { onMain {
        // The window's title was set again on every change, which lays out the header bar and
        // the whole window anew: a counter's click cost a full frame.
        let window = openExample()
        defer { window.window.destroy() }
        window.controller.focus(ReadingPosition((0, 1)))
        GtkRuntime.drain()
        var titleSets = 0
        var headerAllocations = 0
        Signal.connect(UnsafeMutableRawPointer(window.window.pointer), "notify::title", withArgument: { _ in titleSets += 1 })
        Signal.connect(UnsafeMutableRawPointer(window.headerBar.pointer), "size-allocate", withArgument: { _ in headerAllocations += 1 })
        pressKey(GDK_KEY_Return, in: window.window.pointer)
        XCTAssertTrue(GtkRuntime.run(until: { self.titles(window, component: 0).first == "Count: 1" }, timeout: 2))
        GtkRuntime.drain()
        XCTAssertEqual(titleSets, 0, "the title did not change")
        XCTAssertEqual(headerAllocations, 0, "the header bar keeps its layout")
    } }

    func testAToggleShowsAndHidesARowAndItLeavesTheKeyboardOrder() { onMain {
        let window = openExample()
        defer { window.window.destroy() }
        XCTAssertEqual(titles(window, component: 1), ["Hello, Ana!", "Show details"])
        window.controller.focus(ReadingPosition((1, 1)))
        GtkRuntime.drain()
        pressKey(GDK_KEY_Return, in: window.window.pointer)
        XCTAssertTrue(GtkRuntime.run(until: { self.titles(window, component: 1).count == 3 }, timeout: 2))
        XCTAssertEqual(titles(window, component: 1), ["Hello, Ana!", "Hide details", "Details"])
        XCTAssertEqual(focusedTitle(window), "Hide details", "the toggle keeps the focus though its title changed")
        pressKey(GDK_KEY_Down, in: window.window.pointer)
        XCTAssertEqual(focusedTitle(window), "Details")
        pressKey(GDK_KEY_Up, in: window.window.pointer)
        pressKey(GDK_KEY_Return, in: window.window.pointer)
        XCTAssertTrue(GtkRuntime.run(until: { self.titles(window, component: 1).count == 2 }, timeout: 2))
        XCTAssertEqual(focusedTitle(window), "Show details")
        pressKey(GDK_KEY_Down, in: window.window.pointer)
        XCTAssertNotEqual(focusedTitle(window), "Details", "a hidden row is not in the keyboard order")
    } }
}
