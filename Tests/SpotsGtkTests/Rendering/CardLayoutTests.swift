import CSpotsGtk
@testable import SpotsApp
@testable import SpotsGtk
import SpotsModel
import XCTest

/// The visual defects of issue 14: exact card widths, the inset, equal heights, words kept whole,
/// hover and icons only where an item has an action.
final class CardLayoutTests: GtkTestCase {
    private let spaced = Layout(span: 2, itemSpacing: 10, lineSpacing: 10, inset: Inset(all: 10))

    func testCardsWithAnImagePlaceholderAreExactlyAsWideAsTheOthers() { onMain {
        let items = [Item(title: "Plain"), Item(title: "Pictured", image: "missing.png"),
                     Item(title: "Plain again"), Item(title: "Pictured again", image: "also-missing.png")]
        let (_, inspection) = render([ComponentModel(kind: .carousel, layout: spaced, items: items)], width: 800)
        let cards = inspection.components[0].items
        XCTAssertEqual(cards.map(\.imagePlaceholder), [false, true, false, true])
        // (800 - 10 - 10) / 2 - 10
        XCTAssertEqual(cards.map(\.frame.width), [380, 380, 380, 380])
        XCTAssertEqual(cards[1].frame.x - cards[0].frame.x, 390, "one column plus the item spacing")
        XCTAssertEqual(cards[2].frame.x - cards[1].frame.x, 390)
    } }

    func testTheCarouselsFirstCardSitsOnTheInset() { onMain {
        for (width, height) in [(800, nil), (800, 400), (360, 400), (1600, nil)] as [(Int, Int?)] {
            for left in [10.0, 16.0, 0.0] {
                let layout = Layout(span: 2, itemSpacing: 12, inset: Inset(top: 0, left: left, bottom: 0, right: left))
                let items = (0..<6).map { Item(title: "Card \($0)", image: $0 == 0 ? "missing.png" : "") }
                let controller = Controller(components: [ComponentModel(kind: .carousel, layout: layout, items: items)])
                let inspection = HeadlessRenderer(controller: controller, width: width, height: height).inspect()
                // At 1600 px the component is centred in its maximum width: the inset is from its edge.
                let edge = inspection.components[0].frame.x
                XCTAssertEqual(edge, width > 1200 ? 200 : 0)
                XCTAssertEqual(inspection.components[0].items.first?.frame.x, edge + Int(left), "width \(width), inset \(left)")
                // The card drawn (the view with its border), not only its cell, starts there.
                let component = controller.components[0]
                let view = component.cells[0].view.widget
                // Both draw on the items widget's window: same coordinates, no padding between them.
                XCTAssertEqual(view.allocation.x, component.cells[0].container.allocation.x, "width \(width), inset \(left)")
                XCTAssertEqual(view.allocation.width, component.cells[0].container.allocation.width)
            }
        }
    } }

    func testInTheAppWindowTheFirstCardSitsOnTheInsetToo() throws { try onMain {
        let window = ScreenWindow(application: nil)
        defer { window.window.destroy() }
        window.present()
        let screen = #"{"components": [{"kind": "carousel", "header": {"title": "Featured"}, "layout": {"span": 2, "item-spacing": 10, "inset": {"left": 16, "right": 16}}, "items": [{"title": "A", "image": "missing.png"}, {"title": "B"}, {"title": "C"}]}]}"#
        window.open(data: Data(screen.utf8), file: "/tmp/featured.json", location: ResourceLocation())
        GtkRuntime.drain()
        let component = window.controller.components[0]
        let root = window.controller.widget
        let card = try XCTUnwrap(component.cells.first?.view.widget)
        let cardX = try XCTUnwrap(card.origin(in: root)).x
        let componentX = try XCTUnwrap(component.widget.origin(in: root)).x
        XCTAssertEqual(cardX - componentX, 16, "the drawn card starts on the inset")
        let headerX = try XCTUnwrap(component.header?.view.widget.origin(in: root)).x
        XCTAssertEqual(headerX - componentX, 16, "under the header's edge")
    } }

