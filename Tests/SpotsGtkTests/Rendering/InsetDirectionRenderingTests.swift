import CSpotsGtk
import CSpotsShim
@testable import SpotsApp
@testable import SpotsGtk
import SpotsModel
import XCTest

/// `start`/`end` insets follow the text direction on screen; `left`/`right` stay where they say.
final class InsetDirectionRenderingTests: GtkTestCase {
    override func tearDown() {
        MainActor.assumeIsolated { TextDirection.default = .leftToRight }
        super.tearDown()
    }

    /// The left and right margins of each component's body in a 600 px window.
    @MainActor
    private func bodyMargins(_ models: [ComponentModel]) -> [(left: Int, right: Int)] {
        let controller = Controller(components: models)
        let window = showInWindow(controller, width: 600, height: 400)
        defer { gtk_widget_destroy(window) }
        let width = Int(controller.content.allocation.width)
        return controller.components.map { component in
            let origin = component.bodyBox.origin(in: controller.content) ?? (0, 0)
            return (origin.x, width - origin.x - Int(component.bodyBox.allocation.width))
        }
    }

    func testStartAndEndFollowTheTextAndLeftAndRightStay() { onMain {
        let models = [
            ComponentModel(kind: .list, layout: Layout(inset: Inset(start: 30, end: 10)), items: [Item(title: "A")]),
            ComponentModel(kind: .grid, layout: Layout(span: 2, inset: Inset(left: 40, right: 4)), items: [Item(title: "B")]),
        ]
        let leftToRight = bodyMargins(models)
        XCTAssertEqual(leftToRight.map(\.left), [30, 40])
        XCTAssertEqual(leftToRight.map(\.right), [10, 4])
        TextDirection.default = .rightToLeft
        let rightToLeft = bodyMargins(models)
        XCTAssertEqual(rightToLeft.map(\.left), [10, 40], "start is at the right in right-to-left text; left stays left")
        XCTAssertEqual(rightToLeft.map(\.right), [30, 4])
    } }

    func testAHeaderAndACarouselTakeTheirStartInsetFromTheText() throws { try onMain {
        TextDirection.default = .rightToLeft
        let cards = ComponentModel(kind: .carousel, header: Item(title: "Cards"), layout: Layout(span: 2, itemSpacing: 8, inset: Inset(start: 24, end: 0)),
                                   items: (0..<6).map { Item(title: "Card \($0)") })
        let controller = Controller(components: [cards])
        let window = showInWindow(controller, width: 600, height: 400)
        defer { gtk_widget_destroy(window) }
        let component = controller.components[0]
        let scroller = try XCTUnwrap(component.carouselScroller)
        let card = try XCTUnwrap(component.realisedCell(at: 0))
        let origin = try XCTUnwrap(Gtk.origin(of: card.container.pointer, in: scroller))
        XCTAssertEqual(Int(Gtk.allocation(of: scroller).width) - origin.x - Int(card.container.allocation.width), 24,
                       "the first card starts 24 px from the right edge")
        let header = try XCTUnwrap(component.header?.view.widget)
        XCTAssertEqual(header.marginStart, 24, "the header lines up with the cards")
        XCTAssertEqual(header.marginEnd, 0)
    } }
}
