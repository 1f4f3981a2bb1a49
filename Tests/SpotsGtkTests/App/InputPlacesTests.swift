import CSpotsGtk
import Foundation
@testable import SpotsApp
@testable import SpotsGtk
import SpotsModel
import XCTest

/// Inputs outside a component's items work as items' do: a header's search field, a footer's
/// switch and an empty state's check box write their variables, and what reads them follows.
/// An input in a data-bound template is refused with a positioned problem and shown disabled.
final class InputPlacesTests: GtkTestCase {
    private let document = """
    {"variables": {"q": ""}, "components": [
     {"header": {"kind": "text-field", "name": "q", "label": "Search"},
      "footer": {"kind": "switch", "name": "on", "label": "On"},
      "items": [{"identifier": "shown", "title": "Query: ${q}, on: ${on}, agree: ${agree}"}]},
     {"states": {"empty": {"kind": "check", "name": "agree", "label": "Agree"}}, "items": []},
     {"data": [{"id": "a", "name": "Ana"}, {"id": "b", "name": "Bo"}],
      "template": {"kind": "text-field", "name": "note", "label": "Note for ${it.name}"}}
    ]}
    """

    @MainActor
    private func open(_ folder: TemporaryFolder) -> ScreenWindow {
        let window = ScreenWindow(application: nil)
        window.window.setDefaultSize(width: 600, height: 700)
        window.present()
        window.open(path: folder.write(document, to: "places.json"))
        GtkRuntime.drain()
        return window
    }

    @MainActor
    private func shownTitle(_ window: ScreenWindow) -> String? {
        window.controller.components[0].item(at: 0)?.title
    }

    func testHeaderFooterAndStateInputsWriteTheirVariables() throws { try onMain {
        let folder = TemporaryFolder()
        let window = open(folder)
        defer { window.window.destroy() }
        let first = window.controller.components[0]
        XCTAssertEqual(shownTitle(window), "Query: , on: false, agree: false")

        let search = try XCTUnwrap((first.header?.view as? InputItemView)?.focusWidget?.as(Entry.self), "the header is a text field")
        search.grabFocus()
        search.text = "fig"
        GtkRuntime.drain()
        XCTAssertEqual(window.session.variables["q"], .string("fig"))
        XCTAssertEqual(shownTitle(window), "Query: fig, on: false, agree: false")
        XCTAssertEqual(search.text, "fig")

        let toggle = try XCTUnwrap((first.footer?.view as? InputItemView)?.focusWidget?.as(Switch.self), "the footer is a switch")
        toggle.isActive = true
        GtkRuntime.drain()
        XCTAssertEqual(window.session.variables["on"], .bool(true))
        XCTAssertEqual(shownTitle(window), "Query: fig, on: true, agree: false")

        // The empty state's check box, pressed with the keyboard, keeps its widget and the focus.
        let state = try XCTUnwrap(window.controller.components[1].stateView?.view as? InputItemView, "the empty state is a check box")
        let check = try XCTUnwrap(state.focusWidget?.as(CheckButton.self))
        check.grabFocus()
        GtkRuntime.drain()
        XCTAssertTrue(check.hasFocus, "the check box takes the focus")
        XCTAssertTrue(check.isSensitive && check.isMapped)
        pressKey(GDK_KEY_space, in: window.window.pointer)
        // GTK presses a button from the keyboard for a moment before it toggles.
        XCTAssertTrue(GtkRuntime.run(until: { window.session.variables["agree"] == .bool(true) }, timeout: 3))
        XCTAssertEqual(window.session.variables["agree"], .bool(true))
        XCTAssertEqual(shownTitle(window), "Query: fig, on: true, agree: true")
        XCTAssertTrue(window.controller.components[1].stateView?.view === state, "shown again in place")
        XCTAssertTrue(check.hasFocus, "the focus stays on the check box")
    } }

    /// A submit that finds a header's required field empty sends nothing and shows its message.
    func testASubmitChecksAHeadersInputAndShowsItsMessage() throws { try onMain {
        let folder = TemporaryFolder()
        let window = ScreenWindow(application: nil)
        defer { window.window.destroy() }
        window.present()
        window.open(path: folder.write("""
        {"components": [{"header": {"kind": "text-field", "name": "q", "label": "Search", "required": true},
          "items": [{"identifier": "go", "title": "Go", "action": {"submit": {"url": "http://127.0.0.1:9/never"}}}]}]}
        """, to: "header-form.json"))
        GtkRuntime.drain()
        let component = window.controller.components[0]
        let go = try XCTUnwrap(component.item(at: 0))
        window.component(component, itemSelected: go)
        GtkRuntime.drain()
        XCTAssertFalse(window.session.isSubmitting, "nothing is sent")
        let header = try XCTUnwrap(component.header?.view as? InputItemView)
        XCTAssertEqual(header.shownError, "Fill in this field", "the header's field says why")
        XCTAssertEqual(header.focusWidget?.hasFocus, true, "the focus moves to the header's field")
    } }

    /// Enter in a header's one-line field submits the component's form, as in an item's.
    func testEnterInAHeadersFieldSubmitsTheForm() throws { try onMain {
        let server = try FormServer()
        defer { server.stop() }
        let folder = TemporaryFolder()
        let window = ScreenWindow(application: nil)
        defer { window.window.destroy() }
        window.present()
        window.open(path: folder.write("""
        {"components": [{"header": {"kind": "text-field", "name": "q", "label": "Search"},
          "items": [{"identifier": "go", "title": "Go",
                     "action": {"submit": {"url": "http://127.0.0.1:\(server.port)/empty"}}}]}]}
        """, to: "header-enter.json"))
        GtkRuntime.drain()
        let header = try XCTUnwrap(window.controller.components[0].header?.view as? InputItemView)
        let entry = try XCTUnwrap(header.focusWidget?.as(Entry.self))
        entry.grabFocus()
        entry.text = "figs"
        GtkRuntime.drain()
        pressKey(GDK_KEY_Return, in: window.window.pointer)
        XCTAssertTrue(GtkRuntime.run(until: { server.received.count == 1 && !window.session.isSubmitting }, timeout: 5))
        XCTAssertEqual(server.received.first.flatMap { try? JSONSerialization.jsonObject(with: Data($0.body.utf8)) as? [String: String] },
                       ["q": "figs"])
    } }

    func testAnInputInADataBoundTemplateIsRefusedWithItsPosition() throws { try onMain {
        let folder = TemporaryFolder()
        let window = open(folder)
        defer { window.window.destroy() }
        let problem = try XCTUnwrap(window.session.problems.first { $0.message.contains("data-bound template") })
        XCTAssertEqual(problem.line, 7)
        XCTAssertEqual(problem.column, 16)
        let rows = window.controller.components[2]
        XCTAssertEqual(rows.itemCount, 2)
        for index in 0..<2 {
            let entry = try XCTUnwrap((rows.realisedCell(at: index)?.view as? InputItemView)?.focusWidget?.as(Entry.self))
            XCTAssertFalse(entry.isSensitive, "row \(index) is disabled")
        }
        XCTAssertNil(window.session.variables["note"], "no variable is made for it")
    } }
}
