import CSpotsGtk
import Foundation
@testable import SpotsApp
@testable import SpotsGtk
import SpotsModel
import XCTest

/// Data-bound lists and patches in the real window: only realised rows are bound, an `append`
/// action adds one row through the diff, and `open-patch:` applies a patch from a file or a
/// server, all or nothing.
final class DataAndPatchTests: GtkTestCase {
    @MainActor
    private func shownTitles(_ window: ScreenWindow, component: Int) -> [String] {
        // Another screen (a failure) may have none: an empty list, not a crash.
        guard window.controller.components.indices.contains(component) else { return [] }
        let shown = window.controller.components[component]
        return (0..<shown.model.items.count).compactMap { shown.realisedCell(at: $0)?.item.title }
    }

    @MainActor
    private func open(_ path: String) -> ScreenWindow {
        let window = ScreenWindow(application: nil)
        window.window.setDefaultSize(width: 600, height: 500)
        window.present()
        window.open(path: path)
        GtkRuntime.drain()
        return window
    }

    @MainActor
    private func activate(_ window: ScreenWindow, component: Int, item: Int) {
        window.controller.focus(ReadingPosition((component, item)))
        GtkRuntime.drain()
        pressKey(GDK_KEY_Return, in: window.window.pointer)
        GtkRuntime.drain()
    }

