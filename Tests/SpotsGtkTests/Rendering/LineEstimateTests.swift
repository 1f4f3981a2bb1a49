import CSpotsGtk
@testable import SpotsGtk
import SpotsModel
import XCTest

/// Lines not measured yet are estimated again from what was measured: all alike while every
/// item has one kind and no size of its own, item by item once one differs.
final class LineEstimateTests: GtkTestCase {
    private func list(_ count: Int) -> [ComponentModel] {
        [ComponentModel(identifier: "long", kind: .list,
                        items: (0..<count).map { Item(identifier: .number($0), title: "Item \($0)", subtitle: "Subtitle \($0)") })]
    }

    func testAnItemThatDiffersKeepsItsOwnEstimate() { onMain {
        let controller = Controller(components: list(5_000))
        let window = showInWindow(controller, width: 600, height: 600)
        defer { gtk_widget_destroy(window) }
        let lines = controller.components[0].window
        let measured = (0..<lines.heights.count).first { lines.heights.isMeasured($0) }!
        XCTAssertFalse(lines.heights.isMeasured(4_000))

        _ = lines.reestimateUnmeasuredLines()
        XCTAssertEqual(lines.heights.height(of: 4_000), lines.heights.height(of: measured), accuracy: 0.5,
                       "one kind: every line is estimated as the measured ones")

        // Off-screen: only the model changes.
        var sized = controller.components[0].model.items[4_000]
        sized.size = Size(height: 333)
        var kinded = controller.components[0].model.items[4_001]
        kinded.kind = "card"
        controller.update(sized, index: 4_000)
        controller.update(kinded, index: 4_001)
        _ = lines.reestimateUnmeasuredLines()
        XCTAssertEqual(lines.heights.height(of: 4_000), 333, accuracy: 2, "its own height (and a list row's border)")
        XCTAssertEqual(lines.heights.height(of: 4_002), lines.heights.height(of: measured), accuracy: 0.5)
        XCTAssertFalse(lines.heights.isMeasured(4_001))
    } }
}
