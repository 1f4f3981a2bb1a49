import CSpotsGtk
import CSpotsShim
import Foundation
@testable import SpotsApp
import SpotsGtk
import SpotsModel
import XCTest

/// The keyboard on a real window: synthesised key presses, as GTK delivers them.
final class KeyboardNavigationTests: GtkTestCase {
    /// The app's window, 500×400, showing the screen at `path`.
    @MainActor
    private func openScreen(_ path: String) -> ScreenWindow {
        let screen = ScreenWindow(application: nil)
        gtk_window_resize(spots_window(screen.window.pointer), 500, 400)
        screen.present()
        screen.open(path: path)
        GtkRuntime.drain(quietPeriod: 0.1)
        return screen
    }

    @MainActor
    private func key(_ keyval: Int32, _ modifiers: GdkModifierType = GdkModifierType(rawValue: 0), in window: WidgetPointer,
                     quietPeriod: TimeInterval = 0.03) {
        pressKey(keyval, modifiers, in: window, quietPeriod: quietPeriod)
    }

    /// The realised cell holding the window's focus, at any depth.
    @MainActor
    private func focusedCell(_ controller: Controller, in window: WidgetPointer) -> ItemCell? {
        guard let focus = gtk_window_get_focus(spots_window(window)) else { return nil }
        func search(_ components: [Component]) -> ItemCell? {
            for component in components {
                for cell in component.cells {
                    if let deeper = search(cell.children) { return deeper }
                    if cell.container.pointer == focus || gtk_widget_is_ancestor(focus, cell.container.pointer) != 0 { return cell }
                }
            }
            return nil
        }
        return search(controller.components)
    }

    @MainActor
    private func focusedTitle(_ controller: Controller, in window: WidgetPointer) -> String? {
        focusedCell(controller, in: window)?.item.title
    }

    @MainActor
    private func settleFocus(_ controller: Controller, _ position: ReadingPosition) {
        controller.focus(position)
        GtkRuntime.drain(quietPeriod: 0.05)
    }

    private func list(_ identifier: String, _ titles: [String], children: [String: [ComponentModel]] = [:]) -> ComponentModel {
        ComponentModel(identifier: identifier, kind: .list,
                       items: titles.map { Item(identifier: .string($0), title: $0, children: children[$0] ?? []) })
    }

