import CSpotsGtk
import Foundation
@testable import SpotsApp
import SpotsGtk
import SpotsModel
import XCTest

/// Soft, medium and hard updates, and the mutation API, checked on the widget tree.
final class UpdateTests: GtkTestCase {
    private func list(_ titles: [String], identifier: String? = "list", kind: ComponentKind = .list) -> ComponentModel {
        ComponentModel(identifier: identifier, kind: kind, items: titles.map { Item(title: $0) })
    }


    func testSoftUpdateDoesNotKeepThePreviousImageShape() { onMain {
        var item = Item(identifier: 1, title: "A", image: "a.png", meta: ["image-shape": .string("circle")])
        let controller = Controller(components: [list([])])
        controller.reloadIfNeeded([ComponentModel(identifier: "list", items: [item])])
        let view = controller.components[0].cells[0].view as! DefaultItemView
        XCTAssertEqual(view.imageShape, .circle)
        item.meta = [:]
        controller.reloadIfNeeded([ComponentModel(identifier: "list", items: [item])])
        XCTAssertTrue(controller.components[0].cells[0].view === view, "reconfigured in place")
        XCTAssertEqual(view.imageShape, .rounded(radius: 8))
    } }

    @MainActor
    private func rowTitles(_ component: Component) -> [String] {
        component.cells.map(\.item.title)
    }

    func testSoftUpdateReconfiguresTheSameRowInPlace() { onMain {
        let (renderer, _) = render([list(["A", "B", "C"])])
        let controller = renderer.controller
        let rows = controller.components[0].cells.map { ObjectIdentifier($0.view) }
        var edited = controller.models
        edited[0].items[1].title = "B, edited"
        controller.reloadIfNeeded(edited)
        let cells = controller.components[0].cells
        XCTAssertEqual(cells.map { ObjectIdentifier($0.view) }, rows, "every view is the same object")
        XCTAssertEqual(rowTitles(controller.components[0]), ["A", "B, edited", "C"])
        XCTAssertTrue(labels(in: cells[1].container.pointer).contains("B, edited"))
        XCTAssertEqual(controller.lastUpdate.reconfigured, 1)
        XCTAssertEqual(controller.lastUpdate.created, 0)
        XCTAssertEqual(controller.lastUpdate.destroyed, 0)
    } }

    func testNothingChangedTouchesNothing() { onMain {
        let (renderer, _) = render([list(["A", "B"])])
        renderer.controller.reloadIfNeeded(renderer.controller.models)
        XCTAssertTrue(renderer.controller.lastUpdate.isEmpty, "\(renderer.controller.lastUpdate)")
    } }

    func testMediumUpdateResizesInPlace() { onMain {
        let (renderer, _) = render([list(["A", "B"])])
        let controller = renderer.controller
        let view = ObjectIdentifier(controller.components[0].cells[0].view)
        var edited = controller.models
        edited[0].items[0].size.height = 120
        controller.reloadIfNeeded(edited)
        GtkRuntime.drain()
        XCTAssertEqual(ObjectIdentifier(controller.components[0].cells[0].view), view)
        XCTAssertEqual(renderer.inspect().components[0].items[0].frame.height, 120)
        XCTAssertEqual(controller.lastUpdate.reconfigured, 1)
    } }

