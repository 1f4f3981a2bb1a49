import CSpotsGtk
import Foundation
@testable import SpotsApp
import SpotsGtk
import SpotsModel
import XCTest

/// A large screen file opens on its first components while the whole is decoded on another
/// thread: the window, its title, its problems and its errors as a reader meets them.
final class LargeScreenOpeningTests: GtkTestCase {
    private static let paragraph = String(repeating: "Words that wrap in a card. ", count: 12)

    /// `count` components of three cards each (about 1.3 KB a component), the last ones as `last` says.
    private func largeScreen(_ count: Int, last: String? = nil) -> String {
        var components: [String] = []
        for index in 0..<count {
            let items = (0..<3).map { #"{"title": "Card \#($0) of \#(index)", "subtitle": "A subtitle", "text": "\#(Self.paragraph)"}"# }
            components.append(#"{"identifier": "c\#(index)", "kind": "\#(["list", "grid", "carousel"][index % 3])", "header": {"title": "Component \#(index)"}, "items": [\#(items.joined(separator: ", "))]}"#)
        }
        if let last { components[count - 1] = last }
        // The title comes after the components: the first look reads it too.
        return #"{"components": [\#(components.joined(separator: ",\n"))], "title": "Large"}"#
    }

    @MainActor
    private func open(_ text: String, in folder: TemporaryFolder) -> (ScreenWindow, String) {
        let path = folder.write(text, to: "large.json")
        XCTAssertGreaterThanOrEqual(text.utf8.count, ScreenLoader.firstComponentsThreshold, "the file must count as large")
        let window = ScreenWindow(application: nil)
        window.window.setDefaultSize(width: 800, height: 700)
        window.present()
        window.open(path: path)
        return (window, path)
    }

    @MainActor
    private func waitForWhole(_ window: ScreenWindow) {
        XCTAssertTrue(GtkRuntime.run(until: { !window.session.showsFirstComponentsOnly }, timeout: 30), "the whole screen never arrived")
        GtkRuntime.drain()
    }

    func testTheFirstComponentsShowAtOnceAndTheWholeFollows() { onMain {
        let folder = TemporaryFolder()
        let unknownKey = #"{"identifier": "c2399", "kind": "list", "colour": "red", "items": [{"title": "Last card"}]}"#
        let (window, path) = open(largeScreen(2_400, last: unknownKey), in: folder)
        defer { window.window.destroy() }
        // Before the main loop ran at all: the first components, the title after them, a spinner.
        XCTAssertTrue(window.session.showsFirstComponentsOnly)
        XCTAssertEqual(window.session.models.count, ScreenLoader.firstComponentsLimit.components)
        XCTAssertEqual(window.title, "Large")
        XCTAssertTrue(window.isSpinning, "the window says it is still loading")
        GtkRuntime.drain()
        XCTAssertEqual(window.visiblePage, "screen")
        XCTAssertGreaterThan(window.controller.realisedItemCount, 0, "cards drawn before the whole is decoded")
        XCTAssertEqual(window.controller.components.first?.model.header?.title, "Component 0")

        waitForWhole(window)
        XCTAssertEqual(window.session.models.count, 2_400)
        XCTAssertEqual(window.controller.components.count, 2_400)
        XCTAssertEqual(window.controller.components.last?.model.items.first?.title, "Last card")
        XCTAssertFalse(window.isSpinning)
        XCTAssertNil(window.errorMessage)
        // The last component's problem, found by the whole decode, at its line and column.
        let unknown = window.problems.first { $0.message.contains("colour") }
        XCTAssertNotNil(unknown, "\(window.problems.prefix(3))")
        XCTAssertEqual(unknown?.file, path)
        XCTAssertEqual(unknown?.line, 2_400)
        XCTAssertNotNil(unknown?.column)
    } }

    func testABrokenComponentFarDownFailsTheOpenWithItsPosition() { onMain {
        let folder = TemporaryFolder()
        let broken = #"{"identifier": "bad", "items": [{"title": tru}]}"#
        let (window, path) = open(largeScreen(2_400, last: broken), in: folder)
        defer { window.window.destroy() }
        XCTAssertTrue(window.session.showsFirstComponentsOnly, "the structure is sound: the first components show")
        waitForWhole(window)
        XCTAssertEqual(window.visiblePage, "status")
        XCTAssertTrue(window.errorMessage?.hasPrefix("\(path):2400:") ?? false, window.errorMessage ?? "no error")
        XCTAssertTrue(window.session.models.isEmpty, "no half screen stays")
        XCTAssertFalse(window.isSpinning)
        // The first good save shows it, as for any broken file.
        folder.write(#"{"components": [{"kind": "list", "items": [{"title": "Fixed"}]}]}"#, to: "large.json.tmp")
        XCTAssertEqual(rename(folder.path("large.json.tmp"), path), 0)
        XCTAssertTrue(GtkRuntime.run(until: { window.controller.components.first?.cells.first?.item.title == "Fixed" }, timeout: 5),
                      window.errorMessage ?? "")
    } }

    func testAnEditBeforeTheWholeArrivesWins() { onMain {
        let folder = TemporaryFolder()
        let (window, path) = open(largeScreen(2_400), in: folder)
        defer { window.window.destroy() }
        XCTAssertTrue(window.session.showsFirstComponentsOnly)
        // The author saves a small screen at once; the window reads it before the whole arrives.
        _ = FileManager.default.createFile(atPath: path, contents: Data(#"{"title": "Small", "components": [{"kind": "list", "items": [{"title": "Only"}]}]}"#.utf8))
        window.session.refresh()
        XCTAssertFalse(window.session.showsFirstComponentsOnly)
        XCTAssertEqual(window.session.models.count, 1)
        // The whole of the large screen, decoded meanwhile, is dropped when it arrives.
        _ = GtkRuntime.run(until: { false }, timeout: 3)
        XCTAssertEqual(window.session.models.count, 1)
        XCTAssertEqual(window.title, "Small")
        XCTAssertFalse(window.isSpinning)
    } }

    func testReopenedTheReaderIsBackFarBelowTheFirstComponents() { onMain {
        let cacheHome = TemporaryFolder("spots-large-kept-cache")
        setenv("XDG_CACHE_HOME", cacheHome.url.path, 1)
        defer { unsetenv("XDG_CACHE_HOME") }
        let folder = TemporaryFolder()
        // A counter far down: its state (and so the place) is kept when the window closes.
        let counter = #"{"identifier": "far", "kind": "list", "items": [{"title": "Add one", "subtitle": "${count}", "action": {"set": {"count": "${count + 1}"}}}]}"#
        let text = largeScreen(2_400).replacingOccurrences(of: #""title": "Large"}"#, with: #""title": "Large", "variables": {"count": 0}}"#)
        var lines = text.components(separatedBy: ",\n")
        lines[2_000] = counter
        let (first, path) = open(lines.joined(separator: ",\n"), in: folder)
        waitForWhole(first)
        first.controller.focus(ReadingPosition((2_000, 0)))
        GtkRuntime.drain()
        pressKey(GDK_KEY_Return, in: first.window.pointer)
        GtkRuntime.drain()
        XCTAssertEqual(first.session.variables["count"], .number(1))
        let scroll = first.controller.scrollPosition.value
        XCTAssertGreaterThan(scroll, 100_000, "component 2,000 is far down")
        var closed = false
        first.onClose = { closed = true }
        first.close()
        XCTAssertTrue(GtkRuntime.run(until: { closed }, timeout: 2))

        let second = ScreenWindow(application: nil)
        defer { second.window.destroy() }
        second.window.setDefaultSize(width: 800, height: 700)
        second.present()
        second.open(path: path)
        XCTAssertTrue(second.session.showsFirstComponentsOnly)
        waitForWhole(second)
        // The components above it are estimated, not measured, in the new window: the place is
        // the focused row on screen, within a window's height of the pixel offset left.
        let restored = GtkRuntime.run(until: {
            abs(second.controller.scrollPosition.value - scroll) < 700 && second.controller.focusedPosition?.steps.first?.component == 2_000
        }, timeout: 5)
        XCTAssertTrue(restored, "at \(second.controller.scrollPosition.value) (was \(scroll)), focus at \(String(describing: second.controller.focusedPosition))")
        XCTAssertEqual(second.session.variables["count"], .number(1))
        XCTAssertEqual(second.controller.components[2_000].realisedCell(at: 0)?.item.subtitle, "1")
    } }

    /// A value the reader set while the whole screen was decoded reaches a component far down,
    /// bound by the state prepared on the decoding thread.
    func testAValueSetBeforeTheWholeArrivesReachesAFarComponent() { onMain {
        let folder = TemporaryFolder()
        let far = #"{"identifier": "far", "kind": "list", "items": [{"title": "Count", "subtitle": "${count}"}]}"#
        let text = largeScreen(2_400).replacingOccurrences(of: #""title": "Large"}"#, with: #""title": "Large", "variables": {"count": 0}}"#)
        var lines = text.components(separatedBy: ",\n")
        lines[2_000] = far
        let (window, _) = open(lines.joined(separator: ",\n"), in: folder)
        defer { window.window.destroy() }
        XCTAssertTrue(window.session.showsFirstComponentsOnly)
        window.session.perform(["count": .number(5)])
        XCTAssertEqual(window.session.variables["count"], .number(5))
        waitForWhole(window)
        XCTAssertEqual(window.session.variables["count"], .number(5), "the whole screen keeps the value set")
        XCTAssertEqual(window.session.models[2_000].items.first?.subtitle, "5")
        window.session.perform(["count": .number(6)])
        GtkRuntime.drain()
        XCTAssertEqual(window.session.models[2_000].items.first?.subtitle, "6", "the far component stays bound")
    } }

    /// Until the whole screen and its checks are in, the problems button does not claim a final
    /// count: it says it is still checking, then gives the count with the far component's warning.
    func testTheProblemsButtonSaysItIsStillChecking() { onMain {
        let folder = TemporaryFolder()
        let missing = #"{"identifier": "last", "items": [{"title": "Photo", "image": "absent.png"}]}"#
        let (window, _) = open(largeScreen(2_400, last: missing), in: folder)
        defer { window.window.destroy() }
        XCTAssertTrue(window.session.isStillChecking)
        XCTAssertEqual(window.problemsButtonName, "Problems, 0 so far, still checking")
        waitForWhole(window)
        XCTAssertTrue(GtkRuntime.run(until: { !window.session.isStillChecking }, timeout: 30), "the checks never finished")
        GtkRuntime.drain()
        XCTAssertTrue(window.session.problems.contains { $0.message.contains("absent.png") }, "\(window.session.problems)")
        XCTAssertEqual(window.problemsButtonName, "Problems, \(window.session.problems.count)")
    } }

    /// In a narrow window the problems button is in the main menu: its entry says so too, and
    /// the menu, opened meanwhile, stays open as the count arrives.
    func testTheNarrowWindowsMenuSaysItIsStillChecking() { onMain {
        let folder = TemporaryFolder()
        let path = folder.write(largeScreen(2_400), to: "large.json")
        let window = ScreenWindow(application: nil)
        defer { window.window.destroy() }
        window.window.setDefaultSize(width: 360, height: 700)
        window.present()
        XCTAssertTrue(GtkRuntime.run(until: { window.mainMenuLabels.contains { $0.hasPrefix("Problems") } }, timeout: 5),
                      "a narrow window's menu has the problems: \(window.mainMenuLabels)")
        window.open(path: path)
        GtkRuntime.drain()
        XCTAssertTrue(window.session.isStillChecking)
        XCTAssertTrue(window.mainMenuLabels.contains("Problems (0 so far, still checking)"), "\(window.mainMenuLabels)")
        window.toggleMainMenu()
        XCTAssertTrue(GtkRuntime.run(until: { window.isMainMenuOpen }, timeout: 5), "F10 opens the main menu")
        waitForWhole(window)
        XCTAssertTrue(GtkRuntime.run(until: { !window.session.isStillChecking }, timeout: 30), "the checks never finished")
        GtkRuntime.drain()
        XCTAssertTrue(window.mainMenuLabels.contains("Problems (\(window.session.problems.count))"), "\(window.mainMenuLabels)")
        XCTAssertTrue(window.isMainMenuOpen, "the menu closed when the count arrived")
    } }

    func testASmallFileIsShownWholeAtOnce() { onMain {
        let folder = TemporaryFolder()
        let path = folder.write(largeScreen(40), to: "small.json")
        let window = ScreenWindow(application: nil)
        defer { window.window.destroy() }
        window.present()
        window.open(path: path)
        XCTAssertFalse(window.session.showsFirstComponentsOnly)
        XCTAssertEqual(window.session.models.count, 40)
    } }
    /// What the window is given, as a library user would call it: the file is read once (the
    /// whole decodes from the same bytes after the file is gone), and reloads decode it whole.
    func testOpeningAFileReadsItOnce() throws {
        let folder = TemporaryFolder()
        let path = folder.write(largeScreen(2_400), to: "large.json")
        guard case .firstComponents(let first, let decodeWhole) = try ScreenLoader.open(path: path, firstComponentsFirst: true) else {
            return XCTFail("a large file opens on its first components")
        }
        XCTAssertEqual(first.screen.components.count, ScreenLoader.firstComponentsLimit.components)
        XCTAssertEqual(first.omittedComponents, 2_400 - ScreenLoader.firstComponentsLimit.components)
        XCTAssertEqual(first.displayTitle, "Large")
        try FileManager.default.removeItem(atPath: path)
        let whole = try decodeWhole()
        XCTAssertEqual(whole.screen.components.count, 2_400)
        XCTAssertEqual(whole.omittedComponents, 0)
        XCTAssertEqual(whole.location, .file(URL(fileURLWithPath: path).standardizedFileURL))
        XCTAssertEqual(whole.name, "large.json")
        XCTAssertEqual(whole.pendingChecks?.keepsDocument, false, "the checks read the file again only to position a warning")

        let again = folder.write(largeScreen(2_400), to: "again.json")
        guard case .whole(let reloaded) = try ScreenLoader.open(path: again, firstComponentsFirst: false) else {
            return XCTFail("a reload decodes the whole file")
        }
        XCTAssertEqual(reloaded.screen.components.count, 2_400)
        XCTAssertThrowsError(try ScreenLoader.open(path: path, firstComponentsFirst: true)) { error in
            XCTAssertEqual((error as? Diagnostic)?.file, path)
        }
    }
}
