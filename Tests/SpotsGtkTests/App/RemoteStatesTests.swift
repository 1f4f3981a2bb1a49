import CSpotsGtk
import Foundation
@testable import SpotsApp
@testable import SpotsGtk
import SpotsModel
import XCTest

/// Remote screens and pages in the window: skeleton rows while they load, the error state with
/// Retry when they fail (the error bar and problems keep the message).
final class RemoteStatesTests: GtkTestCase {
    private var cacheHome: TemporaryFolder!

    override func setUpWithError() throws {
        try super.setUpWithError()
        cacheHome = TemporaryFolder("spots-cache")
        setenv("XDG_CACHE_HOME", cacheHome.url.path, 1)
    }

    override func tearDown() {
        unsetenv("XDG_CACHE_HOME")
        cacheHome = nil
        super.tearDown()
    }

    @MainActor
    private func openWindow() -> ScreenWindow {
        let window = ScreenWindow(application: nil)
        window.present()
        return window
    }

    func testASlowRemoteScreenShowsSkeletonRowsUntilItArrives() throws { try onMain {
        let server = try HostileServer()
        let window = openWindow()
        defer { window.window.destroy() }
        window.open(.url(server.url("slow.json")))
        GtkRuntime.drain(quietPeriod: 0.05)
        XCTAssertEqual(window.visiblePage, "screen")
        XCTAssertEqual(window.placeholderState, .loading)
        let skeleton = try XCTUnwrap(window.controller.components.first?.stateParts)
        XCTAssertEqual(skeleton.skeletonRows.count, StateView.skeletonRowCount)
        XCTAssertTrue(skeleton.skeletonRows.allSatisfy(\.isMapped), "the rows are on screen")
        XCTAssertTrue(window.isSpinning, "and the spinner still turns")

        XCTAssertTrue(GtkRuntime.run(until: { window.controller.components.first?.cells.first?.item.title == "arrived late" }, timeout: 10),
                      window.errorMessage ?? "never arrived")
        XCTAssertNil(window.placeholderState)
        XCTAssertEqual(window.controller.models.map(\.identifier), ["late"])
        XCTAssertEqual(window.title, "Slow")
    } }

    func testAFailedRemoteScreenShowsItsErrorStateAndRetryLoadsItAgain() throws { try onMain {
        let server = try HostileServer()
        let window = openWindow()
        defer { window.window.destroy() }
        window.open(.url(server.url("missing.json")))
        XCTAssertTrue(GtkRuntime.run(until: { window.placeholderState == .error }, timeout: 10))
        XCTAssertTrue(window.errorMessage?.contains("404") ?? false, window.errorMessage ?? "")
        XCTAssertEqual(window.problems.count, 1)
        let component = try XCTUnwrap(window.controller.components.first)
        XCTAssertEqual(component.stateParts?.view.map { labels(in: $0.widget.pointer).first }, "This screen could not be opened")
        XCTAssertTrue(component.stateParts?.view.map { labels(in: $0.widget.pointer).contains { $0.contains("404") } } ?? false)
        let retry = try XCTUnwrap(component.stateParts?.retryButton)
        XCTAssertTrue(retry.isMapped)
        XCTAssertEqual(server.requestCount("/missing.json"), 1)

        retry.click()
        XCTAssertEqual(window.placeholderState, .loading, "skeleton rows while it loads again")
        XCTAssertTrue(GtkRuntime.run(until: { server.requestCount("/missing.json") == 2 && window.placeholderState == .error }, timeout: 10))
        XCTAssertFalse(window.controller.isRefreshing)
    } }

    func testTheNextPageShowsSkeletonRowsWhileItLoadsThenItsItems() throws { try onMain {
        let server = try HostileServer()
        let window = openWindow()
        defer { window.window.destroy() }
        window.open(.url(server.url("paged.json")))
        // The first page is short: the next one loads at once, skeleton rows after the first page.
        XCTAssertTrue(GtkRuntime.run(until: { window.placeholderState == .loading && window.controller.models.count == 2 }, timeout: 10))
        XCTAssertEqual(window.controller.models.first?.identifier, "first")
        XCTAssertEqual(window.controller.components.last?.displayedState, .loading)
        XCTAssertTrue(GtkRuntime.run(until: { window.controller.models.map(\.identifier) == ["first", "late"] }, timeout: 10),
                      "\(window.controller.models.map(\.identifier))")
        XCTAssertNil(window.placeholderState)
        XCTAssertEqual(window.controller.components.last?.cells.first?.item.title, "arrived late")
    } }

    func testAFailedPageShowsItsErrorStateAndRetryFetchesThatPage() throws { try onMain {
        let server = try HostileServer()
        let window = openWindow()
        defer { window.window.destroy() }
        window.open(.url(server.url("paged-broken.json")))
        XCTAssertTrue(GtkRuntime.run(until: { window.placeholderState == .error }, timeout: 10))
        XCTAssertEqual(window.controller.models.map(\.identifier), ["first", "spots-placeholder-page-error"])
        XCTAssertTrue(window.isErrorBarRevealed, "the warning bar still says why")
        XCTAssertTrue(window.errorMessage?.contains("The next page could not be loaded") ?? false)
        XCTAssertEqual(server.requestCount("/missing-page.json"), 1)
        let retry = try XCTUnwrap(window.controller.components.last?.stateParts?.retryButton)
        retry.click()
        XCTAssertTrue(GtkRuntime.run(until: { server.requestCount("/missing-page.json") == 2 && window.placeholderState == .error }, timeout: 10))
        XCTAssertEqual(window.controller.models.first?.identifier, "first", "the first page stays")
        XCTAssertEqual(window.controller.models.count, 2)
    } }
}
