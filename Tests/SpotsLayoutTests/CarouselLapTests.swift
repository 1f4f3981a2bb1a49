@testable import SpotsLayout
import SpotsModel
import XCTest

/// The arithmetic of a wrapping carousel's lap, without GTK.
final class CarouselLapTests: XCTestCase {
    /// Five 380 px columns, 10 px apart: a lap of 1950 px.
    private let lap = CarouselLap(columnStarts: [0, 390, 780, 1170, 1560], length: 1950, firstColumn: 0)

    func testStopsHaveNoEndAndGoRound() {
        XCTAssertEqual(lap.stops(paginate: .page, pageSize: 800), [0, 800, 1600])
        XCTAssertEqual(lap.stops(paginate: .item, pageSize: 800), [0, 390, 780, 1170, 1560])
        let pages = lap.stops(paginate: .page, pageSize: 800)
        XCTAssertEqual(lap.distance(to: pages, from: 1600, forward: true, here: false), 350, "on to the next lap")
        XCTAssertEqual(lap.distance(to: pages, from: 0, forward: false, here: false), -350, "back to the last page")
        XCTAssertEqual(lap.distance(to: pages, from: 1600, forward: true, here: true), 0)
        XCTAssertEqual(lap.distanceToNearest(of: pages, from: 1900), 50)
        XCTAssertEqual(lap.nearest(of: pages, to: 1900), 0)
    }

    func testRecentringKeepsTheModelOffsetOnScreen() {
        let recentred = lap.recentred(value: 1100, towards: 580, maximum: 1160)
        XCTAssertEqual(recentred.firstColumn, 1)
        XCTAssertEqual(recentred.value, 710)
        let moved = CarouselLap(columnStarts: lap.columnStarts, length: lap.length, firstColumn: recentred.firstColumn)
        XCTAssertEqual(moved.modelOffset(ofValue: recentred.value), lap.modelOffset(ofValue: 1100))
        XCTAssertEqual(lap.recentred(value: 580, towards: 580, maximum: 1160).firstColumn, 0, "already central")
    }
}
