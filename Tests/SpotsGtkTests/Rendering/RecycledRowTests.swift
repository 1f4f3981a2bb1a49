import CSpotsGtk
import Foundation
@testable import SpotsApp
import SpotsGtk
import SpotsModel
import XCTest

/// Rows reconfigured for another item while scrolling look exactly like rows built for it: short
/// titles take one line, long ones wrap at words, and a narrower window wraps them again.
final class RecycledRowTests: GtkTestCase {
    private static let longTitle = "A title long enough that it cannot fit on one line of a list row six hundred pixels wide, so it wraps"

    private func items(_ count: Int) -> [ComponentModel] {
        [ComponentModel(identifier: "long", kind: .list, items: (0..<count).map { index in
            Item(identifier: .number(index), title: index % 7 == 3 ? "\(index) \(Self.longTitle)" : "Item \(index)",
                 subtitle: "Subtitle \(index)")
        })]
    }

    @MainActor
    private func texts(of cell: ItemCell) -> ItemTexts? {
        (cell.view as? DefaultItemView)?.itemTexts
    }

    /// The cells whose rows start inside the viewport.
    @MainActor
    private func cellsInView(of controller: Controller) -> [ItemCell] {
        let top = controller.scrollPosition.value
        let bottom = top + controller.scrollPosition.pageSize
        return controller.components[0].cells.filter { cell in
            guard cell.container.isVisible, let origin = Gtk.origin(of: cell.container.pointer, in: controller.contentBox)
            else { return false }
            return Double(origin.y) >= top && Double(origin.y) < bottom
        }
    }

    func testReusedRowsShowTheirTitlesOnOneLineOrWrappedLikeFreshRows() { onMain {
        let controller = Controller(components: items(3_000))
        let window = showInWindow(controller, width: 600, height: 600)
        defer { gtk_widget_destroy(window) }
        let component = controller.components[0]
        let freshShort = component.cells.first { $0.item.index % 7 != 3 }!
        let freshLong = component.cells.first { $0.item.index % 7 == 3 }!
        let shortHeight = freshShort.container.allocation.height
        let longHeight = freshLong.container.allocation.height
        XCTAssertGreaterThan(longHeight, shortHeight, "the long title wraps in a fresh row")

        for step in 1...12 {
            controller.scrollProgrammatically(to: Double(step) * 700)
            GtkRuntime.drain(quietPeriod: 0.02)
        }
        XCTAssertGreaterThan(controller.statistics.cellsReused, 20)
        var checked = (short: 0, long: 0)
        for cell in cellsInView(of: controller) {
            guard let texts = texts(of: cell) else { continue }
            let lines = texts.lines(of: .title)
            XCTAssertEqual(lines.joined(), cell.item.title)
            if cell.item.index % 7 == 3 {
                checked.long += 1
                XCTAssertGreaterThan(lines.count, 1, "\(cell.item.title) wraps")
                for line in lines.dropLast() { XCTAssertEqual(line.last, " ", "\(lines) breaks between words") }
                XCTAssertEqual(cell.container.allocation.height, longHeight, cell.item.title)
            } else {
                checked.short += 1
                XCTAssertEqual(lines, [cell.item.title])
                XCTAssertEqual(cell.container.allocation.height, shortHeight, cell.item.title)
            }
            XCTAssertEqual(texts.accessibleObject?.name, "\(cell.item.title)\n\(cell.item.subtitle)", "read as it shows")
        }
        XCTAssertGreaterThan(checked.long, 0)
        XCTAssertGreaterThan(checked.short, 5)
    } }

    func testAOneLineTitleWrapsAgainWhenTheWindowNarrows() { onMain {
        let models = [ComponentModel(identifier: "long", kind: .list, items: (0..<2_000).map { index in
            Item(identifier: .number(index), title: "Item \(index) has a title of about fifty characters", subtitle: "Subtitle \(index)")
        })]
        let controller = Controller(components: models)
        let window = showInWindow(controller, width: 600, height: 600)
        defer { gtk_widget_destroy(window) }
        let component = controller.components[0]
        for step in 1...6 {
            controller.scrollProgrammatically(to: Double(step) * 700)
            GtkRuntime.drain(quietPeriod: 0.02)
        }
        let wide = cellsInView(of: controller).compactMap { texts(of: $0) }.filter { $0.lines(of: .title).count == 1 }
        XCTAssertGreaterThan(wide.count, 5, "reused rows show the title on one line")

        gtk_window_resize(spots_window(window), 240, 600)
        GtkRuntime.drain(quietPeriod: 0.1)
        let listWidth = component.items.allocation.width
        XCTAssertLessThanOrEqual(listWidth, 240, "no title widens the list")
        var checked = 0
        for cell in cellsInView(of: controller) {
            guard let texts = texts(of: cell) else { continue }
            let lines = texts.lines(of: .title)
            XCTAssertGreaterThan(lines.count, 1, cell.item.title)
            XCTAssertEqual(lines.joined(), cell.item.title)
            XCTAssertLessThanOrEqual(cell.container.allocation.width, listWidth)
            checked += 1
        }
        XCTAssertGreaterThan(checked, 5)
    } }

