import CSpotsGtk
import CSpotsShim
@testable import SpotsGtk
import SpotsModel
import XCTest

/// Page dots, previous/next buttons, settling in the gesture's direction and wrap-around.
final class CarouselControlsTests: GtkTestCase {
    /// Five 380 px cards every 390 px in an 800 px window: the strip is 10 + 5 × 390 - 10 + 10 = 1960
    /// wide, so the carousel scrolls 1160 px: page stops 0, 800 and the end, 1160.
    @MainActor
    private func carousel(paginate: Interaction.Paginate, indicator: Layout.PageIndicatorPlacement? = .below,
                          infinite: Bool = false) -> (Controller, WidgetPointer) {
        var model = ComponentModel(kind: .carousel,
                                   layout: Layout(span: 2, itemSpacing: 10, inset: Inset(top: 0, left: 10, bottom: 0, right: 10),
                                                  pageIndicatorPlacement: indicator, infiniteScrolling: infinite),
                                   items: (0..<5).map { Item(title: "Card \($0)") })
        model.interaction.paginate = paginate
        let controller = Controller(components: [model])
        let window = showInWindow(controller, width: 800, height: 600)
        return (controller, window)
    }

    @MainActor
    private func settle() { GtkRuntime.drain(quietPeriod: 0.3) }

    func testPageDotsCountThePagesAndFollowScrollingAndClicks() throws { try onMain {
        let (controller, window) = carousel(paginate: .page)
        defer { gtk_widget_destroy(window) }
        let component = controller.components[0]
        let indicator = try XCTUnwrap(component.controls?.indicator)
        let adjustment = try XCTUnwrap(component.scroller).hadjustment
        XCTAssertEqual(adjustment.maximumValue, 1160)
        XCTAssertEqual(indicator.dots.count, 3)
        XCTAssertTrue(indicator.box.isVisible)
        XCTAssertEqual(indicator.activeIndex, 0)
        XCTAssertEqual(indicator.dots.map { $0.styleClasses.contains(PageIndicator.activeClass) }, [true, false, false])
        adjustment.value = 1160
        settle()
        XCTAssertEqual(indicator.activeIndex, 2, "the dot follows scrolling")
        indicator.dots[1].click()
        settle()
        XCTAssertEqual(adjustment.value, 800)
        XCTAssertEqual(indicator.activeIndex, 1)
        XCTAssertEqual(indicator.dots.map { $0.styleClasses.contains(PageIndicator.activeClass) }, [false, true, false])
        XCTAssertEqual(indicator.dots.map(\.accessibleName), ["Page 1", "Page 2", "Page 3"])
    } }

    func testTheIndicatorGoesBelowOrOverTheCarouselOrNowhere() throws { try onMain {
        for placement in [Layout.PageIndicatorPlacement.below, .overlay] {
            let (controller, window) = carousel(paginate: .page, indicator: placement)
            defer { gtk_widget_destroy(window) }
            let component = controller.components[0]
            let scroller = try XCTUnwrap(component.scroller)
            let dots = try XCTUnwrap(component.controls?.indicator).box
            let top = try XCTUnwrap(scroller.origin(in: component.widget)).y
            let dotsTop = try XCTUnwrap(dots.origin(in: component.widget)).y
            let bottom = top + scroller.allocation.height
            if placement == .below {
                XCTAssertGreaterThanOrEqual(dotsTop, bottom, "below the cards")
            } else {
                // Over the top edge, where the pictures are, clear of the cards' text below.
                XCTAssertGreaterThan(dotsTop, top)
                XCTAssertEqual(dotsTop, top + 12, "12 px below the cards' top edge")
            }
        }
        let (controller, window) = carousel(paginate: .page, indicator: nil)
        defer { gtk_widget_destroy(window) }
        XCTAssertNil(controller.components[0].controls?.indicator)
    } }

