import SpotsModel
import XCTest

/// Text, image, kind and action share one box inside an item (none when all are empty); they must
/// still read, write, compare and hash as separate fields did.
final class ItemExtrasTests: XCTestCase {
    private let plain = Item(identifier: 1, title: "Title", subtitle: "Subtitle")

    private var variants: [(String, Item)] {
        var withText = plain
        withText.text = "Body"
        var withImage = plain
        withImage.image = "a.png"
        var withKind = plain
        withKind.kind = "card"
        var withAction = plain
        withAction.action = "open:next.json"
        return [("text", withText), ("image", withImage), ("kind", withKind), ("action", withAction)]
    }

    func testItemsDifferingInOneFieldAreUnequalAndHashApart() {
        XCTAssertTrue(plain.extras.isEmpty)
        for (field, variant) in variants {
            XCTAssertFalse(variant.extras.isEmpty, field)
            XCTAssertNotEqual(variant, plain, field)
            XCTAssertNotEqual(variant.hashValue, plain.hashValue, field)
            XCTAssertEqual(variant.title, "Title", field)
        }
        let all = variants.map(\.1)
        for first in all.indices {
            for second in all.indices where first != second { XCTAssertNotEqual(all[first], all[second]) }
        }
    }

    func testEqualValuesInSeparateBoxesAreEqual() {
        let one = Item(title: "T", text: "x", image: "i.png", kind: "card", action: "a")
        var other = Item(title: "T")
        other.action = "a"
        other.kind = "card"
        other.image = "i.png"
        other.text = "x"
        XCTAssertEqual(one, other)
        XCTAssertEqual(one.hashValue, other.hashValue)
    }

    func testACopyIsNotChangedByWritesToTheOriginal() {
        var original = Item(title: "T", image: "a.png")
        let copy = original
        original.image = "b.png"
        original.text = "more"
        XCTAssertEqual(copy.image, "a.png")
        XCTAssertEqual(copy.text, "")
        XCTAssertEqual(original.image, "b.png")
    }

    func testClearingEveryFieldDropsTheBox() {
        var item = Item(title: "T", text: "x", action: "a")
        item.text = ""
        XCTAssertFalse(item.extras.isEmpty, "the action is still there")
        item.action = nil
        XCTAssertTrue(item.extras.isEmpty)
        XCTAssertEqual(item, Item(title: "T"))
        item.kind = ""
        XCTAssertTrue(item.extras.isEmpty, "writing empty over empty makes no box")
    }

    func testTheIndexKeepsAnyPositionAList() {
        var item = Item(index: 1_000_000)
        XCTAssertEqual(item.index, 1_000_000)
        item.index = Int(Int32.max)
        XCTAssertEqual(item.index, Int(Int32.max))
        item.index += 1
        XCTAssertEqual(item.index, Int(Int32.max), "past what an item array can hold it stays at the most")
    }
}