    func testOnlyTheFirstAndLastItemsCarryTheListsEndsWhateverCellShowsThem() { onMain {
        let controller = Controller(components: items(2_000))
        let window = showInWindow(controller, width: 600, height: 600)
        defer { gtk_widget_destroy(window) }
        let component = controller.components[0]
        @MainActor func ends() -> (first: [Int], last: [Int]) {
            (component.cells.filter { $0.container.styleClasses.contains("spots-first-item") }.map(\.item.index),
             component.cells.filter { $0.container.styleClasses.contains("spots-last-item") }.map(\.item.index))
        }
        XCTAssertEqual(ends().first, [0])
        XCTAssertEqual(ends().last, [])
        scrollToEnd(controller, step: 3_000, limit: 200)
        XCTAssertEqual(ends().first, [])
        XCTAssertEqual(ends().last, [1_999])
        // Every row but the last keeps its separator: all short rows are equally tall.
        let heights = Set(component.cells.dropLast().filter { $0.item.index % 7 != 3 }.map { $0.container.allocation.height })
        XCTAssertEqual(heights.count, 1, "\(heights)")
        controller.scrollProgrammatically(to: 0)
        GtkRuntime.drain(quietPeriod: 0.05)
        XCTAssertEqual(ends().first, [0])
        XCTAssertEqual(ends().last, [])
    } }

    func testAReusedRowPaintsTheSamePixelsAsTheFreshRowOfItsItem() throws { try onMain {
        let controller = Controller(components: items(3_000))
        let window = showInWindow(controller, width: 600, height: 600)
        defer { gtk_widget_destroy(window) }
        let component = controller.components[0]
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("spots-recycled-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        @MainActor func paint(_ index: Int, _ name: String) throws -> Data {
            let cell = try XCTUnwrap(component.realisedCell(at: index))
            let path = folder.appendingPathComponent(name).path
            let failure = cell.container.writePNG(to: path)
            XCTAssertNil(failure)
            return try Data(contentsOf: URL(fileURLWithPath: path))
        }
        let fresh = try (0..<6).map { try paint($0, "fresh-\($0).png") }
        let freshCells = (0..<6).map { component.realisedCell(at: $0)! }

        // Far down and back: the first rows come back in cells that showed other items.
        for step in 1...8 {
            controller.scrollProgrammatically(to: Double(step) * 2_000)
            GtkRuntime.drain(quietPeriod: 0.02)
        }
        controller.scrollProgrammatically(to: 0)
        GtkRuntime.drain(quietPeriod: 0.05)
        let reused = try (0..<6).map { try paint($0, "reused-\($0).png") }
        let recycled = (0..<6).filter { index in !freshCells.contains { $0 === component.realisedCell(at: index) } }
        XCTAssertFalse(recycled.isEmpty, "some first rows are shown by cells that showed other items")
        for index in 0..<6 {
            XCTAssertEqual(reused[index], fresh[index], "row \(index) looks as it did when it was built")
        }
    } }

    /// A row's accessible is made when something asks for it (here the test, as a screen reader
    /// would): one made before its row is reused hears of each item the row shows after, one
    /// made after gets the item shown then. Lists' rows and grids' children alike.
    func testAReusedItemsAccessibleNamesTheItemItShowsNow() throws { try onMain {
        for kind in [ComponentKind.list, .grid] {
            let items = (0..<3_000).map { index in
                Item(identifier: .number(index), title: "Item \(index)", subtitle: "Subtitle \(index)",
                     action: index % 3 == 0 ? "open:next.json" : nil)
            }
            let controller = Controller(components: [ComponentModel(kind: kind, layout: Layout(span: kind == .grid ? 3 : 0), items: items)])
            let window = showInWindow(controller, width: 600, height: 600)
            defer { gtk_widget_destroy(window) }
            let component = controller.components[0]
            let first = try XCTUnwrap(component.cells.first)
            let asked = try XCTUnwrap(first.container.accessibleObject)
            XCTAssertEqual(asked.name, "Item 0", "\(kind)")
            XCTAssertEqual(asked.description, "Subtitle 0", "\(kind)")
            XCTAssertEqual(asked.role, .pushButton, "\(kind)")

            for step in 1...12 {
                controller.scrollProgrammatically(to: Double(step) * 700)
                GtkRuntime.drain(quietPeriod: 0.02)
            }
            XCTAssertGreaterThan(controller.statistics.cellsReused, 20, "\(kind)")
            // The first cell shows another item now, or waits in the pool.
            if component.cells.contains(where: { $0 === first }) {
                XCTAssertNotEqual(first.item.index, 0, "\(kind)")
                XCTAssertEqual(asked.name, first.item.title, "\(kind)")
                XCTAssertEqual(asked.description, first.item.subtitle, "\(kind)")
            }
            var checked = 0
            for cell in component.cells where cell !== first && cell.item.index > 100 {
                let accessible = try XCTUnwrap(cell.container.accessibleObject)
                XCTAssertEqual(accessible.name, cell.item.title, "\(kind)")
                XCTAssertEqual(accessible.description, cell.item.subtitle, "\(kind)")
                XCTAssertEqual(accessible.role, cell.item.index % 3 == 0 ? .pushButton : .listItem, "\(kind) \(cell.item.title)")
                checked += 1
            }
            XCTAssertGreaterThan(checked, 10, "\(kind)")
            // Asked again, a reused row's accessible hears of the next item too.
            for step in 13...20 {
                controller.scrollProgrammatically(to: Double(step) * 700)
                GtkRuntime.drain(quietPeriod: 0.02)
            }
            for cell in component.cells {
                XCTAssertEqual(cell.container.accessibleObject?.name, cell.item.title, "\(kind)")
            }
        }
    } }
}
