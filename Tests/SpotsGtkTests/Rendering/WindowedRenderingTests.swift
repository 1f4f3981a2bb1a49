import CSpotsGtk
import CSpotsShim
import Foundation
@testable import SpotsApp
@testable import SpotsGtk
import SpotsModel
import XCTest

/// Long screens in a real window: only what the viewport shows (plus a screen on each side) has
/// widgets, and everything a user does still reaches every item.
final class WindowedRenderingTests: GtkTestCase {
    private func longList(_ count: Int, kind: ComponentKind = .list, layout: Layout = Layout()) -> [ComponentModel] {
        [ComponentModel(identifier: "long", kind: kind, layout: layout,
                        items: (0..<count).map { Item(identifier: .number($0), title: "Item \($0)", subtitle: "Subtitle \($0)") })]
    }

    @MainActor
    private func rowTitles(_ component: Component) -> [String] {
        shownRows(of: component.itemsWidget).map { labels(in: $0).first ?? "" }
    }

    @MainActor
    private func key(_ keyval: Int32, in window: WidgetPointer) {
        pressKey(keyval, in: window, quietPeriod: 0.05)
    }

    func testAHundredThousandItemsRealiseOnlyAWindow() { onMain {
        let controller = Controller(components: longList(100_000))
        let window = showInWindow(controller, width: 600, height: 800)
        defer { gtk_widget_destroy(window) }
        let component = controller.components[0]
        XCTAssertEqual(component.itemCount, 100_000)
        XCTAssertGreaterThan(component.cellCount, 10, "the viewport is filled")
        XCTAssertLessThan(component.cellCount, 80, "a screen above and below at most, not every item")
        XCTAssertEqual(rowTitles(component).first, "Item 0")
        XCTAssertEqual(shownRows(of: component.itemsWidget).count, component.cellCount, "no stray rows in the list box")
        // The scrollbar already spans every item: the content is as tall as all rows together.
        let adjustment = controller.verticalAdjustment!
        let rowHeight = Double(Gtk.allocation(of: component.cells[0].container.pointer).height)
        XCTAssertGreaterThan(rowHeight, 20)
        XCTAssertEqual(gtk_adjustment_get_upper(adjustment), rowHeight * 100_000, accuracy: rowHeight * 100_000 * 0.05)
    } }

    func testTheFirstFrameWaitsOnlyForWhatItShowsAndTheMarginFollows() throws { try onMain {
        let controller = Controller(components: longList(100_000))
        let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
        defer { gtk_widget_destroy(window) }
        gtk_window_set_default_size(spots_window(window), 600, 800)
        Gtk.add(controller.widget.pointer, to: window)
        gtk_widget_show_all(window)
        // What the first painted frame had built, read at the frame clock's after-paint.
        var cellsAtFirstPaint: Int?
        var rowHeightAtFirstPaint = 0.0
        let component = controller.components[0]
        let connection = controller.widget.onAfterPaint {
            guard cellsAtFirstPaint == nil else { return }
            cellsAtFirstPaint = component.cellCount
            rowHeightAtFirstPaint = Double(component.cells.first?.container.allocation.height ?? 0)
        }
        XCTAssertNotNil(connection, "the window is realized")
        XCTAssertTrue(GtkRuntime.run(until: { cellsAtFirstPaint != nil }, timeout: 5), "a frame was painted")
        GtkRuntime.drain()
        connection?.disconnect()
        let first = try XCTUnwrap(cellsAtFirstPaint)
        XCTAssertGreaterThan(rowHeightAtFirstPaint, 20)
        // The 800 px viewport: its rows and one partly shown, no screen below it.
        XCTAssertEqual(Double(first), (800 / rowHeightAtFirstPaint).rounded(.up), accuracy: 1)
        XCTAssertEqual(rowTitles(component).first, "Item 0")
        // Then a screen below is built too, without any scrolling.
        XCTAssertGreaterThanOrEqual(Double(component.cellCount), Double(first) * 1.9)
        XCTAssertLessThan(component.cellCount, 80)
    } }

