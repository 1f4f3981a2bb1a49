import CSpotsGtk
import Foundation
@testable import SpotsApp
@testable import SpotsGtk
import SpotsModel
import XCTest

/// Input items in the real window: each kind's native widget writes its variable when the user
/// changes it, whatever reads the variable follows, a recycled row shows the value typed, and
/// screen readers get the label as the name, `required`, and after leaving an invalid field the
/// `invalid-entry` state with the message as the description.
final class InputItemsTests: GtkTestCase {
    @MainActor
    private func open(_ path: String, width: Int = 700, height: Int = 900) -> ScreenWindow {
        let window = ScreenWindow(application: nil)
        window.window.setDefaultSize(width: width, height: height)
        window.present()
        window.open(path: path)
        GtkRuntime.drain()
        return window
    }

    /// The shown item with `identifier`, and its cell when realised.
    @MainActor
    private func cell(_ window: ScreenWindow, _ identifier: String) -> ItemCell? {
        for component in window.controller.components {
            for index in 0..<component.itemCount where component.item(at: index)?.identifier == .string(identifier) {
                return component.realisedCell(at: index)
            }
        }
        return nil
    }

    @MainActor
    private func inputView(_ window: ScreenWindow, _ identifier: String) -> InputItemView? {
        cell(window, identifier)?.view as? InputItemView
    }

    @MainActor
    private func title(_ window: ScreenWindow, _ identifier: String) -> String? { cell(window, identifier)?.item.title }
    @MainActor
    private func subtitle(_ window: ScreenWindow, _ identifier: String) -> String? { cell(window, identifier)?.item.subtitle }

    /// Types `text` as key presses into the focused widget.
    @MainActor
    private func type(_ text: String, in window: ScreenWindow) {
        for scalar in text.unicodeScalars {
            pressKey(Int32(gdk_unicode_to_keyval(scalar.value)), in: window.window.pointer, quietPeriod: 0.005)
        }
        GtkRuntime.drain()
    }

    @MainActor
    private func descendants(of widget: Widget) -> [Widget] {
        guard let container = widget.as(Container.self) else { return [] }
        return container.children.flatMap { [$0] + descendants(of: $0) }
    }

    private var example: String { Repository.path("Data/examples/settings-form.json").path }

    func testTypingWritesTheVariableAndTheLabelThatReadsItFollows() throws { try onMain {
        let window = open(example)
        defer { window.window.destroy() }
        XCTAssertEqual(title(window, "summary"), "No name yet")
        let entry = try XCTUnwrap(inputView(window, "display-name")?.focusWidget?.as(Entry.self))
        entry.grabFocus()
        type("Ana", in: window)
        XCTAssertEqual(window.session.variables["displayName"], .string("Ana"), "the name the screen did not declare is a variable")
        XCTAssertTrue(GtkRuntime.run(until: { self.title(window, "summary") == "Signed in as Ana" }, timeout: 2))
        XCTAssertEqual(entry.text, "Ana", "the entry keeps what was typed (no echo rewrites it)")
        XCTAssertEqual(window.controller.lastUpdate.created, 0, "typing creates no widget: \(window.controller.lastUpdate)")
    } }

    func testEveryKindWritesItsValue() throws { try onMain {
        let window = open(example, height: 1200)
        defer { window.window.destroy() }
        // switch: a boolean
        let bluetooth = try XCTUnwrap(inputView(window, "bluetooth")?.focusWidget?.as(Switch.self))
        bluetooth.isActive = true
        XCTAssertEqual(window.session.variables["bluetooth"], .bool(true))
        XCTAssertTrue(GtkRuntime.run(until: { self.subtitle(window, "wifi-state") == "Bluetooth is on" }, timeout: 2))
        // choice as radio buttons: the option's value
        let radios = try XCTUnwrap(inputView(window, "theme").map { descendants(of: $0.widget).compactMap { $0.as(RadioButton.self) } })
        XCTAssertEqual(radios.map(\.label), ["Follow the system", "Light", "Dark"])
        radios[2].isActive = true
        XCTAssertEqual(window.session.variables["theme"], .string("dark"))
        // slider: a number
        let scale = try XCTUnwrap(inputView(window, "text-size")?.focusWidget?.as(Scale.self))
        scale.value = 150
        XCTAssertEqual(window.session.variables["textSize"], .number(150))
        // choice as a drop-down: the option's value
        let combo = try XCTUnwrap(inputView(window, "density")?.focusWidget?.as(ComboBoxText.self))
        XCTAssertEqual(combo.activeText, "Comfortable")
        combo.activeIdentifier = "1"
        XCTAssertEqual(window.session.variables["density"], .string("compact"))
        XCTAssertTrue(GtkRuntime.run(until: { self.subtitle(window, "summary") == "Text at 150% · dark style · compact" }, timeout: 2),
                      "\(subtitle(window, "summary") ?? "nil")")
        // date: an ISO string, typed or picked from the calendar
        let dateView = try XCTUnwrap(inputView(window, "birthday"))
        let dateEntry = try XCTUnwrap(dateView.focusWidget?.as(Entry.self))
        dateEntry.text = "2001-02-03"
        XCTAssertEqual(window.session.variables["birthday"], .string("2001-02-03"))
        let control = try XCTUnwrap(dateView.dateControl)
        control.openCalendar()
        GtkRuntime.drain()
        let calendar = try XCTUnwrap(control.shownCalendar)
        XCTAssertEqual(calendar.date.year, 2001)
        XCTAssertEqual(calendar.date.month, 2)
        calendar.date = (2001, 2, 14)
        XCTAssertEqual(window.session.variables["birthday"], .string("2001-02-14"), "choosing a day writes it")
        // check: a boolean; disabled until an email is entered (an expression)
        let check = try XCTUnwrap(inputView(window, "newsletter")?.focusWidget?.as(CheckButton.self))
        XCTAssertFalse(check.isSensitive, "disabled while the email is empty")
        let email = try XCTUnwrap(inputView(window, "email")?.focusWidget?.as(Entry.self))
        email.text = "ana@example.org"
        XCTAssertTrue(GtkRuntime.run(until: { check.isSensitive }, timeout: 2), "enabled once there is an email")
        check.isActive = true
        XCTAssertEqual(window.session.variables["newsletter"], .bool(true))
    } }

