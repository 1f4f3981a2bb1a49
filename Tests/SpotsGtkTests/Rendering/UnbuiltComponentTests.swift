import CSpotsGtk
import CSpotsShim
import Foundation
@testable import SpotsGtk
import SpotsModel
import XCTest

/// Components that cost nothing until the window reaches them: outside the screen's window a
/// component keeps its model and an estimated height, and no widget at all.
final class UnbuiltComponentTests: GtkTestCase {
    /// Lists, grids and carousels with headers and three cards, as `Scripts/make-large-screen.py` writes.
    private func mixed(_ count: Int, sticky: Bool = false) -> [ComponentModel] {
        (0..<count).map { index in
            let kind: ComponentKind = [.list, .grid, .carousel][index % 3]
            var layout = Layout(span: 2, itemSpacing: 8, inset: Inset(top: 4, left: 8, bottom: 4, right: 8))
            if sticky { layout.headerMode = .sticky }
            return ComponentModel(identifier: "c\(index)", kind: kind, header: Item(title: "Component \(index)"), layout: layout,
                                  items: (0..<3).map { Item(identifier: .number($0), title: "Item \($0) of \(index)", subtitle: "Subtitle") })
        }
    }

    func testOnlyTheComponentsInTheWindowHaveWidgets() { onMain {
        let controller = Controller(components: mixed(3_000))
        let window = showInWindow(controller, width: 800, height: 600)
        defer { gtk_widget_destroy(window) }
        let built = controller.components.filter(\.isBuilt)
        XCTAssertGreaterThan(built.count, 2, "the viewport is filled")
        XCTAssertLessThan(built.count, 40, "a screen above and below at most, of 3,000")
        XCTAssertEqual(built.map(\.widget.pointer), componentWidgets(in: controller), "exactly those in the box")
        // Scrolling on: those that leave let their widgets go, those that enter build theirs.
        scrollToEnd(controller, step: 50_000, limit: 100)
        XCTAssertFalse(controller.components[0].isBuilt)
        XCTAssertTrue(controller.components[2_999].isBuilt)
        XCTAssertLessThan(controller.components.filter(\.isBuilt).count, 40)
    } }

    func testComponentsEnteringTheWindowReuseTheCellsOfThoseThatLeft() { onMain {
        let controller = Controller(components: mixed(3_000))
        let window = showInWindow(controller, width: 800, height: 600)
        defer { gtk_widget_destroy(window) }
        controller.scrollProgrammatically(to: 5_000)
        GtkRuntime.drain(quietPeriod: 0.05)
        let warm = controller.statistics.cellsCreated
        // 9,000 items pass through the window; the cells of the components that leave it go to
        // those that enter (same presentation, component kind and item kind).
        scrollToEnd(controller, step: 3_000, limit: 400)
        XCTAssertTrue(controller.components[2_999].isBuilt, "at the end")
        XCTAssertLessThan(controller.statistics.cellsCreated - warm, 100, "cells reused, not built")
        XCTAssertGreaterThan(controller.statistics.cellsReused, 5_000)
    } }

    func testAWidgetAskedOfAComponentOutsideTheWindowIsLetGoAgain() { onMain {
        let controller = Controller(components: mixed(3_000))
        let window = showInWindow(controller, width: 800, height: 600)
        defer { gtk_widget_destroy(window) }
        // Code may ask a component far below for its widgets; they do not stay once the window
        // has passed over it again (a long screen keeps only its window's widgets, and a few
        // of each shape for the components entering it: see `PooledComponentWidgetTests`).
        let far = controller.components[2_000]
        _ = far.items
        XCTAssertTrue(far.isBuilt)
        controller.scrollProgrammatically(to: 40)
        GtkRuntime.drain(quietPeriod: 0.05)
        XCTAssertFalse(far.isBuilt, "the widgets of a component outside the window are let go")
        XCTAssertLessThan(controller.components.filter(\.isBuilt).count, 40)
    } }

    func testEstimatedHeightsGiveTheScrollbarTheWholeScreen() { onMain {
        // Before any of them is built, each component is estimated from its kind and items: the
        // scrollbar spans them all, and measuring the first screens moves it by little.
        let controller = Controller(components: mixed(3_000))
        let window = showInWindow(controller, width: 800, height: 600)
        defer { gtk_widget_destroy(window) }
        let estimated = controller.scrollPosition.upper
        let built = controller.components.filter(\.isBuilt)
        let measured = built.reduce(0.0) { $0 + Double($1.widget.allocatedHeight) } / Double(built.count)
        // Per component, the estimate is within a third of what GTK measured.
        XCTAssertEqual(estimated / 3_000, measured, accuracy: measured / 3)
    } }

