import SpotsDiff
import SpotsModel
import XCTest

/// Changeset expectations in the style of Spots' own suite, on items.
final class ItemDiffTests: XCTestCase {
    private func item(_ title: String, id: ItemIdentifier? = nil, kind: String = "", height: Double? = nil) -> Item {
        Item(identifier: id, title: title, kind: kind, size: Size(height: height))
    }

    private func diff(_ old: [Item], _ new: [Item], file: StaticString = #filePath, line: UInt = #line) -> Changeset {
        let changeset = Diff.changeset(from: old, to: new)
        let problems = changesetProblems(changeset, old: old, new: new) { $0.isContentEqual(to: $1) }
        XCTAssert(problems.isEmpty, "\(changeset): \(problems)", file: file, line: line)
        return changeset
    }

    func testIdenticalArraysGiveNoChanges() {
        let items = [item("a"), item("b", id: 2), item("c")]
        let changeset = diff(items, items)
        XCTAssertTrue(changeset.isEmpty)
        XCTAssertEqual(changeset.changeCount, 0)
        XCTAssertEqual(changeset, Changeset())
    }

    func testIndexIsIgnored() {
        let old = [item("a"), item("b", id: 2)]
        var new = old
        new[0].index = 7
        new[1].index = 9
        XCTAssertTrue(diff(old, new).isEmpty)
    }

    func testAppendingGivesInsertions() {
        XCTAssertEqual(diff([item("a")], [item("a"), item("b"), item("c")]), Changeset(insertions: [1, 2]))
    }

    func testRemovingGivesDeletions() {
        XCTAssertEqual(diff([item("a"), item("b"), item("c")], [item("a")]), Changeset(deletions: [1, 2]))
    }

    func testTitleChangeOfIdentifierLessItemIsOneSoftUpdate() {
        let old = [item("a"), item("b"), item("c")]
        var new = old
        new[1].title = "B"
        let changeset = diff(old, new)
        XCTAssertEqual(changeset, Changeset(updates: [.init(from: 1, to: 1)]))
        XCTAssertEqual(ItemChange.classify(old: old[1], new: new[1]), .soft)
    }

    func testSizeChangeIsOneMediumUpdate() {
        for id in [nil, ItemIdentifier.number(1)] {
            let old = [item("a"), item("b", id: id, height: 40), item("c")]
            var new = old
            new[1].size.height = 80
            XCTAssertEqual(diff(old, new), Changeset(updates: [.init(from: 1, to: 1)]))
            XCTAssertEqual(ItemChange.classify(old: old[1], new: new[1]), .medium)
        }
    }

    func testKindChangeOfIdentifiedItemIsOneHardUpdate() {
        let old = [item("a", id: 1), item("b", id: 2, kind: "card"), item("c", id: 3)]
        var new = old
        new[1].kind = "banner"
        XCTAssertEqual(diff(old, new), Changeset(updates: [.init(from: 1, to: 1)]))
        XCTAssertEqual(ItemChange.classify(old: old[1], new: new[1]), .hard)
    }

    /// Decision: an identifier-less item whose kind changed is another item that cannot pair
    /// (`canPair` needs the same kind): one deletion and one insertion, i.e. its view is replaced.
    func testKindChangeOfIdentifierLessItemIsDeletionAndInsertion() {
        let old = [item("a"), item("b", kind: "card"), item("c")]
        var new = old
        new[1].kind = "banner"
        XCTAssertEqual(diff(old, new), Changeset(deletions: [1], insertions: [1]))
    }

    func testClassifyPrefersHardOverMedium() {
        XCTAssertEqual(ItemChange.classify(old: item("a", kind: "x", height: 1), new: item("b", kind: "y", height: 2)), .hard)
        XCTAssertEqual(ItemChange.classify(old: item("a", height: 1), new: item("b", height: 2)), .medium)
        XCTAssertEqual(ItemChange.classify(old: item("a"), new: item("b")), .soft)
    }

    func testReversingThreeIdentifiedItemsGivesMovesOnly() {
        let old = [item("a", id: 1), item("b", id: 2), item("c", id: 3)]
        let changeset = diff(old, old.reversed())
        XCTAssertTrue(changeset.deletions.isEmpty)
        XCTAssertTrue(changeset.insertions.isEmpty)
        XCTAssertTrue(changeset.updates.isEmpty)
        XCTAssertEqual(changeset.moves.count, 2)
    }

    func testReversingIdentifierLessItemsGivesMovesOnly() {
        let old = (0..<10).map { item("title \($0)") }
        let changeset = diff(old, old.reversed())
        XCTAssertEqual(changeset.moves.count, 9)
        XCTAssertEqual(changeset.changeCount, 9)
    }

    func testInsertingAtTheFrontOfAThousandIsOneInsertion() {
        for identified in [false, true] {
            let old = (0..<1_000).map { item("title \($0)", id: identified ? .number($0) : nil) }
            let new = [item("new", id: identified ? .number(-1) : nil)] + old
            XCTAssertEqual(diff(old, new), Changeset(insertions: [0]))
        }
    }

