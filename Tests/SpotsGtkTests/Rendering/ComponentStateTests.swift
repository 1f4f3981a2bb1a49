import CSpotsGtk
import Foundation
@testable import SpotsApp
@testable import SpotsGtk
import SpotsModel
import XCTest

/// Component states in a real window: the empty item, skeleton rows while loading, the error
/// item with Retry; a state change through the diff is one update of that component.
final class ComponentStateTests: GtkTestCase {
    @MainActor
    private final class Refresher: RefreshDelegate {
        var requests = 0
        func controllerDidRequestRefresh(_ controller: Controller, completion: @escaping @MainActor () -> Void) {
            requests += 1
            completion()
        }
    }

    @MainActor
    private func stateTitle(_ component: Component) -> String? {
        component.stateParts?.view.map { labels(in: $0.widget.pointer).first ?? "" }
    }

    func testAnEmptyComponentShowsItsEmptyItemOrTheBuiltInOne() { onMain {
        let declared = ComponentModel(identifier: "inbox", states: ComponentStates(empty: Item(title: "No mail", subtitle: "All caught up")))
        let shown = ComponentModel(identifier: "shown", layout: Layout(showEmptyComponent: true))
        let hidden = ComponentModel(identifier: "hidden")
        let controller = Controller(components: [declared, shown, hidden])
        let window = showInWindow(controller, width: 500, height: 500)
        defer { gtk_widget_destroy(window) }
        let (inbox, builtIn, quiet) = (controller.components[0], controller.components[1], controller.components[2])
        XCTAssertEqual(inbox.displayedState, .empty)
        XCTAssertEqual(stateTitle(inbox), "No mail")
        XCTAssertEqual(labels(in: inbox.stateParts!.widget.pointer).prefix(2), ["No mail", "All caught up"])
        XCTAssertTrue(gtk_widget_get_mapped(inbox.stateParts!.widget.pointer) != 0, "on screen")
        XCTAssertGreaterThan(inbox.stateParts!.widget.allocatedHeight, 20)
        XCTAssertFalse(inbox.bodyBox.isVisible, "no empty list box under it")
        XCTAssertEqual(builtIn.displayedState, .empty)
        XCTAssertEqual(stateTitle(builtIn), "Nothing here yet")
        XCTAssertEqual(quiet.displayedState, .content, "empty without an empty item: hidden, as in Spots")
        XCTAssertNil(quiet.stateParts)

        // Items arrive: the content replaces the empty state, in place.
        var filled = controller.models
        filled[0].items = [Item(title: "Hello")]
        controller.reloadIfNeeded(filled)
        GtkRuntime.drain(quietPeriod: 0.03)
        XCTAssertEqual(controller.lastUpdate.componentsUpdated, 1)
        XCTAssertEqual(controller.lastUpdate.componentsCreated, 0)
        XCTAssertEqual(inbox.displayedState, .content)
        XCTAssertFalse(inbox.stateParts!.widget.isVisible)
        XCTAssertTrue(inbox.bodyBox.isVisible)
        XCTAssertEqual(inbox.cells.map(\.item.title), ["Hello"])
    } }

