import SpotsDiff
import SpotsModel
import XCTest

/// A component's `state` and its state items are part of the component: a change is one
/// in-place update; `collapsible` is structure: a change rebuilds the component.
final class StateDiffTests: XCTestCase {
    private let base = ComponentModel(identifier: "inbox", header: Item(title: "Inbox"), items: [Item(title: "a")])

    func testAStateChangeIsAnUpdateInPlace() {
        var loading = base
        loading.state = .loading
        let update = ComponentUpdate.compare(old: base, new: loading)
        XCTAssertEqual(update, ComponentUpdate(stateChanged: true))
        XCTAssertFalse(update.isEmpty)
        XCTAssertFalse(update.requiresReplacement)

        let screen = ScreenChangeset.compare(old: [base], new: [loading])
        XCTAssertEqual(screen.components.updates.count, 1)
        XCTAssertEqual(screen.componentUpdates[0]?.stateChanged, true)
    }

    func testAStateItemChangeIsAStateChangeAndItsIndexIsIgnored() {
        var old = base
        old.states.error = Item(title: "Offline")
        var new = old
        new.states.error?.index = 7
        XCTAssertTrue(ComponentUpdate.compare(old: old, new: new).isEmpty)
        new.states.error?.title = "Server error"
        XCTAssertEqual(ComponentUpdate.compare(old: old, new: new), ComponentUpdate(stateChanged: true))
        // Components without identifiers match by content, which now includes the state: paired into one update.
        old.identifier = nil
        new.identifier = nil
        let screen = ScreenChangeset.compare(old: [old], new: [new])
        XCTAssertEqual(screen.componentUpdates.count, 1)
        XCTAssertEqual(screen.componentUpdates.values.first?.stateChanged, true)
    }

    func testCollapsibleRebuildsButCollapsedDoesNot() {
        var collapsible = base
        collapsible.interaction.collapsible = true
        XCTAssertTrue(ComponentUpdate.compare(old: base, new: collapsible).requiresReplacement)
        var collapsed = collapsible
        collapsed.interaction.collapsed = true
        let update = ComponentUpdate.compare(old: collapsible, new: collapsed)
        XCTAssertFalse(update.requiresReplacement)
        XCTAssertTrue(update.interactionChanged)
    }
}
