import SpotsGtk
import SpotsModel
import XCTest

/// `layout.min-item-width` drops grid columns on narrow windows; `layout.max-width` centres
/// content on wide ones.
final class ResponsiveLayoutTests: GtkTestCase {
    private let cards = (0..<6).map { Item(title: "Card \($0)") }

    func testAGridDropsColumnsWhenItemsWouldBeNarrowerThanTheMinimum() { onMain {
        let layout = Layout(span: 4, itemSpacing: 10, lineSpacing: 10, inset: Inset(all: 10))
        // (width - 20) / columns - 10 >= 140 (the grid default).
        let expected: [(width: Int, columns: Int, itemWidth: Int)] = [(300, 1, 270), (360, 2, 160), (500, 3, 150), (800, 4, 185), (1200, 4, 285)]
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
        // 1200 / 3 - 10 = 390; three with two 10 px gaps are 1190 wide, centred in the 1200 px column.
        XCTAssertEqual(inspection.components[0].items.map(\.frame.width), Array(repeating: 390, count: 6))
        XCTAssertEqual(inspection.components[0].items[0].frame.x, 200 + 5)
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
