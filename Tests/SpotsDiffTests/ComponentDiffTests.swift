import SpotsDiff
import SpotsModel
import XCTest

final class ComponentDiffTests: XCTestCase {
    private func component(
        _ identifier: String? = nil, kind: ComponentKind = .list, titles: [String] = ["a", "b", "c"]
    ) -> ComponentModel {
        ComponentModel(
            identifier: identifier,
            kind: kind,
            header: Item(title: "Header"),
            items: titles.enumerated().map { Item(index: $0, title: $1) }
        )
    }

    /// A variable change presents the screen again: the components it did not touch keep the
    /// same items (one array); comparing them must not walk 1,000,000 items on every change.
    func testComponentsSharingTheirItemsCompareWithoutWalkingThem() {
        let long = ComponentModel(identifier: "long", items: (0..<1_000_000).map { Item(index: $0, title: "Item \($0)") })
        let old = [component("counter", titles: ["Count: 0"]), long]
        var new = old
        new[0].items[0].title = "Count: 1"
        let clock = ContinuousClock()
        let start = clock.now
        let changes = ScreenChangeset.compare(old: old, new: new)
        let elapsed = clock.now - start
        XCTAssertEqual(Array(changes.componentUpdates.keys), [0], "only the counter changed")
        XCTAssertEqual(changes.componentUpdates[0]?.itemChanges.count, 1)
        // Walking the items takes over 100 ms in a debug build; sharing them, microseconds.
        XCTAssertLessThan(elapsed, .milliseconds(20))
    }

    /// A session that knows what it touched: the changes found comparing only the touched
    /// components, and only their items between the untouched ends, are the full diff's.
    func testComparingTheTouchedComponentsGivesTheFullDiff() {
        let titles = (0..<50).map { "Item \($0)" }
        let old = [component("counter", titles: ["Count: 0"]), component("list", titles: titles), component(titles: ["x"])]
        func check(_ change: (inout [ComponentModel]) -> Void, _ touched: TouchedComponents, line: UInt = #line) {
            var new = old
            change(&new)
            for index in new.indices { for item in new[index].items.indices { new[index].items[item].index = item } }
            XCTAssertEqual(ScreenChangeset.compare(old: old, new: new, touched: touched), ScreenChangeset.compare(old: old, new: new), line: line)
        }
        check({ $0[0].items[0].title = "Count: 1" }, TouchedComponents([0: .all]))
        check({ $0[1].items[7].title = "Seven" }, TouchedComponents([1: .init(prefix: 7, suffix: 42)]))
        check({ $0[1].items.insert(contentsOf: [Item(title: "A"), Item(title: "B")], at: 3) }, TouchedComponents([1: .init(prefix: 3, suffix: 47)]))
        check({ $0[1].items.remove(at: 49) }, TouchedComponents([1: .init(prefix: 49, suffix: 0)]))
        check({ $0[1].items[2].title = "Two"; $0[1].items.remove(at: 40) }, TouchedComponents([1: .init(prefix: 2, suffix: 9)]))
        check({ $0[2].items[0].title = "y"; $0[1].header = Item(title: "New header") },
              TouchedComponents([1: .init(prefix: 50, suffix: 50), 2: .all]))
        // The components no longer line up: the full diff decides.
        check({ $0.remove(at: 0) }, TouchedComponents([0: .all]))
        check({ $0[0].identifier = "other" }, TouchedComponents([0: .all]))
        check({ _ in }, TouchedComponents([1: .init(prefix: 5, suffix: 5)]))
    }

    // MARK: - ComponentUpdate

    func testIdenticalComponentsGiveAnEmptyUpdate() {
        let update = ComponentUpdate.compare(old: component("a"), new: component("a"))
        XCTAssertTrue(update.isEmpty)
        XCTAssertEqual(update, ComponentUpdate())
    }

    func testKindChangeRequiresReplacement() {
        let update = ComponentUpdate.compare(old: component("a"), new: component("a", kind: .grid))
        XCTAssertTrue(update.requiresReplacement)
        XCTAssertTrue(update.items.isEmpty)
        XCTAssertTrue(update.itemChanges.isEmpty)
        XCTAssertFalse(update.isEmpty)
    }