    func testOneEditInTenThousandIsOneUpdate() {
        for identified in [false, true] {
            let old = (0..<10_000).map { item("title \($0)", id: identified ? .string("id\($0)") : nil) }
            var new = old
            new[6_789].title = "edited"
            XCTAssertEqual(diff(old, new), Changeset(updates: [.init(from: 6_789, to: 6_789)]))
        }
    }

    func testMovingOneItemIsOneMove() {
        let old = (0..<100).map { item("title \($0)", id: .number($0)) }
        var new = old
        new.append(new.removeFirst())
        XCTAssertEqual(diff(old, new), Changeset(moves: [.init(from: 0, to: 99)]))
    }

    func testMovedAndEditedItemIsMoveAndUpdate() {
        let old = (0..<5).map { item("title \($0)", id: .number($0)) }
        var new = old
        var moved = new.remove(at: 4)
        moved.title = "edited"
        new.insert(moved, at: 1)
        let changeset = diff(old, new)
        XCTAssertEqual(changeset.moves, [.init(from: 4, to: 1)])
        XCTAssertEqual(changeset.updates, [.init(from: 4, to: 1)])
        XCTAssertEqual(changeset.changeCount, 2)
    }

    // MARK: - Duplicates

    func testDuplicateIdentifiersDoNotCrashAndAreReported() {
        let old = [item("one", id: 1), item("two", id: 2)]
        let new = [item("one", id: 1), item("five", id: 5), item("five again", id: 5), item("two", id: 2)]
        let changeset = diff(old, new)
        XCTAssertEqual(changeset.insertions, [1, 2])
        XCTAssertEqual(changeset.duplicates, [2])
        XCTAssertEqual(Diff.duplicateIndexes(in: new), [2])
    }

    func testLaterDuplicateIsANewIdentity() {
        let old = [item("five", id: 5), item("six", id: 6)]
        let new = [item("six", id: 6), item("five", id: 5), item("five again", id: 5)]
        let changeset = diff(old, new)
        XCTAssertEqual(changeset.duplicates, [2])
        XCTAssertEqual(changeset.insertions, [2])
        XCTAssertEqual(changeset.moves.count, 1)
        XCTAssertTrue(changeset.deletions.isEmpty)
    }

    func testDuplicatesInOldAreDeleted() {
        let old = [item("x"), item("five", id: 5), item("five again", id: 5), item("y")]
        let new = [item("y"), item("five", id: 5)]
        let changeset = diff(old, new)
        XCTAssertEqual(changeset.deletions, [0, 2])
        XCTAssertTrue(changeset.duplicates.isEmpty)
    }

    /// `duplicates` covers the part of `new` the diff examined; an unchanged run needs no edit.
    func testDuplicatesInsideTheUnchangedPrefixAreNotExamined() {
        let items = [item("five", id: 5), item("five again", id: 5)]
        XCTAssertTrue(diff(items, items).isEmpty)
        XCTAssertEqual(Diff.duplicateIndexes(in: items), [1])
    }

    func testIdenticalIdentifierLessItemsAreHandled() {
        let placeholder = item("Loading…")
        let old = [placeholder, placeholder, placeholder]
        XCTAssertEqual(diff(old, old + [placeholder]), Changeset(insertions: [3]))
        XCTAssertEqual(diff(old, [placeholder]), Changeset(deletions: [1, 2]))
        _ = diff(old, [item("a"), placeholder, item("b"), placeholder])
    }

    // MARK: - Pairing: "same position"

    func testPairingAccountsForInsertionsBeforeTheEdit() {
        let old = [item("A"), item("B"), item("X"), item("C")]
        let new = [item("Z"), item("A"), item("B"), item("X edited"), item("C")]
        XCTAssertEqual(diff(old, new), Changeset(insertions: [0], updates: [.init(from: 2, to: 3)]))
    }

    func testPairingIsByRankInsideAGap() {
        let old = [item("a"), item("x1"), item("x2"), item("b")]
        let new = [item("a"), item("y1"), item("b")]
        XCTAssertEqual(diff(old, new), Changeset(deletions: [2], updates: [.init(from: 1, to: 1)]))
        let grown = [item("a"), item("y1"), item("y2"), item("y3"), item("b")]
        XCTAssertEqual(
            diff(old, grown),
            Changeset(insertions: [3], updates: [.init(from: 1, to: 1), .init(from: 2, to: 2)])
        )
    }

    func testPairingNeedsTheSameKind() {
        let old = [item("a"), item("x", kind: "card"), item("y", kind: "card"), item("b")]
        let new = [item("a"), item("p", kind: "banner"), item("q", kind: "card"), item("b")]
        // Rank 0 cannot pair (card / banner); rank 1 can.
        XCTAssertEqual(diff(old, new), Changeset(deletions: [1], insertions: [1], updates: [.init(from: 2, to: 2)]))
    }

    func testPairingDoesNotCrossAnUnmovedItem() {
        let old = [item("x"), item("a"), item("b")]
        let new = [item("a"), item("b"), item("y")]
        // x is before a, y after b: different gaps, so no pair.
        XCTAssertEqual(diff(old, new), Changeset(deletions: [0], insertions: [2]))
    }

