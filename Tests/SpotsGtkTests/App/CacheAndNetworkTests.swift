import CSpotsGtk
import Foundation
@testable import SpotsApp
import SpotsCache
import SpotsGtk
import SpotsModel
import XCTest

/// The view-state cache through the controller, and URL screens from a loopback server.
final class CacheAndNetworkTests: GtkTestCase {
    func testControllerShowsCachedComponentsBeforeTheFirstFrame() throws { try onMain {
        let folder = TemporaryFolder()
        var model = ComponentModel(identifier: "feed", items: (0..<10).map { Item(title: "Post \($0)") })
        model.amountOfItemsToCache = 3
        let first = Controller(cacheKey: "feed", cacheDirectory: folder.url)
        XCTAssertTrue(first.components.isEmpty)
        first.reloadIfNeeded([model])
        XCTAssertNoThrow(try first.cache())

        let second = Controller(cacheKey: "feed", cacheDirectory: folder.url)
        XCTAssertEqual(second.components.first?.cells.map(\.item.title), ["Post 0", "Post 1", "Post 2"],
                       "shown at construction, truncated to amountOfItemsToCache")
        XCTAssertNil(second.cacheWarning)

        let other = Controller(cacheKey: "other", cacheDirectory: folder.url)
        other.reloadIfNeeded([ComponentModel(items: [Item(title: "x")])])
        try? other.cache()
        XCTAssertNoThrow(try second.clear())
        XCTAssertTrue(Controller(cacheKey: "feed", cacheDirectory: folder.url).components.isEmpty, "cleared")
        XCTAssertFalse(Controller(cacheKey: "other", cacheDirectory: folder.url).components.isEmpty, "only its own key")
    } }

    func testCorruptCacheIsIgnoredWithAWarningAndReplaced() throws { try onMain {
        let folder = TemporaryFolder()
        let cache = ViewStateCache(key: "broken", directory: folder.url)
        try? FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: cache.fileURL.path, contents: Data("{ not json".utf8))
        let controller = Controller(cacheKey: "broken", cacheDirectory: folder.url)
        XCTAssertTrue(controller.components.isEmpty)
        XCTAssertNotNil(controller.cacheWarning)
        controller.reloadIfNeeded([ComponentModel(items: [Item(title: "fresh")])])
        XCTAssertNoThrow(try controller.cache())
        XCTAssertEqual(Controller(cacheKey: "broken", cacheDirectory: folder.url).components.first?.cells.first?.item.title, "fresh")
    } }

    func testURLScreenLoadsRefreshesAndStartsOfflineFromTheCache() throws { try onMain {
        let site = TemporaryFolder("spots-site")
        let cacheHome = TemporaryFolder("spots-cache")
        setenv("XDG_CACHE_HOME", cacheHome.url.path, 1)
        defer { unsetenv("XDG_CACHE_HOME") }
        site.write(#"{"title": "Remote", "components": [{"items": [{"title": "served"}]}]}"#, to: "screen.json")
        let server = try LoopbackServer(serving: site.url)
        let url = server.url("screen.json")

        let window = ScreenWindow(application: nil)
        defer { window.window.destroy() }
        window.present()
        window.open(ScreenSource(argument: url.absoluteString))
        XCTAssertTrue(window.isSpinning, "a spinner while the screen loads")
        XCTAssertTrue(GtkRuntime.run(until: { window.controller.components.first?.cells.first?.item.title == "served" }, timeout: 10),
                      window.errorMessage ?? "never loaded")
        GtkRuntime.run(until: { !window.isSpinning }, timeout: 5)
        XCTAssertEqual(window.title, "Remote")

        site.write(#"{"title": "Remote", "components": [{"items": [{"title": "served again"}]}]}"#, to: "screen.json")
        window.controller.refresh()
        XCTAssertTrue(GtkRuntime.run(until: { window.controller.components.first?.cells.first?.item.title == "served again" }, timeout: 10))
        XCTAssertTrue(GtkRuntime.run(until: { !window.controller.isRefreshing }, timeout: 5))

        server.stop()
        let offline = ScreenWindow(application: nil)
        defer { offline.window.destroy() }
        offline.present()
        offline.open(ScreenSource(argument: url.absoluteString))
        XCTAssertEqual(offline.controller.components.first?.cells.first?.item.title, "served again",
                       "the last state shows at once, before any network answer")
        XCTAssertTrue(GtkRuntime.run(until: { offline.isErrorBarRevealed }, timeout: 20), "the failed fetch is reported")
        XCTAssertEqual(offline.controller.components.first?.cells.first?.item.title, "served again", "and the cached screen stays")
    } }

    func testMissingURLScreenShowsTheServerAnswer() throws { try onMain {
        let site = TemporaryFolder("spots-site")
        let cacheHome = TemporaryFolder("spots-cache")
        setenv("XDG_CACHE_HOME", cacheHome.url.path, 1)
        defer { unsetenv("XDG_CACHE_HOME") }
        let server = try LoopbackServer(serving: site.url)
        let window = ScreenWindow(application: nil)
        defer { window.window.destroy() }
        window.present()
        window.open(.url(server.url("nothing-here.json")))
        XCTAssertTrue(GtkRuntime.run(until: { window.errorMessage != nil }, timeout: 10))
        XCTAssertTrue(window.errorMessage?.contains("404") ?? false, window.errorMessage ?? "")
        // The screen's error state (with Retry) says it, and the problems list keeps the message.
        XCTAssertEqual(window.visiblePage, "screen")
        XCTAssertEqual(window.placeholderState, .error)
    } }
}

extension CacheAndNetworkTests {
    func testRemoteImagesArriveWithoutBlocking() throws { try onMain {
        let site = TemporaryFolder("spots-site")
        site.write(#"<svg xmlns="http://www.w3.org/2000/svg" width="16" height="9"><rect width="16" height="9" fill="teal"/></svg>"#,
                   to: "pic.svg")
        let server = try LoopbackServer(serving: site.url)
        let items = [Item(title: "Remote", image: server.url("pic.svg").absoluteString),
                     Item(title: "Gone", image: server.url("missing.svg").absoluteString)]
        let model = ComponentModel(kind: .grid, layout: Layout(span: 2), items: items)
        let immediate = Controller(components: [model])
        let views = immediate.components[0].cells.compactMap { $0.view as? DefaultItemView }
        XCTAssertEqual(views.map(\.showsImagePlaceholder), [true, true], "placeholders at once: nothing waits for the network")
        let (renderer, _) = render([model])
        let arrived = GtkRuntime.run(until: { renderer.inspect().components[0].items[0].imagePlaceholder == false }, timeout: 10)
        XCTAssertTrue(arrived, "the remote image replaced the placeholder")
        GtkRuntime.run(until: { !renderer.controller.images.isFetching(items[1].image) }, timeout: 10)
        XCTAssertTrue(renderer.inspect().components[0].items[1].imagePlaceholder, "a 404 keeps the placeholder")
    } }
}
