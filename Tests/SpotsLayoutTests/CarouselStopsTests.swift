@testable import SpotsLayout
import SpotsModel
import XCTest

/// The arithmetic of where a carousel may rest, without GTK.
final class CarouselStopsTests: XCTestCase {
    func testPagesItemsAndTheEnd() {
        let pages = CarouselStops(paginate: .page, pageSize: 800, maximum: 1160, columnStarts: [])
        XCTAssertEqual(pages.positions, [0, 800, 1160])
        let exact = CarouselStops(paginate: .disabled, pageSize: 500, maximum: 1000, columnStarts: [])
        XCTAssertEqual(exact.positions, [0, 500, 1000], "the end is not counted twice")
        let items = CarouselStops(paginate: .item, pageSize: 800, maximum: 1160, columnStarts: [0, 390, 780, 1170, 1560])
        XCTAssertEqual(items.positions, [0, 390, 780, 1160], "columns past the end rest at the end")
        XCTAssertEqual(CarouselStops(paginate: .page, pageSize: 800, maximum: 0, columnStarts: []).positions, [0],
                       "nothing to scroll: one stop")
    }

    func testSettlingFollowsTheGesture() {
        let stops = CarouselStops(positions: [0, 390, 780, 1160])
        XCTAssertEqual(stops.settle(from: 0, at: 20), 390)
        XCTAssertEqual(stops.settle(from: 390, at: 370), 0)
        XCTAssertEqual(stops.settle(from: 390, at: 779), 780)
        XCTAssertEqual(stops.settle(from: 780, at: 780), 780)
        XCTAssertEqual(stops.settle(from: 0, at: 1160), 1160)
        XCTAssertEqual(stops.neighbour(of: 1160, forward: true, wrapping: false), nil)
        XCTAssertEqual(stops.neighbour(of: 1160, forward: true, wrapping: true), 0)
        XCTAssertEqual(stops.neighbour(of: 0, forward: false, wrapping: true), 1160)
        XCTAssertEqual(stops.neighbour(of: 500, forward: false, wrapping: false), 390)
        XCTAssertEqual(stops.nearest(to: 1000), 3)
    }
}