    func testScrollingToTheEndShowsTheLastItemAndBuildsNoNewWidgets() { onMain {
        let controller = Controller(components: longList(20_000))
        let window = showInWindow(controller, width: 600, height: 600)
        defer { gtk_widget_destroy(window) }
        let adjustment = controller.verticalAdjustment!
        // Scroll a few screens so the pools fill, then on to the end, like a long drag.
        for step in 1...6 {
            controller.scrollProgrammatically(to: Double(step) * 500)
            GtkRuntime.drain(quietPeriod: 0.02)
        }
        let builtBefore = controller.statistics.cellsCreated
        scrollToEnd(controller, step: 40_000, limit: 200)
        let component = controller.components[0]
        XCTAssertEqual(component.cells.last?.item.title, "Item 19999")
        XCTAssertEqual(controller.statistics.cellsCreated, builtBefore, "warm pools: scrolling reuses views")
        XCTAssertGreaterThan(controller.statistics.cellsReused, 0)
        // The last row is inside the viewport.
        let last = component.cells.last!.container.pointer
        let origin = Gtk.origin(of: last, in: controller.contentBox)!
        let bottom = gtk_adjustment_get_value(adjustment) + gtk_adjustment_get_page_size(adjustment)
        XCTAssertLessThanOrEqual(Double(origin.y + Int(Gtk.allocation(of: last).height)), bottom + 1)
        XCTAssertGreaterThan(Double(origin.y), gtk_adjustment_get_value(adjustment) - 1)
        XCTAssertLessThan(component.cellCount, 60)
    } }

    func testWhileTheReaderScrollsTheMarginIsHalfAViewportAndAtRestAWholeOneAgain() { onMain {
        let controller = Controller(components: longList(20_000))
        let window = showInWindow(controller, width: 600, height: 600)
        defer { gtk_widget_destroy(window) }
        let adjustment = controller.verticalAdjustment!
        let component = controller.components[0]
        let rowHeight = Double(Gtk.allocation(of: component.cells[0].container.pointer).height)
        XCTAssertGreaterThan(rowHeight, 20)
        let page = gtk_adjustment_get_page_size(adjustment)
        // How far the realised rows reach above and below the viewport (the rows are all alike).
        @MainActor func reach() -> (above: Double, below: Double) {
            let value = gtk_adjustment_get_value(adjustment)
            let first = Double(component.cells.first!.item.index), last = Double(component.cells.last!.item.index)
            return (value - first * rowHeight, (last + 1) * rowHeight - (value + page))
        }
        // The reader's own scroll (not the app's): 150 px a frame, each frame's pass run at once.
        for step in 1...40 {
            gtk_adjustment_set_value(adjustment, 3_000 + Double(step) * 150)
            while GtkRuntime.iterate() {}
            let (above, below) = reach()
            XCTAssertGreaterThanOrEqual(above, -1, "step \(step): the viewport's top has its rows")
            XCTAssertGreaterThanOrEqual(below, -1, "step \(step): the viewport's bottom has its rows")
        }
        XCTAssertTrue(controller.viewport.isScrolling)
        let scrolling = reach()
        XCTAssertLessThanOrEqual(scrolling.above, page / 2 + rowHeight, "half a viewport above while scrolling")
        XCTAssertLessThanOrEqual(scrolling.below, page / 2 + rowHeight, "half a viewport below while scrolling")
        XCTAssertGreaterThanOrEqual(scrolling.below, page / 2 - rowHeight)
        // At rest the window grows back to a whole viewport on each side, with no scroll at all.
        let value = gtk_adjustment_get_value(adjustment)
        XCTAssertTrue(GtkRuntime.run(until: { !controller.viewport.isScrolling }, timeout: 2))
        GtkRuntime.drain(quietPeriod: 0.05)
        XCTAssertEqual(gtk_adjustment_get_value(adjustment), value, "nothing on screen moved")
        let rest = reach()
        XCTAssertGreaterThanOrEqual(rest.above, page - rowHeight, "a viewport above at rest")
        XCTAssertGreaterThanOrEqual(rest.below, page - rowHeight, "a viewport below at rest")
        XCTAssertLessThanOrEqual(rest.below, page + rowHeight)
        // The app's own moves (a reveal, keeping the view in place) are no scroll of the reader's.
        controller.scrollProgrammatically(to: value + 2_000)
        while GtkRuntime.iterate() {}
        XCTAssertFalse(controller.viewport.isScrolling)
        XCTAssertGreaterThanOrEqual(reach().below, page - rowHeight)
    } }

    func testRowsThatStayInTheWindowKeepTheirPlaceWhileItSlides() {
        assertRealisedItemsKeepTheirPlace(kind: .list, perLine: 1)
    }

    func testGridCellsThatStayInTheWindowKeepTheirPlaceWhileItSlides() {
        assertRealisedItemsKeepTheirPlace(kind: .grid, perLine: 3)
    }