    func testLayoutChangeRequiresReplacement() {
        var new = component("a", titles: ["a", "x"])
        new.layout.span = 3
        let update = ComponentUpdate.compare(old: component("a"), new: new)
        XCTAssertTrue(update.requiresReplacement)
        XCTAssertTrue(update.items.isEmpty, "no item diff for a replaced component")
    }

    func testIdentifierChangeRequiresReplacement() {
        XCTAssertTrue(ComponentUpdate.compare(old: component("a"), new: component("b")).requiresReplacement)
        XCTAssertTrue(ComponentUpdate.compare(old: component(nil), new: component("b")).requiresReplacement)
    }

    func testHeaderChangeIsHeaderChangedOnly() {
        var new = component("a")
        new.header?.title = "Other header"
        let update = ComponentUpdate.compare(old: component("a"), new: new)
        XCTAssertEqual(update, ComponentUpdate(headerChanged: true))
        XCTAssertFalse(update.isEmpty)
    }

    func testHeaderIndexIsIgnored() {
        var new = component("a")
        new.header?.index = 4
        new.index = 2
        XCTAssertTrue(ComponentUpdate.compare(old: component("a"), new: new).isEmpty)
    }

    func testEachFieldHasItsFlag() {
        let old = component("a")
        var new = old
        new.footer = Item(title: "Footer")
        XCTAssertEqual(ComponentUpdate.compare(old: old, new: new), ComponentUpdate(footerChanged: true))
        new = old
        new.meta = ["style": .string("dark")]
        XCTAssertEqual(ComponentUpdate.compare(old: old, new: new), ComponentUpdate(metaChanged: true))
        new = old
        new.interaction.paginate = .page
        XCTAssertEqual(ComponentUpdate.compare(old: old, new: new), ComponentUpdate(interactionChanged: true))
        new = old
        new.size = Size(height: 200)
        XCTAssertEqual(ComponentUpdate.compare(old: old, new: new), ComponentUpdate(sizeChanged: true))
        new = old
        new.amountOfItemsToCache = 10
        XCTAssertEqual(ComponentUpdate.compare(old: old, new: new), ComponentUpdate(amountOfItemsToCacheChanged: true))
    }

    func testItemTitleChangeIsOneSoftItemUpdate() {
        let update = ComponentUpdate.compare(old: component("a"), new: component("a", titles: ["a", "B", "c"]))
        XCTAssertFalse(update.requiresReplacement)
        XCTAssertEqual(update.items, Changeset(updates: [.init(from: 1, to: 1)]))
        XCTAssertEqual(update.itemChanges, [1: .soft])
    }

    func testItemChangesAreKeyedByNewIndex() {
        let old = component("a")
        var new = component("a", titles: ["z", "a", "b", "c"])
        new.items[3].kind = "card"                      // identifier-less kind change: replaced
        new.items[2].size.height = 50                   // size change of "b": paired medium update
        let update = ComponentUpdate.compare(old: old, new: new)
        XCTAssertEqual(update.items.insertions, [0, 3])
        XCTAssertEqual(update.items.deletions, [2])
        XCTAssertEqual(update.items.updates, [.init(from: 1, to: 2)])
        XCTAssertEqual(update.itemChanges, [2: .medium])
    }

    // MARK: - ScreenChangeset

    func testIdenticalScreensAreEmpty() {
        let screen = [component("a"), component(nil, kind: .grid), component("c")]
        var renumbered = screen
        for index in renumbered.indices { renumbered[index].index = index + 10 }
        let changes = ScreenChangeset.compare(old: screen, new: renumbered)
        XCTAssertTrue(changes.isEmpty)
        XCTAssertTrue(changes.componentUpdates.isEmpty)
    }

    func testComponentsReorderedByIdentifierGiveMoves() {
        let old = [component("a"), component("b"), component("c")]
        let changes = ScreenChangeset.compare(old: old, new: [old[2], old[0], old[1]])
        XCTAssertEqual(changes.components, Changeset(moves: [.init(from: 2, to: 0)]))
        XCTAssertTrue(changes.componentUpdates.isEmpty, "moved but unchanged components need no update")
    }

    func testKindChangeOfIdentifiedComponentIsAReplacingUpdate() {
        let old = [component("a"), component("b"), component("c")]
        var new = old
        new[1].kind = .carousel
        let changes = ScreenChangeset.compare(old: old, new: new)
        XCTAssertEqual(changes.components, Changeset(updates: [.init(from: 1, to: 1)]))
        XCTAssertEqual(changes.componentUpdates.keys.sorted(), [1])
        XCTAssertEqual(changes.componentUpdates[1]?.requiresReplacement, true)
    }