    func testAHundredThousandElementListBindsOnlyTheRowsOnScreen() { onMain {
        let folder = TemporaryFolder("spots-data")
        let elements = (0..<100_000).map { #"{"id": \#($0), "name": "Row \#($0)"}"# }.joined(separator: ",")
        let path = folder.write(#"{"components": [{"data": [\#(elements)], "template": {"title": "${it.name}", "subtitle": "No. ${index}"}}]}"#,
                                to: "big.json")
        let window = open(path)
        defer { window.window.destroy() }
        let list = window.controller.components[0]
        XCTAssertEqual(list.model.items.count, 100_000)
        XCTAssertGreaterThan(list.cellCount, 0)
        XCTAssertLessThan(list.cellCount, 100, "rows are made for the window only")
        XCTAssertEqual(list.realisedCell(at: 0)?.item.title, "Row 0")
        XCTAssertEqual(list.realisedCell(at: 1)?.item.subtitle, "No. 1")
        XCTAssertEqual(list.model.items[50_000].title, "${it.name}", "an unrealised row is not bound")
        XCTAssertNil(window.errorMessage)
    } }

    func testEnterOnAnAppendActionAddsOneRowAndTouchesNoOther() { onMain {
        let window = open(Repository.path("Data/examples/data-bound.json").path)
        defer { window.window.destroy() }
        XCTAssertEqual(shownTitles(window, component: 0), ["Apple", "Banana", "Cherries", "Dates"])
        XCTAssertEqual(window.controller.components[0].realisedCell(at: 1)?.item.subtitle, "Not ripe yet", "the second template")
        let rows = window.controller.components[0].cells.map(\.container.pointer)
        activate(window, component: 1, item: 0)
        XCTAssertTrue(GtkRuntime.run(until: { self.shownTitles(window, component: 0).count == 5 }, timeout: 2))
        XCTAssertEqual(shownTitles(window, component: 0).last, "New fruit 1")
        XCTAssertEqual(window.controller.components[0].model.header?.title, "Fruit (5)")
        let update = window.controller.lastUpdate
        XCTAssertEqual(update.created, 1, "one row for the new element: \(update)")
        XCTAssertEqual(update.destroyed + update.moved + update.componentsCreated + update.componentsDestroyed, 0, "\(update)")
        XCTAssertEqual(Array(window.controller.components[0].cells.map(\.container.pointer).prefix(4)), rows, "the rows before stay")
        activate(window, component: 1, item: 0)
        XCTAssertTrue(GtkRuntime.run(until: { self.shownTitles(window, component: 0).last == "New fruit 2" }, timeout: 2))
    } }

    func testOpenPatchAppliesALocalPatchAndAFailedOneChangesNothing() { onMain {
        let folder = TemporaryFolder("spots-patch")
        folder.write(#"{"patch": [{"identifier": "price", "item": {"title": "Price: 4.20"}}, {"remove": "old"}], "variables": {"n": 2}}"#,
                     to: "good.json")
        folder.write(#"{"patch": [{"identifier": "price", "item": {"title": "Never"}},"# + "\n" + #"  {"remove": "missing"}]}"#,
                     to: "bad.json")
        let path = folder.write(#"""
        {"variables": {"n": 1}, "components": [{"items": [
          {"identifier": "price", "title": "Price: 3.90"}, {"identifier": "old", "title": "Old offer"}, {"title": "n = ${n}"},
          {"title": "Update", "action": "open-patch:good.json"}, {"title": "Break", "action": "open-patch:bad.json"}]}]}
        """#, to: "shop.json")
        let window = open(path)
        defer { window.window.destroy() }
        activate(window, component: 0, item: 4)
        XCTAssertEqual(shownTitles(window, component: 0), ["Price: 3.90", "Old offer", "n = 1", "Update", "Break"], "all or nothing")
        XCTAssertEqual(window.session.problems.last?.description,
                       "\(folder.url.path)/bad.json:2:3: error: the screen has no item or component \"missing\"; the patch is not applied (at patch[1])")
        XCTAssertNotNil(window.errorMessage)
        activate(window, component: 0, item: 3)
        XCTAssertTrue(GtkRuntime.run(until: { self.shownTitles(window, component: 0).first == "Price: 4.20" }, timeout: 2))
        XCTAssertEqual(shownTitles(window, component: 0), ["Price: 4.20", "n = 2", "Update", "Break"])
        XCTAssertEqual(window.controller.lastUpdate.destroyed, 1, "\(window.controller.lastUpdate)")
        XCTAssertEqual(window.controller.lastUpdate.created, 0, "\(window.controller.lastUpdate)")
    } }

    func testOpenPatchOnARemoteScreenAppliesTheServersPatch() throws { try onMain {
        let site = TemporaryFolder("spots-patch-site")
        let cacheHome = TemporaryFolder("spots-cache")
        setenv("XDG_CACHE_HOME", cacheHome.url.path, 1)
        defer { unsetenv("XDG_CACHE_HOME") }
        site.write(#"{"components": [{"identifier": "news", "items": [{"identifier": 1, "title": "Old news"},"#
                   + #" {"title": "More", "action": "open-patch:more.json"}]}]}"#, to: "screen.json")
        site.write(#"{"patch": [{"insert-after": 1, "items": [{"identifier": 2, "title": "Fresh news"}]}]}"#, to: "more.json")
        let server = try LoopbackServer(serving: site.url)
        let window = ScreenWindow(application: nil)
        defer { window.window.destroy() }
        window.present()
        window.open(.url(server.url("screen.json")))
        XCTAssertTrue(GtkRuntime.run(until: { !window.isSpinning && window.controller.components.first?.cellCount == 2 }, timeout: 10))
        activate(window, component: 0, item: 1)
        XCTAssertTrue(GtkRuntime.run(until: { self.shownTitles(window, component: 0) == ["Old news", "Fresh news", "More"] }, timeout: 10),
                      "\(shownTitles(window, component: 0)) \(window.errorMessage ?? "")")
        XCTAssertEqual(server.requestCount("/more.json"), 1)
    } }

    func testAServerAnsweringAnOpenWithAPatchChangesTheScreenInsteadOfNavigating() throws { try onMain {
        let site = TemporaryFolder("spots-patch-response")
        let cacheHome = TemporaryFolder("spots-cache")
        setenv("XDG_CACHE_HOME", cacheHome.url.path, 1)
        defer { unsetenv("XDG_CACHE_HOME") }
        site.write(#"""
        {"components": [{"items": [
          {"identifier": "price", "title": "Price: 3.90"},
          {"title": "Update", "action": "open:update"},
          {"title": "Break", "action": "open:broken"},
          {"title": "Local", "action": "open:local"}]}]}
        """#, to: "shop.json")
        site.write(#"{"patch": [{"identifier": "price", "item": {"title": "Price: 4.20"}}]}"#, to: "update")
        site.write(#"{"patch": [{"identifier": "price", "item": {"title": "Never"}},"# + "\n" + #" {"remove": "missing"}]}"#, to: "broken")
        site.write(#"{"patch": [{"identifier": "price","# + "\n" + #" "item": {"title": "Secret", "image": "file:///etc/hostname"}}]}"#,
                   to: "local")
        let server = try LoopbackServer(serving: site.url)
        let window = ScreenWindow(application: nil)
        defer { window.window.destroy() }
        window.window.setDefaultSize(width: 600, height: 500)
        window.present()
        window.open(.url(server.url("shop.json")))
        XCTAssertTrue(GtkRuntime.run(until: { !window.isSpinning && window.controller.components.first?.cellCount == 4 }, timeout: 10))
        let original = ["Price: 3.90", "Update", "Break", "Local"]

        // A broken patch: the screen stays as it was, with the problem at its line and column.
        activate(window, component: 0, item: 2)
        XCTAssertTrue(GtkRuntime.run(until: { !window.isSpinning && window.errorMessage != nil }, timeout: 10))
        XCTAssertEqual(shownTitles(window, component: 0), original)
        XCTAssertEqual(window.session.problems.last?.description,
                       "\(server.url("broken").absoluteString):2:2: error: the screen has no item or component \"missing\"; the patch is not applied (at patch[1])")

        // A patch naming a local file: refused whole.
        activate(window, component: 0, item: 3)
        XCTAssertTrue(GtkRuntime.run(until: { window.session.problems.last?.path == "patch[0].item.image" }, timeout: 10),
                      "\(window.session.problems)")
        XCTAssertEqual(shownTitles(window, component: 0), original)
        XCTAssertEqual(window.session.problems.last?.line, 2)

        // The patch: the same screen, one row changed through the diff, nothing for Back.
        let rows = window.controller.components[0].cells.map(\.container.pointer)
        activate(window, component: 0, item: 1)
        XCTAssertTrue(GtkRuntime.run(until: { self.shownTitles(window, component: 0).first == "Price: 4.20" }, timeout: 10),
                      "\(shownTitles(window, component: 0)) \(window.errorMessage ?? "")")
        XCTAssertEqual(shownTitles(window, component: 0), ["Price: 4.20", "Update", "Break", "Local"])
        XCTAssertEqual(window.controller.components[0].cells.map(\.container.pointer), rows, "no row is made again")
        XCTAssertEqual(window.session.source, .url(server.url("shop.json")), "the screen shown is still the one that asked")
        XCTAssertFalse(window.session.history.canGoBack, "Back has no patch page to return to")
        XCTAssertEqual(server.requestCount("/update"), 1)
    } }

    func testOpeningAPatchAddressAsAScreenSaysWhatItIs() throws { try onMain {
        let site = TemporaryFolder("spots-patch-root")
        site.write(#"{"patch": [{"remove": "x"}]}"#, to: "update")
        let server = try LoopbackServer(serving: site.url)
        let window = ScreenWindow(application: nil)
        defer { window.window.destroy() }
        window.present()
        window.open(.url(server.url("update")))
        XCTAssertTrue(GtkRuntime.run(until: { !window.isSpinning && window.errorMessage != nil }, timeout: 10))
        XCTAssertTrue(window.errorMessage?.contains("the server answered with a patch, not a screen") == true, window.errorMessage ?? "")
    } }

    func testAFileScreenDoesNotTakeAPatchFromAServer() throws { try onMain {
        let site = TemporaryFolder("spots-patch-site")
        site.write(#"{"patch": [{"identifier": "price", "item": {"title": "From the server"}}]}"#, to: "update")
        let server = try LoopbackServer(serving: site.url)
        let folder = TemporaryFolder("spots-patch-local")
        let path = folder.write(#"{"components": [{"items": [{"identifier": "price", "title": "Price"},"#
                                + #" {"title": "Update", "action": "open:\#(server.url("update").absoluteString)"}]}]}"#, to: "shop.json")
        let window = open(path)
        defer { window.window.destroy() }
        activate(window, component: 0, item: 1)
        XCTAssertTrue(GtkRuntime.run(until: { !window.isSpinning && window.errorMessage != nil }, timeout: 10))
        XCTAssertEqual(shownTitles(window, component: 0), ["Price", "Update"])
        XCTAssertTrue(window.errorMessage?.contains("applies patches from files only") == true, window.errorMessage ?? "")
    } }
}