    private func assertRealisedItemsKeepTheirPlace(kind: ComponentKind, perLine: Int) { onMain {
        let layout = kind == .grid ? Layout(span: Double(perLine), itemSpacing: 8, lineSpacing: 12) : Layout()
        let controller = Controller(components: longList(20_000, kind: kind, layout: layout))
        let window = showInWindow(controller, width: 600, height: 600)
        defer { gtk_widget_destroy(window) }
        let component = controller.components[0]
        controller.scrollProgrammatically(to: 3_000)
        GtkRuntime.drain(quietPeriod: 0.02)
        let listHeight = Gtk.allocation(of: component.itemsWidget).height
        let before = Dictionary(uniqueKeysWithValues: component.cells.map { ($0.item.index, Gtk.allocation(of: $0.container.pointer)) })
        // Less than the margin: lines leave at the top and enter at the bottom, most stay.
        controller.scrollProgrammatically(to: 3_300)
        GtkRuntime.drain(quietPeriod: 0.02)
        let stayed = component.cells.filter { before[$0.item.index] != nil }
        XCTAssertGreaterThan(stayed.count, 10)
        XCTAssertLessThan(stayed.count, component.cellCount, "the window slid")
        // In the items widget's own window nothing moved, so GTK neither re-allocates nor repaints them.
        for cell in stayed {
            let now = Gtk.allocation(of: cell.container.pointer)
            XCTAssertEqual(now.y, before[cell.item.index]!.y, "item \(cell.item.index)")
            XCTAssertEqual(now.x, before[cell.item.index]!.x, "item \(cell.item.index)")
            XCTAssertEqual(now.height, before[cell.item.index]!.height)
        }
        XCTAssertEqual(Gtk.allocation(of: component.itemsWidget).height, listHeight, "the items widget keeps its size")
        // The children that reserve the rest show no item: screen readers and the keyboard skip them.
        let spacers = Gtk.children(of: component.itemsWidget).filter { Widget($0).styleClasses.contains("spots-spacer") }
        XCTAssertEqual(spacers.count, 2 * perLine)
        for spacer in spacers {
            XCTAssertEqual(Widget(spacer).accessibleObject?.role, .redundantObject)
            XCTAssertEqual(gtk_widget_get_can_focus(spacer), 0)
            XCTAssertEqual(gtk_widget_get_sensitive(spacer), 0)
        }
        XCTAssertEqual(gtk_widget_get_visible(spacers[0]), 1, "rows above the window are reserved by the leading spacer")
        let leading = Gtk.allocation(of: spacers[0])
        XCTAssertGreaterThan(leading.height, 1_000)
        let gap: Int32 = kind == .grid ? 12 : 0
        XCTAssertEqual(leading.y + leading.height + gap, Gtk.allocation(of: component.cells[0].container.pointer).y, "the first realised line follows it")
    } }

    func testScrollingAListPaintsWhatEntersAndLeavesNoStalePixels() {
        assertScrollingPaintsOnlyWhatEnters(kind: .list)
    }

    func testScrollingAGridPaintsWhatEntersAndLeavesNoStalePixels() {
        assertScrollingPaintsOnlyWhatEnters(kind: .grid)
    }

    func testScrollingAGridMeasuresOnlyTheCardsThatEnterAndLeave() { onMain {
        let controller = Controller(components: longList(20_000, kind: .grid, layout: Layout(span: 4)))
        let window = showInWindow(controller, width: 800, height: 900)
        defer { gtk_widget_destroy(window) }
        for step in 1...4 {
            controller.scrollProgrammatically(to: Double(step) * 400)
            GtkRuntime.drain(quietPeriod: 0.02)
        }
        let component = controller.components[0]
        var entered = 0
        var measured = 0
        for step in 5...14 {
            let realised = controller.statistics.cellsRealised
            let asked = controller.statistics.cellsMeasured
            controller.scrollProgrammatically(to: Double(step) * 400)
            GtkRuntime.drain(quietPeriod: 0.02)
            entered += controller.statistics.cellsRealised - realised
            measured += controller.statistics.cellsMeasured - asked
        }
        XCTAssertGreaterThan(entered, 40, "cards entered the window")
        XCTAssertGreaterThan(component.cellCount, 60, "most of the window stays from one step to the next")
        // Each card entering is measured once, and once more as another leaves: not the whole window each pass.
        XCTAssertLessThanOrEqual(measured, 2 * entered + 16)
        XCTAssertEqual(component.cells.first.map { $0.item.index % 4 }, 0, "whole lines are realised")
    } }