    func testAStateChangeThroughTheDiffIsOneComponentUpdateAndSwapsTheContent() { onMain {
        let items = (0..<10_000).map { Item(identifier: .number($0), title: "Row \($0)") }
        let model = ComponentModel(identifier: "feed", items: items)
        let controller = Controller(components: [model, ComponentModel(identifier: "other", items: [Item(title: "x")])])
        let window = showInWindow(controller, width: 500, height: 500)
        defer { gtk_widget_destroy(window) }
        let feed = controller.components[0]
        XCTAssertGreaterThan(feed.cellCount, 5)

        var loading = controller.models
        loading[0].state = .loading
        controller.reloadIfNeeded(loading)
        GtkRuntime.drain(quietPeriod: 0.03)
        XCTAssertEqual(controller.lastUpdate.componentsUpdated, 1, "\(controller.lastUpdate)")
        XCTAssertEqual(controller.lastUpdate.componentsCreated + controller.lastUpdate.componentsDestroyed, 0)
        XCTAssertTrue(controller.components[0] === feed, "the same component, updated in place")
        XCTAssertEqual(feed.displayedState, .loading)
        XCTAssertEqual(feed.stateParts?.skeletonRows.count, StateView.skeletonRowCount)
        XCTAssertTrue(feed.stateParts!.skeletonRows.allSatisfy { $0.isMapped && $0.allocatedHeight > 20 })
        XCTAssertEqual(feed.cellCount, 0, "the 10,000 items wait in the model without widgets")
        XCTAssertEqual(feed.itemCount, 10_000)
        XCTAssertLessThan(feed.widget.allocatedHeight, 400, "only the skeleton takes room")

        controller.reloadIfNeeded([model, controller.models[1]])
        GtkRuntime.drain(quietPeriod: 0.03)
        XCTAssertEqual(controller.lastUpdate.componentsUpdated, 1)
        XCTAssertEqual(feed.displayedState, .content)
        XCTAssertGreaterThan(feed.cellCount, 5, "back to the items, windowed")
        XCTAssertLessThan(feed.cellCount, 100)
        XCTAssertEqual(feed.cells.first?.item.title, "Row 0")
        XCTAssertFalse(feed.stateParts!.widget.isVisible)
    } }

    func testTheErrorStatesRetryAsksForAReload() { onMain {
        var model = ComponentModel(identifier: "feed", state: .error,
                                   states: ComponentStates(error: Item(title: "Offline", subtitle: "No network")))
        let controller = Controller(components: [model])
        let refresher = Refresher()
        controller.refreshDelegate = refresher
        let window = showInWindow(controller, width: 500, height: 500)
        defer { gtk_widget_destroy(window) }
        let feed = controller.components[0]
        XCTAssertEqual(stateTitle(feed), "Offline")
        let retry = try! XCTUnwrap(feed.stateParts?.retryButton)
        XCTAssertTrue(retry.isMapped)
        XCTAssertEqual(labels(in: retry.pointer), ["Retry"])
        retry.click()
        XCTAssertEqual(refresher.requests, 1, "Retry reloads through the refresh delegate")

        // An app may handle Retry itself (the next page, say).
        var retried: [String?] = []
        controller.onRetry = { retried.append($0.model.identifier) }
        retry.click()
        XCTAssertEqual(retried, ["feed"])
        XCTAssertEqual(refresher.requests, 1)

        // The built-in error item when the screen declares none.
        model.states = ComponentStates()
        controller.reloadIfNeeded([model])
        XCTAssertEqual(controller.lastUpdate.componentsUpdated, 1)
        XCTAssertEqual(stateTitle(feed), "This could not be loaded")
        XCTAssertNotNil(feed.stateParts?.retryButton)
    } }

    func testInspectShowsTheStateAndWhereItsItemIs() { onMain {
        let inbox = ComponentModel(identifier: "inbox", header: Item(title: "Inbox"),
                                   states: ComponentStates(empty: Item(title: "No mail")))
        let loading = ComponentModel(identifier: "feed", items: [Item(title: "hidden")], state: .loading)
        let (_, inspection) = render([inbox, loading])
        let empty = inspection.components[0]
        XCTAssertEqual(empty.state, "empty")
        XCTAssertEqual(empty.stateItem?.title, "No mail")
        // Below the header, inside the state box's 1 px border.
        XCTAssertEqual(empty.stateItem?.frame.y, empty.header!.frame.y + empty.header!.frame.height + 1)
        XCTAssertEqual(inspection.components[1].state, "loading")
        XCTAssertEqual(inspection.components[1].items.count, 0, "the item waits without widgets")
        XCTAssertTrue(inspection.text.contains(#"state item "No mail" DefaultItemView"#), inspection.text)
        XCTAssertNil(inspection.components[0].collapsed)
    } }
}
