import CSpotsGtk
@testable import SpotsApp
import SpotsGtk
import XCTest

/// `PlacedColumn`: children laid out, listed and drawn in the order it is given, while their
/// CSS nodes stay in the order they were added, so GTK does not style a moved child again.
final class PlacedColumnTests: GtkTestCase {
    func testAMovedChildIsLaidOutInItsNewPlaceWithItsCSSNodeLeftWhereItWas() { onMain {
        let window = Window()
        defer { window.destroy() }
        let column = PlacedColumn()
        column.styleClasses.insert("placed-probe")
        let labels = ["First", "Second", "Third"].map { Label($0) }
        for label in labels { column.add(label) }
        window.add(column)
        // A style that depends on the CSS node's position: the first node is 40 px tall.
        let probe = CssProvider()
        probe.load(".placed-probe > label:first-child { min-height: 40px; }")
        probe.install(priority: CssProvider.applicationPriority)
        defer { probe.uninstall() }
        window.showAll()
        GtkRuntime.drain(quietPeriod: 0.1)
        XCTAssertEqual(labels[0].allocation.height, 40)
        XCTAssertEqual(labels[0].allocation.y, 0)

        // The third is laid out first, then the first and the second.
        column.move(labels[2], after: nil)
        GtkRuntime.drain(quietPeriod: 0.1)
        XCTAssertEqual(column.childPointers, [labels[2].pointer, labels[0].pointer, labels[1].pointer])
        XCTAssertEqual(labels[2].allocation.y, 0)
        XCTAssertEqual(labels[0].allocation.y, labels[2].allocation.height)
        XCTAssertEqual(labels[1].allocation.y, labels[0].allocation.y + labels[0].allocation.height)
        // Its CSS node did not move: the first label is still the first node, the third is not.
        XCTAssertEqual(labels[0].allocation.height, 40)
        XCTAssertLessThan(labels[2].allocation.height, 40)

        // Back after the second; a hidden child takes no room and a removed one leaves the order.
        column.move(labels[2], after: labels[1].pointer)
        labels[1].hide()
        GtkRuntime.drain(quietPeriod: 0.1)
        XCTAssertEqual(column.childPointers, labels.map(\.pointer))
        XCTAssertEqual(labels[2].allocation.y, 40)
        XCTAssertNil(column.child(after: labels[2].pointer))
        XCTAssertEqual(column.child(after: labels[0].pointer), labels[1].pointer)
        column.remove(labels[1])
        XCTAssertEqual(column.childPointers, [labels[0].pointer, labels[2].pointer])
        XCTAssertEqual(column.accessibleObject?.role, .filler, "read as the box it stands for")
    } }

    /// A screen's scroller asks its content for its height without a width at every layout and
    /// uses it for nothing: a column filling it answers from its allocation, and measures its
    /// children only for its width and the heights at a width its viewport lays it out with.
    func testAColumnFillingAScrollerAnswersItsHeightWithoutAWidthFromItsAllocation() { onMain {
        let window = Window()
        defer { window.destroy() }
        window.setDefaultSize(width: 300, height: 200)
        let scroller = ScrolledWindow()
        scroller.setPolicy(horizontal: .external, vertical: .automatic)
        let column = PlacedColumn()
        // A wrapping text far taller than the window at its width; without a width, a label
        // answers its height on one line.
        let tall = Label(String(repeating: "a few words that wrap ", count: 60))
        tall.wraps = true
        let short = Label("Short")
        column.add(short)
        column.add(tall)
        scroller.add(column)
        window.add(scroller)
        window.showAll()
        GtkRuntime.drain(quietPeriod: 0.1)
        XCTAssertLessThan(column.preferredHeight().natural, column.allocation.height / 4,
                          "without the mode: the children's own heights without a width")
        let width = column.preferredWidth()

        column.fillsScroller = true
        GtkRuntime.drain(quietPeriod: 0.1)
        let allocation = column.allocation
        XCTAssertEqual(column.preferredHeight().minimum, 0)
        XCTAssertEqual(column.preferredHeight().natural, allocation.height)
        XCTAssertEqual(column.preferredWidth().minimum, width.minimum, "its width is measured as ever")
        XCTAssertEqual(column.preferredWidth().natural, width.natural)
        // Laid out as before: the scroller's width, the wrapped text's height at it, scrollable.
        XCTAssertLessThanOrEqual(allocation.width, 300)
        XCTAssertEqual(allocation.height, column.preferredHeight(forWidth: allocation.width).natural)
        XCTAssertGreaterThan(allocation.height, 200)
        XCTAssertEqual(tall.allocation.y, short.allocation.height)
        XCTAssertEqual(scroller.vadjustment.upper, Double(allocation.height))
    } }
}