    func testCardsThatGrewInTheWindowKeepTheirHeightWhenTheyLeave() { onMain {
        let layout = Layout(span: 3, itemSpacing: 8, lineSpacing: 12)
        let controller = Controller(components: longList(20_000, kind: .grid, layout: layout))
        let window = showInWindow(controller, width: 600, height: 600)
        defer { gtk_widget_destroy(window) }
        let component = controller.components[0]
        controller.scrollProgrammatically(to: 3_000)
        GtkRuntime.drain(quietPeriod: 0.02)
        let heightBefore = Gtk.allocation(of: component.cells[0].container.pointer).height
        // A style that makes every card taller, while they stay in the window (no item changes).
        let taller = CssProvider()
        taller.load(".spots-card-body { padding-bottom: 40px; }")
        taller.install(priority: CssProvider.applicationPriority)
        defer { taller.uninstall() }
        GtkRuntime.drain(quietPeriod: 0.05)
        XCTAssertGreaterThan(Gtk.allocation(of: component.cells[0].container.pointer).height, heightBefore + 20)
        for step in 1...3 {
            let before = Dictionary(uniqueKeysWithValues: component.cells.map { ($0.item.index, Gtk.allocation(of: $0.container.pointer).y) })
            // Less than the margin: the top lines leave, most stay.
            controller.scrollProgrammatically(to: 3_000 + Double(step) * 250)
            GtkRuntime.drain(quietPeriod: 0.02)
            let stayed = component.cells.filter { before[$0.item.index] != nil }
            XCTAssertGreaterThan(stayed.count, 10)
            XCTAssertLessThan(stayed.count, component.cellCount, "the window slid")
            // The spacer above took the leaving lines' height as GTK last laid them out: nothing moved.
            for cell in stayed {
                XCTAssertEqual(Gtk.allocation(of: cell.container.pointer).y, before[cell.item.index]!, "item \(cell.item.index), step \(step)")
            }
        }
    } }

    /// The pixels on screen after scrolling, and after GTK has painted everything afresh.
    @MainActor
    private func windowPixels(_ window: WidgetPointer) -> [UInt8] {
        let gdkWindow = gtk_widget_get_window(window)!
        let pixbuf = Pixbuf(taking: gdk_pixbuf_get_from_window(gdkWindow, 0, 0, gdk_window_get_width(gdkWindow),
                                                               gdk_window_get_height(gdkWindow))!)
        let length = Int(gdk_pixbuf_get_byte_length(pixbuf.pointer))
        return Array(UnsafeBufferPointer(start: gdk_pixbuf_read_pixels(pixbuf.pointer), count: length))
    }

    private func assertScrollingPaintsOnlyWhatEnters(kind: ComponentKind) { onMain {
        let layout = kind == .grid ? Layout(span: 3, itemSpacing: 8, lineSpacing: 12) : Layout()
        let controller = Controller(components: longList(20_000, kind: kind, layout: layout))
        let window = showInWindow(controller, width: 600, height: 600)
        defer { gtk_widget_destroy(window) }
        for step in 1...4 {
            controller.scrollProgrammatically(to: Double(step) * 300)
            GtkRuntime.drain(quietPeriod: 0.02)
        }
        // What the content paints, frame by frame, while the window slides under a 300 px scroll.
        var painted: [Int] = []
        let connection = Signal.connect(UnsafeMutableRawPointer(controller.contentBox), "draw", withArgument: { cr in
            var clip = GdkRectangle()
            gdk_cairo_get_clip_rectangle(OpaquePointer(cr), &clip)
            painted.append(Int(clip.width) * Int(clip.height))
        })
        defer { g_signal_handler_disconnect(UnsafeMutableRawPointer(controller.contentBox), connection) }
        let createdBefore = controller.statistics.cellsRealised
        for step in 5...24 {
            controller.scrollProgrammatically(to: Double(step) * 300)
            GtkRuntime.drain(quietPeriod: 0.02)
        }
        XCTAssertGreaterThan(controller.statistics.cellsRealised - createdBefore, 20, "items entered the window")
        let viewport = Gtk.allocation(of: controller.widget.pointer)
        let mean = Double(painted.reduce(0, +)) / Double(max(painted.count, 1))
        // Half the viewport is new each time; GTK 3 would repaint all of it (and the margin GTK's
        // pixel cache keeps) for every row shown, hidden or re-sorted.
        XCTAssertGreaterThan(painted.count, 10)
        XCTAssertLessThan(mean, 0.75 * Double(viewport.width * viewport.height), "mean painted area a frame")
        // Back up a little: rows now leave at the bottom and enter at the top.
        for step in (16...23).reversed() {
            controller.scrollProgrammatically(to: Double(step) * 300 - 70)
            GtkRuntime.drain(quietPeriod: 0.02)
        }
        // Nothing left out was stale: painting everything afresh changes no pixel.
        let scrolled = windowPixels(window)
        gtk_widget_queue_draw(window)
        GtkRuntime.drain(quietPeriod: 0.05)
        XCTAssertTrue(scrolled == windowPixels(window), "the scrolled window's pixels equal a fresh paint")
    } }

    func testTheFocusedRowLeavingTheWindowIsNotHandedToAnotherItem() { onMain {
        let controller = Controller(components: longList(20_000))
        let window = showInWindow(controller, width: 600, height: 600)
        defer { gtk_widget_destroy(window) }
        let component = controller.components[0]
        let row = component.cells[2].container.pointer
        gtk_widget_grab_focus(row)
        XCTAssertEqual(gtk_window_get_focus(spots_window(window)), row)
        // The wheel takes the view far away; the row's cell leaves the window.
        for step in 1...8 {
            controller.scrollProgrammatically(to: Double(step) * 400)
            GtkRuntime.drain(quietPeriod: 0.02)
        }
        XCTAssertNil(component.realisedCell(at: 2))
        // The focus is not left on a row that now shows another item.
        if let focused = gtk_window_get_focus(spots_window(window)) {
            XCTAssertNil(component.cell(for: UnsafeMutableRawPointer(focused)), "focus on a row showing another item")
        }
    } }

