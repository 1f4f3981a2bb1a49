@testable import SpotsLayout
import SpotsModel
import XCTest

/// The reading order on its own, without GTK: a list whose second item nests a list and a grid,
/// an empty list, a carousel and a grid.
final class ReadingOrderTests: XCTestCase {
    @MainActor
    private static func screen(carouselEntry: Int? = nil) -> ReadingOrder {
        let nestedList = NavigableComponent(shape: .column, itemCount: 2)
        let nestedGrid = NavigableComponent(shape: .rows, itemCount: 3, itemsPerLine: 2)
        return ReadingOrder([
            NavigableComponent(shape: .column, itemCount: 3, nested: { $0 == 1 ? [nestedList, nestedGrid] : [] }),
            NavigableComponent(shape: .column, itemCount: 0),
            NavigableComponent(shape: .strip, itemCount: 4, entryItem: carouselEntry),
            NavigableComponent(shape: .rows, itemCount: 5, itemsPerLine: 2),
        ])
    }

    private static func at(_ pairs: (Int, Int)...) -> ReadingPosition {
        ReadingPosition(pairs.map { ReadingPosition.Step(component: $0.0, item: $0.1) })
    }

    func testNextVisitsItemsThenTheirNestedItemsAndSkipsEmptyComponents() { MainActor.assumeIsolated {
        let order = Self.screen()
        var walked: [String] = []
        var position = order.first
        while let current = position {
            walked.append(current.description)
            position = order.next(after: current)
        }
        XCTAssertEqual(walked, ["0.0", "0.1", "0.1/0.0", "0.1/0.1", "0.1/1.0", "0.1/1.1", "0.1/1.2", "0.2",
                                "2.0", "3.0", "3.1", "3.2", "3.3", "3.4"])
        XCTAssertEqual(order.last, Self.at((3, 4)))
        XCTAssertTrue(order.isLast(Self.at((3, 4))))
        XCTAssertFalse(order.isLast(Self.at((3, 3))))
    } }

    func testFirstAndLastAroundATopLevelComponent() { MainActor.assumeIsolated {
        let order = Self.screen(carouselEntry: 2)
        XCTAssertEqual(order.first(fromComponent: 1), Self.at((2, 2)), "past the empty list, into the carousel where it was left")
        XCTAssertEqual(order.first(fromComponent: 4), nil)
        XCTAssertEqual(order.last(beforeComponent: 2), Self.at((0, 2)))
        XCTAssertEqual(order.last(beforeComponent: 0), nil)
        XCTAssertEqual(order.last(beforeComponent: 1), Self.at((0, 2)))
    } }

    func testArrowsAcrossAreMirroredInRightToLeftText() {
        XCTAssertEqual([ArrowKey.left, .right, .up, .down].map { $0.mirrored(true) }, [.right, .left, .up, .down])
        XCTAssertEqual([ArrowKey.left, .right, .up, .down].map { $0.mirrored(false) }, [.left, .right, .up, .down])
    }

    func testPreviousIsNextBackwards() { MainActor.assumeIsolated {
        let order = Self.screen()
        var forward: [ReadingPosition] = []
        var position = order.first
        while let current = position {
            forward.append(current)
            position = order.next(after: current)
        }
        var backward: [ReadingPosition] = []
        position = order.last
        while let current = position {
            backward.append(current)
            position = order.previous(before: current)
        }
        XCTAssertEqual(backward, forward.reversed())
    } }

    func testListArrowsFollowTheReadingOrderAndSidewaysPasses() { MainActor.assumeIsolated {
        let order = Self.screen()
        XCTAssertEqual(order.move(.down, from: Self.at((0, 1))), .to(Self.at((0, 1), (0, 0))), "into the nested list")
        XCTAssertEqual(order.move(.up, from: Self.at((0, 1), (0, 0))), .to(Self.at((0, 1))), "back out to its item")
        XCTAssertEqual(order.move(.up, from: Self.at((0, 2))), .to(Self.at((0, 1), (1, 2))), "up into the last nested item")
        XCTAssertEqual(order.move(.up, from: Self.at((0, 0))), .stay, "the top of the screen")
        XCTAssertEqual(order.move(.left, from: Self.at((0, 0))), .pass)
        XCTAssertEqual(order.move(.right, from: Self.at((0, 1), (0, 1))), .pass)
        XCTAssertEqual(order.move(.down, from: Self.at((0, 2))), .to(Self.at((2, 0))), "over the empty list into the carousel")
    } }