    func testHardUpdateReplacesOnlyThatView() { onMain {
        final class CardView: ItemConfigurable {
            let label = Label()
            var widget: Widget { label }
            init(context: ItemViewContext) {}
            func configure(with item: Item) { label.text = "card: \(item.title)" }
        }
        let registry = ViewRegistry()
        registry.register(view: CardView.self, identifier: "card")
        var model = list([])
        model.items = [Item(identifier: 1, title: "A"), Item(identifier: 2, title: "B"), Item(identifier: 3, title: "C")]
        let controller = Controller(components: [model], views: registry)
        let before = controller.components[0].cells.map { ObjectIdentifier($0.view) }
        let containers = controller.components[0].cells.map(\.container.pointer)
        var edited = controller.models
        edited[0].items[1].kind = "card"
        controller.reloadIfNeeded(edited)
        let after = controller.components[0].cells.map { ObjectIdentifier($0.view) }
        XCTAssertEqual(after[0], before[0])
        XCTAssertNotEqual(after[1], before[1], "the kind changed: a new view")
        XCTAssertEqual(after[2], before[2])
        XCTAssertTrue(controller.components[0].cells[1].view is CardView)
        XCTAssertEqual(controller.components[0].cells.map(\.container.pointer), containers, "rows stay; only the view is swapped")
        XCTAssertEqual(controller.lastUpdate.created, 1)
        XCTAssertEqual(controller.lastUpdate.destroyed, 1)
    } }

    func testComponentKindChangeReplacesOnlyThatComponent() { onMain {
        let models = [list(["A"], identifier: "one"), list(["B"], identifier: "two"), list(["C"], identifier: "three")]
        let (renderer, _) = render(models)
        let controller = renderer.controller
        let widgets = controller.components.map(\.widget.pointer)
        var edited = controller.models
        edited[1].kind = .grid
        controller.reloadIfNeeded(edited)
        let now = controller.components.map(\.widget.pointer)
        XCTAssertEqual(now[0], widgets[0])
        XCTAssertNotEqual(now[1], widgets[1])
        XCTAssertEqual(now[2], widgets[2])
        XCTAssertEqual(controller.components[1].presentation.name, "grid")
        XCTAssertEqual(componentWidgets(in: controller), now, "the box holds them in order")
        XCTAssertEqual(controller.lastUpdate.componentsCreated, 1)
        XCTAssertEqual(controller.lastUpdate.componentsDestroyed, 1)
    } }

    func testComponentsMovedByIdentifierKeepTheirWidgets() { onMain {
        let models = [list(["A"], identifier: "one"), list(["B"], identifier: "two"), list(["C"], identifier: "three")]
        let (renderer, _) = render(models)
        let controller = renderer.controller
        let byIdentifier = Dictionary(uniqueKeysWithValues: controller.components.map { ($0.model.identifier!, $0.widget.pointer) })
        controller.reloadIfNeeded(Array(controller.models.reversed()))
        XCTAssertEqual(controller.components.map(\.model.identifier), ["three", "two", "one"])
        XCTAssertEqual(controller.components.map(\.widget.pointer), ["three", "two", "one"].map { byIdentifier[$0]! })
        XCTAssertEqual(componentWidgets(in: controller), controller.components.map(\.widget.pointer))
        XCTAssertEqual(controller.components.map(\.model.index), [0, 1, 2])
        XCTAssertEqual(controller.lastUpdate.componentsCreated, 0)
    } }

    func testHeaderChangeUpdatesInPlace() { onMain {
        var model = list(["A"])
        model.header = Item(title: "Old")
        let (renderer, _) = render([model])
        let controller = renderer.controller
        let component = ObjectIdentifier(controller.components[0])
        var edited = controller.models
        edited[0].header?.title = "New"
        controller.reloadIfNeeded(edited)
        XCTAssertEqual(ObjectIdentifier(controller.components[0]), component)
        XCTAssertEqual(controller.components[0].header?.item.title, "New")
        XCTAssertTrue(labels(in: controller.components[0].widget.pointer).contains("New"))
    } }

    func testNestedChildrenUpdateWithoutRebuildingTheRow() { onMain {
        let child = ComponentModel(identifier: "inner", kind: .grid, layout: Layout(span: 2), items: [Item(title: "x"), Item(title: "y")])
        let model = ComponentModel(identifier: "outer", items: [Item(identifier: "row", title: "Row", children: [child])])
        let (renderer, _) = render([model])
        let controller = renderer.controller
        let row = controller.components[0].cells[0]
        let inner = ObjectIdentifier(row.children[0])
        var edited = controller.models
        edited[0].items[0].children[0].items[1].title = "y, edited"
        controller.reloadIfNeeded(edited)
        XCTAssertTrue(controller.components[0].cells[0] === row)
        XCTAssertEqual(ObjectIdentifier(row.children[0]), inner)
        XCTAssertEqual(row.children[0].cells.map(\.item.title), ["x", "y, edited"])
    } }