    func testEndFromTheFirstItemFocusesTheLastAndHomeGoesBack() { onMain {
        let controller = Controller(components: longList(100_000))
        let window = showInWindow(controller, width: 600, height: 600)
        defer { gtk_widget_destroy(window) }
        let component = controller.components[0]
        gtk_widget_grab_focus(component.cells[0].container.pointer)
        key(GDK_KEY_End, in: window)
        let focused = gtk_window_get_focus(spots_window(window))
        XCTAssertNotNil(focused)
        XCTAssertEqual(component.cell(for: UnsafeMutableRawPointer(focused!))?.item.title, "Item 99999")
        let adjustment = controller.verticalAdjustment!
        XCTAssertEqual(gtk_adjustment_get_value(adjustment) + gtk_adjustment_get_page_size(adjustment),
                       gtk_adjustment_get_upper(adjustment), accuracy: 2, "scrolled to the end")
        key(GDK_KEY_Page_Up, in: window)
        let paged = gtk_window_get_focus(spots_window(window)).flatMap { component.cell(for: UnsafeMutableRawPointer($0)) }
        XCTAssertNotNil(paged)
        XCTAssertLessThan(paged!.item.index, 99_999)
        XCTAssertGreaterThan(paged!.item.index, 99_970, "one page up, not to the top")
        key(GDK_KEY_Home, in: window)
        let home = gtk_window_get_focus(spots_window(window)).flatMap { component.cell(for: UnsafeMutableRawPointer($0)) }
        XCTAssertEqual(home?.item.title, "Item 0")
        XCTAssertEqual(gtk_adjustment_get_value(adjustment), 0, accuracy: 1)
        XCTAssertLessThan(component.cellCount, 80)
    } }

    func testAnEditOffScreenTouchesNoWidgetAndOnScreenOne() { onMain {
        let controller = Controller(components: longList(100_000))
        let window = showInWindow(controller, width: 600, height: 600)
        defer { gtk_widget_destroy(window) }
        var far = controller.components[0].model.items[70_000]
        far.title = "Edited far away"
        controller.update(far, index: 70_000)
        XCTAssertEqual(controller.lastUpdate.created + controller.lastUpdate.destroyed + controller.lastUpdate.reconfigured, 0)
        XCTAssertEqual(controller.components[0].model.items[70_000].title, "Edited far away")
        // The same through the diff (a live reload of the whole screen).
        var models = controller.models
        models[0].items[80_000].title = "Reloaded far away"
        controller.reloadIfNeeded(models)
        XCTAssertEqual(controller.lastUpdate.created + controller.lastUpdate.destroyed + controller.lastUpdate.reconfigured, 0)
        XCTAssertEqual(controller.components[0].model.items[80_000].title, "Reloaded far away")
        var near = controller.components[0].model.items[2]
        near.title = "Edited in view"
        controller.update(near, index: 2)
        XCTAssertEqual(controller.lastUpdate.reconfigured, 1)
        XCTAssertEqual(controller.lastUpdate.created, 0)
        GtkRuntime.drain()
        XCTAssertEqual(rowTitles(controller.components[0])[2], "Edited in view")
    } }

    func testWidthChangeMeasuresAgainWithoutMovingWhatIsInView() { onMain {
        // Long titles wrap: a narrower window makes every row taller.
        let items = (0..<5_000).map { Item(identifier: .number($0), title: "Item \($0) " + String(repeating: "word ", count: 12)) }
        let controller = Controller(components: [ComponentModel(kind: .list, items: items)])
        let window = showInWindow(controller, width: 900, height: 600)
        defer { gtk_widget_destroy(window) }
        let adjustment = controller.verticalAdjustment!
        for step in 1...8 {
            controller.scrollProgrammatically(to: Double(step) * 1_000)
            GtkRuntime.drain(quietPeriod: 0.02)
        }
        @MainActor func firstVisible() -> (title: String, offset: Double) {
            let top = gtk_adjustment_get_value(adjustment)
            for cell in controller.components[0].cells {
                let origin = Gtk.origin(of: cell.container.pointer, in: controller.contentBox)!
                let height = Double(Gtk.allocation(of: cell.container.pointer).height)
                if Double(origin.y) + height > top { return (cell.item.title, Double(origin.y) - top) }
            }
            return ("", 0)
        }
        let before = firstVisible()
        let heightBefore = Gtk.allocation(of: controller.components[0].cells[0].container.pointer).height
        gtk_window_resize(spots_window(window), 420, 600)
        GtkRuntime.drain(quietPeriod: 0.1)
        GtkRuntime.drain(quietPeriod: 0.1)
        let heightAfter = Gtk.allocation(of: controller.components[0].cells[0].container.pointer).height
        XCTAssertGreaterThan(heightAfter, heightBefore, "rows were measured again at the new width")
        let after = firstVisible()
        XCTAssertEqual(after.title, before.title, "the same item stays at the top")
        XCTAssertEqual(after.offset, before.offset, accuracy: Double(heightAfter), "and does not jump away")
    } }

