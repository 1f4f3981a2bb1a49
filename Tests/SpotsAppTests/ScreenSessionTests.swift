import Foundation
@testable import SpotsApp
import SpotsGtk
import XCTest

/// The session's decisions on their own: no window, no widget, no display. A recording delegate
/// stands where the window would draw.
final class ScreenSessionTests: XCTestCase {
    /// What a window would have drawn and been told.
    @MainActor
    final class Recorder: ScreenSessionDelegate {
        var shown: [[String?]] = []
        var rebuilds: [Bool] = []
        var changes = 0
        var opened: [ScreenSource] = []
        var view = ScreenViewState()
        var restored: [ScreenViewState] = []
        var refreshes = 0

        func session(_ session: ScreenSession, prepare loaded: LoadedScreen, isNewScreen: Bool)
            -> (problems: [Diagnostic], viewsChanged: Bool) { ([], false) }
        func session(_ session: ScreenSession, show models: [ComponentModel], location: ResourceLocation, rebuild: Bool,
                     scrollToTop: Bool) {
            shown.append(models.map(\.identifier))
            rebuilds.append(rebuild)
        }
        func sessionDidChange(_ session: ScreenSession) { changes += 1 }
        func session(_ session: ScreenSession, isLoading: Bool) {}
        func session(_ session: ScreenSession, restore view: ScreenViewState) { restored.append(view) }
        func viewState(for session: ScreenSession) -> ScreenViewState { view }
        func session(_ session: ScreenSession, asShown models: [ComponentModel]) -> [ComponentModel] { models }
        func session(_ session: ScreenSession, didOpen source: ScreenSource) { opened.append(source) }
        func sessionMayNeedMore(_ session: ScreenSession) {}
        func sessionRequestsRefresh(_ session: ScreenSession) { refreshes += 1 }
    }

    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("spots-session-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    @discardableResult
    private func write(_ name: String, _ json: String) -> String {
        let path = folder.appendingPathComponent(name).path
        _ = FileManager.default.createFile(atPath: path, contents: Data(json.utf8))
        return path
    }

    func testOpeningAFileShowsItsComponentsAsTheModel() { MainActor.assumeIsolated {
        let path = write("a.json", #"{"title": "A", "components": [{"identifier": "one", "items": [{"title": "x"}]}]}"#)
        let session = ScreenSession()
        let recorder = Recorder()
        session.delegate = recorder
        session.open(.file(path))
        XCTAssertEqual(session.models.map(\.identifier), ["one"])
        XCTAssertEqual(recorder.shown.last, ["one"], "the window is told to draw exactly the model")
        XCTAssertEqual(session.page, .screen)
        XCTAssertEqual(session.current?.displayTitle, "A")
        XCTAssertEqual(recorder.opened, [.file(path)])
        XCTAssertEqual(session.screenReads, 1)
        session.close()
    } }

    func testAMissingFileWaitsForItWithItsPath() { MainActor.assumeIsolated {
        let path = folder.appendingPathComponent("later.json").path
        let session = ScreenSession()
        session.open(.file(path))
        guard case .waiting(let waitingFor, let message) = session.page else { return XCTFail("\(session.page)") }
        XCTAssertEqual(waitingFor, path)
        XCTAssertTrue(message.contains("no such file"), message)
        XCTAssertNil(session.current)
        XCTAssertEqual(session.source, .file(path), "the window is about the missing file and watches it")
        session.close()
    } }

    func testBackReturnsToTheScreenAsItWasWithoutReadingAnUnchangedFile() { MainActor.assumeIsolated {
        let first = write("first.json", #"{"components": [{"identifier": "first", "items": [{"title": "go", "action": "open:second.json"}]}]}"#)
        write("second.json", #"{"components": [{"identifier": "second"}]}"#)
        let session = ScreenSession()
        let recorder = Recorder()
        session.delegate = recorder
        session.open(.file(first))
        let left = ScreenViewState(scroll: 240, focusedItem: ReadingPosition((0, 0)), componentScroll: [0: 90])
        recorder.view = left
        XCTAssertNil(session.follow("second.json"))
        XCTAssertEqual(session.models.map(\.identifier), ["second"])
        XCTAssertTrue(session.history.canGoBack)
        XCTAssertEqual(session.screenReads, 2)

        session.goBack()
        XCTAssertEqual(session.models.map(\.identifier), ["first"])
        XCTAssertEqual(session.screenReads, 2, "the unchanged file is not read again")
        XCTAssertEqual(recorder.restored, [left], "and the reader is put back where they were: scroll, focus, carousels")
        XCTAssertTrue(session.history.canGoForward)
        session.goForward()
        XCTAssertEqual(session.models.map(\.identifier), ["second"])
        session.close()
    } }

    /// A screen with nothing to show is an empty state with what may explain it, not a blank
    /// window (issue 26: a root-level "componets" showed only a badge).
    func testAScreenWithoutComponentsIsAnEmptyStateWithItsProblems() { MainActor.assumeIsolated {
        let path = write("typo.json", #"{"title": "Typo", "componets": [{"items": [{"title": "A"}]}]}"#)
        let session = ScreenSession()
        let recorder = Recorder()
        session.delegate = recorder
        session.open(.file(path))
        guard case .empty(let problems) = session.page else { return XCTFail("page \(session.page)") }
        XCTAssertEqual(problems.map(\.message), [#"unknown key "componets" in the screen (kept in its meta); did you mean "components"?"#])
        XCTAssertEqual(problems.first?.line, 1)
        XCTAssertNil(session.errorMessage, "an empty screen is no error")

        write("typo.json", #"{"title": "Typo", "components": [{"items": [{"title": "A"}]}]}"#)
        session.refresh()
        XCTAssertEqual(session.page, .screen, "fixed: the screen shows")

        write("typo.json", #"{"components": []}"#)
        session.refresh()
        XCTAssertEqual(session.page, .empty(problems: []), "an empty list, nothing to explain it")
        session.close()
    } }

    func testAnEmptyFirstPageWithANextPageIsTheScreenWhileThePageLoads() { MainActor.assumeIsolated {
        let first = write("e1.json", #"{"components": [], "pagination": {"next": "e2.json"}}"#)
        write("e2.json", #"{"components": [{"identifier": "e2", "items": [{"title": "x"}]}]}"#)
        let session = ScreenSession()
        session.open(.file(first))
        XCTAssertEqual(session.page, .screen, "the next page will fill it")
        session.loadNextPage()
        XCTAssertEqual(session.models.map(\.identifier), ["e2"])
        XCTAssertEqual(session.page, .screen)
        session.close()
    } }

    func testPagesAppendAfterTheScreenAndTheChainStopsAtAPageLoadedBefore() { MainActor.assumeIsolated {
        let first = write("p1.json", #"{"components": [{"identifier": "p1"}], "pagination": {"next": "p2.json"}}"#)
        write("p2.json", #"{"components": [{"identifier": "p2"}], "pagination": {"next": "p1.json"}}"#)
        let session = ScreenSession()
        let recorder = Recorder()
        session.delegate = recorder
        session.open(.file(first))
        XCTAssertTrue(session.hasNextPage)
        session.loadNextPage()
        XCTAssertEqual(session.models.map(\.identifier), ["p1", "p2"])
        XCTAssertEqual(session.pageStarts.map(\.start), [0, 1])
        XCTAssertFalse(session.hasNextPage, "p2 leads back to p1, which was loaded: the chain ends")
        XCTAssertEqual(recorder.rebuilds.last, false, "a page is diffed in, not rebuilt")
        session.close()
    } }

    func testAFailedPageStandsAsAnErrorStateAndRetryLoadsItAgain() { MainActor.assumeIsolated {
        let first = write("q1.json", #"{"components": [{"identifier": "q1"}], "pagination": {"next": "q2.json"}}"#)
        let session = ScreenSession()
        session.open(.file(first))
        session.loadNextPage()
        XCTAssertEqual(session.models.map(\.identifier), ["q1", "spots-placeholder-page-error"])
        XCTAssertEqual(session.placeholderState, .error)
        XCTAssertTrue(session.notice?.message.contains("The next page could not be loaded") ?? false)
        XCTAssertFalse(session.hasNextPage)

        write("q2.json", #"{"components": [{"identifier": "q2"}]}"#)
        session.retry(session.models[1])
        XCTAssertEqual(session.models.map(\.identifier), ["q1", "q2"])
        XCTAssertNil(session.placeholderState)
        session.close()
    } }

    func testRetryOutsideAFailedPageRefreshes() { MainActor.assumeIsolated {
        let path = write("r.json", #"{"components": [{"identifier": "r"}]}"#)
        let session = ScreenSession()
        let recorder = Recorder()
        session.delegate = recorder
        session.open(.file(path))
        session.retry(session.models[0])
        XCTAssertEqual(recorder.refreshes, 1)
        session.close()
    } }

    func testABrokenSaveKeepsTheLastGoodScreenAndSaysWhereTheErrorIs() { MainActor.assumeIsolated {
        let path = write("s.json", #"{"components": [{"identifier": "good"}]}"#)
        let session = ScreenSession()
        session.open(.file(path))
        write("s.json", "{\"components\": [")
        session.refresh()
        XCTAssertEqual(session.models.map(\.identifier), ["good"], "the last good screen stays")
        XCTAssertEqual(session.page, .screen)
        XCTAssertEqual(session.problems.first?.line, 1)
        XCTAssertTrue(session.notice?.isError ?? false)
        session.close()
    } }

    /// A large screen shows before its model is checked (every item's image and `open:` target
    /// looked up on disk); those warnings join the list a moment later, where a synchronous load
    /// and `spots validate` put them.
    func testALargeScreenShowsFirstAndItsMissingFilesJoinTheProblemsAfter() { MainActor.assumeIsolated {
        let items = (0..<3_000).map { index in
            #"{"title": "Item \#(index)", "image": "missing-\#(index % 7).png", "action": "open:nowhere.json"}"#
        }
        let path = write("large.json", #"{"components": [{"kind": "list", "items": [{"titel": "typo"},"#
                          + items.joined(separator: ",\n") + "]}]}")
        let session = ScreenSession()
        let recorder = Recorder()
        session.delegate = recorder
        session.open(.file(path))
        XCTAssertEqual(recorder.shown.last?.count, 1, "shown at once")
        XCTAssertEqual(session.problems.count, 1, "the decoder's warning at once, the checks not yet")
        XCTAssertEqual(session.problems.first?.message, #"unknown key "titel" in an item; did you mean "title"?"#)
        let changes = recorder.changes
        let deadline = Date().addingTimeInterval(10)
        while session.problems.count == 1, Date() < deadline {
            RunLoop.main.run(until: Date().addingTimeInterval(0.01))
        }
        let loadedAtOnce = try? ScreenLoader.load(path: path)
        XCTAssertEqual(session.problems.count, 6_001, "a missing image and a missing screen per item")
        XCTAssertTrue(session.problems == loadedAtOnce?.warnings, "the same list, in the same order, as a load that checks at once")
        XCTAssertTrue(session.current?.warnings == loadedAtOnce?.warnings)
        XCTAssertGreaterThan(recorder.changes, changes, "the window is told")
        session.close()
    } }

    /// A 3,000-element `data` array is as large as 3,000 items: its checks (typing `it` from
    /// every element, identifiers compared) run after the first frame, not before it.
    func testALargeDataArraysChecksRunAfterTheScreenIsShown() { MainActor.assumeIsolated {
        let elements = (0..<3_000).map { index in #"{"id": \#(index % 2_999), "name": "Item \#(index)"}"# }
        let path = write("data.json", #"{"components": [{"data": ["# + elements.joined(separator: ",") + #"], "template": {"title": "${it.name}"}}]}"#)
        let session = ScreenSession()
        let recorder = Recorder()
        session.delegate = recorder
        session.open(.file(path))
        XCTAssertNotNil(session.current?.pendingChecks, "left for after the first frame")
        XCTAssertEqual(session.models.first?.items.count, 3_000)
        let deadline = Date().addingTimeInterval(10)
        while session.problems.isEmpty, Date() < deadline {
            RunLoop.main.run(until: Date().addingTimeInterval(0.01))
        }
        XCTAssertEqual(session.problems.map(\.message), [
            #"data[0] and data[2999] have the same identifier 0; each element needs its own "id" (or "identity") for the diff to tell them apart"#,
        ])
        session.close()
    } }

    /// A large screen's checks read the file again if they find something to position: its bytes
    /// are not kept through the first frame. Left before they end, the screen gets their problems
    /// on Back, as it did.
    func testALargeScreenKeepsNoCopyOfItsFileAndGetsItsProblemsOnBack() { MainActor.assumeIsolated {
        let items = (0..<3_000).map { index in #"{"title": "Item \#(index)", "image": "missing.png"}"# }
        let path = write("large.json", #"{"components": [{"kind": "list", "items": ["# + items.joined(separator: ",") + "]}]}")
        write("second.json", #"{"components": [{"identifier": "second"}]}"#)
        let session = ScreenSession()
        let recorder = Recorder()
        session.delegate = recorder
        session.open(.file(path))
        XCTAssertEqual(session.current?.pendingChecks?.keepsDocument, false, "the screen shown holds no copy of the file")
        XCTAssertEqual(session.problems.count, 0, "not checked yet")
        XCTAssertNil(session.follow("second.json"))
        session.goBack()
        XCTAssertEqual(session.screenReads, 2, "the unchanged file is not decoded again")
        let deadline = Date().addingTimeInterval(10)
        while session.problems.count < 3_000, Date() < deadline {
            RunLoop.main.run(until: Date().addingTimeInterval(0.01))
        }
        XCTAssertEqual(session.problems.count, 3_000, "a missing image per item")
        XCTAssertTrue(session.problems == (try? ScreenLoader.load(path: path))?.warnings, "positioned as a load that checks at once")
        session.close()
    } }
}