    func testScrollPositionSurvivesAnUpdate() { onMain {
        let controller = Controller(components: [list((0..<80).map { "Row \($0)" })])
        let window = showInWindow(controller)
        defer { gtk_widget_destroy(window) }
        let adjustment = controller.verticalAdjustment!
        gtk_adjustment_set_value(adjustment, 600)
        GtkRuntime.drain()
        // What the reader looks at: the first row in view, and where it sits in the viewport.
        // (Rows above may turn from estimates into measurements; the position follows them.)
        @MainActor func topRow() -> (title: String, offset: Double)? {
            let top = gtk_adjustment_get_value(adjustment)
            for cell in controller.components[0].cells {
                guard let origin = Gtk.origin(of: cell.container.pointer, in: controller.contentBox) else { continue }
                let height = Double(Gtk.allocation(of: cell.container.pointer).height)
                if Double(origin.y) + height > top { return (cell.item.title, Double(origin.y) - top) }
            }
            return nil
        }
        let before = topRow()
        XCTAssertEqual(gtk_adjustment_get_value(adjustment), 600, accuracy: 1)
        var edited = controller.models
        edited[0].items[40].title = "Row 40, edited"
        edited[0].items.insert(Item(title: "New at the end"), at: 80)
        controller.reloadIfNeeded(edited)
        GtkRuntime.drain()
        let after = topRow()
        XCTAssertNotNil(before)
        XCTAssertEqual(after?.title, before?.title, "the same row stays at the top")
        XCTAssertEqual(after?.offset, before?.offset, "at the same place in the viewport")
        XCTAssertEqual(gtk_adjustment_get_value(adjustment), 600, accuracy: 1)
    } }

    func testLargeInsertionKeepsOrderAndExistingRows() { onMain {
        // Every item realised (as `inspect` and `snapshot` lay screens out): all 500 rows are built.
        let controller = Controller(components: [list(["first", "last"])])
        controller.realisesEverything = true
        let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
        defer { gtk_widget_destroy(window) }
        Gtk.add(controller.widget.pointer, to: window)
        gtk_widget_show_all(window)
        GtkRuntime.drain()
        let first = controller.components[0].cells[0]
        let middle = (0..<500).map { Item(title: "middle \($0)") }
        controller.insert(Item(title: "single"), index: 1)
        var models = controller.models
        models[0].items.insert(contentsOf: middle, at: 1)
        controller.reloadIfNeeded(models)
        let titles = rowTitles(controller.components[0])
        XCTAssertEqual(titles.count, 503)
        XCTAssertEqual(titles.first, "first")
        XCTAssertEqual(titles[1], "middle 0")
        XCTAssertEqual(titles.last, "last")
        XCTAssertTrue(controller.components[0].cells[0] === first)
        XCTAssertEqual(controller.lastUpdate.created, 500)
        let rows = shownRows(of: controller.components[0].itemsWidget)
        XCTAssertEqual(rows, controller.components[0].cells.map(\.container.pointer), "GTK's order matches the model")
    } }