    func testPreviousAndNextShowOnHoverAndPageByPaginate() throws { try onMain {
        let (controller, window) = carousel(paginate: .item)
        defer { gtk_widget_destroy(window) }
        let controls = try XCTUnwrap(controller.components[0].controls)
        let adjustment = try XCTUnwrap(controller.components[0].scroller).hadjustment
        XCTAssertFalse(controls.previous.isVisible || controls.next.isVisible, "hidden until the pointer is over it")
        controls.setHovered(true)
        XCTAssertFalse(controls.previous.isVisible, "nothing before the first card")
        XCTAssertTrue(controls.next.isVisible)
        XCTAssertTrue(controls.next.styleClasses.contains("osd") && controls.next.styleClasses.contains("circular"))
        controls.next.click()
        XCTAssertEqual(adjustment.value, 390, "one card")
        controls.next.click()
        XCTAssertEqual(adjustment.value, 780)
        GtkRuntime.drain()
        let third = try XCTUnwrap(controller.components[0].cells.first { $0.item.title == "Card 2" })
        XCTAssertEqual(third.container.origin(in: controller.components[0].widget)?.x, 10, "the card paged to sits on the inset")
        XCTAssertTrue(controls.previous.isVisible)
        controls.previous.click()
        XCTAssertEqual(adjustment.value, 390)
        controls.next.click()
        controls.next.click()
        controls.next.click()
        XCTAssertEqual(adjustment.value, 1160, "the last stop is the end")
        XCTAssertFalse(controls.next.isVisible)
        controls.setHovered(false)
        XCTAssertFalse(controls.previous.isVisible || controls.next.isVisible)

        let (paged, pagedWindow) = carousel(paginate: .page)
        defer { gtk_widget_destroy(pagedWindow) }
        let pagedControls = try XCTUnwrap(paged.components[0].controls)
        let pagedAdjustment = try XCTUnwrap(paged.components[0].scroller).hadjustment
        pagedControls.next.click()
        XCTAssertEqual(pagedAdjustment.value, 800, "a page")
        pagedControls.next.click()
        XCTAssertEqual(pagedAdjustment.value, 1160)
    } }

    func testInfiniteScrollingWrapsFromTheLastPageToTheFirstAndBack() throws { try onMain {
        let (controller, window) = carousel(paginate: .page, infinite: true)
        defer { gtk_widget_destroy(window) }
        let controls = try XCTUnwrap(controller.components[0].controls)
        let adjustment = try XCTUnwrap(controller.components[0].scroller).hadjustment
        controls.setHovered(true)
        XCTAssertTrue(controls.previous.isVisible, "a wrapping carousel can always go back")
        controls.previous.click()
        XCTAssertEqual(adjustment.value, 1160, "from the first page to the last")
        XCTAssertTrue(controls.next.isVisible)
        controls.next.click()
        XCTAssertEqual(adjustment.value, 0, "and on to the first")

        // A wheel scroll past the start of a carousel resting there goes round to the end.
        let scroller = try XCTUnwrap(controller.components[0].scroller)
        let back = try XCTUnwrap(spots_scroll_event_new(scroller.pointer, GDK_SCROLL_LEFT, 0, 0))
        gtk_main_do_event(back)
        gdk_event_free(back)
        settle()
        XCTAssertEqual(adjustment.value, 1160, "round to the end")
        let on = try XCTUnwrap(spots_scroll_event_new(scroller.pointer, GDK_SCROLL_RIGHT, 0, 0))
        gtk_main_do_event(on)
        gdk_event_free(on)
        settle()
        XCTAssertEqual(adjustment.value, 0, "and on past the end to the start")
        // A scroll in the middle just scrolls.
        let middle = try XCTUnwrap(spots_scroll_event_new(scroller.pointer, GDK_SCROLL_RIGHT, 0, 0))
        gtk_main_do_event(middle)
        gdk_event_free(middle)
        settle()
        XCTAssertEqual(adjustment.value, 800, "forward to the next page")
    } }

