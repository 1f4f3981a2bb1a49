import XCTest
@testable import SpotsModel

/// The fields few items and components set stay out of line: every card with a size or meta
/// had a box of 496 bytes, and every copy of a component's model took 664.
final class ModelSizeTests: XCTestCase {
    func testTheBoxOfAnItemWithSizeAndMetaIsSmall() {
        XCTAssertLessThanOrEqual(MemoryLayout<ItemDetails.Values>.size, 64)
    }

    func testAComponentModelIsSmall() {
        XCTAssertLessThanOrEqual(MemoryLayout<ComponentModel>.stride, 320)
    }

    func testRareFieldsStillReadAndWriteAsBefore() {
        var item = Item(title: "t", size: Size(height: 4), meta: ["a": .string("1")])
        XCTAssertEqual(item.size.height, 4)
        item.children = [ComponentModel(items: [Item(title: "child")])]
        XCTAssertEqual(item.children.first?.items.first?.title, "child")
        var copy = item
        copy.accessibility.label = "named"
        XCTAssertNil(item.accessibility.label)
        XCTAssertNotEqual(item, copy)
        copy.accessibility.label = nil
        XCTAssertEqual(item, copy)
        XCTAssertEqual(item.hashValue, copy.hashValue)
        item.children = []
        item.size = Size.unspecified
        item.meta = [:]
        XCTAssertTrue(item.details.isEmpty)

        var component = ComponentModel(footer: Item(title: "f"), meta: ["style": .string("s")], state: .loading)
        var other = component
        other.states.empty = Item(title: "nothing")
        XCTAssertNil(component.states.empty)
        XCTAssertNotEqual(component, other)
        other.states.empty = nil
        XCTAssertEqual(component, other)
        XCTAssertEqual(component.hashValue, other.hashValue)
        component.footer = nil
        component.meta = [:]
        component.state = nil
        XCTAssertTrue(component.extras.isEmpty)
        XCTAssertEqual(component, ComponentModel())
    }
}