    func testCardsInOneRowAreEquallyTall() { onMain {
        let items = [Item(title: "Short"),
                     Item(title: "A much longer title", subtitle: "with a subtitle", text: "and some text that wraps over lines"),
                     Item(title: "Pictured", image: "missing.png"),
                     Item(title: "Second row"), Item(title: "Second row too", text: "longer")]
        let layout = Layout(span: 3, itemSpacing: 10, lineSpacing: 10, inset: Inset(all: 10))
        let (renderer, inspection) = render([ComponentModel(kind: .grid, layout: layout, items: items)], width: 800)
        let frames = inspection.components[0].items.map(\.frame)
        XCTAssertEqual(Set(frames[0..<3].map(\.height)).count, 1, "first row: \(frames.map(\.height))")
        XCTAssertEqual(frames[3].height, frames[4].height)
        XCTAssertGreaterThan(frames[0].height, frames[3].height, "rows are as tall as their tallest card")
        // The card itself (its border) fills the cell, not only the cell.
        for cell in renderer.controller.components[0].cells {
            XCTAssertEqual(cell.view.widget.allocation.height, cell.container.allocation.height, cell.item.title)
        }
    } }

    func testWordsWrapWholeAndAnOverlongWordIsEllipsized() { onMain {
        let items = [Item(title: "Cycling", subtitle: "Wheels and other round things go here"),
                     Item(title: "Supercalifragilisticexpialidocious", text: "Short words wrap fine"),
                     Item(title: "Two words", subtitle: "Extraordinarily"), Item(title: "Hiking")]
        let layout = Layout(span: 4, itemSpacing: 10, inset: Inset(all: 10))
        for width in [360, 800] {
            let (renderer, _) = render([ComponentModel(kind: .carousel, layout: layout, items: items)], width: width)
            var ellipsized: [String] = []
            var sawWrap = false
            for cell in renderer.controller.components[0].cells {
                XCTAssertEqual(cell.container.allocation.width, (width - 20) / 4 - 10, "texts never widen a card")
                let card = itemTexts(of: cell)
                for paragraph in ItemTexts.Paragraph.allCases where !card[paragraph].isEmpty {
                    let lines = card.lines(of: paragraph)
                    let text = card[paragraph]
                    if card.isEllipsized(paragraph) {
                        ellipsized.append(text)
                        XCTAssertEqual(lines.count, 1, "an overlong word is one ellipsized line: \(text)")
                    }
                    if lines.count > 1 { sawWrap = true }
                    // Every line but the last ends where a word ends.
                    for line in lines.dropLast() {
                        XCTAssertTrue(line.last?.isWhitespace == true, "\(width) px: \(lines) of \"\(text)\" breaks a word")
                    }
                }
            }
            XCTAssertTrue(sawWrap, "\(width) px: some text wraps")
            XCTAssertTrue(ellipsized.contains("Supercalifragilisticexpialidocious"), "\(width) px: \(ellipsized)")
            if width == 800 { XCTAssertEqual(ellipsized, ["Supercalifragilisticexpialidocious"], "words that fit stay whole") }
        }
    } }

    func testACardTitleKeepsToTwoLinesEndingInAnEllipsis() { onMain {
        let title = "A long title of many short words that cannot fit on two lines of a narrow card"
        let layout = Layout(span: 3, itemSpacing: 10, inset: Inset(all: 10))
        let (renderer, _) = render([ComponentModel(kind: .carousel, layout: layout, items: [Item(title: title, subtitle: title)])], width: 600)
        let card = itemTexts(of: renderer.controller.components[0].cells[0])
        let titleLines = card.lines(of: .title)
        XCTAssertEqual(titleLines.count, 2, "\(titleLines)")
        XCTAssertTrue(card.isEllipsized(.title))
        XCTAssertTrue(titleLines[0].hasSuffix(" "), "the first line ends at a word")
        XCTAssertFalse(card.isEllipsized(.subtitle), "no line limit on the subtitle: it wraps in full")
        XCTAssertGreaterThan(card.lines(of: .subtitle).count, 2)
        XCTAssertEqual(card.lines(of: .subtitle).joined(), title)
    } }

