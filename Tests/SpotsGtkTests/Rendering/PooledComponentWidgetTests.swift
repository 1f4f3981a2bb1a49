import CSpotsGtk
import CSpotsShim
import Foundation
@testable import SpotsGtk
import SpotsModel
import XCTest

/// Components entering the screen's window take the widgets of components of the same shape that
/// left it (`ComponentWidgetPool`): what they show, say to screen readers and do when used is
/// their own model's, never the one that had the widgets before.
final class PooledComponentWidgetTests: GtkTestCase {
    /// Lists, grids and carousels with headers and three cards, as `Scripts/make-large-screen.py` writes.
    private func mixed(_ count: Int) -> [ComponentModel] {
        (0..<count).map { index in
            let kind: ComponentKind = [.list, .grid, .carousel][index % 3]
            let layout = Layout(span: 2, itemSpacing: 8, inset: Inset(top: 4, left: 8, bottom: 4, right: 8))
            return ComponentModel(identifier: "c\(index)", kind: kind, header: Item(title: "Component \(index)"), layout: layout,
                                  items: (0..<3).map { Item(identifier: .number($0), title: "Item \($0) of \(index)",
                                                            subtitle: "Subtitle", action: "open:\(index)-\($0).json") })
        }
    }

    func testComponentsEnteringTheWindowTakeTheWidgetsOfThoseThatLeft() { onMain {
        let controller = Controller(components: mixed(3_000))
        let window = showInWindow(controller, width: 800, height: 600)
        defer { gtk_widget_destroy(window) }
        let first = controller.components[0]
        weak let firstItems = first.items
        // Scrolling on a window at a time: the list box of the first list shows another list.
        var holder: Component?
        for _ in 0..<40 where holder == nil {
            controller.scrollProgrammatically(to: controller.scrollPosition.value + 400)
            GtkRuntime.drain(quietPeriod: 0.02)
            holder = controller.components.first { $0 !== first && $0.isBuilt && $0.items.pointer == firstItems?.pointer }
        }
        XCTAssertFalse(controller.components[0].isBuilt)
        XCTAssertNotNil(holder, "the first component's items widget was taken by a component entering the window")
        XCTAssertNotEqual(holder?.model.index, 0)
        XCTAssertEqual(holder.map { componentWidgets(in: controller).contains($0.widget.pointer) }, true)
        // To the end, 3,000 components: about a window of each shape is built.
        let built = controller.statistics.componentsBuilt
        scrollToEnd(controller, step: 3_000, limit: 400)
        XCTAssertTrue(controller.components[2_999].isBuilt)
        XCTAssertLessThan(controller.statistics.componentsBuilt - built, 30, "widgets taken, not made")
        XCTAssertGreaterThan(controller.statistics.componentsReused, 1_500)
    } }

    func testPooledWidgetsWaitParkedInTheWindowAndKeepTheirTextLaidOut() throws { try onMain {
        let controller = Controller(components: mixed(3_000))
        let window = showInWindow(controller, width: 800, height: 600)
        defer { gtk_widget_destroy(window) }
        let first = controller.components[0]
        let box = first.widget.pointer
        let title = try XCTUnwrap(label(in: box, showing: "Component 0"), "the first header's title")
        let context = gtk_widget_get_pango_context(title)
        // Scrolled away, a window at a time, until the first component leaves the window.
        for _ in 0..<40 where first.isBuilt {
            controller.scrollProgrammatically(to: controller.scrollPosition.value + 400)
            GtkRuntime.drain(quietPeriod: 0.02)
        }
        XCTAssertFalse(first.isBuilt)
        if !controller.components.contains(where: { $0.isBuilt && $0.widget.pointer == box }) {
            // Waiting in the pool: still in the window, realised, but out of the layout, unmapped
            // and not showing to the reader (as a notebook's other pages are).
            let column = componentColumn(of: controller)
            XCTAssertEqual(gtk_widget_get_parent(box), column.pointer)
            XCTAssertEqual(gtk_widget_get_realized(box), 1, "not unrealised on its way to the pool")
            XCTAssertTrue(column.isParked(Widget(box)))
            XCTAssertEqual(gtk_widget_get_mapped(box), 0)
            XCTAssertFalse(componentWidgets(in: controller).contains(box))
            let states = Widget(box).accessibleObject?.states ?? []
            XCTAssertFalse(states.contains(.showing), "screen readers skip it")
        }
        // Another list takes the widgets: the header's label keeps its Pango context (GTK makes a
        // new one, and lays the text out afresh, for a label taken out of the window).
        var holder: Component?
        for _ in 0..<40 where holder == nil {
            controller.scrollProgrammatically(to: controller.scrollPosition.value + 400)
            GtkRuntime.drain(quietPeriod: 0.02)
            holder = controller.components.first { $0 !== first && $0.isBuilt && $0.widget.pointer == box }
        }
        let taken = try XCTUnwrap(holder, "a list entering the window took the first one's widgets")
        XCTAssertEqual(gtk_widget_get_mapped(box), 1)
        XCTAssertFalse(componentColumn(of: controller).isParked(Widget(box)))
        XCTAssertTrue(componentWidgets(in: controller).contains(box))
        XCTAssertEqual(Gtk.labelText(title), "Component \(taken.model.index)")
        XCTAssertEqual(gtk_widget_get_pango_context(title), context)
    } }