    func testAFiniteCarouselDoesNotWrap() throws { try onMain {
        let (controller, window) = carousel(paginate: .page)
        defer { gtk_widget_destroy(window) }
        let controls = try XCTUnwrap(controller.components[0].controls)
        let adjustment = try XCTUnwrap(controller.components[0].scroller).hadjustment
        XCTAssertFalse(controls.wrap(forward: false))
        adjustment.value = 1160
        settle()
        XCTAssertFalse(controls.wrap(forward: true))
        XCTAssertEqual(adjustment.value, 1160)
    } }

    func testAScrollSettlesOnAStopInItsOwnDirection() throws { try onMain {
        let (controller, window) = carousel(paginate: .page)
        defer { gtk_widget_destroy(window) }
        let adjustment = try XCTUnwrap(controller.components[0].scroller).hadjustment
        adjustment.value = 100
        settle()
        XCTAssertEqual(adjustment.value, 800, "a short swipe forward goes on to the next page")
        adjustment.value = 700
        settle()
        XCTAssertEqual(adjustment.value, 0, "a short swipe back goes back a page")
        adjustment.value = 20
        settle()
        XCTAssertEqual(adjustment.value, 800)

        // Shift+wheel, as the pointer sends it: forward, and it ends on the next page.
        let (wheeled, wheelWindow) = carousel(paginate: .page)
        defer { gtk_widget_destroy(wheelWindow) }
        let scroller = try XCTUnwrap(wheeled.components[0].scroller)
        let wheelAdjustment = scroller.hadjustment
        let event = try XCTUnwrap(spots_scroll_event_new(scroller.pointer, GDK_SCROLL_DOWN, 0, 0))
        event.pointee.scroll.state = GDK_SHIFT_MASK.rawValue
        gtk_main_do_event(event)
        gdk_event_free(event)
        settle()
        XCTAssertEqual(wheelAdjustment.value, 800, "Shift+wheel down moved forward and settled a page on")
    } }
}

/// The arithmetic of where a carousel may rest, without GTK.
final class CarouselStopsTests: XCTestCase {
    func testPagesItemsAndTheEnd() {
        let pages = CarouselStops(paginate: .page, pageSize: 800, maximum: 1160, columnStarts: [])
        XCTAssertEqual(pages.positions, [0, 800, 1160])
        let exact = CarouselStops(paginate: .disabled, pageSize: 500, maximum: 1000, columnStarts: [])
        XCTAssertEqual(exact.positions, [0, 500, 1000], "the end is not counted twice")
        let items = CarouselStops(paginate: .item, pageSize: 800, maximum: 1160, columnStarts: [0, 390, 780, 1170, 1560])
        XCTAssertEqual(items.positions, [0, 390, 780, 1160], "columns past the end rest at the end")
        XCTAssertEqual(CarouselStops(paginate: .page, pageSize: 800, maximum: 0, columnStarts: []).positions, [0],
                       "nothing to scroll: one stop")
    }

    func testSettlingFollowsTheGesture() {
        let stops = CarouselStops(positions: [0, 390, 780, 1160])
        XCTAssertEqual(stops.settle(from: 0, at: 20), 390)
        XCTAssertEqual(stops.settle(from: 390, at: 370), 0)
        XCTAssertEqual(stops.settle(from: 390, at: 779), 780)
        XCTAssertEqual(stops.settle(from: 780, at: 780), 780)
        XCTAssertEqual(stops.settle(from: 0, at: 1160), 1160)
        XCTAssertEqual(stops.neighbour(of: 1160, forward: true, wrapping: false), nil)
        XCTAssertEqual(stops.neighbour(of: 1160, forward: true, wrapping: true), 0)
        XCTAssertEqual(stops.neighbour(of: 0, forward: false, wrapping: true), 1160)
        XCTAssertEqual(stops.neighbour(of: 500, forward: false, wrapping: false), 390)
        XCTAssertEqual(stops.nearest(to: 1000), 3)
    }
}