    func testDownAloneReachesEveryItemInReadingOrderThroughTheWindowAndTheNextPage() { onMain {
        let folder = TemporaryFolder()
        folder.write(#"{"components": [{"kind": "list", "items": [{"title": "Next 1"}, {"title": "Next 2"}]}]}"#, to: "page-2.json")
        let long = (0..<300).map { #"{"identifier": \#($0), "title": "Item \#($0)"}"# }.joined(separator: ",")
        let path = folder.write("""
            {"pagination": {"next": "page-2.json"}, "components": [
              {"kind": "list", "items": [
                {"title": "A"},
                {"title": "B", "children": [{"kind": "list", "items": [{"title": "B.1"}, {"title": "B.2"}]}]},
                {"title": "C"}]},
              {"kind": "list", "items": [\(long)]}
            ]}
            """, to: "screen.json")
        let screen = openScreen(path)
        defer { screen.window.destroy() }
        let window = screen.window.pointer
        let controller = screen.controller
        XCTAssertEqual(controller.components.count, 2, "a long first page loads no further page by itself")
        settleFocus(controller, ReadingPosition((0, 0)))
        XCTAssertEqual(focusedTitle(controller, in: window), "A")

        let expected = ["A", "B", "B.1", "B.2", "C"] + (0..<300).map { "Item \($0)" } + ["Next 1", "Next 2"]
        var reached = [focusedTitle(controller, in: window) ?? "nothing"]
        var mostRealised = 0
        var outOfView: [String] = []
        let adjustment = controller.verticalAdjustment!
        for _ in 1..<expected.count {
            key(GDK_KEY_Down, in: window, quietPeriod: 0.02)
            let cell = focusedCell(controller, in: window)
            reached.append(cell?.item.title ?? "nothing")
            mostRealised = max(mostRealised, controller.realisedItemCount)
            // The focused row is scrolled fully into the viewport.
            if let cell, let origin = Gtk.origin(of: cell.container.pointer, in: controller.contentBox) {
                let top = gtk_adjustment_get_value(adjustment)
                let bottom = Double(origin.y) + Double(Gtk.allocation(of: cell.container.pointer).height)
                if Double(origin.y) < top - 1 || bottom > top + gtk_adjustment_get_page_size(adjustment) + 1 { outOfView.append(cell.item.title) }
            }
        }
        XCTAssertEqual(reached, expected)
        XCTAssertEqual(outOfView, [], "every focused row was in view")
        XCTAssertEqual(controller.components.count, 3, "the second page was appended by the keyboard")
        XCTAssertLessThan(mostRealised, 80, "the walk stayed windowed (of 307 items)")
        key(GDK_KEY_Down, in: window)
        XCTAssertEqual(focusedTitle(controller, in: window), "Next 2", "no page after the last: focus stays")
        // And back up to the nested items from below.
        key(GDK_KEY_Home, in: window)
        XCTAssertEqual(focusedTitle(controller, in: window), "Next 1")
        settleFocus(controller, ReadingPosition((0, 2)))
        key(GDK_KEY_Up, in: window)
        XCTAssertEqual(focusedTitle(controller, in: window), "B.2")
    } }

    func testArrowsEnterAndLeaveANestedGridAndALongNestedList() { onMain {
        let grid = ComponentModel(kind: .grid, layout: Layout(span: 2), items: ["G0", "G1", "G2"].map { Item(title: $0) })
        let long = ComponentModel(kind: .list, items: (0..<200).map { Item(title: "N\($0)") })
        let controller = Controller(components: [list("rows", ["A", "B", "C", "D"], children: ["B": [grid], "C": [long]])])
        let window = showInWindow(controller, width: 600, height: 400)
        defer { gtk_widget_destroy(window) }
        settleFocus(controller, ReadingPosition((0, 0)))
        var reached = [focusedTitle(controller, in: window) ?? "nothing"]
        let keys = [GDK_KEY_Down, GDK_KEY_Down, GDK_KEY_Right, GDK_KEY_Down, GDK_KEY_Down, GDK_KEY_Down, GDK_KEY_End,
                    GDK_KEY_Down, GDK_KEY_Up, GDK_KEY_Home, GDK_KEY_Up, GDK_KEY_Up, GDK_KEY_Left, GDK_KEY_Up, GDK_KEY_Up, GDK_KEY_Up]
        for keyval in keys {
            key(keyval, in: window)
            reached.append(focusedTitle(controller, in: window) ?? "nothing")
        }
        XCTAssertEqual(reached, ["A", "B", "G0", "G1", "G2", "C", "N0", "N199", "D", "N199", "N0", "C", "G2", "G1",
                                 "B", "A", "A"])
        XCTAssertLessThan(controller.realisedItemCount, 80, "the nested list is windowed (of 207 items)")
    } }

    func testFocusFollowsAnItemFarDownIntoAReplacedComponent() { onMain {
        let controller = Controller(components: [list("rows", (0..<300).map { "Item \($0)" })])
        let window = showInWindow(controller, width: 600, height: 400)
        defer { gtk_widget_destroy(window) }
        settleFocus(controller, ReadingPosition((0, 150)))
        XCTAssertEqual(focusedTitle(controller, in: window), "Item 150")
        // A new layout replaces the component: new widgets, of which only a window is realised.
        var models = controller.models
        models[0].layout.inset = Inset(top: 8, left: 8, bottom: 8, right: 8)
        controller.reloadIfNeeded(models)
        GtkRuntime.drain(quietPeriod: 0.1)
        XCTAssertEqual(controller.lastUpdate.componentsCreated, 1)
        XCTAssertEqual(focusedTitle(controller, in: window), "Item 150")
        key(GDK_KEY_Down, in: window)
        XCTAssertEqual(focusedTitle(controller, in: window), "Item 151")
    } }

    func testArrowsGoOnFromAFocusedItemThatScrolledOutOfTheWindow() { onMain {
        let controller = Controller(components: [list("rows", (0..<300).map { "Item \($0)" })])
        let window = showInWindow(controller, width: 600, height: 400)
        defer { gtk_widget_destroy(window) }
        settleFocus(controller, ReadingPosition((0, 2)))
        XCTAssertEqual(focusedTitle(controller, in: window), "Item 2")
        // The wheel takes the reader far away: the focused row leaves the window, and GTK's focus with it.
        for step in 1...8 {
            controller.scrollProgrammatically(to: Double(step) * 1_000)
            GtkRuntime.drain(quietPeriod: 0.02)
        }
        XCTAssertNil(controller.components[0].realisedCell(at: 2))
        XCTAssertNil(focusedTitle(controller, in: window))
        key(GDK_KEY_Down, in: window, quietPeriod: 0.05)
        XCTAssertEqual(focusedTitle(controller, in: window), "Item 3", "Down goes on from the item that had the focus")
        let adjustment = controller.verticalAdjustment!
        XCTAssertLessThan(gtk_adjustment_get_value(adjustment), 400, "and scrolls back to it")
    } }

    func testTabGoesOnFromTheComponentOfAFocusedItemThatScrolledAway() { onMain {
        let controller = Controller(components: [list("first", (0..<300).map { "Item \($0)" }), list("second", ["Second"])])
        let window = showInWindow(controller, width: 600, height: 400)
        defer { gtk_widget_destroy(window) }
        settleFocus(controller, ReadingPosition((0, 2)))
        for step in 1...6 {
            controller.scrollProgrammatically(to: Double(step) * 1_000)
            GtkRuntime.drain(quietPeriod: 0.02)
        }
        XCTAssertNil(focusedTitle(controller, in: window))
        key(GDK_KEY_Tab, in: window, quietPeriod: 0.05)
        XCTAssertEqual(focusedTitle(controller, in: window), "Second", "the stop after the first component")
        key(GDK_KEY_ISO_Left_Tab, GDK_SHIFT_MASK, in: window, quietPeriod: 0.05)
        XCTAssertEqual(focusedTitle(controller, in: window), "Item 2", "and back to the item last focused there")
    } }

    func testTabGoesOnFromAFocusedItemThatScrolledAwayAndBack() { onMain {
        let controller = Controller(components: [list("a", ["A 0", "A 1"]), list("b", ["B 0", "B 1"]),
                                                 list("long", (0..<300).map { "Item \($0)" }), list("last", ["Last"])])
        let window = showInWindow(controller, width: 600, height: 400)
        defer { gtk_widget_destroy(window) }
        settleFocus(controller, ReadingPosition((1, 1)))
        XCTAssertEqual(focusedTitle(controller, in: window), "B 1")
        // The wheel takes the focused row out of the window (GTK's focus goes with it) and back.
        for step in 1...6 {
            controller.scrollProgrammatically(to: Double(step) * 1_000)
            GtkRuntime.drain(quietPeriod: 0.02)
        }
        controller.scrollProgrammatically(to: 0)
        GtkRuntime.drain(quietPeriod: 0.05)
        XCTAssertNotNil(controller.components[1].realisedCell(at: 1), "the row is back on screen")
        XCTAssertNil(focusedTitle(controller, in: window))
        key(GDK_KEY_ISO_Left_Tab, GDK_SHIFT_MASK, in: window, quietPeriod: 0.05)
        XCTAssertEqual(focusedTitle(controller, in: window), "A 0", "the stop before the item's component, not the screen's end")
    } }

    func testEndFocusesTheLastItemAndLoadsTheNextPage() { onMain {
        let folder = TemporaryFolder()
        folder.write(#"{"components": [{"kind": "list", "items": [{"title": "Next 1"}]}]}"#, to: "page-2.json")
        let long = (0..<300).map { #"{"title": "Item \#($0)"}"# }.joined(separator: ",")
        let path = folder.write(#"{"pagination": {"next": "page-2.json"}, "components": [{"kind": "list", "items": [\#(long)]}]}"#,
                                to: "screen.json")
        let screen = openScreen(path)
        defer { screen.window.destroy() }
        let window = screen.window.pointer
        settleFocus(screen.controller, ReadingPosition((0, 0)))
        XCTAssertEqual(screen.controller.components.count, 1)
        key(GDK_KEY_End, in: window, quietPeriod: 0.1)
        XCTAssertEqual(focusedTitle(screen.controller, in: window), "Item 299")
        XCTAssertEqual(screen.controller.components.count, 2, "focusing the last item read on to the next page")
        key(GDK_KEY_Down, in: window)
        XCTAssertEqual(focusedTitle(screen.controller, in: window), "Next 1")
    } }

    func testEnterAndSpaceActivateTheFocusedItem() { onMain {
        final class Recorder: ComponentDelegate {
            var selected: [String] = []
            func component(_ component: Component, itemSelected item: Item) { selected.append(item.title) }
        }
        let recorder = Recorder()
        let grid = ComponentModel(kind: .grid, layout: Layout(span: 2), items: ["G0", "G1", "G2"].map { Item(title: $0) })
        let controller = Controller(components: [list("rows", ["R0", "R1", "R2"]), grid])
        controller.delegate = recorder
        let window = showInWindow(controller, width: 600, height: 500)
        defer { gtk_widget_destroy(window) }
        settleFocus(controller, ReadingPosition((0, 0)))
        key(GDK_KEY_Down, in: window)
        key(GDK_KEY_Return, in: window)
        XCTAssertEqual(recorder.selected, ["R1"])
        key(GDK_KEY_Down, in: window)
        key(GDK_KEY_Down, in: window)
        key(GDK_KEY_Right, in: window)
        XCTAssertEqual(focusedTitle(controller, in: window), "G1")
        key(GDK_KEY_space, in: window)
        XCTAssertEqual(recorder.selected, ["R1", "G1"])
    } }

    func testCarouselLeftAndRightMoveFocusAndScrollTheCardIntoView() { onMain {
        let cards = ComponentModel(identifier: "cards", kind: .carousel, layout: Layout(span: 3, itemSpacing: 8),
                                   items: (0..<30).map { Item(title: "Card \($0)") })
        let controller = Controller(components: [list("top", ["Above"]), cards, list("bottom", ["Below"])])
        let window = showInWindow(controller, width: 600, height: 500)
        defer { gtk_widget_destroy(window) }
        let carousel = controller.components[1]
        let scroller = carousel.carouselScroller!
        let horizontal = gtk_scrolled_window_get_hadjustment(spots_scrolled_window(scroller))!
        settleFocus(controller, ReadingPosition((0, 0)))
        key(GDK_KEY_Down, in: window)
        XCTAssertEqual(focusedTitle(controller, in: window), "Card 0")
        XCTAssertEqual(gtk_adjustment_get_value(horizontal), 0)

        @MainActor func assertFocusedCardInView(_ title: String, line: UInt = #line) {
            let cell = focusedCell(controller, in: window)
            XCTAssertEqual(cell?.item.title, title, line: line)
            guard let cell, let origin = Gtk.origin(of: cell.container.pointer, in: scroller) else {
                return XCTFail("no focused card", line: line)
            }
            let width = Int(Gtk.allocation(of: cell.container.pointer).width)
            XCTAssertGreaterThanOrEqual(origin.x, 0, "card starts inside the carousel", line: line)
            XCTAssertLessThanOrEqual(origin.x + width, Int(Gtk.allocation(of: scroller).width) + 1, "and ends inside it", line: line)
        }
        for _ in 0..<7 { key(GDK_KEY_Right, in: window) }
        assertFocusedCardInView("Card 7")
        let scrolled = gtk_adjustment_get_value(horizontal)
        XCTAssertGreaterThan(scrolled, 0, "the carousel scrolled to the card")
        for _ in 0..<22 { key(GDK_KEY_Right, in: window, quietPeriod: 0.02) }
        assertFocusedCardInView("Card 29")
        XCTAssertEqual(gtk_adjustment_get_value(horizontal) + gtk_adjustment_get_page_size(horizontal),
                       gtk_adjustment_get_upper(horizontal), accuracy: 1, "at the carousel's end")
        key(GDK_KEY_Right, in: window)
        XCTAssertEqual(focusedTitle(controller, in: window), "Card 29", "nothing after the last card")
        for _ in 0..<3 { key(GDK_KEY_Left, in: window) }
        assertFocusedCardInView("Card 26")
        key(GDK_KEY_Down, in: window)
        XCTAssertEqual(focusedTitle(controller, in: window), "Below", "Down leaves the carousel")
        key(GDK_KEY_Up, in: window)
        XCTAssertEqual(focusedTitle(controller, in: window), "Card 26", "and Up comes back to the card it left")
        key(GDK_KEY_Up, in: window)
        XCTAssertEqual(focusedTitle(controller, in: window), "Above")
    } }

    func testTabGoesComponentToComponentAndShiftTabBack() { onMain {
        let grid = ComponentModel(identifier: "grid", kind: .grid, layout: Layout(span: 2), items: ["G0", "G1", "G2", "G3"].map { Item(title: $0) })
        let cards = ComponentModel(identifier: "cards", kind: .carousel, layout: Layout(span: 3), items: (0..<5).map { Item(title: "Card \($0)") })
        let controller = Controller(components: [list("rows", ["R0", "R1", "R2"]), grid, cards])
        let window = showInWindow(controller, width: 600, height: 700)
        defer { gtk_widget_destroy(window) }
        settleFocus(controller, ReadingPosition((0, 1)))
        key(GDK_KEY_Tab, in: window)
        XCTAssertEqual(focusedTitle(controller, in: window), "G0", "one stop per component: its first item")
        key(GDK_KEY_Right, in: window)
        key(GDK_KEY_Tab, in: window)
        XCTAssertEqual(focusedTitle(controller, in: window), "Card 0")
        key(GDK_KEY_ISO_Left_Tab, GDK_SHIFT_MASK, in: window)
        XCTAssertEqual(focusedTitle(controller, in: window), "G1", "back to the item last focused there")
        key(GDK_KEY_ISO_Left_Tab, GDK_SHIFT_MASK, in: window)
        XCTAssertEqual(focusedTitle(controller, in: window), "R1")
        // Past the last component the focus leaves the scroller; in a window with nothing else
        // to focus, GTK wraps around and Tab enters the first component again.
        key(GDK_KEY_Tab, in: window)
        key(GDK_KEY_Tab, in: window)
        XCTAssertEqual(focusedTitle(controller, in: window), "Card 0")
        key(GDK_KEY_Tab, in: window)
        XCTAssertEqual(focusedTitle(controller, in: window), "R1")
        key(GDK_KEY_ISO_Left_Tab, GDK_SHIFT_MASK, in: window)
        XCTAssertEqual(focusedTitle(controller, in: window), "Card 0", "and Shift+Tab wraps to the last")
    } }

    func testTabLeavesTheComponentsForTheHeaderBarAndComesBack() { onMain {
        let screen = ScreenWindow(application: nil)
        defer { screen.window.destroy() }
        screen.present()
        let json = #"{"components": [{"kind": "list", "items": [{"title": "R0"}, {"title": "R1"}]}, {"kind": "grid", "items": [{"title": "G0"}]}]}"#
        screen.open(data: Data(json.utf8), file: "/tmp/tabs.json", location: ResourceLocation())
        GtkRuntime.drain(quietPeriod: 0.1)
        let window = screen.window.pointer
        let titlebar = gtk_window_get_titlebar(spots_window(window))!
        settleFocus(screen.controller, ReadingPosition((0, 1)))
        key(GDK_KEY_Tab, in: window)
        XCTAssertEqual(focusedTitle(screen.controller, in: window), "G0")
        key(GDK_KEY_Tab, in: window)
        XCTAssertNil(focusedTitle(screen.controller, in: window), "out of the components")
        let focus = gtk_window_get_focus(spots_window(window))
        XCTAssertNotNil(focus)
        XCTAssertTrue(focus.map { gtk_widget_is_ancestor($0, titlebar) != 0 } ?? false, "into the header bar")
        // Shift+Tab from the header bar comes back to the last component.
        key(GDK_KEY_ISO_Left_Tab, GDK_SHIFT_MASK, in: window)
        var steps = 0
        while focusedTitle(screen.controller, in: window) == nil, steps < 8 {
            key(GDK_KEY_ISO_Left_Tab, GDK_SHIFT_MASK, in: window)
            steps += 1
        }
        XCTAssertEqual(focusedTitle(screen.controller, in: window), "G0")
    } }

    func testFocusStaysOnTheSameItemThroughUpdates() { onMain {
        let titles = (0..<10).map { "Item \($0)" }
        let controller = Controller(components: [list("rows", titles)])
        let window = showInWindow(controller, width: 600, height: 700)
        defer { gtk_widget_destroy(window) }
        settleFocus(controller, ReadingPosition((0, 5)))
        XCTAssertEqual(focusedTitle(controller, in: window), "Item 5")
        // A live reload that moves the focused row to the top and inserts one before another.
        var models = controller.models
        var items = models[0].items
        let moved = items.remove(at: 5)
        items.insert(moved, at: 0)
        items.insert(Item(identifier: .string("new"), title: "New"), at: 3)
        models[0].items = items
        controller.reloadIfNeeded(models)
        GtkRuntime.drain(quietPeriod: 0.05)
        XCTAssertEqual(focusedTitle(controller, in: window), "Item 5")
        XCTAssertEqual(controller.focusedPosition, ReadingPosition((0, 0)))
        // A layout change replaces the component's widgets: the focus follows the item into them.
        models = controller.models
        models[0].layout.inset = Inset(top: 4, left: 4, bottom: 4, right: 4)
        controller.reloadIfNeeded(models)
        GtkRuntime.drain(quietPeriod: 0.05)
        XCTAssertEqual(focusedTitle(controller, in: window), "Item 5")
        // The focused item itself edited: its title (a soft update), then its kind (its view is replaced).
        models = controller.models
        models[0].items[0].title = "Item 5 edited"
        controller.reloadIfNeeded(models)
        GtkRuntime.drain(quietPeriod: 0.05)
        XCTAssertEqual(focusedTitle(controller, in: window), "Item 5 edited")
        models[0].items[0].kind = "other-kind"
        controller.reloadIfNeeded(models)
        GtkRuntime.drain(quietPeriod: 0.05)
        XCTAssertEqual(controller.lastUpdate.created, 1, "a hard update")
        XCTAssertEqual(focusedTitle(controller, in: window), "Item 5 edited")
        // Deleting the focused item hands the focus to the one that takes its place.
        controller.delete(0)
        GtkRuntime.drain(quietPeriod: 0.05)
        XCTAssertEqual(focusedTitle(controller, in: window), "Item 0")
    } }

    func testContentArrivingFarAboveTheFocusedItemLeavesTheViewWhereItWas() { onMain {
        let sections = (0..<2_000).map { list("s\($0)", ["Item \($0).0", "Item \($0).1"]) }
        let controller = Controller(components: sections)
        let window = showInWindow(controller, width: 600, height: 600)
        defer { gtk_widget_destroy(window) }
        settleFocus(controller, ReadingPosition((0, 0)))
        XCTAssertEqual(focusedTitle(controller, in: window), "Item 0.0")
        // 500 sections arrive above (a live reload): the focused item is now 25,000 px down. The
        // view stays where the reader is, and does not swing between there and the item.
        let arriving = (0..<500).map { list("new\($0)", ["New \($0)"]) }
        controller.reloadIfNeeded(arriving + controller.models)
        GtkRuntime.drain(quietPeriod: 0.05)
        var positions: [Double] = []
        for _ in 0..<5 {
            GtkRuntime.drain(quietPeriod: 0.03)
            positions.append(controller.scrollPosition.value)
        }
        XCTAssertEqual(positions, Array(repeating: 0, count: 5), "the view stays at the top")
        // The arrows go on from the item, as after scrolling away from it.
        key(GDK_KEY_Down, in: window)
        GtkRuntime.drain(quietPeriod: 0.05)
        XCTAssertEqual(focusedTitle(controller, in: window), "Item 0.1")
        XCTAssertEqual(controller.focusedPosition, ReadingPosition((500, 1)))
    } }
}

/// Collapsible components on the keyboard: the header toggle is a stop of its own.
final class AccordionKeyboardTests: GtkTestCase {
    @MainActor
    private func focusedWidget(_ window: WidgetPointer) -> WidgetPointer? { gtk_window_get_focus(spots_window(window)) }

    func testArrowsAndTabReachACollapsibleHeaderAndEnterOpensIt() { onMain {
        var section = ComponentModel(identifier: "b", kind: .list, header: Item(title: "Section B"),
                                     items: [Item(title: "B0"), Item(title: "B1")])
        section.interaction.collapsible = true
        section.interaction.collapsed = true
        let controller = Controller(components: [
            ComponentModel(identifier: "a", kind: .list, items: [Item(title: "A0"), Item(title: "A1")]),
            section,
            ComponentModel(identifier: "c", kind: .list, items: [Item(title: "C0")]),
        ])
        let window = showInWindow(controller, width: 500, height: 500)
        defer { gtk_widget_destroy(window) }
        let b = controller.components[1]
        let toggle = b.headerToggle!
        XCTAssertTrue(b.isCollapsed)

        // Down from A's last item stops at the closed section's header, not at C.
        controller.components[0].realisedCell(at: 1)!.container.grabFocus()
        pressKey(GDK_KEY_Down, in: window)
        XCTAssertEqual(focusedWidget(window), toggle.pointer, "the header toggle has the focus")

        // Enter opens it; Up from its first item goes back to the header.
        pressKey(GDK_KEY_Return, in: window)
        // GTK shows a key-activated button pressed for a moment before it clicks.
        GtkRuntime.run(until: { !b.isCollapsed }, timeout: 2)
        XCTAssertFalse(b.isCollapsed)
        GtkRuntime.drain(quietPeriod: 0.05)
        b.realisedCell(at: 0)!.container.grabFocus()
        GtkRuntime.drain(quietPeriod: 0.03)
        pressKey(GDK_KEY_Up, in: window)
        XCTAssertEqual(focusedWidget(window), toggle.pointer)

        // Tab from A's items lands on the header too.
        controller.components[0].realisedCell(at: 0)!.container.grabFocus()
        pressKey(GDK_KEY_Tab, in: window)
        XCTAssertEqual(focusedWidget(window), toggle.pointer)
    } }
}
