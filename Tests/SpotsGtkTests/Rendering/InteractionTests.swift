import CSpotsGtk
@testable import SpotsApp
@testable import SpotsGtk
import SpotsModel
import XCTest

/// `interaction.mouse-click`, `layout.dynamic-span` and `layout.show-empty-component`.
final class InteractionTests: GtkTestCase {
    private final class Recorder: ComponentDelegate {
        var selected: [String] = []
        func component(_ component: Component, itemSelected item: Item) { selected.append(item.title) }
    }

    /// Presses (and releases) the primary button `count` times in quick succession over
    /// `widget`'s centre, as the pointer would.
    @MainActor
    private func click(_ widget: Widget, count: Int) {
        guard let window = gtk_widget_get_window(widget.pointer) else { return XCTFail("not realized") }
        let frame = widget.allocation
        let seat = gdk_display_get_default_seat(gdk_window_get_display(window))
        for press in 0..<count {
            for type in [GDK_BUTTON_PRESS, GDK_BUTTON_RELEASE] {
                let event = gdk_event_new(type)!
                event.pointee.button.window = window
                g_object_ref(UnsafeMutableRawPointer(window))
                event.pointee.button.send_event = 1
                event.pointee.button.time = UInt32(1_000 + press * 50 + (type == GDK_BUTTON_RELEASE ? 10 : 0))
                event.pointee.button.button = 1
                event.pointee.button.x = Double(frame.x + frame.width / 2)
                event.pointee.button.y = Double(frame.y + frame.height / 2)
                if let seat { gdk_event_set_device(event, gdk_seat_get_pointer(seat)) }
                gtk_main_do_event(event)
                gdk_event_free(event)
            }
        }
        GtkRuntime.drain(quietPeriod: 0.02)
    }

    func testDoubleClickModeActivatesOnADoubleClickOnly() { onMain {
        for kind in [ComponentKind.list, .grid] {
            var single = ComponentModel(kind: kind, layout: Layout(span: 2), items: [Item(title: "One"), Item(title: "Two")])
            var double = single
            double.interaction.mouseClick = .double
            single.identifier = "single"
            double.identifier = "double"
            let controller = Controller(components: [single, double])
            let recorder = Recorder()
            controller.delegate = recorder
            let window = showInWindow(controller, width: 500, height: 500)
            defer { gtk_widget_destroy(window) }
            let singleItems = controller.components[0].items
            let doubleItems = controller.components[1].items
            XCTAssertEqual(singleItems.as(ListBox.self)?.activateOnSingleClick ?? singleItems.as(FlowBox.self)?.activateOnSingleClick, true)
            XCTAssertEqual(doubleItems.as(ListBox.self)?.activateOnSingleClick ?? doubleItems.as(FlowBox.self)?.activateOnSingleClick, false)

            click(controller.components[0].cells[0].container, count: 1)
            XCTAssertEqual(recorder.selected, ["One"], "\(kind): a single click activates by default")
            click(controller.components[1].cells[1].container, count: 1)
            XCTAssertEqual(recorder.selected, ["One"], "\(kind): with mouse-click double a single click does not")
            click(controller.components[1].cells[1].container, count: 2)
            XCTAssertEqual(recorder.selected, ["One", "Two"], "\(kind): a double click does")
        }
    } }

    func testDynamicSpanLetsFewerItemsShareTheRow() { onMain {
        let layout = Layout(span: 4, itemSpacing: 10, dynamicSpan: true, minItemWidth: 0)
        let fixed = Layout(span: 4, itemSpacing: 10, minItemWidth: 0)
        let two = [Item(title: "A"), Item(title: "B")]
        let (_, inspection) = render([ComponentModel(kind: .grid, layout: layout, items: two),
                                      ComponentModel(kind: .grid, layout: fixed, items: two),
                                      ComponentModel(kind: .carousel, layout: layout, items: [Item(title: "Only")])], width: 800)
        XCTAssertEqual(inspection.components[0].items.map(\.frame.width), [390, 390], "800 / 2 - 10")
        XCTAssertEqual(inspection.components[1].items.map(\.frame.width), [190, 190], "800 / 4 - 10")
        XCTAssertEqual(inspection.components[2].items.map(\.frame.width), [790], "800 / 1 - 10")
    } }

    func testAnEmptyComponentHidesItsItemsOrShowsItsEmptyStateWithShowEmptyComponent() { onMain {
        for kind in [ComponentKind.list, .grid, .carousel] {
            let hidden = ComponentModel(kind: kind, header: Item(title: "Hidden"), items: [])
            let shown = ComponentModel(kind: kind, header: Item(title: "Shown"), layout: Layout(showEmptyComponent: true), items: [])
            let controller = Controller(components: [hidden, shown])
            let window = showInWindow(controller, width: 500, height: 400)
            defer { gtk_widget_destroy(window) }
            let bodies = controller.components.map { $0.controls?.widget ?? $0.scroller ?? $0.bodyBox }
            XCTAssertEqual(bodies.map(\.isVisible), [false, false], "\(kind): no items area either way")
            XCTAssertEqual(controller.components.map(\.displayedState), [.content, .empty], "\(kind)")
            XCTAssertEqual(controller.components[1].stateParts?.widget.isVisible, true, "\(kind)")
            XCTAssertNil(controller.components[0].stateParts, "\(kind)")
        }
    } }

    func testACarouselWithoutDynamicHeightKeepsItsOwnHeight() throws { try onMain {
        let items = (0..<4).map { Item(title: "Card \($0)", image: "missing.png") }
        let layout = Layout(span: 2, itemSpacing: 10)
        var fixedLayout = layout
        fixedLayout.dynamicHeight = false
        let dynamic = ComponentModel(identifier: "dynamic", kind: .carousel, layout: layout, items: items, size: Size(height: 120))
        let fixed = ComponentModel(identifier: "fixed", kind: .carousel, layout: fixedLayout, items: items, size: Size(height: 120))
        let unsized = ComponentModel(identifier: "unsized", kind: .carousel, layout: fixedLayout, items: items)
        let controller = Controller(components: [dynamic, fixed, unsized])
        let window = showInWindow(controller, width: 600, height: 900)
        defer { gtk_widget_destroy(window) }
        let heights = try controller.components.map { try XCTUnwrap($0.scroller).allocation.height }
        // (600 / 2 - 10) wide cards with a 9:16 image are far taller than 120.
        XCTAssertGreaterThan(heights[0], 200, "dynamic height: as tall as the cards")
        XCTAssertEqual(heights[1], 120, "its own height")
        XCTAssertEqual(heights[2], heights[0], "no size.height to keep: as tall as the cards")

        var taller = fixed
        taller.size = Size(height: 200)
        let before = controller.components[1]
        controller.reloadIfNeeded([dynamic, taller, unsized])
        GtkRuntime.drain()
        XCTAssertTrue(controller.components[1] === before, "updated, not replaced")
        XCTAssertEqual(try XCTUnwrap(controller.components[1].scroller).allocation.height, 200, "a size change applies in place")
    } }
}