    func testNestedAndCarouselComponentsAreWindowedToo() { onMain {
        // A carousel of 10,000 cards, and a list whose rows hold grids of 2,000 items each.
        let carousel = ComponentModel(identifier: "cards", kind: .carousel, layout: Layout(span: 3, itemSpacing: 8),
                                      items: (0..<10_000).map { Item(identifier: .number($0), title: "Card \($0)") })
        let nestedGrid = ComponentModel(kind: .grid, layout: Layout(span: 4),
                                        items: (0..<2_000).map { Item(title: "Cell \($0)") })
        let list = ComponentModel(identifier: "rows", kind: .list,
                                  items: (0..<50).map { Item(identifier: .number($0), title: "Row \($0)", children: [nestedGrid]) })
        let controller = Controller(components: [carousel, list])
        let window = showInWindow(controller, width: 800, height: 700)
        defer { gtk_widget_destroy(window) }
        let cards = controller.components[0]
        XCTAssertEqual(cards.itemCount, 10_000)
        XCTAssertGreaterThan(cards.cellCount, 2)
        XCTAssertLessThan(cards.cellCount, 20, "a carousel realises the cards in view plus a page each side")
        XCTAssertEqual(cards.cells.first?.item.title, "Card 0")
        // Scroll the carousel to its end: the last card gets a widget, the first ones give theirs back.
        let scroller = cards.carouselScroller!
        let horizontal = gtk_scrolled_window_get_hadjustment(spots_scrolled_window(scroller))!
        XCTAssertGreaterThan(gtk_adjustment_get_upper(horizontal), 10_000 * 200, "the scroller spans every card")
        gtk_adjustment_set_value(horizontal, gtk_adjustment_get_upper(horizontal))
        GtkRuntime.drain(quietPeriod: 0.3)
        XCTAssertEqual(cards.cells.last?.item.title, "Card 9999")
        XCTAssertNil(cards.realisedCell(at: 0))
        XCTAssertLessThan(cards.cellCount, 20)
        // Nested grids realise only their first lines, though each row holds 2,000 cells.
        let rows = controller.components[1]
        XCTAssertLessThan(rows.cellCount, 50)
        let nested = rows.cells[0].children[0]
        XCTAssertEqual(nested.itemCount, 2_000)
        XCTAssertGreaterThan(nested.cellCount, 0)
        XCTAssertLessThan(nested.cellCount, 200, "a nested grid is windowed against the outer viewport")
        XCTAssertLessThan(controller.realisedItemCount, 400, "of 10,000 + 50 + 100,000 items")
    } }

    func testHostileNumbersInModelsBuiltInSwiftDoNotTrap() { onMain {
        // The decoder clamps JSON numbers; models built in Swift reach rendering as they are.
        let huge = Inset(top: 1e300, left: 4e9, bottom: .nan, right: -5)
        let items = [Item(title: "wide", size: Size(width: 1e300, height: 3e9)), Item(title: "nan", size: Size(width: .nan, height: .infinity))]
        let models = [
            ComponentModel(kind: .grid, layout: Layout(span: 5e9, itemSpacing: 1e12, lineSpacing: .nan, inset: huge), items: items),
            ComponentModel(kind: .carousel, layout: Layout(span: 0, itemSpacing: 7e9, inset: huge), items: items),
            ComponentModel(kind: .grid, layout: Layout(span: .infinity, itemSpacing: .nan, inset: huge), items: items),
            ComponentModel(kind: .grid, layout: Layout(span: 0, itemSpacing: .nan, inset: huge), items: items),
            ComponentModel(kind: .list, layout: Layout(inset: huge), items: items),
        ]
        let windowed = HeadlessRenderer(controller: Controller(components: models), width: 400, height: 300)
        XCTAssertEqual(windowed.controller.components.count, 5)
        XCTAssertGreaterThan(windowed.controller.realisedItemCount, 0)
    } }

