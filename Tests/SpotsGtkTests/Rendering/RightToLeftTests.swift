import CSpotsGtk
import CSpotsShim
@testable import SpotsApp
@testable import SpotsGtk
import SpotsModel
import XCTest

/// Right-to-left text (Hebrew, Arabic): GTK mirrors boxes, flow boxes and margins' start and
/// end, and the screen follows it in what it computes itself: arrows, carousel scrolling, page
/// dots, Retry's margin and the scrollbars. The tests switch GTK's default direction, as the
/// locale does at start-up (`LANGUAGE=he`), before building the screen.
final class RightToLeftTests: GtkTestCase {
    override func tearDown() {
        MainActor.assumeIsolated { gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR) }
        super.tearDown()
    }

    @MainActor
    private func rightToLeft() { gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL) }

    @MainActor
    private func key(_ keyval: Int32, in window: WidgetPointer) { pressKey(keyval, in: window, quietPeriod: 0.05) }

    /// The title of the item holding the window's focus.
    @MainActor
    private func focusedTitle(_ controller: Controller, in window: WidgetPointer) -> String? {
        guard let focus = gtk_window_get_focus(spots_window(window)) else { return nil }
        for component in controller.components {
            for cell in component.cells where cell.container.pointer == focus || gtk_widget_is_ancestor(focus, cell.container.pointer) != 0 {
                return cell.item.title
            }
        }
        return nil
    }

    /// Where the card of item `index` is in its carousel's scroller: left and right edges.
    @MainActor
    private func edges(ofCard index: Int, in component: Component) -> (left: Int, right: Int)? {
        guard let cell = component.realisedCell(at: index), let scroller = component.carouselScroller,
              let origin = Gtk.origin(of: cell.container.pointer, in: scroller) else { return nil }
        return (origin.x, origin.x + Int(Gtk.allocation(of: cell.container.pointer).width))
    }

    @MainActor
    private func assertCardInView(_ index: Int, of component: Component, line: UInt = #line) {
        guard let edges = edges(ofCard: index, in: component), let scroller = component.carouselScroller else {
            return XCTFail("card \(index) has no widgets", line: line)
        }
        XCTAssertGreaterThanOrEqual(edges.left, 0, "card \(index) starts inside the carousel", line: line)
        XCTAssertLessThanOrEqual(edges.right, Int(Gtk.allocation(of: scroller).width), "card \(index) ends inside it", line: line)
    }

    func testACardsTextsStartAtItsRightEdge() throws { try onMain {
        // As labels place them: each text, whatever script it is in, starts at the card's
        // start edge (the right one when the screen reads right to left).
        for direction in [GTK_TEXT_DIR_LTR, GTK_TEXT_DIR_RTL] {
            gtk_widget_set_default_direction(direction)
            let items = [Item(title: "Short", subtitle: "שלום עולם"), Item(title: "כותרת", subtitle: "Latin words")]
            let (renderer, _) = render([ComponentModel(kind: .grid, layout: Layout(span: 2), items: items)], width: 600)
            for cell in renderer.controller.components[0].cells {
                let card = try XCTUnwrap((cell.view as? DefaultItemView)?.itemTexts)
                let width = card.allocation.width
                XCTAssertGreaterThan(width, 250)
                for paragraph in [ItemTexts.Paragraph.title, .subtitle] {
                    let text = try XCTUnwrap(card.horizontalExtent(of: paragraph))
                    XCTAssertGreaterThan(text.width, 20)
                    if direction == GTK_TEXT_DIR_RTL {
                        XCTAssertGreaterThan(text.x + text.width, width - 20, "\(card[paragraph]) ends at the right edge")
                        XCTAssertGreaterThan(text.x, width / 2, "\(card[paragraph])")
                    } else {
                        XCTAssertLessThan(text.x, 20, "\(card[paragraph]) starts at the left edge")
                    }
                }
            }
        }
    } }

    func testArrowsInAGridAndACarouselMoveTheWayTheyPoint() throws { try onMain {
        rightToLeft()
        let grid = ComponentModel(kind: .grid, layout: Layout(span: 3, itemSpacing: 8), items: (0..<6).map { Item(title: "G\($0)") })
        let cards = ComponentModel(kind: .carousel, layout: Layout(span: 3, itemSpacing: 8, inset: Inset(top: 0, left: 16, bottom: 0, right: 16)),
                                   items: (0..<12).map { Item(title: "Card \($0)") })
        let controller = Controller(components: [grid, cards])
        let window = showInWindow(controller, width: 600, height: 700)
        defer { gtk_widget_destroy(window) }
        let gridCells = controller.components[0]
        let first = try XCTUnwrap(gridCells.realisedCell(at: 0)), second = try XCTUnwrap(gridCells.realisedCell(at: 1))
        XCTAssertGreaterThan(try XCTUnwrap(Gtk.origin(of: first.container.pointer, in: window)).x,
                             try XCTUnwrap(Gtk.origin(of: second.container.pointer, in: window)).x,
                             "GTK lays the grid out from the right")

        controller.focus(ReadingPosition((0, 1)))
        GtkRuntime.drain(quietPeriod: 0.05)
        XCTAssertEqual(focusedTitle(controller, in: window), "G1")
        key(GDK_KEY_Right, in: window)
        XCTAssertEqual(focusedTitle(controller, in: window), "G0", "Right goes to the item on the right")
        key(GDK_KEY_Left, in: window)
        key(GDK_KEY_Left, in: window)
        XCTAssertEqual(focusedTitle(controller, in: window), "G2", "Left goes to the item on the left")

        let carousel = controller.components[1]
        let scroller = try XCTUnwrap(carousel.carouselScroller)
        key(GDK_KEY_Down, in: window)
        key(GDK_KEY_Down, in: window)
        XCTAssertEqual(focusedTitle(controller, in: window), "Card 0")
        let start = try XCTUnwrap(edges(ofCard: 0, in: carousel))
        XCTAssertEqual(start.right, Int(Gtk.allocation(of: scroller).width) - 16, "the first card is at the right, after the inset")
        for _ in 0..<5 { key(GDK_KEY_Left, in: window) }
        XCTAssertEqual(focusedTitle(controller, in: window), "Card 5", "Left goes on through the cards")
        assertCardInView(5, of: carousel)
        let fifth = try XCTUnwrap(edges(ofCard: 5, in: carousel)), fourth = try XCTUnwrap(edges(ofCard: 4, in: carousel))
        XCTAssertLessThan(fifth.left, fourth.left, "each card is left of the one before")
        key(GDK_KEY_Right, in: window)
        XCTAssertEqual(focusedTitle(controller, in: window), "Card 4")
        assertCardInView(4, of: carousel)
        for _ in 0..<10 { key(GDK_KEY_Left, in: window) }
        XCTAssertEqual(focusedTitle(controller, in: window), "Card 11")
        assertCardInView(11, of: carousel)
        XCTAssertLessThanOrEqual(gtk_adjustment_get_value(gtk_scrolled_window_get_hadjustment(spots_scrolled_window(scroller))), 16,
                                 "scrolled to the strip's end, its left edge (but for the end inset)")
    } }

    func testACarouselOpensAtItsStartWithTheFirstDotCurrentAndTheDotsMirrored() throws { try onMain {
        rightToLeft()
        var model = ComponentModel(kind: .carousel,
                                   layout: Layout(span: 2, itemSpacing: 10, inset: Inset(top: 0, left: 10, bottom: 0, right: 10),
                                                  pageIndicatorPlacement: .below),
                                   items: (0..<5).map { Item(title: "Card \($0)") })
        model.interaction.paginate = .page
        let controller = Controller(components: [model])
        let window = showInWindow(controller, width: 800, height: 600)
        defer { gtk_widget_destroy(window) }
        GtkRuntime.drain(quietPeriod: 0.3)
        let component = controller.components[0]
        let indicator = try XCTUnwrap(component.controls?.indicator)
        let scroller = try XCTUnwrap(component.carouselScroller)
        XCTAssertEqual(try XCTUnwrap(edges(ofCard: 0, in: component)).right, Int(Gtk.allocation(of: scroller).width) - 10)
        assertCardInView(1, of: component)
        XCTAssertEqual(indicator.dots.count, 3)
        XCTAssertEqual(indicator.activeIndex, 0, "the first page is current")
        let dotsX = try indicator.dots.map { try XCTUnwrap($0.origin(in: indicator.box)).x }
        XCTAssertEqual(dotsX, dotsX.sorted(by: >), "page 1's dot is the rightmost")
        XCTAssertEqual(indicator.dots.map(\.accessibleDescription), ["Current page", "", ""])

        // Five 380 px cards every 390 px: the strip scrolls 1160 px, page 2 is 800 px from its start.
        indicator.dots[1].click()
        GtkRuntime.drain(quietPeriod: 0.3)
        XCTAssertEqual(indicator.activeIndex, 1)
        XCTAssertEqual(gtk_adjustment_get_value(gtk_scrolled_window_get_hadjustment(spots_scrolled_window(scroller))), 1160 - 800,
                       "page 2 lies to the left: GTK's value counts from the left")
        assertCardInView(3, of: component)
    } }

    func testTheScrollbarsStayHiddenAtRest() throws { try onMain {
        rightToLeft()
        let cards = ComponentModel(kind: .carousel, layout: Layout(span: 3, itemSpacing: 8), items: (0..<12).map { Item(title: "Card \($0)") })
        let controller = Controller(components: [cards])
        let window = showInWindow(controller, width: 600, height: 500)
        defer { gtk_widget_destroy(window) }
        GtkRuntime.drain(quietPeriod: 0.3)
        let scroller = try XCTUnwrap(controller.components[0].carouselScroller)
        let scrollbar = try XCTUnwrap(gtk_scrolled_window_get_hscrollbar(spots_scrolled_window(scroller)))
        XCTAssertEqual(gtk_widget_get_opacity(scrollbar), 0, "the overlay scrollbar is hidden until the pointer or a scroll shows it")
    } }

    func testAnEndlessCarouselOpensOnItsFirstCardWithNothingCutAtItsStart() throws { try onMain {
        rightToLeft()
        let places = ComponentModel(kind: .carousel,
                                    layout: Layout(span: 1.5, itemSpacing: 12, inset: Inset(top: 0, left: 16, bottom: 0, right: 16),
                                                   pageIndicatorPlacement: .overlay, infiniteScrolling: true),
                                    items: (0..<4).map { Item(title: "Place \($0)") })
        let controller = Controller(components: [places])
        let window = showInWindow(controller, width: 800, height: 600)
        defer { gtk_widget_destroy(window) }
        GtkRuntime.drain(quietPeriod: 0.3)
        let component = controller.components[0]
        let scroller = try XCTUnwrap(component.carouselScroller)
        let width = Int(Gtk.allocation(of: scroller).width)
        let first = try XCTUnwrap(edges(ofCard: 0, in: component))
        XCTAssertEqual(first.right, width - 16, "the first card at the right, after the inset")
        for index in 1..<4 {
            guard let card = edges(ofCard: index, in: component), card.right > 0, card.left < width else { continue }
            XCTAssertLessThanOrEqual(card.right, first.left, "card \(index) is to the left of the first card, not cut at the right edge")
        }
        XCTAssertEqual(component.controls?.indicator?.activeIndex, 0)

        controller.focus(ReadingPosition((0, 0)))
        GtkRuntime.drain(quietPeriod: 0.05)
        key(GDK_KEY_Left, in: window)
        XCTAssertEqual(focusedTitle(controller, in: window), "Place 1")
        assertCardInView(1, of: component)
        key(GDK_KEY_Right, in: window)
        key(GDK_KEY_Right, in: window)
        XCTAssertEqual(focusedTitle(controller, in: window), "Place 3", "Right from the first card goes round to the last")
        assertCardInView(3, of: component)
    } }

    func testRetryKeepsItsMarginAtTheStartOfItsPanel() throws { try onMain {
        rightToLeft()
        var shared = ComponentModel(identifier: "shared", kind: .list, header: Item(title: "Shared folders"),
                                    layout: Layout(inset: Inset(top: 0, left: 16, bottom: 8, right: 16)))
        shared.state = .error
        let controller = Controller(components: [shared])
        let window = showInWindow(controller, width: 800, height: 500)
        defer { gtk_widget_destroy(window) }
        let state = try XCTUnwrap(controller.components[0].stateParts)
        let retry = try XCTUnwrap(state.retryButton)
        let panel = try XCTUnwrap(state.widget.origin(in: controller.content))
        let button = try XCTUnwrap(retry.origin(in: controller.content))
        let panelRight = panel.x + state.widget.allocation.width
        let retryRight = button.x + retry.allocation.width
        XCTAssertGreaterThanOrEqual(panelRight - retryRight, 14, "Retry keeps 14 px from the panel's right edge, where its text starts")
        XCTAssertGreaterThan(button.x - panel.x, 100, "and stands at the right, not the left")
    } }
}
