import CSpotsGtk
import CSpotsShim
import Foundation
@testable import SpotsApp
@testable import SpotsGtk
import SpotsModel
import XCTest

/// `header-mode: sticky` in a real window with windowed rendering: the header's copy stays at
/// the top of the viewport while its component scrolls under it, and the next sticky header
/// pushes it up.
final class StickyHeaderTests: GtkTestCase {
    private func stickyList(_ name: String, count: Int) -> ComponentModel {
        var layout = Layout()
        layout.headerMode = .sticky
        return ComponentModel(identifier: name, header: Item(title: name), layout: layout,
                              items: (0..<count).map { Item(identifier: .number($0), title: "\(name) \($0)") })
    }

    /// The copy's top relative to the viewport, and whether it is mapped; nil when not pinned.
    @MainActor
    private func alphaHeaderHidden(_ controller: Controller) -> Bool {
        controller.components[0].header!.view.widget.isHiddenFromAccessibility
    }

    @MainActor
    private func pinnedTop(_ pin: StickyHeaders.Pin, in controller: Controller) -> Int? {
        guard pin.frame != nil, gtk_widget_get_child_visible(pin.widget.pointer) != 0 else { return nil }
        return pin.widget.origin(in: controller.widget)?.y
    }

    @MainActor
    private func scroll(_ controller: Controller, to value: Double) {
        controller.scrollProgrammatically(to: value)
        GtkRuntime.drain(quietPeriod: 0.03)
    }

    func testAStickyHeaderStaysAtTheTopOfTenThousandWindowedItemsAndHandsOver() { onMain {
        let controller = Controller(components: [stickyList("Alpha", count: 10_000), stickyList("Beta", count: 40)])
        let window = showInWindow(controller, width: 500, height: 400)
        defer { gtk_widget_destroy(window) }
        let (alpha, beta) = (controller.components[0], controller.components[1])
        let pins = controller.stickyHeaders.pinned
        XCTAssertEqual(pins.count, 2)
        XCTAssertEqual(labels(in: pins[0].view.widget.pointer).first, "Alpha")
        // Readers hear the header once: the pinned copy and its labels are hidden from them.
        XCTAssertTrue(pins[0].widget.isHiddenFromAccessibility)
        XCTAssertTrue(pins[0].view.widget.isHiddenFromAccessibility)
        XCTAssertFalse(alphaHeaderHidden(controller), "the header itself stays readable")
        XCTAssertNil(pinnedTop(pins[0], in: controller), "at the top the header is in its own place")
        XCTAssertLessThan(alpha.cellCount, 100, "windowed: only a window of the 10,000 items has widgets")

        // All through Alpha, in uneven steps: its header stays at y 0 of the viewport.
        // (Measuring rows that were estimated may correct the position by a few pixels.)
        for value in [30.0, 700, 12_345, 99_999, 250_000, 300_001] {
            scroll(controller, to: value)
            XCTAssertEqual(controller.scrollPosition.value, value, accuracy: 30)
            XCTAssertEqual(pinnedTop(pins[0], in: controller), 0, "pinned at \(value)")
            XCTAssertNil(pinnedTop(pins[1], in: controller))
            XCTAssertLessThan(alpha.cellCount, 100)
        }

        // Beta's header arrives 10 px below the top: it pushes Alpha's up by as much as it overlaps.
        let betaHeader = beta.header!.view.widget
        let alphaHeight = alpha.header!.view.widget.allocatedHeight
        XCTAssertGreaterThan(alphaHeight, 10)
        // Beta is outside the screen's window of components until the view nears it: go there first.
        controller.reveal(itemAt: 0, in: beta)
        GtkRuntime.drain(quietPeriod: 0.05)
        // Again until the rows around it are measured and nothing moves any more.
        var distance = 0
        for _ in 0..<4 {
            scroll(controller, to: Double(betaHeader.origin(in: controller.content)!.y) - 10)
            distance = betaHeader.origin(in: controller.widget)!.y
            if distance == 10 { break }
        }
        XCTAssertEqual(distance, 10, "Beta's header is 10 px below the top")
        XCTAssertEqual(pinnedTop(pins[0], in: controller), 10 - alphaHeight)
        XCTAssertNil(pinnedTop(pins[1], in: controller))

        // Past Beta's header: Beta is pinned, Alpha is gone.
        scroll(controller, to: controller.scrollPosition.value + 110)
        XCTAssertNil(pinnedTop(pins[0], in: controller))
        XCTAssertEqual(pinnedTop(pins[1], in: controller), 0)
        XCTAssertEqual(labels(in: pins[1].view.widget.pointer).first, "Beta")

        // Back up into Alpha: Alpha takes over again.
        scroll(controller, to: 5_000)
        XCTAssertEqual(pinnedTop(pins[0], in: controller), 0)
        XCTAssertNil(pinnedTop(pins[1], in: controller))
    } }