    /// A windowed list of 300 fields: the value lives in the variable, so a recycled row shows it.
    func testAFieldScrolledOutAndBackShowsTheValueTyped() throws { try onMain {
        let folder = TemporaryFolder()
        let items = (0..<300).map { #"{"identifier": "f\#($0)", "kind": "text-field", "name": "f\#($0)", "label": "Field \#($0)"}"# }
        let file = folder.url.appendingPathComponent("long-form.json")
        try Data(#"{"components": [{"items": [\#(items.joined(separator: ","))]}]}"#.utf8).write(to: file)
        let window = open(file.path, height: 400)
        defer { window.window.destroy() }
        let entry = try XCTUnwrap(inputView(window, "f0")?.focusWidget?.as(Entry.self))
        entry.grabFocus()
        type("kept", in: window)
        window.controller.widget.grabFocus()
        scrollToEnd(window.controller, step: 400, limit: 200)
        XCTAssertNil(cell(window, "f0"), "the first row left the window")
        XCTAssertGreaterThan(window.controller.statistics.cellsReused, 0, "rows were recycled")
        window.controller.scrollProgrammatically(to: 0)
        GtkRuntime.drain()
        XCTAssertTrue(GtkRuntime.run(until: { self.cell(window, "f0") != nil }, timeout: 2))
        XCTAssertEqual(inputView(window, "f0")?.focusWidget?.as(Entry.self)?.text, "kept")
        let others = (1..<8).compactMap { inputView(window, "f\($0)")?.focusWidget?.as(Entry.self)?.text }
        XCTAssertEqual(Set(others), [""], "no recycled row shows another field's text")
    } }

    func testLabelsRequiredAndInvalidReachTheAccessibilityTree() throws { try onMain {
        let window = open(example)
        defer { window.window.destroy() }
        let nameView = try XCTUnwrap(inputView(window, "display-name"))
        let name = try XCTUnwrap(nameView.focusWidget?.accessibleObject)
        XCTAssertEqual(name.name, "Display name", "the label names the entry")
        XCTAssertEqual(name.role, .text)
        XCTAssertTrue(name.states.contains(.required))
        XCTAssertFalse(name.states.contains(.invalidEntry), "not judged before the user leaves it")
        let switchObject = try XCTUnwrap(inputView(window, "wifi")?.focusWidget?.accessibleObject)
        XCTAssertEqual(switchObject.name, "Wi-Fi")
        XCTAssertEqual(switchObject.description, "Join known networks automatically", "the hint describes it")
        // Radio buttons keep their options' names; the group is named by the label.
        let themeView = try XCTUnwrap(inputView(window, "theme"))
        let radios = descendants(of: themeView.widget).compactMap { $0.as(RadioButton.self) }
        XCTAssertEqual(radios.compactMap { $0.accessibleObject?.name }, ["Follow the system", "Light", "Dark"])
        XCTAssertEqual(radios.first?.accessibleObject?.role, .radioButton)
        let group = try XCTUnwrap(radios.first?.parent?.accessibleObject)
        XCTAssertEqual(group.name, "Style")
        XCTAssertEqual(group.role, .panel)
        // Leave the required field empty: it says so, in the window and to screen readers.
        nameView.focusWidget?.grabFocus()
        GtkRuntime.drain()
        pressKey(GDK_KEY_Tab, in: window.window.pointer)
        XCTAssertEqual(nameView.shownError, "Fill in this field")
        XCTAssertTrue(name.states.contains(.invalidEntry))
        XCTAssertEqual(name.description, "Fill in this field")
        // Typing a valid value clears it at once.
        nameView.focusWidget?.grabFocus()
        type("Ana", in: window)
        XCTAssertNil(nameView.shownError)
        XCTAssertFalse(name.states.contains(.invalidEntry))
        // An invalid email shows the screen's own message.
        let emailView = try XCTUnwrap(inputView(window, "email"))
        emailView.focusWidget?.grabFocus()
        type("ana", in: window)
        pressKey(GDK_KEY_Tab, in: window.window.pointer)
        XCTAssertEqual(emailView.shownError, "Enter an email address such as name@example.org")
        XCTAssertEqual(emailView.focusWidget?.accessibleObject?.description, "Enter an email address such as name@example.org")
    } }

    func testTabMovesFromInputToInputAndArrowsLeaveThem() { onMain {
        let window = open(example, height: 1200)
        defer { window.window.destroy() }
        @MainActor func focusedName() -> String? {
            gtk_window_get_focus(spots_window(window.window.pointer)).flatMap { Widget($0).accessibleObject?.name }
        }
        inputView(window, "display-name")?.focusWidget?.grabFocus()
        GtkRuntime.drain()
        pressKey(GDK_KEY_Tab, in: window.window.pointer)
        XCTAssertEqual(focusedName(), "Email")
        pressKey(GDK_KEY_Tab, in: window.window.pointer)
        XCTAssertEqual(focusedName(), "Birthday", "Tab passes over the disabled check box to the next enabled input")
        pressKey(GDK_KEY_ISO_Left_Tab, GDK_SHIFT_MASK, in: window.window.pointer)
        XCTAssertEqual(focusedName(), "Email")
        pressKey(GDK_KEY_Up, in: window.window.pointer)
        XCTAssertEqual(focusedName(), "Display name", "Up moves to the item above, into its control")
        type("Bo", in: window)
        XCTAssertEqual(window.session.variables["displayName"], .string("Bo"))
    } }

    func testEscapeRevertsAnEditedField() throws { try onMain {
        let window = open(example)
        defer { window.window.destroy() }
        let entry = try XCTUnwrap(inputView(window, "email")?.focusWidget?.as(Entry.self))
        entry.grabFocus()
        type("ana@example.org", in: window)
        pressKey(GDK_KEY_Tab, in: window.window.pointer)
        entry.grabFocus()
        GtkRuntime.drain()
        pressKey(GDK_KEY_End, in: window.window.pointer) // focusing selects the text: keep it
        type("x", in: window)
        XCTAssertEqual(window.session.variables["email"], .string("ana@example.orgx"))
        pressKey(GDK_KEY_Escape, in: window.window.pointer)
        XCTAssertEqual(entry.text, "ana@example.org", "Escape brings back the value the field had when it took the focus")
        XCTAssertEqual(window.session.variables["email"], .string("ana@example.org"))
        XCTAssertTrue(entry.hasFocus, "the focus stays in the field")
    } }

    /// Which fields were left is the screen's: another screen's field of the same name is new.
    func testAnotherScreensFieldOfTheSameNameIsNotJudgedYet() throws { try onMain {
        let window = open(example)
        defer { window.window.destroy() }
        inputView(window, "display-name")?.focusWidget?.grabFocus()
        GtkRuntime.drain()
        pressKey(GDK_KEY_Tab, in: window.window.pointer)
        XCTAssertEqual(inputView(window, "display-name")?.shownError, "Fill in this field")
        let folder = TemporaryFolder()
        let other = folder.url.appendingPathComponent("other.json")
        try Data(#"{"components": [{"items": [{"identifier": "display-name", "kind": "text-field", "name": "displayName", "label": "Name", "required": true}]}]}"#.utf8).write(to: other)
        window.open(path: other.path)
        GtkRuntime.drain()
        XCTAssertEqual(inputView(window, "display-name")?.shownInput?.label, "Name")
        XCTAssertNil(inputView(window, "display-name")?.shownError)
    } }

    /// A search field filters a data-bound list: the rows that read the variable follow each key.
    func testASearchFieldFiltersADataBoundList() throws { try onMain {
        let window = open(Repository.path("Data/examples/search.json").path)
        defer { window.window.destroy() }
        @MainActor func cities() -> [String] {
            let component = window.controller.components[1]
            return (0..<component.itemCount).compactMap { component.realisedCell(at: $0)?.item.title }
        }
        XCTAssertEqual(cities().count, 7)
        let field = try XCTUnwrap(inputView(window, "query"))
        field.focusWidget?.grabFocus()
        type("LJ", in: window)
        XCTAssertTrue(GtkRuntime.run(until: { cities() == ["Ljubljana"] }, timeout: 2), "\(cities())")
        XCTAssertEqual(field.focusWidget?.accessibleObject?.description, "Cities whose name has \"LJ\"", "the hint binds the variable too")
        pressKey(GDK_KEY_BackSpace, in: window.window.pointer)
        XCTAssertTrue(GtkRuntime.run(until: { cities() == ["Lisbon", "Seville", "Valencia", "Lyon", "Bologna", "Ljubljana"] }, timeout: 2),
                      "\(cities())")
    } }
}