    func testPairingIgnoresMovesInsideTheGap() {
        let old = [item("A"), item("X"), item("B"), item("C")]
        let new = [item("A"), item("C"), item("X edited"), item("B")]
        let changeset = diff(old, new)
        XCTAssertEqual(changeset.moves, [.init(from: 3, to: 1)])
        XCTAssertEqual(changeset.updates, [.init(from: 1, to: 2)])
        XCTAssertTrue(changeset.deletions.isEmpty && changeset.insertions.isEmpty)
    }

    func testIdentifierChangeInPlaceIsAnUpdate() {
        let old = [item("a", id: 1), item("b", id: 2), item("c", id: 3)]
        var new = old
        new[1].identifier = 20
        XCTAssertEqual(diff(old, new), Changeset(updates: [.init(from: 1, to: 1)]))
    }

    // MARK: - Identity

    func testItemIdentity() {
        XCTAssertEqual(item("a", id: 1).differenceIdentifier, item("b", id: 1).differenceIdentifier)
        XCTAssertNotEqual(item("a").differenceIdentifier, item("b").differenceIdentifier)
        var indexed = item("a")
        indexed.index = 3
        XCTAssertEqual(indexed.differenceIdentifier, item("a").differenceIdentifier)
        XCTAssertEqual(indexed.differenceIdentifier.hashValue, item("a").differenceIdentifier.hashValue)
        XCTAssertTrue(indexed.isContentEqual(to: item("a")))
        XCTAssertFalse(item("a", id: 1).isContentEqual(to: item("a", id: 2)))
        XCTAssertTrue(item("a", kind: "k").canPair(with: item("b", kind: "k")))
        XCTAssertFalse(item("a", kind: "k").canPair(with: item("a", kind: "j")))
    }

    func testNestedContentCountsForIdentity() {
        var old = item("a")
        old.meta = ["badge": .string("new")]
        old.children = [ComponentModel(items: [item("nested")])]
        var new = old
        new.children[0].items[0].title = "nested edited"
        XCTAssertEqual(diff([old], [new]), Changeset(updates: [.init(from: 0, to: 0)]))
        new = old
        new.meta["badge"] = .string("old")
        XCTAssertEqual(diff([old], [new]), Changeset(updates: [.init(from: 0, to: 0)]))
        XCTAssertTrue(diff([old], [old]).isEmpty)
    }

    /// Size, meta, relations, children and accessibility share one box in an item: a change to
    /// any one of them alone is still an update, and still changes an identifier-less item's identity.
    func testEachBoxedFieldCountsAlone() {
        let base = item("a", id: 1)
        var edits: [(String, (inout Item) -> Void)] = [
            ("size", { $0.size.width = 5 }),
            ("meta", { $0.meta["k"] = .null }),
            ("relations", { $0.relations["r"] = [] }),
            ("children", { $0.children.append(ComponentModel()) }),
            ("accessibility", { $0.accessibility.hidden = true }),
        ]
        edits.append(("all back to defaults", { $0.size = Size(); $0.meta = [:] }))
        for (field, edit) in edits {
            var edited = base
            edit(&edited)
            let expected = field == "all back to defaults" ? Changeset() : Changeset(updates: [.init(from: 0, to: 0)])
            XCTAssertEqual(diff([base], [edited]), expected, field)
            var anonymous = edited
            anonymous.identifier = nil
            var plain = base
            plain.identifier = nil
            XCTAssertEqual(anonymous.differenceIdentifier == plain.differenceIdentifier, field == "all back to defaults", field)
        }
    }

    /// Text, image, kind and action share the other box, compared as one value: each counts alone,
    /// and two boxes with the same contents are the same content.
    func testEachExtrasFieldCountsAlone() {
        let base = item("a", id: 1)
        let edits: [(String, (inout Item) -> Void)] = [
            ("text", { $0.text = "t" }), ("image", { $0.image = "i.png" }),
            ("kind", { $0.kind = "card" }), ("action", { $0.action = "open:x" }),
            ("empty action", { $0.action = "" }),
        ]
        for (field, edit) in edits {
            var edited = base
            edit(&edited)
            XCTAssertEqual(diff([base], [edited]), Changeset(updates: [.init(from: 0, to: 0)]), field)
            XCTAssertEqual(ItemChange.classify(old: base, new: edited), field == "kind" ? .hard : .soft, field)
            var again = base
            edit(&again) // a box of its own, equal contents
            XCTAssertTrue(diff([edited], [again]).isEmpty, field)
            var hasher = Hasher(), otherHasher = Hasher()
            edited.hashContent(into: &hasher)
            again.hashContent(into: &otherHasher)
            XCTAssertEqual(hasher.finalize(), otherHasher.finalize(), field)
            var anonymous = edited, plain = base
            anonymous.identifier = nil
            plain.identifier = nil
            XCTAssertNotEqual(anonymous.differenceIdentifier, plain.differenceIdentifier, field)
        }
    }
}
