import CSpotsGtk
import Foundation
@testable import SpotsApp
@testable import SpotsGtk
import SpotsModel
import XCTest

/// `{"submit": …}` in the real window against a loopback server: valid values go as JSON, an
/// answer that is a patch is applied, a screen is shown; invalid values keep the form and take
/// the focus to the first invalid field; a form in flight is not sent twice; a failure or a
/// redirect to a file keeps every value and says why.
final class SubmitTests: GtkTestCase {
    private var server: FormServer!
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        try super.setUpWithError()
        server = try FormServer()
        folder = TemporaryFolder()
    }

    override func tearDown() {
        server?.stop()
        super.tearDown()
    }

    /// A sign-up form whose Send item submits to `path` on the server.
    private func form(_ path: String, extra: String = "") throws -> String {
        let json = """
        {"variables": {"failed": false}, "components": [{"identifier": "form", "items": [
          {"identifier": "name", "kind": "text-field", "name": "name", "label": "Name", "required": true},
          {"identifier": "email", "kind": "text-field", "name": "email", "label": "Email", "input-type": "email", "required": true},
          {"identifier": "news", "kind": "switch", "name": "news", "label": "Newsletter"},
          {"identifier": "send", "title": "Send", "action": {"submit": {"url": "\(server.url(path).absoluteString)",
            "headers": {"X-Form": "signup", "Cookie": "stolen=1"}, "on-error": {"set": {"failed": true}}\(extra)}}},
          {"identifier": "status", "title": "${failed ? 'Not sent' : 'Not sent yet'}"}
        ]}]}
        """
        let file = folder.url.appendingPathComponent("form.json")
        try Data(json.utf8).write(to: file)
        return file.path
    }

    @MainActor
    private func open(_ path: String) -> ScreenWindow {
        let window = ScreenWindow(application: nil)
        window.window.setDefaultSize(width: 600, height: 700)
        window.present()
        window.open(path: path)
        GtkRuntime.drain()
        return window
    }

    @MainActor
    private func item(_ window: ScreenWindow, _ identifier: String) -> (Component, Item)? {
        let component = window.controller.components[0]
        for index in 0..<component.itemCount where component.item(at: index)?.identifier == .string(identifier) {
            return component.item(at: index).map { (component, $0) }
        }
        return nil
    }

    @MainActor
    private func view(_ window: ScreenWindow, _ identifier: String) -> InputItemView? {
        let component = window.controller.components[0]
        for index in 0..<component.itemCount where component.item(at: index)?.identifier == .string(identifier) {
            return component.realisedCell(at: index)?.view as? InputItemView
        }
        return nil
    }

    @MainActor
    private func send(_ window: ScreenWindow) {
        guard let (component, send) = item(window, "send") else { return XCTFail("no Send item") }
        window.component(component, itemSelected: send)
    }

    /// Why the last submit failed, as the items that send it show it.
    @MainActor
    private func failure(_ window: ScreenWindow) -> String? {
        if case .failed(_, let reason)? = window.session.submitProgress { return reason }
        return nil
    }

    @MainActor
    private func fill(_ window: ScreenWindow, name: String, email: String) {
        window.session.input(view(window, "name")!.shownInput!, changedTo: .string(name))
        window.session.input(view(window, "email")!.shownInput!, changedTo: .string(email))
        GtkRuntime.drain()
    }

    func testValidValuesAreSentAsJSONAndAPatchAnswerIsApplied() throws { try onMain {
        let window = open(try form("patch"))
        defer { window.window.destroy() }
        fill(window, name: "Ana", email: "ana@example.org")
        send(window)
        XCTAssertTrue(window.session.isSubmitting)
        XCTAssertTrue(GtkRuntime.run(until: { self.item(window, "status")?.1.title == "Sent" }, timeout: 5),
                      "the patch in the answer is applied: \(window.session.notice?.message ?? "")")
        let received = server.received
        XCTAssertEqual(received.count, 1)
        XCTAssertEqual(received.first?.method, "POST")
        XCTAssertEqual(received.first?.contentType, "application/json")
        XCTAssertEqual(received.first?.header, "signup", "the screen's headers go along")
        XCTAssertEqual(received.first?.body, #"{"email":"ana@example.org","name":"Ana","news":false}"#)
        XCTAssertEqual(window.session.variables["name"], .string("Ana"), "the values stay")
    } }

    func testEnterWithAnInvalidEmailKeepsTheFormAndFocusesThatField() throws { try onMain {
        let window = open(try form("empty"))
        defer { window.window.destroy() }
        fill(window, name: "Ana", email: "ana")
        let name = try XCTUnwrap(view(window, "name")?.focusWidget)
        name.grabFocus()
        GtkRuntime.drain()
        pressKey(GDK_KEY_Return, in: window.window.pointer)
        GtkRuntime.drain(quietPeriod: 0.2)
        XCTAssertEqual(server.received, [], "nothing is sent")
        let email = try XCTUnwrap(view(window, "email"))
        XCTAssertEqual(email.shownError, "Enter an email address, such as name@example.org")
        XCTAssertTrue(email.focusWidget?.hasFocus == true, "the focus moves to the first invalid field")
        XCTAssertTrue(email.focusWidget?.accessibleObject?.states.contains(.invalidEntry) == true)
        XCTAssertEqual(email.focusWidget?.accessibleObject?.description, "Enter an email address, such as name@example.org")
        XCTAssertNil(view(window, "name")?.shownError, "the valid field says nothing")
        // Corrected, Enter in the email field sends the form (Enter submits from any of its fields).
        email.focusWidget?.as(Entry.self)?.text = "ana@example.org"
        pressKey(GDK_KEY_Return, in: window.window.pointer)
        XCTAssertTrue(GtkRuntime.run(until: { self.server.received.count == 1 }, timeout: 5))
    } }

    func testAFormOnItsWayIsNotSentTwice() throws { try onMain {
        let window = open(try form("slow"))
        defer { window.window.destroy() }
        fill(window, name: "Ana", email: "ana@example.org")
        let submission = try XCTUnwrap(item(window, "send")?.1.submission)
        XCTAssertEqual(window.session.submit(submission), .sending)
        XCTAssertEqual(window.session.submit(submission), .busy)
        send(window)
        XCTAssertTrue(GtkRuntime.run(until: { !window.session.isSubmitting }, timeout: 5))
        GtkRuntime.drain(quietPeriod: 0.2)
        XCTAssertEqual(server.received.count, 1)
    } }

    /// A local screen's form answered by a server: the server's patch may not show a local file.
    func testAServersPatchAnswerToALocalFormCannotNameALocalFile() throws { try onMain {
        let window = open(try form("patch-file"))
        defer { window.window.destroy() }
        fill(window, name: "Ana", email: "ana@example.org")
        send(window)
        XCTAssertTrue(GtkRuntime.run(until: { self.item(window, "status")?.1.title == "Not sent" }, timeout: 5),
                      "the patch is refused whole and on-error runs")
        XCTAssertEqual(item(window, "status")?.1.image, "", "no local file on the screen")
        XCTAssertTrue(window.session.problems.contains { $0.message.contains("/etc/hostname") },
                      "the refusal is listed: \(window.session.problems.map(\.message))")
    } }

    func testAFailureKeepsEveryValueRunsOnErrorAndSaysWhy() throws { try onMain {
        let window = open(try form("fail"))
        defer { window.window.destroy() }
        fill(window, name: "Ana", email: "ana@example.org")
        send(window)
        XCTAssertTrue(GtkRuntime.run(until: { self.item(window, "status")?.1.title == "Not sent" }, timeout: 5), "on-error ran")
        XCTAssertTrue(failure(window)?.contains("500") == true, failure(window) ?? "no failure")
        XCTAssertEqual(window.session.variables["email"], .string("ana@example.org"))
        XCTAssertEqual(view(window, "email")?.focusWidget?.as(Entry.self)?.text, "ana@example.org")
    } }

    @MainActor
    private func sendCell(_ window: ScreenWindow) -> ItemCell? {
        let component = window.controller.components[0]
        for index in 0..<component.itemCount where component.item(at: index)?.identifier == .string("send") {
            return component.realisedCell(at: index)
        }
        return nil
    }

    /// On its way, the Send item shows a spinner and reads "Sending…"; answered, neither.
    func testASubmitOnItsWayShowsProgressOnItsItem() throws { try onMain {
        let window = open(try form("slow"))
        defer { window.window.destroy() }
        fill(window, name: "Ana", email: "ana@example.org")
        send(window)
        GtkRuntime.drain()
        let cell = try XCTUnwrap(sendCell(window))
        let status = try XCTUnwrap(cell.submitStatus, "the Send item shows the submit on its way")
        XCTAssertTrue(status.widget.isVisible && status.spinner.isVisible && status.spinner.isSpinning)
        XCTAssertFalse(status.retry.isVisible)
        XCTAssertEqual(cell.container.accessibleObject?.description, "Sending…")
        XCTAssertTrue(GtkRuntime.run(until: { !window.session.isSubmitting }, timeout: 5))
        GtkRuntime.drain()
        XCTAssertFalse(status.widget.isVisible, "answered, the progress goes")
        XCTAssertFalse(status.spinner.isSpinning)
        XCTAssertNil(window.session.submitProgress)
        XCTAssertNotEqual(cell.container.accessibleObject?.description, "Sending…")
    } }

    /// A failure shows why under the Send item with Retry, read with the item; every value stays,
    /// and Retry sends the same values again.
    func testAFailureShowsWhyWithRetryAndRetrySendsAgain() throws { try onMain {
        let window = open(try form("fail-once"))
        defer { window.window.destroy() }
        fill(window, name: "Ana", email: "ana@example.org")
        send(window)
        XCTAssertTrue(GtkRuntime.run(until: { if case .failed? = window.session.submitProgress { true } else { false } }, timeout: 5))
        GtkRuntime.drain()
        let cell = try XCTUnwrap(sendCell(window))
        let status = try XCTUnwrap(cell.submitStatus)
        XCTAssertTrue(status.widget.isVisible && status.reason.isVisible && status.retry.isVisible)
        XCTAssertFalse(status.spinner.isVisible)
        XCTAssertTrue(status.reason.text.contains("500"), status.reason.text)
        XCTAssertEqual(cell.container.accessibleObject?.description, status.reason.text, "read with the item")
        XCTAssertEqual(view(window, "name")?.focusWidget?.as(Entry.self)?.text, "Ana")
        XCTAssertEqual(view(window, "email")?.focusWidget?.as(Entry.self)?.text, "ana@example.org")
        status.retry.click()
        XCTAssertTrue(GtkRuntime.run(until: { self.server.received.count == 2 && !window.session.isSubmitting }, timeout: 5))
        GtkRuntime.drain()
        XCTAssertEqual(server.received.map(\.body), Array(repeating: #"{"email":"ana@example.org","name":"Ana","news":false}"#, count: 2))
        XCTAssertNil(window.session.submitProgress, "sent, the failure goes")
        XCTAssertFalse(status.widget.isVisible)
    } }

    /// A failure is said once: under the Send item on screen, announced from there as an alert,
    /// and not in the window's bar as well.
    func testAFailureIsSaidOnceUnderItsItemAndAnnounced() throws { try onMain {
        let window = open(try form("fail"))
        defer { window.window.destroy() }
        fill(window, name: "Ana", email: "ana@example.org")
        send(window)
        XCTAssertTrue(GtkRuntime.run(until: { self.failure(window) != nil }, timeout: 5))
        GtkRuntime.drain(quietPeriod: 0.2)
        let status = try XCTUnwrap(sendCell(window)?.submitStatus)
        XCTAssertTrue(status.reason.isVisible && status.reason.text.contains("500"), status.reason.text)
        XCTAssertFalse(window.infoBar.isRevealed, "not in the bar too: \(window.errorMessage ?? "")")
        XCTAssertNil(window.session.notice)
        let accessible = try XCTUnwrap(status.widget.accessibleObject)
        XCTAssertEqual(accessible.role, .alert, "a screen reader reads it out")
        XCTAssertEqual(accessible.name, status.reason.text)
    } }

    /// Enter in the first field of a long form whose Send item is off screen: the reason goes in
    /// the bar, which a sent-again form takes away.
    func testAFailureWhoseItemIsOffScreenIsSaidInTheBar() throws { try onMain {
        let fields = (0..<30).map { #"{"kind": "text-field", "name": "f\#($0)", "label": "Field \#($0)"}"# }.joined(separator: ",")
        let json = #"{"components": [{"items": [\#(fields), {"identifier": "send", "title": "Send","#
            + #" "action": {"submit": {"url": "\#(server.url("fail-once").absoluteString)"}}}]}]}"#
        let file = folder.url.appendingPathComponent("long.json")
        try Data(json.utf8).write(to: file)
        let window = open(file.path)
        defer { window.window.destroy() }
        window.window.resize(width: 600, height: 400)
        GtkRuntime.drain()
        let first = try XCTUnwrap(window.controller.components[0].realisedCell(at: 0)?.view as? InputItemView)
        first.focusWidget?.grabFocus()
        GtkRuntime.drain()
        pressKey(GDK_KEY_Return, in: window.window.pointer)
        XCTAssertTrue(GtkRuntime.run(until: { self.failure(window) != nil }, timeout: 5))
        GtkRuntime.drain(quietPeriod: 0.2)
        XCTAssertTrue(window.infoBar.isRevealed, "the Send item is off screen: the bar says it")
        XCTAssertTrue(window.errorMessage?.contains("500") == true, window.errorMessage ?? "no message")
        pressKey(GDK_KEY_Return, in: window.window.pointer)
        XCTAssertTrue(GtkRuntime.run(until: { self.server.received.count == 2 && !window.session.isSubmitting }, timeout: 5))
        GtkRuntime.drain()
        XCTAssertNil(window.errorMessage, "sent again, the reason goes")
    } }

    /// Data/examples/feedback.json against the loopback server: nothing chosen, the required
    /// choice keeps it; chosen, a failure runs on-error (the values stay), an empty answer on-success.
    func testTheFeedbackExampleSendsAndSaysHowItWent() throws { try onMain {
        let example = try String(contentsOf: Repository.path("Data/examples/feedback.json"), encoding: .utf8)
        for (path, sent, failed) in [("fail", false, true), ("empty", true, false)] {
            let file = folder.url.appendingPathComponent("feedback-\(path).json")
            try Data(example.replacingOccurrences(of: "https://example.org/feedback", with: server.url(path).absoluteString).utf8)
                .write(to: file)
            let window = open(file.path)
            defer { window.window.destroy() }
            let submission = try XCTUnwrap(item(window, "send")?.1.submission)
            guard case .invalid(let invalid) = window.session.submit(submission) else { return XCTFail("sent without a rating") }
            XCTAssertEqual(invalid.map(\.name), ["rating"])
            window.session.input(try XCTUnwrap(view(window, "rating")?.shownInput), changedTo: .string("fine"))
            window.session.input(try XCTUnwrap(view(window, "comments")?.shownInput), changedTo: .string("More dark themes"))
            XCTAssertEqual(window.session.submit(submission), .sending, path)
            XCTAssertTrue(GtkRuntime.run(until: { !window.session.isSubmitting }, timeout: 5), path)
            GtkRuntime.drain()
            XCTAssertEqual(window.session.variables["sent"], .bool(sent), path)
            XCTAssertEqual(window.session.variables["failed"], .bool(failed), path)
            XCTAssertEqual(window.session.variables["comments"], .string("More dark themes"), "\(path): the values stay")
        }
        XCTAssertEqual(server.received.map(\.body), Array(repeating: #"{"comments":"More dark themes","email":"","rating":"fine"}"#, count: 2))
    } }

    func testARedirectToAFileIsRefused() throws { try onMain {
        let window = open(try form("to-file"))
        defer { window.window.destroy() }
        fill(window, name: "Ana", email: "ana@example.org")
        send(window)
        XCTAssertTrue(GtkRuntime.run(until: { self.failure(window) != nil }, timeout: 5))
        XCTAssertTrue(failure(window)?.contains("not http or https") == true, failure(window) ?? "")
        XCTAssertNotEqual(window.title, "passwd")
    } }

    func testAScreenAnswerIsShownAndBackReturnsToTheForm() throws { try onMain {
        let window = open(try form("screen"))
        defer { window.window.destroy() }
        fill(window, name: "Ana", email: "ana@example.org")
        send(window)
        XCTAssertTrue(GtkRuntime.run(until: { window.title == "Thanks" }, timeout: 5), "title \(window.title)")
        window.session.goBack()
        GtkRuntime.drain()
        XCTAssertNotNil(item(window, "send"), "Back returns to the form")
        XCTAssertEqual(view(window, "name")?.focusWidget?.as(Entry.self)?.text, "Ana", "with its values")
        XCTAssertEqual(view(window, "email")?.focusWidget?.as(Entry.self)?.text, "ana@example.org")
    } }

    /// A hostile server's answers to a form: too large, a gzip bomb, a redirect loop. Each stops at
    /// the client's limits and says so; the values stay.
    func testAHostileServersAnswersStopAtTheLimits() throws { try onMain {
        let hostile = try HostileServer()
        defer { hostile.stop() }
        // The growth while the answers come: the process's own peak depends on the tests before.
        let before = residentMemory()
        resetPeakMemory()
        for (path, expected) in [("huge", "larger than"), ("gzip-bomb", "larger than"), ("loop", "redirected more than")] {
            let file = folder.url.appendingPathComponent("hostile.json")
            let json = #"{"components": [{"items": [{"kind": "text-field", "name": "name", "label": "Name", "value": "Ana"},"#
                + #"{"identifier": "send", "title": "Send", "action": {"submit": {"url": "\#(hostile.url(path).absoluteString)"}}}]}]}"#
            try Data(json.utf8).write(to: file)
            let window = open(file.path)
            defer { window.window.destroy() }
            send(window)
            XCTAssertTrue(GtkRuntime.run(until: { !window.session.isSubmitting }, timeout: 20), path)
            XCTAssertTrue(failure(window)?.contains(expected) == true, "\(path): \(failure(window) ?? "no failure")")
            XCTAssertEqual(window.session.variables["name"], .string("Ana"), path)
        }
        let growth = peakResidentMemory() - before
        print("hostile answers to a form: peak RSS +\(growth / 1024 / 1024) MB")
        XCTAssertLessThan(growth, 200 * 1024 * 1024, "the answers were not held in memory")
    } }
}