    func testHeadlessRenderingWithAHeightShowsOneWindowAndWithoutItEverything() { onMain {
        let windowed = HeadlessRenderer(controller: Controller(components: longList(2_000)), width: 600, height: 500)
        XCTAssertLessThan(windowed.controller.realisedItemCount, 60)
        let inspection = windowed.inspect()
        XCTAssertEqual(inspection.components[0].itemCount, 2_000)
        XCTAssertEqual(inspection.components[0].items.count, windowed.controller.realisedItemCount)
        XCTAssertTrue(inspection.text.contains("realised \(inspection.components[0].items.count) of 2000 items"), inspection.text)
        let everything = HeadlessRenderer(controller: Controller(components: longList(300)), width: 600)
        XCTAssertEqual(everything.controller.realisedItemCount, 300)
        XCTAssertEqual(everything.inspect().components[0].items.last?.title, "Item 299")
    } }
}


/// Screens of many components: only the components near the viewport are in the box.
final class ComponentWindowTests: GtkTestCase {
    private func sections(_ count: Int) -> [ComponentModel] {
        (0..<count).map { section in
            ComponentModel(identifier: "section-\(section)", kind: .list, header: Item(title: "Section \(section)"),
                           items: (0..<2).map { Item(identifier: .number($0), title: "Item \(section).\($0)") })
        }
    }

    func testThousandsOfComponentsPutOnlyAWindowInTheBox() { onMain {
        let controller = Controller(components: sections(3_000))
        let window = showInWindow(controller, width: 600, height: 600)
        defer { gtk_widget_destroy(window) }
        XCTAssertEqual(controller.components.count, 3_000)
        let boxed = componentWidgets(in: controller)
        XCTAssertGreaterThan(boxed.count, 3, "the viewport is filled")
        XCTAssertLessThan(boxed.count, 60, "a screen above and below at most")
        XCTAssertEqual(boxed.first, controller.components[0].widget.pointer, "from the top, in order")
        XCTAssertLessThan(controller.realisedItemCount, 120)
        // The scrollbar spans every component: each is at least its two rows tall.
        let adjustment = controller.verticalAdjustment!
        let rowHeight = Double(Gtk.allocation(of: controller.components[0].cells[0].container.pointer).height)
        XCTAssertGreaterThan(gtk_adjustment_get_upper(adjustment), 3_000 * 2 * rowHeight)
    } }

    func testScrollingToTheEndShowsTheLastComponentAndKeepsTheBoxSmall() { onMain {
        let controller = Controller(components: sections(3_000))
        let window = showInWindow(controller, width: 600, height: 600)
        defer { gtk_widget_destroy(window) }
        let adjustment = controller.verticalAdjustment!
        scrollToEnd(controller, step: 20_000, limit: 400)
        let last = controller.components[2_999]
        let boxed = componentWidgets(in: controller)
        XCTAssertEqual(boxed.last, last.widget.pointer, "the last component is in the box, last")
        XCTAssertLessThan(boxed.count, 60)
        XCTAssertEqual(last.cells.map(\.item.title), ["Item 2999.0", "Item 2999.1"])
        XCTAssertEqual(controller.components[0].cellCount, 0, "components that left the window keep no item views")
        // The last row ends at the bottom of the viewport.
        let row = last.cells[1].container.pointer
        let origin = Gtk.origin(of: row, in: controller.contentBox)!
        let bottom = gtk_adjustment_get_value(adjustment) + gtk_adjustment_get_page_size(adjustment)
        XCTAssertEqual(Double(origin.y + Int(Gtk.allocation(of: row).height)), bottom, accuracy: 2)
        XCTAssertLessThan(controller.realisedItemCount, 120)
    } }

    func testComponentsPushedOutOfTheWindowByAnUpdateGiveTheirItemViewsBack() { onMain {
        let controller = Controller(components: sections(3_000))
        let window = showInWindow(controller, width: 600, height: 600)
        defer { gtk_widget_destroy(window) }
        let first = controller.components[0]
        XCTAssertEqual(first.cellCount, 2)
        // 500 sections arrive above it: it is now far below the viewport, out of the box.
        let arriving = (0..<500).map { index in
            ComponentModel(identifier: "new-\(index)", kind: .list, items: [Item(title: "New \(index)")])
        }
        controller.reloadIfNeeded(arriving + controller.models)
        GtkRuntime.drain(quietPeriod: 0.05)
        XCTAssertTrue(controller.components[500] === first, "kept, not rebuilt")
        XCTAssertFalse(componentWidgets(in: controller).contains(first.widget.pointer))
        XCTAssertEqual(first.cellCount, 0, "no item views outside the window")
        XCTAssertLessThan(controller.realisedItemCount, 120)
    } }

