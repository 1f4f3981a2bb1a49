import CSpotsGtk
import CSpotsShim
@testable import SpotsApp
@testable import SpotsGtk
import SpotsModel
import XCTest

/// Page dots, previous/next buttons, settling in the gesture's direction and seamless wrap-around.
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
        XCTAssertFalse(controls.showsPrevious || controls.showsNext, "hidden until the pointer is over it")
        controls.setHovered(true)
        XCTAssertFalse(controls.showsPrevious, "nothing before the first card")
        XCTAssertTrue(controls.showsNext)
        XCTAssertTrue(controls.next.styleClasses.contains("osd") && controls.next.styleClasses.contains("circular"))
        controls.next.click()
        XCTAssertEqual(adjustment.value, 390, "one card")
        controls.next.click()
        XCTAssertEqual(adjustment.value, 780)
        GtkRuntime.drain()
        let third = try XCTUnwrap(controller.components[0].cells.first { $0.item.title == "Card 2" })
        XCTAssertEqual(third.container.origin(in: controller.components[0].widget)?.x, 10, "the card paged to sits on the inset")
        XCTAssertTrue(controls.showsPrevious)
        controls.previous.click()
        XCTAssertEqual(adjustment.value, 390)
        controls.next.click()
        controls.next.click()
        controls.next.click()
        XCTAssertEqual(adjustment.value, 1160, "the last stop is the end")
        XCTAssertFalse(controls.showsNext)
        controls.setHovered(false)
        XCTAssertFalse(controls.showsPrevious || controls.showsNext)

        let (paged, pagedWindow) = carousel(paginate: .page)
        defer { gtk_widget_destroy(pagedWindow) }
        let pagedControls = try XCTUnwrap(paged.components[0].controls)
        let pagedAdjustment = try XCTUnwrap(paged.components[0].scroller).hadjustment
        pagedControls.next.click()
        XCTAssertEqual(pagedAdjustment.value, 800, "a page")
        pagedControls.next.click()
        XCTAssertEqual(pagedAdjustment.value, 1160)
    } }

    /// Where each realised card is, by title: x in the component.
    @MainActor
    private func cardPositions(_ component: Component) -> [String: Int] {
        var positions: [String: Int] = [:]
        for cell in component.cells { positions[cell.item.title] = cell.container.origin(in: component.widget)?.x }
        return positions
    }

    /// How far every card in the 800 px viewport moved between two readings (cards out of view
    /// may change places): one number, or a failure.
    @MainActor
    private func commonShift(_ before: [String: Int], _ after: [String: Int], file: StaticString = #filePath,
                             line: UInt = #line) -> Int? {
        func inView(_ x: Int) -> Bool { x + 380 > 0 && x < 800 }
        let shown = before.keys.filter { after[$0] != nil && inView(before[$0]!) && inView(after[$0]!) }
        let shifts = Set(shown.map { after[$0]! - before[$0]! })
        XCTAssertEqual(shifts.count, 1, "every card moved by the same amount: \(before) → \(after)", file: file, line: line)
        return shifts.first
    }

    @MainActor
    private func wheel(_ scroller: ScrolledWindow, _ direction: GdkScrollDirection) throws {
        let event = try XCTUnwrap(spots_scroll_event_new(scroller.pointer, direction, 0, 0))
        gtk_main_do_event(event)
        gdk_event_free(event)
        GtkRuntime.drain()
    }

    func testAWheelScrollsOnPastTheLastCardToTheFirstWithoutAJump() throws { try onMain {
        let (controller, window) = carousel(paginate: .disabled, infinite: true)
        defer { gtk_widget_destroy(window) }
        let component = controller.components[0]
        let scroller = try XCTUnwrap(component.scroller)
        var before = cardPositions(component)
        XCTAssertEqual(before["Card 0"], 10)
        var sawSeam = false
        // Two laps (5 × 390 px each) forward, then one back, a wheel notch at a time.
        for (direction, notches) in [(GDK_SCROLL_RIGHT, 46), (GDK_SCROLL_LEFT, 23)] {
            for _ in 0..<notches {
                try wheel(scroller, direction)
                let after = cardPositions(component)
                let shift = try XCTUnwrap(commonShift(before, after))
                XCTAssertTrue(direction == GDK_SCROLL_RIGHT ? shift < 0 : shift > 0, "the cards follow the wheel")
                // GTK's wheel step is 800^(2/3) = 86.2 px of an 800 px page: whole pixels either side.
                XCTAssertTrue([86, 87].contains(abs(shift)), "every notch moves the cards a notch, never a jump: \(shift)")
                if let last = after["Card 4"], let first = after["Card 0"], last < first {
                    XCTAssertEqual(first, last + 390, "the first card comes right after the last")
                    sawSeam = true
                }
                before = after
            }
        }
        XCTAssertTrue(sawSeam)
        XCTAssertEqual(component.itemCount, 5, "the model is five cards")
        XCTAssertEqual(Set(component.cells.map(\.item.title)).count, component.cellCount, "each card has one widget")
        // Screen readers hear each card once and the model's count.
        let names = component.cells.compactMap { $0.container.accessibleObject?.name }
        XCTAssertEqual(names.count, component.cellCount)
        XCTAssertEqual(Set(names).count, names.count)
        XCTAssertEqual(component.items.accessibleObject?.description, "5 items")
    } }

    func testTouchpadAndShiftWheelGoRoundWithoutAJump() throws { try onMain {
        let (controller, window) = carousel(paginate: .disabled, infinite: true)
        defer { gtk_widget_destroy(window) }
        let component = controller.components[0]
        let scroller = try XCTUnwrap(component.scroller)
        var before = cardPositions(component)
        var seams = 0
        @MainActor func check(_ expected: ClosedRange<Int>) throws {
            let after = cardPositions(component)
            let shift = try XCTUnwrap(commonShift(before, after))
            XCTAssertTrue(expected.contains(shift), "moved \(shift), not \(expected): never a jump")
            if let last = after["Card 4"], let first = after["Card 0"], last < first, first == last + 390 { seams += 1 }
            before = after
        }
        // A two-finger swipe to the left, half a scroll unit (800^(2/3) / 2 = 43.1 px) an event, past a lap.
        for _ in 0..<60 {
            let event = try XCTUnwrap(spots_scroll_event_new(scroller.pointer, GDK_SCROLL_SMOOTH, 0.5, 0))
            gtk_main_do_event(event)
            gdk_event_free(event)
            GtkRuntime.drain()
            try check(-44 ... -42)
        }
        // Shift+wheel up goes back, a notch at a time.
        for _ in 0..<30 {
            let event = try XCTUnwrap(spots_scroll_event_new(scroller.pointer, GDK_SCROLL_UP, 0, 0))
            event.pointee.scroll.state = GDK_SHIFT_MASK.rawValue
            gtk_main_do_event(event)
            gdk_event_free(event)
            GtkRuntime.drain()
            try check(86 ... 87)
        }
        XCTAssertGreaterThan(seams, 0, "the first card came right after the last")
    } }

    func testNextAndPreviousGoRoundAndTheDotsShowTheModelPage() throws { try onMain {
        let (controller, window) = carousel(paginate: .page, infinite: true)
        defer { gtk_widget_destroy(window) }
        let component = controller.components[0]
        let controls = try XCTUnwrap(component.controls)
        let indicator = try XCTUnwrap(controls.indicator)
        controls.setHovered(true)
        XCTAssertTrue(controls.showsPrevious && controls.showsNext, "a wrapping carousel has no end")
        XCTAssertEqual(indicator.dots.count, 3, "pages of one lap: at 0, 800 and 1600 px of 1950")
        controls.next.click()
        controls.next.click()
        GtkRuntime.drain()
        XCTAssertEqual(indicator.activeIndex, 2)
        var before = cardPositions(component)
        XCTAssertEqual(before["Card 4"], -30, "the last card begins 40 px before the inset")
        XCTAssertEqual(before["Card 0"], 360, "and the first follows it")
        controls.next.click()
        GtkRuntime.drain()
        var after = cardPositions(component)
        XCTAssertEqual(commonShift(before, after), -350, "on to the first card: the rest of the lap")
        XCTAssertEqual(after["Card 0"], 10, "the first card on the inset")
        XCTAssertEqual(after["Card 4"], -380, "right after the last")
        XCTAssertEqual(indicator.activeIndex, 0, "page 1")
        before = after
        controls.previous.click()
        GtkRuntime.drain()
        after = cardPositions(component)
        XCTAssertEqual(commonShift(before, after), 350, "and back round")
        XCTAssertEqual(indicator.activeIndex, 2)

        // Forty laps forward, then the dots: no new widgets, page 1 again.
        controls.next.click()
        GtkRuntime.drain()
        let created = controller.statistics.cellsCreated
        let children = component.items.childPointers.count
        for _ in 0..<(40 * 3) { controls.next.click() }
        GtkRuntime.drain()
        XCTAssertEqual(controller.statistics.cellsCreated, created, "the same widgets go round")
        XCTAssertEqual(component.items.childPointers.count, children)
        XCTAssertEqual(indicator.activeIndex, 0)
        XCTAssertEqual(cardPositions(component)["Card 0"], 10)
        indicator.dots[2].click()
        GtkRuntime.drain()
        XCTAssertEqual(cardPositions(component)["Card 4"], -30, "a dot goes to its page, the shorter way round")
        XCTAssertEqual(cardPositions(component)["Card 0"], 360)
    } }

    func testAnEditWhileGoneRoundKeepsOneWidgetPerCardInOrder() throws { try onMain {
        let (controller, window) = carousel(paginate: .page, infinite: true)
        defer { gtk_widget_destroy(window) }
        let component = controller.components[0]
        let controls = try XCTUnwrap(component.controls)
        controls.step(forward: false)
        GtkRuntime.drain()
        XCTAssertNotEqual(component.window.rotation, 0, "laid out from another card")
        var model = component.model
        model.items.insert(Item(title: "Card new"), at: 1)
        model.items[3].title = "Card 2 edited"
        controller.reloadIfNeeded([model])
        GtkRuntime.drain()
        XCTAssertEqual(component.itemCount, 6)
        let positions = cardPositions(component)
        XCTAssertEqual(positions.count, component.cellCount, "one widget per card")
        // Every realised card sits one column after the card before it, round the lap.
        let order = ["Card 0", "Card new", "Card 1", "Card 2 edited", "Card 3", "Card 4"]
        for (index, title) in order.enumerated() {
            let next = order[(index + 1) % order.count]
            if let x = positions[title], let after = positions[next], after > x {
                XCTAssertEqual(after, x + 390, "\(next) after \(title)")
            }
        }
        controls.step(forward: true)
        GtkRuntime.drain()
        XCTAssertEqual(Set(component.cells.map(\.item.title)).count, component.cellCount)
    } }

    func testRightFromTheLastCardFocusesTheFirstRightAfterIt() throws { try onMain {
        let (controller, window) = carousel(paginate: .item, infinite: true)
        defer { gtk_widget_destroy(window) }
        let component = controller.components[0]
        controller.reveal(itemAt: 4, in: component, focus: true)
        GtkRuntime.drain()
        XCTAssertEqual(component.lastFocusedItem, 4)
        pressKey(GDK_KEY_Right, in: window)
        XCTAssertEqual(component.lastFocusedItem, 0, "Right after the last card goes round")
        let positions = cardPositions(component)
        let first = try XCTUnwrap(positions["Card 0"])
        XCTAssertEqual(first, try XCTUnwrap(positions["Card 4"]) + 390, "to the first card, right after the last")
        XCTAssertLessThanOrEqual(first + 380, 800, "in view")
        pressKey(GDK_KEY_Left, in: window)
        XCTAssertEqual(component.lastFocusedItem, 4, "and Left goes back")
    } }

    func testTheButtonsFadeInAndOutWhenGTKAnimates() throws { try onMain {
        let (controller, window) = carousel(paginate: .page)
        defer { gtk_widget_destroy(window) }
        let controls = try XCTUnwrap(controller.components[0].controls)
        XCTAssertEqual(controls.nextFade.transition, .crossfade)
        XCTAssertEqual(controls.nextFade.transitionDuration, 200)
        let settings = gtk_settings_get_default()
        spots_object_set_bool(settings, "gtk-enable-animations", 1)
        defer { GtkRuntime.disableAnimations() }
        controls.setHovered(true)
        XCTAssertTrue(controls.showsNext)
        XCTAssertFalse(controls.nextFade.isChildRevealed, "fading in, not there at once")
        XCTAssertTrue(GtkRuntime.run(until: { controls.nextFade.isChildRevealed }, timeout: 2))
        controls.setHovered(false)
        XCTAssertFalse(controls.showsNext)
        XCTAssertTrue(controls.nextFade.isChildRevealed, "fading out")
        XCTAssertTrue(GtkRuntime.run(until: { !controls.nextFade.isChildRevealed }, timeout: 2))
        // Without animations (the setting users turn off) they come and go at once.
        GtkRuntime.disableAnimations()
        controls.setHovered(true)
        XCTAssertTrue(controls.nextFade.isChildRevealed)
    } }

    func testACarouselOfTwoFullRowsGoesRoundRowByRow() throws { try onMain {
        // Eight cards in two rows: columns (0, 4), (1, 5), (2, 6), (3, 7), each 390 px apart.
        func model(_ count: Int) -> ComponentModel {
            var model = ComponentModel(kind: .carousel,
                                       layout: Layout(span: 2, itemsPerRow: 2, itemSpacing: 10,
                                                      inset: Inset(top: 0, left: 10, bottom: 0, right: 10), infiniteScrolling: true),
                                       items: (0..<count).map { Item(title: "Card \($0)") })
            model.interaction.paginate = .item
            return model
        }
        let controller = Controller(components: [model(8)])
        let window = showInWindow(controller, width: 800, height: 600)
        defer { gtk_widget_destroy(window) }
        let component = controller.components[0]
        let controls = try XCTUnwrap(component.controls)
        XCTAssertTrue(component.wrapsAround)
        controls.step(forward: false)
        GtkRuntime.drain()
        let positions = cardPositions(component)
        XCTAssertEqual(positions["Card 3"], 10, "back round to the last column")
        XCTAssertEqual(positions["Card 7"], 10, "both of its rows")
        XCTAssertEqual(positions["Card 0"], 400, "and the first column right after it")
        XCTAssertEqual(positions["Card 4"], 400)
        let rows = Set(component.cells.compactMap { $0.container.origin(in: component.widget)?.y })
        XCTAssertEqual(rows.count, 2, "still two rows")

        // Seven cards leave a gap in the second row: no going round.
        let uneven = Controller(components: [model(7)])
        let unevenWindow = showInWindow(uneven, width: 800, height: 600)
        defer { gtk_widget_destroy(unevenWindow) }
        XCTAssertFalse(uneven.components[0].wrapsAround)
    } }

    func testAFiniteCarouselDoesNotWrap() throws { try onMain {
        let (controller, window) = carousel(paginate: .page)
        defer { gtk_widget_destroy(window) }
        let component = controller.components[0]
        let controls = try XCTUnwrap(component.controls)
        let adjustment = try XCTUnwrap(component.scroller).hadjustment
        controls.step(forward: false)
        XCTAssertEqual(adjustment.value, 0)
        adjustment.value = 1160
        settle()
        controls.step(forward: true)
        XCTAssertEqual(adjustment.value, 1160)
        XCTAssertFalse(component.wrapsAround)
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


