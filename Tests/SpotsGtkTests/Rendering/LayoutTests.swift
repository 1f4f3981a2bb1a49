import CSpotsGtk
@testable import SpotsApp
import SpotsGtk
import SpotsModel
import XCTest

final class LayoutTests: GtkTestCase {
    func testGridSpanAndInsetGiveExactWidths() { onMain {
        let layout = Layout(span: 3, itemSpacing: 10, lineSpacing: 10, inset: Inset(all: 10))
        let items = (0..<6).map { Item(title: "Item \($0)") }
        let (_, inspection) = render([ComponentModel(kind: .grid, layout: layout, items: items)], width: 600)
        let grid = inspection.components[0]
        XCTAssertEqual(grid.gtkClass, "GtkFlowBox")
        // (600 - 10 - 10) / 3 - 10 = 183.33…, rounded down.
        XCTAssertEqual(grid.items.map(\.frame.width), Array(repeating: 183, count: 6))
        let first = grid.items[0].frame, second = grid.items[1].frame, fourth = grid.items[3].frame
        // item-spacing is the least gap: a row is spread from the content's left edge to its right
        // (580 - 3 × 183) / 2 = 15.5, so 15 px, and the row ends 1 px short of the right inset.
        XCTAssertEqual(second.x - (first.x + first.width), 15, "item-spacing between columns, spread")
        XCTAssertEqual(first.x, 10, "the first column on the inset")
        XCTAssertEqual(grid.items[2].frame.x + grid.items[2].frame.width, 600 - 10 - 1)
        XCTAssertEqual(fourth.y - (first.y + first.height), 10, "line-spacing between rows")
        XCTAssertEqual(second.y, first.y, "span 3 puts three items on a row")
        XCTAssertEqual(fourth.x, first.x, "the fourth item starts the second row")
        XCTAssertGreaterThanOrEqual(first.x, 10, "inset keeps items off the edge")
        print(inspection.text)
    } }
}

extension LayoutTests {
    func testFullHeightRenderFitsContent() { onMain {
        let items = (0..<3).map { Item(title: "Row \($0)", subtitle: "Subtitle") }
        let (renderer, inspection) = render([ComponentModel(kind: .list, items: items)], width: 400)
        XCTAssertEqual(Int(Gtk.allocation(of: renderer.controller.widget.pointer).height), inspection.contentHeight)
        XCTAssertLessThan(inspection.contentHeight, 400)
    } }
}