    func testTheKeyboardNeverStopsInPooledWidgets() { onMain {
        let controller = Controller(components: mixed(600))
        let window = showInWindow(controller, width: 800, height: 600)
        defer { gtk_widget_destroy(window) }
        let column = componentColumn(of: controller)
        @MainActor func focusIsOnScreen() -> Bool {
            guard let focus = gtk_window_get_focus(spots_window(window)), gtk_widget_get_mapped(focus) != 0 else { return false }
            let parked = column.children.filter { column.isParked($0) }
            return !parked.contains { gtk_widget_is_ancestor(focus, $0.pointer) != 0 }
        }
        // An item of the first list has the focus; scrolled away, its widgets wait parked, shown
        // to GTK and realised (with the allocation they had on screen), until a list takes them.
        controller.focus(ReadingPosition((0, 1)))
        GtkRuntime.drain(quietPeriod: 0.05)
        let box = controller.components[0].widget
        for _ in 0..<30 {
            controller.scrollProgrammatically(to: controller.scrollPosition.value + 400)
            GtkRuntime.drain(quietPeriod: 0.02)
        }
        XCTAssertFalse(controller.components[0].isBuilt)
        XCTAssertTrue(column.isParked(box) || controller.components.contains { $0.isBuilt && $0.widget.pointer == box.pointer },
                      "the first list's widgets wait in the pool, or another list took them")
        XCTAssertTrue(column.children.contains { column.isParked($0) }, "widgets wait parked in the pool")
        XCTAssertNil(gtk_window_get_focus(spots_window(window)), "the focus went with the item's widgets")
        // GTK's own walk through the column (the window choosing what to focus) passes over the
        // parked sets; so do the keys.
        XCTAssertEqual(gtk_widget_child_focus(column.pointer, GTK_DIR_TAB_FORWARD), 1)
        XCTAssertTrue(focusIsOnScreen(), "GTK's walk focuses a widget on screen")
        let keys: [(Int32, GdkModifierType)] = [(GDK_KEY_Tab, GdkModifierType(rawValue: 0)), (GDK_KEY_Down, GdkModifierType(rawValue: 0)),
                                               (GDK_KEY_ISO_Left_Tab, GDK_SHIFT_MASK), (GDK_KEY_Up, GdkModifierType(rawValue: 0))]
        for (keyval, modifiers) in keys {
            for step in 0..<8 {
                pressKey(keyval, modifiers, in: window, quietPeriod: 0.03)
                XCTAssertTrue(focusIsOnScreen(), "key \(keyval), press \(step + 1): the focus is on a widget on screen")
            }
        }
    } }

    func testAListTakingPooledRowsGivesEachTheEndsItAlreadyMarks() { onMain {
        // Every list here has three items: a first, a middle and a last row. A pooled list's rows
        // go to the list that takes its widgets, each to an item at the same end: a row whose
        // classes changed would have GTK compute the styles of everything in it anew.
        let controller = Controller(components: mixed(600))
        let window = showInWindow(controller, width: 800, height: 600)
        defer { gtk_widget_destroy(window) }
        var marks: [WidgetPointer: (first: Bool, last: Bool)] = [:]
        var seenAgain = 0
        for _ in 0..<60 {
            for component in controller.components where component.isBuilt && component.model.kind == .list {
                for cell in component.cells {
                    let classes = cell.container.styleClasses
                    let now = (first: classes.contains("spots-first-item"), last: classes.contains("spots-last-item"))
                    XCTAssertEqual(now.first, cell.item.index == 0)
                    XCTAssertEqual(now.last, cell.item.index == 2)
                    if let before = marks[cell.container.pointer] {
                        seenAgain += 1
                        XCTAssertTrue(before == now, "row of item \(cell.item.index) of \(component.model.index) changed its ends")
                    }
                    marks[cell.container.pointer] = now
                }
            }
            controller.scrollProgrammatically(to: controller.scrollPosition.value + 400)
            GtkRuntime.drain(quietPeriod: 0.02)
        }
        XCTAssertGreaterThan(seenAgain, 100, "rows were taken by other lists")
    } }

