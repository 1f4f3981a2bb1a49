@testable import SpotsApp
import SpotsGtk
import SpotsModel
import XCTest

/// `layout.min-item-width` drops grid columns on narrow windows; `layout.max-width` centres
/// content on wide ones.
final class ResponsiveLayoutTests: GtkTestCase {
    private let cards = (0..<6).map { Item(title: "Card \($0)") }

    func testAGridDropsColumnsWhenItemsWouldBeNarrowerThanTheMinimum() { onMain {
        let layout = Layout(span: 4, itemSpacing: 10, lineSpacing: 10, inset: Inset(all: 10))
        // (width - 20) / columns - 10 >= 140 (the grid default); one column spans the content.
        let expected: [(width: Int, columns: Int, itemWidth: Int)] = [(300, 1, 280), (360, 2, 160), (500, 3, 150), (800, 4, 185), (1200, 4, 285)]
        for (width, columns, itemWidth) in expected {
            let (_, inspection) = render([ComponentModel(kind: .grid, layout: layout, items: cards)], width: width)
            let frames = inspection.components[0].items.map(\.frame)
            XCTAssertEqual(frames.filter { $0.y == frames[0].y }.count, columns, "\(width) px")
            XCTAssertEqual(Set(frames.map(\.width)), [itemWidth], "\(width) px")
        }
    } }

    func testTheMinimumItemWidthIsSetByTheLayoutAndZeroTurnsItOff() throws { try onMain {
        let screen = try ScreenDecoder().decode(Data("""
        {"components": [
          {"kind": "grid", "layout": {"span": 4, "item-spacing": 10, "min-item-width": 100}, "items": [{"title": "a"}, {"title": "b"}, {"title": "c"}, {"title": "d"}]},
          {"kind": "grid", "layout": {"span": 4, "item-spacing": 10, "minItemWidth": "0"}, "items": [{"title": "a"}, {"title": "b"}, {"title": "c"}, {"title": "d"}]},
          {"kind": "carousel", "layout": {"span": 3, "min-item-width": 150}, "items": [{"title": "a"}, {"title": "b"}, {"title": "c"}, {"title": "d"}]},
          {"kind": "carousel", "layout": {"span": 3}, "items": [{"title": "a"}, {"title": "b"}, {"title": "c"}, {"title": "d"}]}
        ]}
        """.utf8)).screen
        XCTAssertEqual(screen.components[0].layout.minItemWidth, 100)
        XCTAssertEqual(screen.components[1].layout.minItemWidth, 0)
        let (_, inspection) = render(screen.components, width: 360)
        let widths = inspection.components.map { $0.items[0].frame.width }
        // 360 / 3 - 10 = 110 fits 100; no minimum: 360 / 4 - 10; 360 / 2 (150 fits twice); carousels default to none.
        XCTAssertEqual(widths, [110, 80, 180, 120])
    } }

    func testContentKeepsToItsMaximumWidthCentredOnWideWindows() { onMain {
        let grid = ComponentModel(kind: .grid, layout: Layout(span: 3, itemSpacing: 10), items: cards)
        let list = ComponentModel(kind: .list, layout: Layout(inset: Inset(left: 20, right: 20)), items: cards)
        let wide = ComponentModel(kind: .list, layout: Layout(maxWidth: 0), items: cards)
        let narrow = ComponentModel(kind: .list, layout: Layout(maxWidth: 600), items: cards)
        let (_, inspection) = render([grid, list, wide, narrow], width: 1600)
        let frames = inspection.components.map(\.frame)
        XCTAssertEqual(frames.map(\.x), [200, 200, 0, 500])
        XCTAssertEqual(frames.map(\.width), [1200, 1200, 1600, 600])
        // 1200 / 3 - 10 = 390; three spread over the 1200 px column: 15 px gaps, edge to edge.
        XCTAssertEqual(inspection.components[0].items.map(\.frame.width), Array(repeating: 390, count: 6))
        XCTAssertEqual(inspection.components[0].items.prefix(3).map(\.frame.x), [200, 605, 1010])
        // The inset inside the centred column, then the boxed list's 1 px border.
        XCTAssertEqual(inspection.components[1].items[0].frame.x, 200 + 20 + 1)
        XCTAssertEqual(inspection.components[1].items[0].frame.width, 1200 - 40 - 2)
        // A list without side insets is flush at 800 px but boxed (with its side borders) when centred.
        XCTAssertEqual(inspection.components[3].items[0].frame.width, 600 - 2)
        XCTAssertEqual(inspection.components[2].items[0].frame.width, 1600, "no limit: still flush")
        // Below the maximum nothing moves.
        let (_, normal) = render([grid, list], width: 800)
        XCTAssertEqual(normal.components.map(\.frame.x), [0, 0])
        XCTAssertEqual(normal.components.map(\.frame.width), [800, 800])
    } }

    func testNestedComponentsHaveNoDefaultMaximum() { onMain {
        let inner = ComponentModel(kind: .list, items: [Item(title: "inner")])
        let outer = ComponentModel(kind: .list, layout: Layout(maxWidth: 0), items: [Item(title: "outer", children: [inner])])
        let (_, inspection) = render([outer], width: 1600)
        let nested = inspection.components[0].items[0].children[0]
        XCTAssertGreaterThan(nested.frame.width, 1200, "the row's width, not the default maximum")
    } }