    func testGridArrowsMoveByRowAndByItem() { MainActor.assumeIsolated {
        let order = Self.screen()
        XCTAssertEqual(order.move(.down, from: Self.at((3, 0))), .to(Self.at((3, 2))))
        XCTAssertEqual(order.move(.down, from: Self.at((3, 2))), .to(Self.at((3, 4))))
        XCTAssertEqual(order.move(.down, from: Self.at((3, 3))), .to(Self.at((3, 4))), "the short last row")
        XCTAssertEqual(order.move(.down, from: Self.at((3, 4))), .end)
        XCTAssertEqual(order.move(.up, from: Self.at((3, 3))), .to(Self.at((3, 1))))
        XCTAssertEqual(order.move(.up, from: Self.at((3, 1))), .to(Self.at((2, 0))), "up out of the grid into the carousel")
        XCTAssertEqual(order.move(.right, from: Self.at((3, 1))), .to(Self.at((3, 2))), "right wraps to the next row")
        XCTAssertEqual(order.move(.left, from: Self.at((3, 0))), .stay)
        XCTAssertEqual(order.move(.right, from: Self.at((3, 4))), .stay)
        // The nested grid: down by row, then out to the item after the one it is nested in.
        XCTAssertEqual(order.move(.down, from: Self.at((0, 1), (1, 1))), .to(Self.at((0, 1), (1, 2))))
        XCTAssertEqual(order.move(.down, from: Self.at((0, 1), (1, 2))), .to(Self.at((0, 2))))
        XCTAssertEqual(order.move(.up, from: Self.at((0, 1), (1, 0))), .to(Self.at((0, 1), (0, 1))), "up into the nested list before it")
    } }

    func testCarouselArrowsMoveThroughCardsAndUpDownLeave() { MainActor.assumeIsolated {
        let order = Self.screen()
        XCTAssertEqual(order.move(.right, from: Self.at((2, 0))), .to(Self.at((2, 1))))
        XCTAssertEqual(order.move(.right, from: Self.at((2, 3))), .stay)
        XCTAssertEqual(order.move(.left, from: Self.at((2, 1))), .to(Self.at((2, 0))))
        XCTAssertEqual(order.move(.left, from: Self.at((2, 0))), .stay)
        XCTAssertEqual(order.move(.down, from: Self.at((2, 2))), .to(Self.at((3, 0))))
        XCTAssertEqual(order.move(.up, from: Self.at((2, 2))), .to(Self.at((0, 2))))
        // Entering a carousel lands on its remembered card.
        XCTAssertEqual(Self.screen(carouselEntry: 2).move(.down, from: Self.at((0, 2))), .to(Self.at((2, 2))))
        XCTAssertEqual(Self.screen(carouselEntry: 2).move(.up, from: Self.at((3, 1))), .to(Self.at((2, 2))))
    } }

    func testACarouselOfTwoRowsMovesAlongARowAndDownToTheNext() { MainActor.assumeIsolated {
        // Six cards in two rows: GtkFlowBox fills row by row, 0 1 2 over 3 4 5.
        let order = ReadingOrder([NavigableComponent(shape: .strip, itemCount: 6, itemsPerLine: 2),
                                  NavigableComponent(shape: .column, itemCount: 1)])
        XCTAssertEqual(order.move(.right, from: Self.at((0, 1))), .to(Self.at((0, 2))))
        XCTAssertEqual(order.move(.right, from: Self.at((0, 2))), .stay, "the end of the first row")
        XCTAssertEqual(order.move(.left, from: Self.at((0, 3))), .stay, "the start of the second row")
        XCTAssertEqual(order.move(.down, from: Self.at((0, 1))), .to(Self.at((0, 4))))
        XCTAssertEqual(order.move(.down, from: Self.at((0, 4))), .to(Self.at((1, 0))))
        XCTAssertEqual(order.move(.up, from: Self.at((0, 4))), .to(Self.at((0, 1))))
        XCTAssertEqual(order.move(.up, from: Self.at((0, 1))), .stay)
    } }

    func testTabStopsAreTheComponentsWithItems() { MainActor.assumeIsolated {
        let order = Self.screen()
        XCTAssertEqual(order.tabStop(from: nil, forward: true), 0)
        XCTAssertEqual(order.tabStop(from: 0, forward: true), 2)
        XCTAssertEqual(order.tabStop(from: 2, forward: true), 3)
        XCTAssertNil(order.tabStop(from: 3, forward: true))
        XCTAssertEqual(order.tabStop(from: nil, forward: false), 3)
        XCTAssertEqual(order.tabStop(from: 2, forward: false), 0)
        XCTAssertNil(order.tabStop(from: 0, forward: false))
    } }

    func testPositionsNoLongerOnTheScreenMoveNowhere() { MainActor.assumeIsolated {
        let order = Self.screen()
        XCTAssertFalse(order.contains(Self.at((1, 0))), "the empty list has no item 0")
        XCTAssertFalse(order.contains(Self.at((0, 0), (0, 0))), "item 0 nests nothing")
        XCTAssertEqual(order.move(.down, from: Self.at((9, 0))), .pass)
        XCTAssertNil(order.next(after: Self.at((3, 7))))
    } }
}