    func testScrollingPooledComponentsShowsAndHidesNothingInThem() { onMain {
        // Showing or hiding a widget has GTK check the style of everything in its parent (and
        // later siblings): cells, spacers and items widgets move between components without it.
        let controller = Controller(components: mixed(600))
        let window = showInWindow(controller, width: 800, height: 600)
        defer { gtk_widget_destroy(window) }
        // A few windows down first, so that every shape has widgets waiting in the pool.
        for _ in 0..<12 {
            controller.scrollProgrammatically(to: controller.scrollPosition.value + 400)
            GtkRuntime.drain(quietPeriod: 0.02)
        }
        let reused = controller.statistics.componentsReused
        // Widgets GTK had realised before: not those of a component built new, shown the first time.
        let column = componentColumn(of: controller).pointer
        let changes = SignalEmissions.counting(["show", "hide"], where: { widget in
            gtk_widget_get_realized(widget) != 0 && gtk_widget_is_ancestor(widget, column) != 0
        }) {
            // The reader's own scroll (the window keeps half a viewport of margin while it goes on).
            for _ in 0..<40 {
                controller.scrollPosition.value += 400
                GtkRuntime.drain(quietPeriod: 0.02)
            }
        }
        XCTAssertGreaterThan(controller.statistics.componentsReused - reused, 60, "components entered in pooled widgets")
        XCTAssertLessThanOrEqual(changes, 4, "widgets in the column shown or hidden over 40 scroll steps")
        // What they show is still each one's own: every item of a component in view has its cell, shown.
        for component in controller.components where component.isBuilt && gtk_widget_get_mapped(component.widget.pointer) != 0 {
            XCTAssertEqual(component.cells.filter { $0.container.isVisible }.map(\.item.index).sorted(), [0, 1, 2],
                           "component \(component.model.index)")
        }
    } }

    /// The label under `widget` (GTK's internal children included) showing `text`.
    @MainActor
    private func label(in widget: WidgetPointer, showing text: String) -> WidgetPointer? {
        if spots_is_label(widget) != 0, Gtk.labelText(widget) == text { return widget }
        for child in Gtk.allChildren(of: widget) {
            if let found = label(in: child, showing: text) { return found }
        }
        return nil
    }

    func testARecycledComponentShowsAndNamesItsOwnModel() { onMain {
        let controller = Controller(components: mixed(600))
        let window = showInWindow(controller, width: 800, height: 600)
        defer { gtk_widget_destroy(window) }
        controller.scrollProgrammatically(to: controller.scrollPosition.upper / 2)
        GtkRuntime.drain(quietPeriod: 0.1)
        XCTAssertGreaterThan(controller.statistics.componentsReused, 0)
        let built = controller.components.filter(\.isBuilt)
        XCTAssertGreaterThan(built.count, 2)
        for component in built {
            let index = component.model.index
            let title = "Component \(index)"
            XCTAssertEqual(component.items.accessibleObject?.name, title)
            XCTAssertEqual(component.items.accessibleObject?.description, "3 items")
            if let scroller = component.scroller { XCTAssertEqual(scroller.accessibleName, title, "a carousel's strip") }
            XCTAssertEqual(component.header?.item.title, title)
            XCTAssertTrue(labels(in: component.widget.pointer).contains(title), "its header shows its title")
            for cell in component.cells where cell.container.isVisible {
                XCTAssertTrue(cell.item.title.hasSuffix(" of \(index)"), "\(cell.item.title) in \(title)")
                XCTAssertTrue(labels(in: cell.container.pointer).contains(cell.item.title))
            }
            // GTK's memory of where the focus was in the widgets is not another component's.
            XCTAssertNil(component.items.focusChildPointer)
        }
    } }

