import SpotsModel
import XCTest

/// Size, meta, relations, children and accessibility share one box inside an item; they must
/// still read, write, compare and hash as separate fields did.
final class ItemDetailsTests: XCTestCase {
    private let plain = Item(identifier: 1, title: "Title", subtitle: "Subtitle")

    /// One copy of `plain` per rarely set field, each with only that field changed.
    private var variants: [(String, Item)] {
        var sized = plain
        sized.size = Size(height: 80)
        var withMeta = plain
        withMeta.meta["tag"] = .string("new")
        var related = plain
        related.relations["more"] = [Item(title: "Related")]
        var parent = plain
        parent.children = [ComponentModel(identifier: "nested")]
        var labelled = plain
        labelled.accessibility.label = "Read this"
        return [("size", sized), ("meta", withMeta), ("relations", related), ("children", parent), ("accessibility", labelled)]
    }

    func testItemsDifferingInOneRareFieldAreUnequalAndHashApart() {
        for (field, variant) in variants {
            XCTAssertNotEqual(variant, plain, field)
            XCTAssertNotEqual(variant.hashValue, plain.hashValue, field)
        }
        let all = variants.map(\.1)
        for first in all.indices {
            for second in all.indices where second != first {
                XCTAssertNotEqual(all[first], all[second], "\(variants[first].0) vs \(variants[second].0)")
            }
        }
    }

    func testEqualFieldsBuiltApartAreEqualAndHashAlike() {
        let built = Item(identifier: 1, title: "Title", subtitle: "Subtitle", size: Size(height: 80),
                         meta: ["tag": .string("new")], children: [ComponentModel(identifier: "nested")])
        var assigned = plain
        assigned.children.append(ComponentModel(identifier: "nested"))
        assigned.meta = ["tag": .string("new")]
        assigned.size.height = 80
        XCTAssertEqual(built, assigned)
        XCTAssertEqual(built.hashValue, assigned.hashValue)
        XCTAssertEqual(built.details, assigned.details)
    }

    func testFieldsSetBackToDefaultsEqualAnItemThatNeverHadThem() {
        for (field, variant) in variants {
            var restored = variant
            restored.size = .unspecified
            restored.meta = [:]
            restored.relations = [:]
            restored.children = []
            restored.accessibility = Accessibility()
            XCTAssertEqual(restored, plain, field)
            XCTAssertEqual(restored.hashValue, plain.hashValue, field)
            XCTAssertTrue(restored.details.isEmpty, field)
        }
    }

    func testWritingACopyLeavesTheOriginal() {
        var original = plain
        original.meta["tag"] = .string("old")
        original.size = Size(width: 10)
        var copy = original
        copy.meta["tag"] = .string("new")
        copy.relations["more"] = [plain]
        XCTAssertEqual(original.meta, ["tag": .string("old")])
        XCTAssertEqual(original.relations, [:])
        XCTAssertEqual(copy.meta, ["tag": .string("new")])
        XCTAssertEqual(copy.size, Size(width: 10), "the copy keeps the fields it did not write")
        XCTAssertEqual(copy.relations["more"], [plain])
        XCTAssertNotEqual(copy, original)
    }

    func testFieldsReadBackAsWritten() {
        var item = plain
        XCTAssertTrue(item.details.isEmpty)
        item.size = Size(width: 1, height: 2)
        item.meta["a"] = .number(1)
        item.meta["b"] = .bool(true)
        item.relations["r"] = [Item(title: "x")]
        item.children = [ComponentModel(identifier: "c")]
        item.accessibility = Accessibility(label: "L", role: .button)
        XCTAssertFalse(item.details.isEmpty)
        XCTAssertEqual(item.size, Size(width: 1, height: 2))
        XCTAssertEqual(item.meta, ["a": .number(1), "b": .bool(true)])
        XCTAssertEqual(item.relations["r"]?.first?.title, "x")
        XCTAssertEqual(item.children.map(\.identifier), ["c"])
        XCTAssertEqual(item.accessibility, Accessibility(label: "L", role: .button))
        XCTAssertEqual(item.title, "Title", "other fields untouched")
    }

    func testAPlainItemFitsIn72Bytes() {
        // The point of the boxes (details and extras): less to copy and free for every item of a
        // large list; a million two-line items in 72 MB, under GTK 4's 75 bytes a row.
        XCTAssertLessThanOrEqual(MemoryLayout<Item>.stride, 72)
    }

    private struct Stop: Error {}

    private static func change<Value>(_ value: inout Value, _ body: (inout Value) throws -> Void) rethrows {
        try body(&value)
    }

    /// A write that throws halfway keeps what it wrote, as with a stored field, and the item
    /// still compares by its values afterwards.
    func testAWriteThatThrowsKeepsWhatItWrote() {
        var item = plain
        XCTAssertThrowsError(try Self.change(&item.meta) { meta in
            meta["k"] = .null
            throw Stop()
        })
        XCTAssertEqual(item.meta, ["k": .null])
        XCTAssertNotEqual(item, plain)
        XCTAssertThrowsError(try Self.change(&item.meta) { meta in
            meta = [:]
            throw Stop()
        })
        XCTAssertEqual(item, plain)
        XCTAssertEqual(item.hashValue, plain.hashValue)
        XCTAssertTrue(item.details.isEmpty)
    }
}