    func testItemEditInIdentifierLessComponentIsPairedIntoAnUpdate() {
        let old = [component(nil), component(nil, kind: .grid, titles: ["g"])]
        var new = old
        new[0].items[2].title = "C"
        let changes = ScreenChangeset.compare(old: old, new: new)
        XCTAssertEqual(changes.components, Changeset(updates: [.init(from: 0, to: 0)]))
        guard let update = changes.componentUpdates[0] else { return XCTFail("no update for component 0") }
        XCTAssertFalse(update.requiresReplacement)
        XCTAssertEqual(update.itemChanges, [2: .soft])
    }

    func testKindChangeOfIdentifierLessComponentIsDeletionAndInsertion() {
        let old = [component(nil), component(nil, kind: .grid, titles: ["g"])]
        var new = old
        new[0].kind = .carousel
        let changes = ScreenChangeset.compare(old: old, new: new)
        XCTAssertEqual(changes.components, Changeset(deletions: [0], insertions: [0]))
        XCTAssertTrue(changes.componentUpdates.isEmpty)
    }

    func testComponentsInsertedDeletedAndUpdatedTogether() {
        let old = [component("a"), component("b"), component("c")]
        var edited = old[2]
        edited.header = nil
        let new = [component("new"), old[0], edited]
        let changes = ScreenChangeset.compare(old: old, new: new)
        XCTAssertEqual(changes.components.insertions, [0])
        XCTAssertEqual(changes.components.deletions, [1])
        XCTAssertEqual(changes.components.updates, [.init(from: 2, to: 2)])
        XCTAssertEqual(changes.componentUpdates, [2: ComponentUpdate(headerChanged: true)])
        let problems = changesetProblems(changes.components, old: old, new: new) { $0.isContentEqual(to: $1) }
        XCTAssert(problems.isEmpty, "\(problems)")
    }

    func testEveryComponentUpdateIsNonEmpty() {
        for seed in UInt64(50_001)...50_300 {
            var random = SplitMix64(seed: seed)
            let titles = ["a", "b", "c", "d"]
            func randomComponent() -> ComponentModel {
                var model = component(
                    random.chance(0.5) ? ["x", "y", "z"][random.int(0..<3)] : nil,
                    kind: [.list, .grid][random.int(0..<2)],
                    titles: (0..<random.int(0..<4)).map { _ in titles[random.int(0..<titles.count)] }
                )
                if random.chance(0.3) { model.header = nil }
                if random.chance(0.2) { model.layout.span = 2 }
                return model
            }
            let old = (0..<random.int(0..<5)).map { _ in randomComponent() }
            let new = (0..<random.int(0..<5)).map { _ in randomComponent() }
            let changes = ScreenChangeset.compare(old: old, new: new)
            let problems = changesetProblems(changes.components, old: old, new: new) { $0.isContentEqual(to: $1) }
            XCTAssert(problems.isEmpty, "seed \(seed): \(problems)")
            XCTAssertEqual(Set(changes.componentUpdates.keys), Set(changes.components.updates.map(\.to)), "seed \(seed)")
            for (index, update) in changes.componentUpdates {
                XCTAssertFalse(update.isEmpty, "seed \(seed): empty update at \(index)")
                XCTAssertEqual(Set(update.itemChanges.keys), Set(update.items.updates.map(\.to)), "seed \(seed)")
            }
        }
    }

    func testComponentIdentity() {
        XCTAssertEqual(component("a").differenceIdentifier, component("a", kind: .grid).differenceIdentifier)
        var renumbered = component(nil)
        renumbered.index = 5
        renumbered.items[0].index = 9
        XCTAssertEqual(renumbered.differenceIdentifier, component(nil).differenceIdentifier)
        XCTAssertEqual(renumbered.differenceIdentifier.hashValue, component(nil).differenceIdentifier.hashValue)
        XCTAssertTrue(renumbered.isContentEqual(to: component(nil)))
        XCTAssertNotEqual(component(nil).differenceIdentifier, component(nil, titles: ["a"]).differenceIdentifier)
        XCTAssertFalse(component(nil).canPair(with: component(nil, kind: .grid)))
    }
}
