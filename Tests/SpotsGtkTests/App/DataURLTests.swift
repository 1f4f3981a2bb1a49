import CSpotsGtk
import Foundation
@testable import SpotsApp
@testable import SpotsGtk
import SpotsModel
import XCTest

/// `"data-url"` in the real window: the elements are fetched after the screen shows, beside a
/// file screen or from a server, within a screen's limits; a 404, a body that is not an array and
/// a body that never ends are each a problem at the `data-url`, and the window never hangs.
final class DataURLTests: GtkTestCase {
    @MainActor
    private func shownTitles(_ window: ScreenWindow, component: Int) -> [String] {
        guard window.controller.components.indices.contains(component) else { return [] }
        let shown = window.controller.components[component]
        return (0..<shown.model.items.count).compactMap { shown.realisedCell(at: $0)?.item.title }
    }

    @MainActor
    private func window() -> ScreenWindow {
        let window = ScreenWindow(application: nil)
        window.window.setDefaultSize(width: 600, height: 700)
        window.present()
        return window
    }

    private static let fruits = #"[{"id": "a", "name": "Apple"}, {"id": "b", "name": "Banana"}]"#

    func testAFileBesideTheScreenFillsItsList() { onMain {
        let folder = TemporaryFolder("spots-data-url")
        folder.write(Self.fruits, to: "fruits.json")
        let path = folder.write(#"{"components": [{"data-url": "fruits.json", "template": {"title": "${it.name}"}}]}"#, to: "screen.json")
        let window = window()
        defer { window.window.destroy() }
        window.open(path: path)
        XCTAssertTrue(GtkRuntime.run(until: { self.shownTitles(window, component: 0) == ["Apple", "Banana"] }, timeout: 5),
                      "\(shownTitles(window, component: 0)) \(window.session.problems)")
        XCTAssertEqual(window.session.problems, [])
    } }

    func testAServersDataArrivesAndA404OrANonArrayIsAProblemAtItsDataURL() throws { try onMain {
        let site = TemporaryFolder("spots-data-url-site")
        let cacheHome = TemporaryFolder("spots-cache")
        setenv("XDG_CACHE_HOME", cacheHome.url.path, 1)
        defer { unsetenv("XDG_CACHE_HOME") }
        site.write(Self.fruits, to: "fruits.json")
        site.write(#"{"fruits": []}"#, to: "object.json")
        site.write("""
        {"components": [
          {"data-url": "fruits.json", "template": {"title": "${it.name}"}},
          {"data-url": "missing.json", "template": {"title": "${it.name}"}},
          {"data-url": "object.json", "template": {"title": "${it.name}"}},
          {"items": [{"title": "Still here"}]}]}
        """, to: "screen.json")
        let server = try LoopbackServer(serving: site.url)
        let window = window()
        defer { window.window.destroy() }
        window.open(.url(server.url("screen.json")))
        XCTAssertTrue(GtkRuntime.run(until: {
            self.shownTitles(window, component: 0) == ["Apple", "Banana"]
                && window.session.problems.filter { $0.path.hasSuffix("data-url") }.count == 2
        }, timeout: 10), "\(shownTitles(window, component: 0)) \(window.session.problems)")
        let screen = server.url("screen.json").absoluteString
        let problems = window.session.problems.filter { $0.path.hasSuffix("data-url") }.sorted { ($0.line ?? 0) < ($1.line ?? 0) }
        XCTAssertEqual(problems.map(\.description), [
            "\(screen):3:16: error: \"data-url\" \"missing.json\" gave no data: \(server.url("missing.json").absoluteString): error: the server answered 404 Not Found (at components[1].data-url)",
            "\(screen):4:16: error: \"data-url\" \"object.json\" gave no data: \(server.url("object.json").absoluteString):1:1: error: \"data-url\" needs a JSON array, not an object (at components[2].data-url)",
        ])
        XCTAssertEqual(shownTitles(window, component: 1), [])
        XCTAssertEqual(shownTitles(window, component: 3), ["Still here"], "the rest of the screen shows")
    } }

    func testBodiesThatNeverEndAreCutByTheLimits() throws { try onMain {
        let server = try HostileServer()
        let saved = RemoteScreenFetcher.defaultLimits
        RemoteScreenFetcher.defaultLimits = FetchLimits(maximumBodySize: 1024 * 1024, overallTimeout: 1.5, idleTimeout: 5)
        defer { RemoteScreenFetcher.defaultLimits = saved }
        let folder = TemporaryFolder("spots-data-url-endless")
        let path = folder.write(#"{"components": [{"data-url": "\#(server.url("endless").absoluteString)", "template": {"title": "${it.name}"}},"#
                                + #" {"data-url": "\#(server.url("trickle").absoluteString)", "template": {"title": "${it.name}"}},"#
                                + #" {"items": [{"title": "Here at once"}]}]}"#, to: "screen.json")
        let window = window()
        defer { window.window.destroy() }
        let started = Date()
        window.open(path: path)
        GtkRuntime.drain()
        XCTAssertEqual(shownTitles(window, component: 2), ["Here at once"], "the screen does not wait for its data")
        XCTAssertTrue(GtkRuntime.run(until: { window.session.problems.filter { $0.path.hasSuffix("data-url") }.count == 2 }, timeout: 10),
                      "\(window.session.problems)")
        XCTAssertLessThan(Date().timeIntervalSince(started), 5, "cut by the deadline")
        let messages = window.session.problems.map(\.message)
        XCTAssertTrue(messages.contains { $0.contains("the data is larger than 1 MB") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.contains("within 1.5 s") }, "\(messages)")
        XCTAssertNotNil(window.errorMessage)
    } }

    func testAReloadKeepsTheLastRowsUntilNewOnesArriveAndWhenTheFetchFails() { onMain {
        let folder = TemporaryFolder("spots-data-url-reload")
        folder.write(Self.fruits, to: "fruits.json")
        let path = folder.write(#"{"components": [{"data-url": "fruits.json", "template": {"title": "${it.name}"}}]}"#, to: "screen.json")
        let window = window()
        defer { window.window.destroy() }
        window.open(path: path)
        XCTAssertTrue(GtkRuntime.run(until: { self.shownTitles(window, component: 0) == ["Apple", "Banana"] }, timeout: 5))

        folder.write(#"[{"id": "a", "name": "Apple"}, {"id": "b", "name": "Banana"}, {"id": "c", "name": "Cherry"}]"#, to: "fruits.json")
        window.session.refresh()
        // Drawn by the reload itself, before the fetch could answer: no empty list in between.
        XCTAssertEqual(window.controller.components.first?.model.items.map { $0.presented().title }, ["Apple", "Banana"], "the last rows meanwhile")
        XCTAssertTrue(GtkRuntime.run(until: { self.shownTitles(window, component: 0) == ["Apple", "Banana", "Cherry"] }, timeout: 5),
                      "\(shownTitles(window, component: 0))")

        try? FileManager.default.removeItem(at: folder.url.appendingPathComponent("fruits.json"))
        window.session.refresh()
        XCTAssertTrue(GtkRuntime.run(until: { window.session.problems.contains { $0.path == "components[0].data-url" } }, timeout: 5),
                      "\(window.session.problems)")
        GtkRuntime.drain()
        XCTAssertEqual(shownTitles(window, component: 0), ["Apple", "Banana", "Cherry"], "a failed fetch keeps the rows")
        XCTAssertTrue(window.session.problems.contains { $0.path == "components[0].data-url" && $0.severity == .error && $0.message.contains("gave no data") },
                      "\(window.session.problems)")
        XCTAssertNotNil(window.errorMessage)
    } }

    func testElementsADataURLGivesWithTheSameIdentifierAreAWarningAtTheDataURL() { onMain {
        let folder = TemporaryFolder("spots-data-url-duplicates")
        folder.write(#"[{"id": "a", "name": "Apple"}, {"id": "b", "name": "Banana"}, {"id": "a", "name": "Avocado"}]"#, to: "fruits.json")
        let path = folder.write("""
        {"components": [
          {"data-url": "fruits.json", "template": {"title": "${it.name}"}}]}
        """, to: "screen.json")
        let window = window()
        defer { window.window.destroy() }
        window.open(path: path)
        XCTAssertTrue(GtkRuntime.run(until: { self.shownTitles(window, component: 0).count == 3 }, timeout: 5))
        GtkRuntime.drain()
        XCTAssertEqual(window.session.problems.map(\.description), [
            #"\#(path):2:16: warning: data[0] and data[2] have the same identifier a; each element needs its own "id" (or "identity") for the diff to tell them apart (at components[0].data-url)"#,
        ])
    } }

    func testInspectAndSnapshotShowTheRowsADataURLGives() throws {
        let folder = TemporaryFolder("spots-data-url-cli")
        folder.write(Self.fruits, to: "fruits.json")
        let path = folder.write(#"{"components": [{"data-url": "fruits.json", "template": {"title": "${it.name}"}},"#
                                + "\n" + #" {"data-url": "gone.json", "template": {"title": "${it.name}"}}]}"#, to: "screen.json")
        let inspected = try SpotsProcess.run(["inspect", path, "--width", "400"])
        XCTAssertEqual(inspected.status, 0, inspected.stderr)
        XCTAssertTrue(inspected.stdout.contains("Apple") && inspected.stdout.contains("Banana"), inspected.stdout)
        XCTAssertTrue(inspected.stderr.contains("\(path):2:15: warning: \"data-url\" \"gone.json\" gave no data"), inspected.stderr)
    }
}
