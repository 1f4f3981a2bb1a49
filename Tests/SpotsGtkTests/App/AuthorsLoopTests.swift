import CSpotsGtk
import Foundation
@testable import SpotsApp
@testable import SpotsGtk
import SpotsModel
import XCTest

/// The author's missteps, made from outside as a user makes them — broken, missing, unreadable,
/// symlinked files, renamed folders — with the window followed through its widgets.
final class AuthorsLoopTests: GtkTestCase {
    private func screen(_ titles: [String]) -> String {
        let items = titles.map { #"{"title": "\#($0)"}"# }.joined(separator: ", ")
        return #"{"title": "Loop", "components": [{"kind": "list", "items": [\#(items)]}]}"#
    }

    @MainActor
    private func titles(_ window: ScreenWindow) -> [String] {
        window.controller.components.first?.cells.map(\.item.title) ?? []
    }

    @MainActor
    private func launch(_ path: String) -> ScreenWindow {
        let window = ScreenWindow(application: nil)
        window.present()
        window.open(path: path)
        GtkRuntime.drain()
        return window
    }

    @MainActor
    private func waitForTitles(_ window: ScreenWindow, _ expected: [String], _ message: String, line: UInt = #line) {
        let followed = GtkRuntime.run(until: { self.titles(window) == expected && window.visiblePage == "screen" }, timeout: 5)
        XCTAssertTrue(followed, "\(message): window shows \(titles(window)) on \(window.visiblePage), \(window.errorMessage ?? "")", line: line)
    }

    /// An atomic save, the way most editors write.
    private func save(_ text: String, to path: String) {
        let temporary = path + ".tmp-save"
        _ = FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8))
        rename(temporary, path)
    }

    func testBrokenAtLaunchIsWatchedAndTheFirstGoodSaveShowsIt() { onMain {
        let folder = TemporaryFolder()
        let path = folder.write("{\n  \"components\": [\n    {\"items\": [}\n  ]\n}\n", to: "screen.json")
        let window = launch(path)
        defer { window.window.destroy() }
        XCTAssertEqual(window.visiblePage, "status")
        XCTAssertTrue(window.errorMessage?.hasPrefix("\(path):3:") ?? false, window.errorMessage ?? "")
        XCTAssertEqual(window.problemsButtonName, "Problems, 1")
        save(screen(["Fixed"]), to: path)
        waitForTitles(window, ["Fixed"], "the first good save")
        XCTAssertEqual(window.problemsButtonName, "Problems, 0")
        XCTAssertNil(window.errorMessage)

        // A later save that breaks keeps the last good screen; the bar and the panel say why.
        save("{\"components\": [", to: path)
        XCTAssertTrue(GtkRuntime.run(until: { window.isErrorBarRevealed }, timeout: 5))
        XCTAssertEqual(titles(window), ["Fixed"])
        XCTAssertEqual(window.visiblePage, "screen")
        XCTAssertEqual(window.problemsButtonName, "Problems, 1")
    } }

    func testMissingFileAtLaunchIsWaitedForInAMissingFolder() { onMain {
        let folder = TemporaryFolder()
        let path = folder.path("not/yet/screen.json")
        let window = launch(path)
        defer { window.window.destroy() }
        XCTAssertEqual(window.visiblePage, "status")
        XCTAssertTrue(window.errorMessage?.contains("no such file") ?? false, window.errorMessage ?? "")
        XCTAssertEqual(window.title, "screen.json")
        try? FileManager.default.createDirectory(atPath: folder.path("not/yet"), withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: path, contents: Data(screen(["Born"]).utf8))
        waitForTitles(window, ["Born"], "the file created with its folders")
    } }

    func testAFolderInPlaceOfTheFileThenTheFile() { onMain {
        let folder = TemporaryFolder()
        let path = folder.path("screen.json")
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let window = launch(path)
        defer { window.window.destroy() }
        XCTAssertEqual(window.visiblePage, "status")
        XCTAssertTrue(window.errorMessage?.contains("folder") ?? false, window.errorMessage ?? "")
        try? FileManager.default.removeItem(atPath: path)
        _ = FileManager.default.createFile(atPath: path, contents: Data(screen(["File"]).utf8))
        waitForTitles(window, ["File"], "the folder replaced by a file")
    } }

    func testRefreshWorksInEveryState() { onMain {
        let folder = TemporaryFolder()
        let path = folder.path("screen.json")
        let window = launch(path)
        defer { window.window.destroy() }
        XCTAssertEqual(window.visiblePage, "status")
        // Written behind the watcher's back, then F5 at once: no waiting for the watcher.
        _ = FileManager.default.createFile(atPath: path, contents: Data(screen(["Refreshed"]).utf8))
        XCTAssertTrue(window.handleKeyForTesting(KeyEvent(keyval: Key.f5)))
        XCTAssertEqual(titles(window), ["Refreshed"], "F5 from the status page")
        _ = FileManager.default.createFile(atPath: path, contents: Data("[".utf8))
        XCTAssertTrue(window.handleKeyForTesting(KeyEvent(keyval: Key.r, modifiers: .control)))
        XCTAssertTrue(window.isErrorBarRevealed, "Ctrl+R of a broken file reports it")
        XCTAssertEqual(titles(window), ["Refreshed"])
    } }

    func testASymlinkedScreenFollowsItsTargetInAnotherFolder() { onMain {
        let screens = TemporaryFolder("spots-target")
        let links = TemporaryFolder("spots-link")
        let target = screens.write(screen(["Target"]), to: "screen.json")
        let link = links.path("link.json")
        try? FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let window = launch(link)
        defer { window.window.destroy() }
        XCTAssertEqual(titles(window), ["Target"])
        save(screen(["Target edited"]), to: target)
        waitForTitles(window, ["Target edited"], "an atomic save of the symlink's target")
    } }

    func testARenamedFolderIsNoticedAndItsPathWatchedAgain() { onMain {
        let folder = TemporaryFolder()
        try? FileManager.default.createDirectory(atPath: folder.path("project"), withIntermediateDirectories: true)
        let path = folder.write(screen(["Before"]), to: "project/screen.json")
        let window = launch(path)
        defer { window.window.destroy() }
        XCTAssertEqual(titles(window), ["Before"])
        XCTAssertEqual(rename(folder.path("project"), folder.path("project-renamed")), 0)
        let noticed = GtkRuntime.run(until: { window.errorMessage?.contains("deleted or moved") ?? false }, timeout: 5)
        XCTAssertTrue(noticed, window.errorMessage ?? "nothing said")
        XCTAssertEqual(titles(window), ["Before"], "the last good screen stays")
        // Edits in the renamed folder are not the screen any more.
        save(screen(["Elsewhere"]), to: folder.path("project-renamed/screen.json"))
        GtkRuntime.drain(quietPeriod: 0.2)
        XCTAssertEqual(titles(window), ["Before"])
        try? FileManager.default.createDirectory(atPath: folder.path("project"), withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: path, contents: Data(screen(["Back again"]).utf8))
        waitForTitles(window, ["Back again"], "the file recreated at its old path")
        XCTAssertFalse(window.isErrorBarRevealed)
    } }

    func testARepointedSymlinkAndADeletedFolder() { onMain {
        let first = TemporaryFolder("spots-first")
        let second = TemporaryFolder("spots-second")
        let links = TemporaryFolder("spots-links")
        let one = first.write(screen(["One"]), to: "one.json")
        let two = second.write(screen(["Two"]), to: "two.json")
        let link = links.path("screen.json")
        try? FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: one)
        let window = launch(link)
        defer { window.window.destroy() }
        XCTAssertEqual(titles(window), ["One"])
        // ln -sf: a new link renamed over the old one.
        try? FileManager.default.createSymbolicLink(atPath: link + ".new", withDestinationPath: two)
        rename(link + ".new", link)
        waitForTitles(window, ["Two"], "the link now points elsewhere")
        save(screen(["Two edited"]), to: two)
        waitForTitles(window, ["Two edited"], "the new target is watched")

        // The target's folder deleted, then made again with the file.
        try? FileManager.default.removeItem(at: second.url)
        let noticed = GtkRuntime.run(until: { window.errorMessage?.contains("deleted or moved") ?? false }, timeout: 5)
        XCTAssertTrue(noticed, window.errorMessage ?? "nothing said")
        XCTAssertEqual(titles(window), ["Two edited"])
        try? FileManager.default.createDirectory(at: second.url, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: two, contents: Data(screen(["Two again"]).utf8))
        waitForTitles(window, ["Two again"], "the folder and file made again")
    } }

    func testWarningsShowInTheProblemsPanelAndOpenTheEditorAtTheirLine() { onMain {
        let folder = TemporaryFolder()
        let path = folder.write("""
        {
          "components": [
            {"kind": "gird", "items": [
              {"titel": "Typo"}
            ]}
          ]
        }
        """, to: "screen.json")
        let window = launch(path)
        defer { window.window.destroy() }
        var opened: [(String, Int?, Int?)] = []
        window.openFile = { file, line, column in opened.append((file, line, column)) }
        XCTAssertEqual(window.visiblePage, "screen")
        XCTAssertFalse(window.isErrorBarRevealed, "warnings do not take the bar")
        XCTAssertEqual(window.problemsButtonName, "Problems, 2")
        let rows = window.problemRows
        XCTAssertTrue(rows.contains { $0.contains("titel") && $0.hasSuffix("\(path):4:8") }, "\(rows)")
        XCTAssertTrue(rows.contains { $0.contains("gird") && $0.contains("\(path):3:") }, "\(rows)")
        XCTAssertTrue(window.handleKeyForTesting(KeyEvent(keyval: UInt32(GDK_KEY_M), modifiers: [.control, .shift])))
        GtkRuntime.drain()
        let index = rows.firstIndex { $0.contains("titel") }!
        window.activateProblem(at: index)
        XCTAssertEqual(opened.first?.0, path)
        XCTAssertEqual(opened.first?.1, 4)
        XCTAssertEqual(opened.first?.2, 8)

        // Fixed: the panel is rebuilt on the reload.
        save(screen(["Fine"]), to: path)
        waitForTitles(window, ["Fine"], "the fix")
        XCTAssertEqual(window.problemsButtonName, "Problems, 0")
        XCTAssertEqual(window.problemRows, [])
    } }

    /// A screen with 530,700 warnings never showed its window: the panel built a row for each.
    /// It lists the first `rowLimit` in order and says where to read the rest.
    func testThousandsOfWarningsListTheFirstFiveHundredAndSayHowManyMore() { onMain {
        let folder = TemporaryFolder()
        let items = (0..<1_200).map { #"{"titel": "Item \#($0)"}"# }.joined(separator: ",\n")
        let path = folder.write("{\"components\": [{\"kind\": \"list\", \"items\": [\n\(items)\n]}]}", to: "screen.json")
        let window = launch(path)
        defer { window.window.destroy() }
        XCTAssertEqual(window.visiblePage, "screen")
        XCTAssertEqual(window.problemsButtonName, "Problems, 1200")
        let rows = window.problemRows
        XCTAssertEqual(rows.count, 501)
        XCTAssertEqual(window.problemsPanelRowCount, 501)
        XCTAssertTrue(rows[0].hasSuffix("\(path):2:2"), rows[0])
        XCTAssertTrue(rows[499].hasSuffix("\(path):501:2"), rows[499])
        XCTAssertEqual(rows.last, "700 more not listed here: spots validate \(path) lists every one")
        XCTAssertEqual(window.problemsPanelLastRowName, rows.last, "the last row is named for screen readers")
    } }

    func testProblemsOfAnAppendedPageJoinTheList() { onMain {
        let folder = TemporaryFolder()
        folder.write(#"{"components": [{"kind": "gird", "items": [{"title": "Two"}]}]}"#, to: "page-2.json")
        let path = folder.write(#"{"pagination": {"next": "page-2.json"}, "components": [{"kind": "list", "items": [{"title": "One"}]}]}"#,
                                to: "screen.json")
        let window = launch(path)
        defer { window.window.destroy() }
        let appended = GtkRuntime.run(until: { window.controller.components.count == 2 }, timeout: 5)
        XCTAssertTrue(appended, "the short first page loads the next")
        XCTAssertEqual(window.problemsButtonName, "Problems, 1")
        XCTAssertTrue(window.problemRows.first?.contains("page-2.json") ?? false, "\(window.problemRows)")
    } }

    func testAProblemRowStartsTheEditorFromVISUAL() { onMain {
        let folder = TemporaryFolder()
        let record = folder.path("editor-arguments.txt")
        let editor = folder.write("#!/bin/sh\nprintf '%s\\n' \"$@\" > \(record)\n", to: "my-editor")
        chmod(editor, 0o755)
        let path = folder.write("{\n  \"components\": [{\"kind\": \"gird\"}]\n}\n", to: "screen.json")
        let previous = ProcessInfo.processInfo.environment["VISUAL"]
        setenv("VISUAL", editor, 1)
        defer { if let previous { setenv("VISUAL", previous, 1) } else { unsetenv("VISUAL") } }
        let window = launch(path)
        defer { window.window.destroy() }
        XCTAssertEqual(window.problemsButtonName, "Problems, 1")
        window.activateProblem(at: 0)
        let ran = GtkRuntime.run(until: { FileManager.default.fileExists(atPath: record) }, timeout: 5)
        XCTAssertTrue(ran, "the editor ran")
        GtkRuntime.drain(quietPeriod: 0.1)
        let arguments = (try? String(contentsOfFile: record, encoding: .utf8)) ?? ""
        XCTAssertEqual(arguments, "+2\n\(path)\n")
    } }

    /// `$VISUAL` naming a program whose path has spaces, quoted as in a shell, with a tab before
    /// its option: the editor runs (it used to be split on single spaces and fall back silently).
    func testAQuotedEditorPathWithSpacesStartsThatEditor() { onMain {
        let folder = TemporaryFolder()
        let record = folder.path("editor-arguments.txt")
        try? FileManager.default.createDirectory(atPath: folder.path("My Editors"), withIntermediateDirectories: true)
        let editor = folder.write("#!/bin/sh\nprintf '%s\\n' \"$@\" > '\(record)'\n", to: "My Editors/my editor")
        chmod(editor, 0o755)
        let path = folder.write("{\n  \"components\": [{\"kind\": \"gird\"}]\n}\n", to: "screen.json")
        let previous = ProcessInfo.processInfo.environment["VISUAL"]
        setenv("VISUAL", "'\(editor)'\t--new-window", 1)
        defer { if let previous { setenv("VISUAL", previous, 1) } else { unsetenv("VISUAL") } }
        let window = launch(path)
        defer { window.window.destroy() }
        window.activateProblem(at: 0)
        let ran = GtkRuntime.run(until: { FileManager.default.fileExists(atPath: record) }, timeout: 5)
        XCTAssertTrue(ran, "the editor at \(editor) ran")
        GtkRuntime.drain(quietPeriod: 0.1)
        let arguments = (try? String(contentsOfFile: record, encoding: .utf8)) ?? ""
        XCTAssertEqual(arguments, "--new-window\n+2\n\(path)\n")
    } }

    func testEditorCommandLines() {
        let onPath: Set<String> = ["vim", "code", "gedit", "kate", "subl", "x-terminal-emulator", "emacs", "nano"]
        let which: (String) -> String? = { onPath.contains($0) ? "/usr/bin/\($0)" : nil }
        func command(_ environment: [String: String]) -> EditorLauncher.Launch {
            EditorLauncher.command(file: "/s/a.json", line: 12, column: 5, environment: environment, which: which)
        }
        XCTAssertEqual(command([:]), .defaultApp(path: "/s/a.json"))
        XCTAssertEqual(command(["EDITOR": "vim"]), .command(["/usr/bin/x-terminal-emulator", "-e", "/usr/bin/vim", "+12", "/s/a.json"]))
        XCTAssertEqual(command(["VISUAL": "code --wait", "EDITOR": "vim"]),
                       .command(["/usr/bin/code", "--wait", "--goto", "/s/a.json:12:5"]))
        XCTAssertEqual(command(["VISUAL": "gedit"]), .command(["/usr/bin/gedit", "+12", "/s/a.json"]))
        XCTAssertEqual(command(["VISUAL": "kate"]), .command(["/usr/bin/kate", "--line", "12", "--column", "4", "/s/a.json"]))
        XCTAssertEqual(command(["VISUAL": "subl"]), .command(["/usr/bin/subl", "/s/a.json:12:5"]))
        XCTAssertEqual(command(["VISUAL": "emacs", "DISPLAY": ":0"]), .command(["/usr/bin/emacs", "+12:5", "/s/a.json"]))
        XCTAssertEqual(command(["EDITOR": "not-installed"]), .defaultApp(path: "/s/a.json"))
        // Words as a shell splits them: tabs separate, quotes group, an unclosed quote is no command.
        XCTAssertEqual(command(["VISUAL": "code\t--wait"]), .command(["/usr/bin/code", "--wait", "--goto", "/s/a.json:12:5"]))
        XCTAssertEqual(command(["VISUAL": #"'code' "--user-data-dir=/tmp/my profile""#]),
                       .command(["/usr/bin/code", "--user-data-dir=/tmp/my profile", "--goto", "/s/a.json:12:5"]))
        XCTAssertEqual(command(["VISUAL": "code 'unclosed"]), .defaultApp(path: "/s/a.json"))
        XCTAssertEqual(command(["VISUAL": " \t", "EDITOR": "gedit"]), .command(["/usr/bin/gedit", "+12", "/s/a.json"]))
        XCTAssertEqual(EditorLauncher.command(file: "/s/a.json", line: 3, column: nil, environment: ["EDITOR": "nano"],
                                              which: { $0 == "nano" ? "/bin/nano" : nil }),
                       .defaultApp(path: "/s/a.json"), "a terminal editor with no terminal to run it in")
    }
}
