import SpotsDiff
import XCTest

/// The reference semantics of `Changeset.apply(to:new:)`, on hand-written changesets.
final class ChangesetTests: XCTestCase {
    func testApplyRemovesPlacesAndUpdates() {
        let old = ["a", "b", "c", "d"]
        let new = ["D", "a", "x", "c"]
        let changeset = Changeset(
            deletions: [1],
            insertions: [2],
            moves: [.init(from: 3, to: 0)],
            updates: [.init(from: 3, to: 0)]
        )
        XCTAssertEqual(changeset.apply(to: old, new: new), new)
        XCTAssertEqual(changeset.changeCount, 4, "a moved and updated element counts twice")
        XCTAssertFalse(changeset.isEmpty)
    }

    func testMoveTargetsTakeTheOldElementUnlessUpdated() {
        let changeset = Changeset(moves: [.init(from: 1, to: 0)])
        XCTAssertEqual(changeset.apply(to: ["a", "b"], new: ["B", "a"]), ["b", "a"])
    }

    func testEmptyChangesetKeepsEverything() {
        XCTAssertEqual(Changeset().apply(to: [1, 2, 3], new: [1, 2, 3]), [1, 2, 3])
        XCTAssertTrue(Changeset(duplicates: [1]).isEmpty, "duplicates alone are not a change")
    }

    func testDescriptionNamesTheChanges() {
        XCTAssertEqual(Changeset().description, "Changeset(empty)")
        XCTAssertEqual(
            Changeset(deletions: [1], moves: [.init(from: 2, to: 0)]).description,
            "Changeset(deletions: [1], moves: [\"2->0\"])"
        )
    }

    func testDiffOfDefaultConformingValues() {
        let old: [Token] = ["a", "b", "c"]
        let new: [Token] = ["c", "a", "b", "d"]
        let changeset = Diff.changeset(from: old, to: new)
        XCTAssertEqual(changeset, Changeset(insertions: [3], moves: [.init(from: 2, to: 0)]))
        XCTAssertEqual(changeset.apply(to: old, new: new), new)
    }
}