    func testActivatingAnItemOfARecycledComponentReportsThatComponent() { onMain {
        final class Recorder: ComponentDelegate {
            var selected: [(component: Int, title: String)] = []
            func component(_ component: Component, itemSelected item: Item) { selected.append((component.model.index, item.title)) }
        }
        let recorder = Recorder()
        let controller = Controller(components: mixed(600))
        controller.delegate = recorder
        let window = showInWindow(controller, width: 800, height: 600)
        defer { gtk_widget_destroy(window) }
        controller.scrollProgrammatically(to: controller.scrollPosition.upper / 2)
        GtkRuntime.drain(quietPeriod: 0.1)
        XCTAssertGreaterThan(controller.statistics.componentsReused, 0)
        let shown = controller.components.filter(\.isBuilt)
        for component in shown {
            guard let cell = component.cells.first(where: { $0.container.isVisible }) else { continue }
            gtk_widget_activate(cell.container.pointer)
        }
        GtkRuntime.drain()
        XCTAssertFalse(recorder.selected.isEmpty)
        for (component, title) in recorder.selected {
            XCTAssertTrue(title.hasSuffix(" of \(component)"), "\(title) reported for component \(component)")
            XCTAssertGreaterThan(component, 50, "a component far down, shown in widgets another one left")
        }
    } }

    func testARecycledCarouselStartsAtItsOwnPosition() { onMain {
        let controller = Controller(components: mixed(600))
        let window = showInWindow(controller, width: 800, height: 600)
        defer { gtk_widget_destroy(window) }
        // The first carousel is scrolled sideways, then leaves the window: the carousel that takes
        // its strip starts at its own start.
        let first = controller.components[2]
        first.scroller!.hadjustment.value = 200
        GtkRuntime.drain(quietPeriod: 0.3)
        weak let strip = first.scroller
        var holder: Component?
        for _ in 0..<40 where holder == nil {
            controller.scrollProgrammatically(to: controller.scrollPosition.value + 400)
            GtkRuntime.drain(quietPeriod: 0.05)
            holder = controller.components.first { $0 !== first && $0.isBuilt && $0.scroller?.pointer == strip?.pointer }
        }
        XCTAssertNotNil(holder)
        XCTAssertEqual(holder?.scroller?.hadjustment.value ?? -1, 0, accuracy: 0.5)
        // Back at the top, the first carousel is where it was left, in whichever strip it takes.
        controller.scrollProgrammatically(to: 0)
        GtkRuntime.drain(quietPeriod: 0.3)
        XCTAssertTrue(first.isBuilt)
        XCTAssertEqual(first.scroller?.hadjustment.value ?? -1, 200, accuracy: 1)
    } }

    func testThePoolKeepsAWindowOfEachShapeAndAtMostItsLimitInAll() { onMain {
        let pool = ComponentWidgetPool()
        let views = ViewRegistry()
        let images = ImageLoader()
        @MainActor func shape(span: Double) -> ComponentWidgetPool.Shape {
            ComponentWidgetPool.Shape(presentation: ObjectIdentifier(ListPresentation.shared), kind: "list",
                                      layout: Layout(span: span), size: nil, style: nil, headerKind: "", footerKind: nil,
                                      views: .init(object: views), images: .init(object: images), depth: 0)
        }
        @MainActor func widgets() -> ComponentWidgets {
            let parts = ItemWindow.Parts(itemsWidget: ListBox(), horizontal: false)
            return ComponentWidgets(itemParts: parts, frame: PlainFrame(body: parts.body))
        }
        // One shape: a window's worth.
        for _ in 0..<20 where pool.hasRoom(for: shape(span: 1)) { pool.keep(widgets(), as: shape(span: 1)) }
        XCTAssertEqual(pool.count, ComponentWidgetPool.limit)
        // Every component of its own shape (each its own layout): the most recent, not all.
        for index in 0..<200 { pool.keep(widgets(), as: shape(span: Double(index + 2))) }
        XCTAssertEqual(pool.count, ComponentWidgetPool.totalLimit)
        XCTAssertNil(pool.take(shape(span: 1)), "the oldest went first")
        XCTAssertNotNil(pool.take(shape(span: 201)))
        XCTAssertEqual(pool.count, ComponentWidgetPool.totalLimit - 1)
    } }
}
