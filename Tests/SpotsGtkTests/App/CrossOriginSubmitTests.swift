import CSpotsGtk
import Foundation
@testable import SpotsApp
@testable import SpotsGtk
import SpotsModel
import XCTest

/// A screen from one server whose form is addressed to another: the window asks in a modal dialog
/// naming both origins, Cancel first and the default. Answered by keyboard: Escape and Enter on
/// Cancel send nothing; "Send to …" sends once, and the next submit asks again. `file:` is refused
/// without a question.
final class CrossOriginSubmitTests: GtkTestCase {
    private var home: FormServer!
    private var other: FormServer!

    override func setUpWithError() throws {
        try super.setUpWithError()
        home = try FormServer()
        other = try FormServer()
    }

    override func tearDown() {
        home?.stop()
        other?.stop()
        super.tearDown()
    }

    /// Opens a screen served by `home` whose Send item submits to `address`.
    @MainActor
    private func open(sendingTo address: String) throws -> ScreenWindow {
        let json = """
        {"variables": {"failed": false}, "components": [{"items": [
          {"identifier": "name", "kind": "text-field", "name": "name", "label": "Name", "value": "Ana"},
          {"identifier": "send", "title": "Send", "action": {"submit": {"url": "\(address)", "on-error": {"set": {"failed": true}}}}}
        ]}]}
        """
        // A name of its own: a port reused from an earlier test would give the same address, and
        // the window would first show that test's form from the cache of screens seen before.
        let url = try home.serve(Data(json.utf8), as: "form-\(UUID().uuidString.prefix(8)).json")
        let window = ScreenWindow(application: nil)
        window.window.setDefaultSize(width: 600, height: 500)
        window.present()
        window.open(.url(url))
        XCTAssertTrue(GtkRuntime.run(until: { self.sendItem(window) != nil }, timeout: 10), "the form arrives")
        return window
    }

    @MainActor
    private func sendItem(_ window: ScreenWindow) -> (Component, Item)? {
        guard let component = window.controller.components.first else { return nil }
        for index in 0..<component.itemCount where component.item(at: index)?.identifier == .string("send") {
            return component.item(at: index).map { (component, $0) }
        }
        return nil
    }

    @MainActor
    private func send(_ window: ScreenWindow) throws {
        let (component, item) = try XCTUnwrap(sendItem(window))
        window.component(component, itemSelected: item)
        GtkRuntime.drain()
    }

    @MainActor
    private func dialog(_ window: ScreenWindow) throws -> MessageDialog {
        let dialog = try XCTUnwrap(window.submitConfirmation, "the window asks")
        XCTAssertTrue(GtkRuntime.run(until: { dialog.isMapped }, timeout: 5), "the dialog is shown")
        return dialog
    }

    func testTheDialogNamesBothOriginsAndCancelIsTheDefault() throws { try onMain {
        let window = try open(sendingTo: other.url("empty").absoluteString)
        defer { window.window.destroy() }
        try send(window)
        let dialog = try dialog(window)
        let from = "http://127.0.0.1:\(home.port)", to = "http://127.0.0.1:\(other.port)"
        XCTAssertEqual(dialog.text, "Send this form to another site?")
        XCTAssertTrue(dialog.secondaryText.contains(from) && dialog.secondaryText.contains(to), dialog.secondaryText)
        XCTAssertTrue(dialog.isModal)
        let cancel = try XCTUnwrap(dialog.button(for: .cancel))
        XCTAssertTrue(cancel.hasFocus, "Cancel has the focus")
        XCTAssertEqual(dialog.button(for: .accept)?.label, "_Send to \(to)", "the send button says what it does")
        // Enter on the focused Cancel: nothing goes.
        pressKey(GDK_KEY_Return, in: dialog.pointer)
        XCTAssertTrue(GtkRuntime.run(until: { window.submitConfirmation == nil }, timeout: 5), "Enter answers Cancel")
        GtkRuntime.drain(quietPeriod: 0.3)
        XCTAssertEqual(other.received.count, 0)
        XCTAssertEqual(home.received.count, 0)
        XCTAssertFalse(window.session.isSubmitting)
        XCTAssertNil(window.session.notice, "a choice is not an error")
    } }

    func testEscapeCancelsAndSendSendsOnceAndTheNextSubmitAsksAgain() throws { try onMain {
        let window = try open(sendingTo: other.url("empty").absoluteString)
        defer { window.window.destroy() }
        try send(window)
        pressKey(GDK_KEY_Escape, in: try dialog(window).pointer)
        XCTAssertTrue(GtkRuntime.run(until: { window.submitConfirmation == nil }, timeout: 5), "Escape cancels")
        GtkRuntime.drain(quietPeriod: 0.3)
        XCTAssertEqual(other.received.count, 0)

        // Tab to "Send to …", then Space presses it.
        try send(window)
        let dialog = try dialog(window)
        pressKey(GDK_KEY_Tab, in: dialog.pointer)
        XCTAssertTrue(dialog.button(for: .accept)?.hasFocus == true, "Tab goes from Cancel to Send")
        pressKey(GDK_KEY_space, in: dialog.pointer)
        XCTAssertTrue(GtkRuntime.run(until: { self.other.received.count == 1 && !window.session.isSubmitting }, timeout: 5))
        XCTAssertEqual(other.received.first?.body, #"{"name":"Ana"}"#)
        XCTAssertNil(window.submitConfirmation)

        // The yes was for that submit: the next asks again.
        try send(window)
        pressKey(GDK_KEY_Escape, in: try self.dialog(window).pointer)
        XCTAssertTrue(GtkRuntime.run(until: { window.submitConfirmation == nil }, timeout: 5))
        GtkRuntime.drain(quietPeriod: 0.3)
        XCTAssertEqual(other.received.count, 1, "cancelled, the second submit sends nothing")
    } }

    /// A 307 sends the body again: from the screen's own origin it may not take it to another.
    func testARedirectThatWouldResendTheValuesToAnotherOriginStops() throws { try onMain {
        let window = try open(sendingTo: home.url("307?" + other.url("empty").absoluteString).absoluteString)
        defer { window.window.destroy() }
        try send(window)
        XCTAssertNil(window.submitConfirmation, "the screen's own origin: no question")
        XCTAssertTrue(GtkRuntime.run(until: { !window.session.isSubmitting }, timeout: 5))
        GtkRuntime.drain(quietPeriod: 0.3)
        XCTAssertEqual(home.received.count, 1)
        XCTAssertEqual(other.received.count, 0, "the values did not go on to the other origin")
        guard case .failed(_, let reason)? = window.session.submitProgress else { return XCTFail("the submit did not fail") }
        XCTAssertTrue(reason.contains("another site"), reason)
        XCTAssertEqual(window.session.variables["failed"], .bool(true), "on-error runs")
    } }

    func testAFileAddressIsRefusedWithoutAsking() throws { try onMain {
        let window = try open(sendingTo: "file:///etc/passwd")
        defer { window.window.destroy() }
        try send(window)
        XCTAssertNil(window.submitConfirmation, "no question")
        XCTAssertTrue(window.errorMessage?.contains("http or https only") == true, window.errorMessage ?? "no message")
    } }
}