    func testTheCopyFollowsAHeaderEditAndLeavesWithTheStickyMode() { onMain {
        let controller = Controller(components: [stickyList("Alpha", count: 200)])
        let window = showInWindow(controller, width: 500, height: 400)
        defer { gtk_widget_destroy(window) }
        scroll(controller, to: 1_000)
        var edited = controller.models
        edited[0].header?.title = "Renamed"
        controller.reloadIfNeeded(edited)
        GtkRuntime.drain(quietPeriod: 0.03)
        let pin = controller.stickyHeaders.pinned[0]
        XCTAssertEqual(labels(in: pin.view.widget.pointer).first, "Renamed")
        XCTAssertEqual(pinnedTop(pin, in: controller), 0)
        edited[0].layout.headerMode = .default
        controller.reloadIfNeeded(edited)
        GtkRuntime.drain(quietPeriod: 0.03)
        XCTAssertTrue(controller.stickyHeaders.pinned.isEmpty)
        XCTAssertEqual(Gtk.children(of: controller.stickyHeaders.overlay.pointer), [controller.contentBox],
                       "the copy left the overlay")
    } }

    /// A primary-button press on `widget`'s own window, as the pointer would deliver it.
    @MainActor
    private func press(_ widget: Widget) {
        guard let gdkWindow = gtk_widget_get_window(widget.pointer) else { return XCTFail("no window") }
        let event = gdk_event_new(GDK_BUTTON_PRESS)!
        g_object_ref(UnsafeMutableRawPointer(gdkWindow)) // released by gdk_event_free
        event.pointee.button.window = gdkWindow
        event.pointee.button.button = 1
        event.pointee.button.x = 20
        event.pointee.button.y = 10
        event.pointee.button.send_event = 1
        if let seat = gdk_display_get_default_seat(gdk_display_get_default()), let pointer = gdk_seat_get_pointer(seat) {
            gdk_event_set_device(event, pointer)
        }
        gtk_main_do_event(event)
        gdk_event_free(event)
        GtkRuntime.drain(quietPeriod: 0.03)
    }

    func testThePinnedHeaderOfAnAccordionClosesItAndTheWheelOverItScrolls() { onMain {
        var model = stickyList("Section", count: 500)
        model.interaction.collapsible = true
        let controller = Controller(components: [model, ComponentModel(identifier: "after", items: [Item(title: "After")])])
        let window = showInWindow(controller, width: 500, height: 400)
        defer { gtk_widget_destroy(window) }
        scroll(controller, to: 3_000)
        let pin = controller.stickyHeaders.pinned[0]
        XCTAssertEqual(pinnedTop(pin, in: controller), 0)
        XCTAssertEqual(labels(in: pin.widget.pointer).first, "Section")

        // The wheel over the pinned copy scrolls the window, as over the rows under it.
        let before = controller.scrollPosition.value
        wheel(over: pin.widget.pointer, GDK_SCROLL_DOWN, times: 2)
        XCTAssertGreaterThan(controller.scrollPosition.value, before)
        XCTAssertEqual(pinnedTop(pin, in: controller), 0)

        // A click on it closes the section like a click on the header itself.
        press(pin.widget)
        let section = controller.components[0]
        XCTAssertTrue(section.isCollapsed)
        XCTAssertEqual(section.headerToggle?.isActive, false)
        GtkRuntime.drain(quietPeriod: 0.05)
        XCTAssertEqual(section.cellCount, 0)
        XCTAssertNil(pinnedTop(pin, in: controller), "closed, there is nothing to pin over")
        XCTAssertEqual(controller.scrollPosition.value, 0, "the screen is shorter than the window now")
    } }

    func testRevealingAnItemAboveKeepsItBelowThePinnedHeader() { onMain {
        let controller = Controller(components: [stickyList("Alpha", count: 2_000)])
        let window = showInWindow(controller, width: 500, height: 400)
        defer { gtk_widget_destroy(window) }
        scroll(controller, to: 20_000)
        let alpha = controller.components[0]
        let pin = controller.stickyHeaders.pinned[0]
        let headerHeight = alpha.header!.view.widget.allocatedHeight
        XCTAssertEqual(pinnedTop(pin, in: controller), 0)
        let target = alpha.itemIndex(atY: 10_000, in: controller.content)!
        controller.reveal(itemAt: target, in: alpha, focus: true)
        GtkRuntime.drain(quietPeriod: 0.05)
        let cell = try! XCTUnwrap(alpha.realisedCell(at: target))
        let top = cell.container.origin(in: controller.widget)!.y
        // Exactly below it: placed from where GTK put the row once the lines above were measured.
        XCTAssertEqual(top, headerHeight, "right below the pinned header, not under it")
        XCTAssertEqual(pinnedTop(pin, in: controller), 0)
    } }
}