    func testRevealReachesAComponentOutsideTheWindowAndFocusesItsItem() { onMain {
        let controller = Controller(components: sections(3_000))
        let window = showInWindow(controller, width: 600, height: 600)
        defer { gtk_widget_destroy(window) }
        let target = controller.components[2_000]
        XCTAssertFalse(componentWidgets(in: controller).contains(target.widget.pointer))
        controller.reveal(itemAt: 1, in: target, focus: true)
        GtkRuntime.drain(quietPeriod: 0.05)
        XCTAssertTrue(componentWidgets(in: controller).contains(target.widget.pointer))
        let focused = gtk_window_get_focus(spots_window(window))
        XCTAssertEqual(focused.flatMap { target.cell(for: UnsafeMutableRawPointer($0)) }?.item.title, "Item 2000.1")
        let row = target.realisedCell(at: 1)!.container.pointer
        let origin = Gtk.origin(of: row, in: controller.contentBox)!
        let adjustment = controller.verticalAdjustment!
        let top = gtk_adjustment_get_value(adjustment)
        XCTAssertGreaterThanOrEqual(Double(origin.y), top - 1, "the item is in the viewport")
        XCTAssertLessThanOrEqual(Double(origin.y + Int(Gtk.allocation(of: row).height)),
                                 top + gtk_adjustment_get_page_size(adjustment) + 1)
    } }
}

/// `spots inspect` of a screen too large to lay out at once: window by window, same answer.
final class ScanningInspectorTests: GtkTestCase {
    private func screen() -> [ComponentModel] {
        (0..<40).map { section in
            ComponentModel(identifier: "s\(section)", kind: section % 3 == 2 ? .grid : .list,
                           header: Item(title: "Section \(section)"),
                           layout: section % 3 == 2 ? Layout(span: 2) : Layout(),
                           items: (0..<5).map { Item(identifier: .number($0), title: "Item \(section).\($0)", subtitle: "Subtitle") })
        }
    }

    func testScanningWindowByWindowGivesTheWholeLayout() { onMain {
        let (renderer, whole) = render(screen(), width: 500)
        withExtendedLifetime(renderer) {}
        let scanned = ScanningInspector.inspect(Controller(components: screen()), width: 500, windowHeight: 400)
        XCTAssertEqual(scanned.components.count, 40)
        XCTAssertEqual(scanned.components.map(\.items.count), Array(repeating: 5, count: 40), "every item, once")
        XCTAssertEqual(scanned.contentHeight, whole.contentHeight)
        XCTAssertEqual(scanned.text, whole.text, "the same tree, frames included")
    } }

    func testTheDefaultWindowGivesTheWholeLayoutToThePixel() { onMain {
        // 300 sections of a header and three rows: 9 windows of the default reach, each edge
        // cutting some list in two, where a row's separator or a rounded spacer would show.
        let sections = (0..<300).map { section in
            ComponentModel(identifier: "c\(section)", kind: .list, header: Item(title: "Section \(section)"),
                           items: (0..<3).map { Item(title: "Item \(section).\($0)", subtitle: "Subtitle \($0)") })
        }
        let (renderer, whole) = render(sections, width: 800)
        withExtendedLifetime(renderer) {}
        let scanned = ScanningInspector.inspect(Controller(components: sections), width: 800)
        XCTAssertGreaterThan(whole.contentHeight, 8 * ScanningInspector.defaultWindowHeight)
        XCTAssertEqual(scanned.contentHeight, whole.contentHeight)
        XCTAssertEqual(scanned.text, whole.text)
    } }

    func testEachWindowStartsWhereTheLastOneEndedLessTheOverlap() { onMain {
        // Viewport 100 px, 8,000 px above and below: [-8,000, 8,100] is read, the next window
        // starts 1,000 px above 8,100, so its viewport is at 7,100 + 8,000.
        XCTAssertEqual(ScanningInspector.nextPosition(after: 0, from: 0, windowHeight: 8_000, end: 1e6), 15_100)
        // Where the viewport really was counts (a measurement moved it up by 50 px).
        XCTAssertEqual(ScanningInspector.nextPosition(after: 14_950, from: 15_100, windowHeight: 8_000, end: 1e6), 30_050)
        // A short window overlaps by a quarter of its reach.
        XCTAssertEqual(ScanningInspector.nextPosition(after: 0, from: 0, windowHeight: 400, end: 1e6), 800)
        // Never past the end, and at least half a window on even when the viewport was pulled back.
        XCTAssertEqual(ScanningInspector.nextPosition(after: 0, from: 0, windowHeight: 8_000, end: 9_000), 9_000)
        XCTAssertEqual(ScanningInspector.nextPosition(after: 0, from: 20_000, windowHeight: 8_000, end: 1e6), 24_000)
    } }

    func testOnlyLargeScreensAreScanned() {
        let small = [ComponentModel(kind: .list, items: (0..<4_000).map { Item(title: "\($0)") })]
        let large = [ComponentModel(kind: .list, items: (0..<5_000).map { Item(title: "\($0)") })]
        XCTAssertFalse(ScanningInspector.needsScanning(small))
        XCTAssertTrue(ScanningInspector.needsScanning(large))
    }
}