    func testGridsAndCarouselsLineUpWithListsAndHeaders() { onMain {
        let inset = Inset(top: 4, left: 16, bottom: 8, right: 16)
        let models = [
            ComponentModel(kind: .list, header: Item(title: "List"), layout: Layout(inset: inset), items: cards),
            ComponentModel(kind: .grid, header: Item(title: "Grid"), layout: Layout(span: 3, itemSpacing: 12, lineSpacing: 12, inset: inset),
                           items: cards),
            ComponentModel(kind: .carousel, header: Item(title: "Carousel"), layout: Layout(span: 2.3, itemSpacing: 12, inset: inset),
                           items: cards),
        ]
        for width in [360, 800, 1600] {
            let (renderer, inspection) = render(models, width: width)
            let (list, grid, carousel) = (inspection.components[0], inspection.components[1], inspection.components[2])
            // The boxed list's border is its edge; its rows sit 1 px inside it.
            let left = list.items[0].frame.x - 1
            let right = list.items[0].frame.x + list.items[0].frame.width + 1
            XCTAssertEqual(list.header?.frame.x, left, "\(width) px")
            XCTAssertEqual(grid.header?.frame.x, left)
            XCTAssertEqual(grid.items[0].frame.x, left, "\(width) px: the grid starts on the list's edge")
            let columns = grid.items.filter { $0.frame.y == grid.items[0].frame.y }
            let rowEnd = columns.last!.frame.x + columns.last!.frame.width
            XCTAssertLessThanOrEqual(rowEnd, right)
            XCTAssertGreaterThanOrEqual(rowEnd, right - max(0, columns.count - 2), "\(width) px: and ends on its right edge, to the pixel rounding leaves")
            XCTAssertEqual(carousel.items[0].frame.x, left, "\(width) px: the first card on the list's edge")
            // Centred beside max-width, the carousel's cards stop where the list does; narrower,
            // they scroll out to the window's edges.
            let component = renderer.controller.components[2]
            let scroller = component.scroller!
            let scrollerX = scroller.origin(in: renderer.controller.widget)!.x
            if width == 1600 {
                XCTAssertEqual([scrollerX, scrollerX + scroller.allocatedWidth], [left, right])
            } else {
                XCTAssertEqual([scrollerX, scroller.allocatedWidth], [0, width])
            }
        }
    } }

    func testANestedGridStartsWhereTheCarouselBesideItDoes() { onMain {
        let inset = Inset(top: 0, left: 70, bottom: 14, right: 14)
        let rows = [
            Item(title: "Carousel row", children: [ComponentModel(kind: .carousel, layout: Layout(span: 2.2, itemSpacing: 10, inset: inset), items: cards)]),
            Item(title: "Grid row", children: [ComponentModel(kind: .grid, layout: Layout(span: 3, itemSpacing: 10, lineSpacing: 10, inset: inset),
                                                              items: Array(cards.prefix(3)))]),
        ]
        for width in [360, 800, 1600] {
            let (_, inspection) = render([ComponentModel(kind: .list, layout: Layout(inset: Inset(left: 16, right: 16)), items: rows)], width: width)
            let list = inspection.components[0]
            let carouselCard = list.items[0].children[0].items[0].frame
            let gridCell = list.items[1].children[0].items[0].frame
            XCTAssertEqual(gridCell.x, list.items[1].frame.x + 70, "\(width) px: on the nested grid's inset")
            XCTAssertEqual(gridCell.x, carouselCard.x, "\(width) px")
            if width == 360 {
                // One column (min-item-width): the card spans the row from inset to inset.
                XCTAssertEqual(gridCell.width, list.items[1].frame.width - 70 - 14)
            }
        }
    } }
}

/// The new layout keys through the decoder and encoder, without GTK.
final class ResponsiveLayoutDecodingTests: XCTestCase {
    func testWidthsAreClampedWithAWarningAndRoundTrip() throws {
        let decoded = try ScreenDecoder().decode(Data("""
        {"components": [{"kind": "grid", "layout": {"min-item-width": -5, "maxWidth": 1e9}},
                        {"kind": "grid", "layout": {"minItemWidth": "120", "max-width": null}}]}
        """.utf8))
        let layouts = decoded.screen.components.map(\.layout)
        XCTAssertEqual(layouts[0].minItemWidth, 0)
        XCTAssertEqual(layouts[0].maxWidth, SizeLimits.maximumSize)
        XCTAssertEqual(layouts[1].minItemWidth, 120)
        XCTAssertNil(layouts[1].maxWidth, "null is the same as leaving the key out")
        XCTAssertEqual(decoded.warnings.count, 2, decoded.warnings.map(\.message).joined(separator: "\n"))
        let encoded = ScreenEncoder().encode(decoded.screen)
        let again = try ScreenDecoder().decode(encoded).screen
        XCTAssertEqual(again.components.map(\.layout), layouts)
        XCTAssertEqual(SizeLimits.clamp(Layout(minItemWidth: .infinity, maxWidth: -1)).minItemWidth, SizeLimits.maximumSize)
        XCTAssertEqual(SizeLimits.clamp(Layout(minItemWidth: .infinity, maxWidth: -1)).maxWidth, 0)
    }
}