    func testOnlyItemsWithAnActionHighlightAndTakeThePointer() throws { try onMain {
        let items = [Item(title: "Plain"), Item(title: "Open", action: "open:next.json"),
                     Item(title: "Blank action", action: " \n\t\u{3000}"), Item(title: "Web", action: "https://example.com")]
        for kind in [ComponentKind.list, .grid] {
            let controller = Controller(components: [ComponentModel(kind: kind, layout: Layout(span: kind == .grid ? 2 : 0), items: items)])
            let window = showInWindow(controller, width: 600, height: 500)
            defer { gtk_widget_destroy(window) }
            let component = controller.components[0]
            let actionable = component.cells.map { $0.container.styleClasses.contains(ActionHover.actionableClass) }
            XCTAssertEqual(actionable, [false, true, false, true], "\(kind)")
            let hover = try XCTUnwrap(component.hover)
            for (cell, expected) in zip(component.cells, [nil, "pointer", nil, "pointer"]) {
                let frame = cell.container.allocation
                hover.pointerMoved(x: Double(frame.x + frame.width / 2), y: Double(frame.y + frame.height / 2))
                XCTAssertEqual(hover.cursor, expected, "\(kind) \(cell.item.title)")
                // Only the cell under the pointer is marked (GtkFlowBox gives cards no :hover).
                XCTAssertEqual(component.cells.map { $0.container.styleClasses.contains(ActionHover.hoveredClass) },
                               component.cells.map { $0 === cell }, "\(kind) \(cell.item.title)")
            }
            hover.pointerLeft()
            XCTAssertNil(hover.cursor)
            XCTAssertFalse(component.cells.contains { $0.container.styleClasses.contains(ActionHover.hoveredClass) })
        }
    } }

    func testTheRowIconSaysWhereTheActionLeads() { onMain {
        let items = [Item(title: "Plain"), Item(title: "Open", action: "open:next.json"),
                     Item(title: "Web", action: "https://example.com/a"), Item(title: "Plain web", action: "http://example.com"),
                     Item(title: "Mail", action: "mailto:someone@example.com"), Item(title: "Custom", action: "share")]
        let (renderer, _) = render([ComponentModel(kind: .list, items: items)], width: 500)
        let views = renderer.controller.components[0].cells.map { $0.view as! DefaultItemView }
        XCTAssertEqual(views.map(\.actionIconName),
                       [nil, "go-next-symbolic", "send-to-symbolic", "send-to-symbolic", "mail-unread-symbolic", nil])
        for name in ["go-next-symbolic", "send-to-symbolic", "mail-unread-symbolic"] {
            XCTAssertTrue(IconTheme.hasIcon(name), "\(name) is in the icon theme")
        }
        let icons = views.compactMap { view in
            images(under: view.widget).first { $0.styleClasses.contains("spots-action-icon") }
        }
        XCTAssertFalse(icons.isEmpty)
        XCTAssertTrue(icons.allSatisfy(\.isHiddenFromAccessibility), "the icons are decoration for screen readers")
        let (grid, _) = render([ComponentModel(kind: .grid, layout: Layout(span: 3), items: items)], width: 900)
        let cards = grid.controller.components[0].cells.map { $0.view as! DefaultItemView }
        XCTAssertEqual(cards.compactMap(\.actionIconName), [], "cards show no icon")
    } }

    // MARK: - Helpers

    @MainActor
    private func itemTexts(of cell: ItemCell) -> ItemTexts {
        (cell.view as! DefaultItemView).itemTexts
    }

    @MainActor
    private func images(under widget: Widget) -> [Image] {
        descendants(of: widget.pointer).compactMap { Widget($0).as(Image.self) }
    }

    @MainActor
    private func descendants(of pointer: WidgetPointer) -> [WidgetPointer] {
        Gtk.allChildren(of: pointer).flatMap { [$0] + descendants(of: $0) }
    }
}