    func testKeyboardAndRevealReachAComponentWithoutWidgets() { onMain {
        let controller = Controller(components: mixed(3_000))
        let window = showInWindow(controller, width: 800, height: 600)
        defer { gtk_widget_destroy(window) }
        let target = controller.components[1_501]
        XCTAssertFalse(target.isBuilt)
        controller.focus(ReadingPosition((1_501, 2)))
        GtkRuntime.drain(quietPeriod: 0.1)
        XCTAssertTrue(target.isBuilt)
        XCTAssertEqual(controller.focusedPosition, ReadingPosition((1_501, 2)))
        XCTAssertTrue(componentWidgets(in: controller).contains(target.widget.pointer))
    } }

    func testACarouselBuiltAgainIsWhereItWasLeft() { onMain {
        let cards = ComponentModel(identifier: "cards", kind: .carousel, layout: Layout(span: 2.5, itemSpacing: 8),
                                   items: (0..<40).map { Item(identifier: .number($0), title: "Card \($0)") })
        let controller = Controller(components: [cards] + mixed(600))
        let window = showInWindow(controller, width: 800, height: 600)
        defer { gtk_widget_destroy(window) }
        let carousel = controller.components[0]
        let horizontal = carousel.scroller!.hadjustment
        horizontal.value = 1_000
        GtkRuntime.drain(quietPeriod: 0.3)
        let left = horizontal.value
        XCTAssertGreaterThan(left, 500)
        // Far down the screen the carousel has no widgets; back at the top its new strip is
        // scrolled as the reader left it.
        scrollToEnd(controller, step: 20_000, limit: 50)
        XCTAssertFalse(carousel.isBuilt)
        controller.scrollProgrammatically(to: 0)
        GtkRuntime.drain(quietPeriod: 0.3)
        XCTAssertTrue(carousel.isBuilt)
        XCTAssertEqual(carousel.scroller!.hadjustment.value, left, accuracy: 1)
        XCTAssertTrue(carousel.cells.contains { $0.item.index > 3 }, "the cards in view are realised")
    } }

    func testStickyHeadersOfAThousandSectionsMakeCopiesOnlyInTheWindow() { onMain {
        let controller = Controller(components: mixed(1_000, sticky: true))
        let window = showInWindow(controller, width: 800, height: 600)
        defer { gtk_widget_destroy(window) }
        XCTAssertEqual(controller.stickyHeaders.pinned.count, 1_000)
        let made = controller.stickyHeaders.pinned.filter(\.isMade).count
        XCTAssertGreaterThan(made, 0)
        XCTAssertLessThan(made, 40, "a copy of a header is made only for a component with widgets")
        // Half way down, the section under the top of the viewport pins its header.
        controller.scrollProgrammatically(to: controller.scrollPosition.upper / 2)
        GtkRuntime.drain(quietPeriod: 0.1)
        let pinned = controller.stickyHeaders.pinned.filter { $0.isMade && $0.widget.isChildVisible }
        XCTAssertEqual(pinned.count, 1)
        XCTAssertLessThan(controller.stickyHeaders.pinned.filter(\.isMade).count, 40)
    } }

    func testInspectingWithAHeightDescribesComponentsOutsideTheWindowWithoutBuildingThem() { onMain {
        let renderer = HeadlessRenderer(controller: Controller(components: mixed(300)), width: 600, height: 400)
        let inspection = renderer.inspect()
        XCTAssertEqual(inspection.components.count, 300)
        let far = inspection.components[200]
        XCTAssertEqual(far.outsideWindow, true)
        XCTAssertEqual(far.gtkClass, "GtkFlowBox")
        XCTAssertEqual(far.scrollerClass, "GtkScrolledWindow", "a carousel's strip scrolls on its own")
        XCTAssertEqual(inspection.components[201].gtkClass, "GtkListBox")
        XCTAssertNil(inspection.components[201].scrollerClass)
        XCTAssertEqual(inspection.components[202].gtkClass, "GtkFlowBox")
        XCTAssertNil(inspection.components[202].scrollerClass)
        XCTAssertFalse(renderer.controller.components[200].isBuilt)
        XCTAssertTrue(inspection.text.contains("component 200 \"c200\" kind=carousel GtkFlowBox in GtkScrolledWindow outside the window: 0 of 3 items realised"),
                      inspection.text)
    } }
}