    func testLargeInsertionInAWindowBuildsOnlyWhatShows() { onMain {
        let controller = Controller(components: [list(["first", "last"])])
        let window = showInWindow(controller, width: 400, height: 300)
        defer { gtk_widget_destroy(window) }
        let first = controller.components[0].cells[0]
        var models = controller.models
        models[0].items.insert(contentsOf: (0..<500).map { Item(title: "middle \($0)") }, at: 1)
        controller.reloadIfNeeded(models)
        GtkRuntime.drain()
        let component = controller.components[0]
        XCTAssertEqual(component.itemCount, 502)
        XCTAssertEqual(component.model.items.last?.title, "last")
        XCTAssertTrue(component.cells[0] === first, "the first row kept its widgets")
        XCTAssertLessThan(controller.lastUpdate.created, 40, "only rows in the viewport and its margin are built")
        XCTAssertLessThan(component.cellCount, 40)
        let rows = shownRows(of: component.itemsWidget)
        XCTAssertEqual(rows, component.cells.map(\.container.pointer), "GTK's order matches the model")
        XCTAssertEqual(rows.map { labels(in: $0).first ?? "" }, component.cells.map(\.item.title), "each row shows its item")
        XCTAssertEqual(Array(rowTitles(component).prefix(3)), ["first", "middle 0", "middle 1"])
    } }

    func testEveryMutationUpdatesModelAndWidgetsAndCompletesOnce() { onMain {
        let controller = Controller(components: [list(["A", "B"])])
        var completions = 0
        @MainActor func check(_ expected: [String], _ line: UInt = #line) {
            XCTAssertEqual(controller.models[0].items.map(\.title), expected, line: line)
            XCTAssertEqual(rowTitles(controller.components[0]), expected, line: line)
            XCTAssertEqual(controller.models[0].items.map(\.index), Array(0..<expected.count), "indexes renumbered", line: line)
            XCTAssertEqual(shownRows(of: controller.components[0].itemsWidget).count, expected.count, line: line)
        }
        controller.append(Item(title: "C")) { completions += 1 }
        check(["A", "B", "C"])
        controller.append([Item(title: "D"), Item(title: "E")]) { completions += 1 }
        check(["A", "B", "C", "D", "E"])
        controller.prepend([Item(title: "Z")]) { completions += 1 }
        check(["Z", "A", "B", "C", "D", "E"])
        controller.insert(Item(title: "M"), index: 3) { completions += 1 }
        check(["Z", "A", "B", "M", "C", "D", "E"])
        controller.update(Item(title: "m"), index: 3) { completions += 1 }
        check(["Z", "A", "B", "m", "C", "D", "E"])
        controller.delete(0) { completions += 1 }
        check(["A", "B", "m", "C", "D", "E"])
        controller.delete([1, 3]) { completions += 1 }
        check(["A", "m", "D", "E"])
        controller.delete(Item(title: "D")) { completions += 1 }
        check(["A", "m", "E"])
        controller.delete(items: [Item(title: "A"), Item(title: "E")]) { completions += 1 }
        check(["m"])
        controller.updateIfNeeded(componentAt: 0, items: [Item(title: "x"), Item(title: "y")]) { completions += 1 }
        check(["x", "y"])
        controller.update(componentAt: 0, completion: { completions += 1 }) { $0.items.reverse() }
        check(["y", "x"])
        controller.reload(controller.models) { completions += 1 }
        check(["y", "x"])
        try? controller.reloadIfNeeded(json: Data(#"{"components": [{"identifier": "list", "items": [{"title": "j"}]}]}"#.utf8)) { completions += 1 }
        check(["j"])
        XCTAssertEqual(completions, 13)
    } }

    func testDeleteItemsRemovesEveryMatchNotTheFirstN() { onMain {
        let controller = Controller(components: [list(["a", "b", "a", "c", "a"])])
        controller.delete(items: [Item(title: "a")])
        XCTAssertEqual(rowTitles(controller.components[0]), ["b", "c"])
    } }

    func testDelegateHearsThatComponentsChanged() { onMain {
        final class Listener: ComponentDelegate {
            var changes = 0
            func componentsDidChange(_ components: [Component]) { changes += 1 }
        }
        let listener = Listener()
        let controller = Controller(components: [list(["A"])])
        controller.delegate = listener
        controller.append(Item(title: "B"))
        controller.reloadIfNeeded(controller.models)
        XCTAssertEqual(listener.changes, 1, "told once for the append, not for a reload that changed nothing")
    } }

}
