import CSpotsGtk
import CSpotsShim
import Foundation
@testable import SpotsApp
@testable import SpotsGtk
import SpotsModel
import XCTest

/// What the keyboard reaches besides items, on the shipped examples in the app's window: an error
/// state's Retry button and the headers of collapsible sections.
final class KeyboardStopsTests: GtkTestCase {
    private var examples: URL {
        Repository.path("Data/examples")
    }

    /// The app's window, 500×400, showing the example `name`.
    @MainActor
    private func openExample(_ name: String) -> ScreenWindow {
        let screen = ScreenWindow(application: nil)
        gtk_window_resize(spots_window(screen.window.pointer), 500, 400)
        screen.present()
        screen.open(path: examples.appendingPathComponent(name).path)
        GtkRuntime.drain(quietPeriod: 0.1)
        return screen
    }

    @MainActor
    private func key(_ keyval: Int32, _ modifiers: GdkModifierType = GdkModifierType(rawValue: 0), in screen: ScreenWindow) {
        pressKey(keyval, modifiers, in: screen.window.pointer, quietPeriod: 0.05)
    }

    /// What has the focus: an item's title, "Retry", a section header's title, or nil.
    @MainActor
    private func focused(_ screen: ScreenWindow) -> String? {
        guard let focus = gtk_window_get_focus(spots_window(screen.window.pointer)) else { return nil }
        for component in screen.controller.components {
            if component.stateParts?.retryButton?.pointer == focus { return "Retry" }
            if component.headerToggle?.pointer == focus { return "header \(component.header?.item.title ?? "")" }
            for cell in component.cells where cell.container.pointer == focus || gtk_widget_is_ancestor(focus, cell.container.pointer) != 0 {
                return cell.item.title
            }
        }
        return "other"
    }

    /// Whether `widget` lies entirely inside the screen's viewport.
    @MainActor
    private func isInView(_ widget: Widget, _ controller: Controller) -> Bool {
        guard let origin = widget.origin(in: controller.content) else { return false }
        let top = controller.scrollPosition.value
        return Double(origin.y) >= top - 1
            && Double(origin.y + widget.allocation.height) <= top + controller.scrollPosition.pageSize + 1
    }

    func testRetryIsReachedByDownUpTabAndShiftTab() throws { try onMain {
        let screen = openExample("states.json")
        defer { screen.window.destroy() }
        let controller = screen.controller
        let retry = try XCTUnwrap(controller.components[3].stateParts?.retryButton)
        // Inbox shows its empty state, Drafts two items, Updates is loading, Shared folders failed.
        controller.focus(ReadingPosition((1, 1)))
        GtkRuntime.drain(quietPeriod: 0.05)
        XCTAssertEqual(focused(screen), "Trip to Porto")

        key(GDK_KEY_Down, in: screen)
        XCTAssertEqual(focused(screen), "Retry", "Down goes on past the loading section to Retry")
        XCTAssertTrue(isInView(retry, controller), "and scrolls it into view")
        key(GDK_KEY_Down, in: screen)
        XCTAssertEqual(focused(screen), "Retry", "nothing below it: the focus stays")
        key(GDK_KEY_Up, in: screen)
        XCTAssertEqual(focused(screen), "Trip to Porto")

        key(GDK_KEY_Tab, in: screen)
        XCTAssertEqual(focused(screen), "Retry", "Tab stops at Retry, the failed section's stop")
        key(GDK_KEY_ISO_Left_Tab, GDK_SHIFT_MASK, in: screen)
        XCTAssertEqual(focused(screen), "Trip to Porto", "and Shift+Tab goes back")
        // From outside the components (Tab from the header bar round to the last stop).
        key(GDK_KEY_Tab, in: screen)
        key(GDK_KEY_Tab, in: screen)
        XCTAssertNotEqual(focused(screen), "Retry", "Tab past the last stop leaves the components")
    } }

    func testDownFromTheLastItemOfAnOpenSectionGoesOnToTheNextHeaders() throws { try onMain {
        let screen = openExample("accordion.json")
        defer { screen.window.destroy() }
        let controller = screen.controller
        XCTAssertEqual(controller.components.map(\.isCollapsed), [false, true, true])
        let last = controller.components[0].itemCount - 1
        controller.focus(ReadingPosition((0, last)))
        GtkRuntime.drain(quietPeriod: 0.05)
        let lastTitle = try XCTUnwrap(controller.components[0].item(at: last)?.title)
        XCTAssertEqual(focused(screen), lastTitle)

        key(GDK_KEY_Down, in: screen)
        XCTAssertEqual(focused(screen), "header Screens and components", "Down reaches the next section's header")
        key(GDK_KEY_Down, in: screen)
        XCTAssertEqual(focused(screen), "header Troubleshooting", "and the one after it")
        let toggle = try XCTUnwrap(controller.components[2].headerToggle)
        XCTAssertTrue(isInView(toggle, controller))
        key(GDK_KEY_Up, in: screen)
        XCTAssertEqual(focused(screen), "header Screens and components")
        key(GDK_KEY_Up, in: screen)
        XCTAssertEqual(focused(screen), lastTitle, "Up goes back to the open section's last item")
    } }
}
