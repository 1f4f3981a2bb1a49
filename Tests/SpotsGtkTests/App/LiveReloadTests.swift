import CSpotsGtk
import Foundation
@testable import SpotsApp
import SpotsGtk
import SpotsModel
import XCTest

/// Real file operations, the way editors save, with the window following each one.
final class LiveReloadTests: GtkTestCase {
    private func screen(_ titles: [String]) -> String {
        let items = titles.map { #"{"identifier": "\#($0.prefix(1))", "title": "\#($0)"}"# }.joined(separator: ", ")
        return #"{"title": "Live", "components": [{"identifier": "list", "kind": "list", "items": [\#(items)]}]}"#
    }

    @MainActor
    private func titles(_ window: ScreenWindow) -> [String] {
        window.controller.components.first?.cells.map(\.item.title) ?? []
    }

    @MainActor
    private func openWindow(_ folder: TemporaryFolder, _ titles: [String]) -> (ScreenWindow, String) {
        let path = folder.write(screen(titles), to: "screen.json")
        let window = ScreenWindow(application: nil)
        window.present()
        window.open(path: path)
        GtkRuntime.drain()
        return (window, path)
    }

    @MainActor
    private func waitForTitles(_ window: ScreenWindow, _ expected: [String], _ message: String, line: UInt = #line) {
        let followed = GtkRuntime.run(until: { self.titles(window) == expected }, timeout: 5)
        XCTAssertTrue(followed, "\(message): window shows \(titles(window))", line: line)
    }

    func testEverySaveStyleReloadsTheWindow() { onMain {
        let folder = TemporaryFolder()
        let (window, path) = openWindow(folder, ["Alpha", "Beta"])
        defer { window.window.destroy() }
        XCTAssertEqual(titles(window), ["Alpha", "Beta"])
        let firstView = ObjectIdentifier(window.controller.components[0].cells[0].view)

        // 1. In-place write.
        let handle = FileHandle(forWritingAtPath: path)!
        handle.truncateFile(atOffset: 0)
        handle.write(Data(screen(["Alpha", "Beta in place"]).utf8))
        handle.closeFile()
        waitForTitles(window, ["Alpha", "Beta in place"], "in-place write")
        XCTAssertEqual(ObjectIdentifier(window.controller.components[0].cells[0].view), firstView, "unchanged rows keep their views")

        // 2. Atomic save: write a temporary file, rename it over (gedit, VS Code, g_file_set_contents).
        let temporary = folder.write(screen(["Alpha", "Beta atomic"]), to: ".screen.json.XYZ123")
        XCTAssertEqual(rename(temporary, path), 0)
        waitForTitles(window, ["Alpha", "Beta atomic"], "atomic rename")

        // 3. vim: rename the original to a backup, write a new file, remove the backup.
        XCTAssertEqual(rename(path, path + "~"), 0)
        folder.write(screen(["Alpha", "Beta vim"]), to: "screen.json")
        try? FileManager.default.removeItem(atPath: path + "~")
        waitForTitles(window, ["Alpha", "Beta vim"], "vim-style save")

        // 4. Delete, then create.
        try? FileManager.default.removeItem(atPath: path)
        GtkRuntime.drain(quietPeriod: 0.02)
        folder.write(screen(["Alpha", "Beta recreated"]), to: "screen.json")
        waitForTitles(window, ["Alpha", "Beta recreated"], "delete then create")

        // 5. Truncate, pause, then write: the empty file in between must not flash an error.
        let truncating = FileHandle(forWritingAtPath: path)!
        truncating.truncateFile(atOffset: 0)
        // Long enough for the empty file to be reloaded (and fail), well short of the re-check.
        let truncatedAt = Date()
        GtkRuntime.run(until: { Date().timeIntervalSince(truncatedAt) > 0.12 }, timeout: 1)
        truncating.write(Data(screen(["Alpha", "Beta rewritten"]).utf8))
        truncating.closeFile()
        waitForTitles(window, ["Alpha", "Beta rewritten"], "truncate then write")
        XCTAssertNil(window.errorMessage, "no error flashed while the file was half written")
        XCTAssertFalse(window.isErrorBarRevealed)
        XCTAssertEqual(ObjectIdentifier(window.controller.components[0].cells[0].view), firstView, "Alpha's view survived every save")
    } }

    func testPersistentErrorShowsTheBarAndAFixClearsIt() { onMain {
        let folder = TemporaryFolder()
        let (window, path) = openWindow(folder, ["Alpha"])
        defer { window.window.destroy() }
        folder.write("{\n  \"components\": [\n    {\"items\": [}\n  ]\n}\n", to: "screen.json")
        let shown = GtkRuntime.run(until: { window.isErrorBarRevealed }, timeout: 5)
        XCTAssertTrue(shown, "a persistent error shows in the bar")
        XCTAssertTrue(window.errorMessage?.hasPrefix("\(path):3:") ?? false, window.errorMessage ?? "no message")
        XCTAssertEqual(titles(window), ["Alpha"], "the last good screen stays")
        folder.write(screen(["Alpha", "Fixed"]), to: "screen.json")
        waitForTitles(window, ["Alpha", "Fixed"], "the fix")
        XCTAssertFalse(window.isErrorBarRevealed)
    } }

    func testDeletedFileIsReportedAndTheScreenStays() { onMain {
        let folder = TemporaryFolder()
        let (window, path) = openWindow(folder, ["Alpha"])
        defer { window.window.destroy() }
        try? FileManager.default.removeItem(atPath: path)
        let reported = GtkRuntime.run(until: { window.errorMessage?.contains("deleted or moved") ?? false }, timeout: 5)
        XCTAssertTrue(reported, window.errorMessage ?? "no message")
        XCTAssertEqual(titles(window), ["Alpha"])
    } }

    func testEditingAReferencedImageReloadsIt() { onMain {
        let folder = TemporaryFolder()
        let red = #"<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="red"/></svg>"#
        folder.write(red, to: "pic.svg")
        let path = folder.write(#"{"components": [{"kind": "grid", "layout": {"span": 1}, "items": [{"title": "P", "image": "pic.svg"}]}]}"#,
                                to: "screen.json")
        let window = ScreenWindow(application: nil)
        defer { window.window.destroy() }
        window.present()
        window.open(path: path)
        GtkRuntime.drain()
        let before = ObjectIdentifier(window.controller.components[0].cells[0].view)
        folder.write(red.replacingOccurrences(of: "red", with: "blue"), to: "pic.svg")
        let reloaded = GtkRuntime.run(until: {
            ObjectIdentifier(window.controller.components[0].cells[0].view) != before
        }, timeout: 5)
        XCTAssertTrue(reloaded, "the image change rebuilt the view with a fresh image")
    } }

    /// A screen too large to look for its images before its first frame looks for them after
    /// it, off the main thread: its images are watched soon after it shows, and reload as before.
    func testAnImageOfALargeScreenReloadsIt() { onMain {
        let folder = TemporaryFolder()
        let red = #"<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="red"/></svg>"#
        try? FileManager.default.createDirectory(atPath: folder.path("images"), withIntermediateDirectories: true)
        folder.write(red, to: "images/pic.svg")
        let count = ScreenLoader.checksLaterThreshold + 1_000
        let items = [#"{"title": "P", "image": "images/pic.svg"}"#] + (1..<count).map { #"{"title": "Item \#($0)"}"# }
        let path = folder.write(#"{"components": [{"kind": "list", "items": [\#(items.joined(separator: ","))]}]}"#, to: "screen.json")
        let window = ScreenWindow(application: nil)
        defer { window.window.destroy() }
        window.present()
        window.open(path: path)
        GtkRuntime.drain()
        XCTAssertEqual(window.controller.models.first?.items.count, count)
        let imageFolder = URL(fileURLWithPath: folder.path("images")).standardizedFileURL.path
        let watched = GtkRuntime.run(until: { window.session.watch.monitoredFolders.contains(imageFolder) }, timeout: 5)
        XCTAssertTrue(watched, "the image's folder is watched: \(window.session.watch.monitoredFolders.sorted())")
        let before = ObjectIdentifier(window.controller.components[0].cells[0].view)
        folder.write(red.replacingOccurrences(of: "red", with: "blue"), to: "images/pic.svg")
        let reloaded = GtkRuntime.run(until: {
            ObjectIdentifier(window.controller.components[0].cells[0].view) != before
        }, timeout: 5)
        XCTAssertTrue(reloaded, "the image change rebuilt the view with a fresh image")
    } }

    /// The inotify watches this process holds (each `inotify wd:` line of /proc/self/fdinfo).
    private func inotifyWatches() -> Int {
        let folder = "/proc/self/fdinfo"
        let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return descriptors.reduce(0) { count, name in
            let info = (try? String(contentsOfFile: "\(folder)/\(name)", encoding: .utf8)) ?? ""
            return count + info.split(separator: "\n").filter { $0.hasPrefix("inotify wd:") }.count
        }
    }

    /// Live reload watches folders, not images (issue 25): 400 images in 20 folders, each folder
    /// with a parent of its own, cost about 20 inotify watches from the user's shared limit, not 40.
    func testImageWatchesGrowWithFoldersNotImages() { onMain {
        let folder = TemporaryFolder()
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="red"/></svg>"#
        var items: [String] = []
        for set in 0..<20 {
            try? FileManager.default.createDirectory(atPath: folder.path("set-\(set)/images"), withIntermediateDirectories: true)
            for image in 0..<20 {
                folder.write(svg, to: "set-\(set)/images/\(image).svg")
                items.append(#"{"title": "\#(set)-\#(image)", "image": "set-\#(set)/images/\#(image).svg"}"#)
            }
        }
        let path = folder.write(#"{"components": [{"kind": "grid", "layout": {"span": 4}, "items": [\#(items.joined(separator: ", "))]}]}"#,
                                to: "screen.json")
        let before = inotifyWatches()
        let window = ScreenWindow(application: nil)
        defer { window.window.destroy() }
        window.present()
        window.open(path: path)
        GtkRuntime.drain()
        XCTAssertEqual(window.controller.models.first?.items.count, 400)
        let added = inotifyWatches() - before
        // 20 image folders, the screen's folder and its parent (and one spare for GTK's own).
        XCTAssertLessThanOrEqual(added, 20 + 3, "watches for 400 images in 20 folders")
        XCTAssertGreaterThanOrEqual(added, 20, "every image folder is watched")

        // Watched through its folder alone, an image still reloads when it changes.
        let cell = window.controller.components[0].cells[0]
        let view = ObjectIdentifier(cell.view)
        folder.write(svg.replacingOccurrences(of: "red", with: "blue"), to: "set-0/images/0.svg")
        let reloaded = GtkRuntime.run(until: {
            ObjectIdentifier(window.controller.components[0].cells[0].view) != view
        }, timeout: 5)
        XCTAssertTrue(reloaded, "the image change rebuilt the view with a fresh image")
    } }
}
