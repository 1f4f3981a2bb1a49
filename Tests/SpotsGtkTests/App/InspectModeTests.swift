import CSpotsGtk
import Foundation
@testable import SpotsApp
@testable import SpotsGtk
import SpotsModel
import XCTest

/// Inspect mode: from a widget on screen back to the JSON that made it.
final class InspectModeTests: GtkTestCase {
    private let document = """
    {
      "title": "Inspect",
      "components": [
        {"kind": "list", "items": [{"title": "First"}]},
        {"kind": "grid", "layout": {"span": 2}, "items": [
          {"title": "A"},
          {"title": "B", "kind": "card"},
          {"title": "Nest", "children": [
            {"kind": "list", "items": [{"title": "Inner one"}, {"title": "Inner two"}]}
          ]}
        ]}
      ]
    }
    """

    @MainActor
    private func center(_ window: ScreenWindow, of widget: Widget) -> (Double, Double) {
        let rect = window.rect(of: widget)
        return (Double(rect.x) + Double(rect.width) / 2, Double(rect.y) + Double(rect.height) / 2)
    }

    func testClickingAnItemShowsItsPathPositionKindSizeAndJSON() throws { try onMain {
        let folder = TemporaryFolder()
        let path = folder.write(document, to: "screen.json")
        let window = ScreenWindow(application: nil)
        defer { window.window.destroy() }
        window.window.setDefaultSize(width: 700, height: 700)
        window.present()
        window.open(path: path)
        GtkRuntime.drain()
        XCTAssertFalse(window.isInspecting)
        XCTAssertTrue(window.handleKeyForTesting(KeyEvent(keyval: UInt32(GDK_KEY_I), modifiers: [.control, .shift])))
        XCTAssertTrue(window.isInspecting)
        GtkRuntime.drain()

        let grid = window.controller.components[1]
        let b = try XCTUnwrap(grid.cells.first { $0.item.title == "B" })
        let (x, y) = center(window, of: b.container)
        window.hover(x: x, y: y)
        XCTAssertEqual(window.hoverOutline, window.rect(of: b.container), "hovering outlines the item")
        window.inspect(x: x, y: y)
        let element = try XCTUnwrap(window.inspectedElement)
        XCTAssertEqual(element.path, "components[1].items[1]")
        XCTAssertEqual(element.location, "\(path):7:7")
        XCTAssertEqual(element.kind, "card")
        XCTAssertEqual(element.width, b.container.allocation.width)
        XCTAssertGreaterThan(element.height, 0)
        XCTAssertEqual(element.json, #"{"title": "B", "kind": "card"}"#)
        XCTAssertTrue(element.viewClass.contains("Gtk"), element.viewClass)
        XCTAssertEqual(window.inspectorFields["path"], "components[1].items[1]")

        // A nested item is found inside its parent.
        let nest = try XCTUnwrap(grid.cells.first { $0.item.title == "Nest" })
        let inner = try XCTUnwrap(nest.children.first?.cells.last)
        let (ix, iy) = center(window, of: inner.container)
        window.inspect(x: ix, y: iy)
        XCTAssertEqual(window.inspectedElement?.path, "components[1].items[2].children[0].items[1]")
        XCTAssertEqual(window.inspectedElement?.json, #"{"title": "Inner two"}"#)

        // "Open in editor" goes to the object's line.
        var opened: [(String, Int?, Int?)] = []
        window.openFile = { opened.append(($0, $1, $2)) }
        window.inspectPanel.openButton.click()
        XCTAssertEqual(opened.first?.0, path)
        XCTAssertEqual(opened.first?.1, 9)

        XCTAssertTrue(window.handleKeyForTesting(KeyEvent(keyval: Key.escape)), "Escape leaves inspect mode")
        XCTAssertFalse(window.isInspecting)
        XCTAssertNil(window.inspectedElement)
    } }

    /// A path longer than the panel wraps between its steps, never inside one (issue 26: it broke
    /// mid-token, e.g. "…chil" / "dren[0]…").
    func testALongPathWrapsBetweenItsSteps() throws { try onMain {
        let folder = TemporaryFolder()
        let path = folder.write(document, to: "screen.json")
        let window = ScreenWindow(application: nil)
        defer { window.window.destroy() }
        window.window.setDefaultSize(width: 900, height: 700)
        window.present()
        window.open(path: path)
        window.setInspecting(true)
        GtkRuntime.drain()
        let nest = try XCTUnwrap(window.controller.components[1].cells.first { $0.item.title == "Nest" })
        let inner = try XCTUnwrap(nest.children.first?.cells.last)
        let (x, y) = center(window, of: inner.container)
        window.inspect(x: x, y: y)
        GtkRuntime.drain()
        let lines = window.inspectPanel.pathLines

        XCTAssertEqual(lines.joined(), "components[1].items[2].children[0].items[1]")
        XCTAssertGreaterThan(lines.count, 1, "43 characters wrap in the panel: \(lines)")
        for line in lines {
            XCTAssertTrue(line.hasSuffix("]"), "a line ends inside a step: \(lines)")
            XCTAssertTrue(line.hasPrefix(".") || line.hasPrefix("components["), "a line starts inside a step: \(lines)")
        }
    } }

    func testTheKeyboardFocusPicksWhatIsInspected() { onMain {
        let folder = TemporaryFolder()
        let path = folder.write(document, to: "screen.json")
        let window = ScreenWindow(application: nil)
        defer { window.window.destroy() }
        window.present()
        window.open(path: path)
        GtkRuntime.drain()
        window.setInspecting(true)
        let first = window.controller.components[0].cells[0]
        first.container.grabFocus()
        _ = window.handleKeyForTesting(KeyEvent(keyval: Key.down))
        GtkRuntime.drain()
        XCTAssertNotNil(window.inspectedElement, "the focused item is inspected")
        XCTAssertTrue(window.inspectedElement?.path.hasPrefix("components[") ?? false)
    } }

    func testAnItemOfAnAppendedPagePointsIntoThatPage() throws { try onMain {
        let folder = TemporaryFolder()
        let page = folder.write("{\"components\": [\n  {\"kind\": \"list\", \"items\": [{\"title\": \"Paged\"}]}\n]}", to: "page-2.json")
        let path = folder.write(#"{"pagination": {"next": "page-2.json"}, "components": [{"kind": "list", "items": [{"title": "First"}]}]}"#,
                                to: "screen.json")
        let window = ScreenWindow(application: nil)
        defer { window.window.destroy() }
        window.present()
        window.open(path: path)
        XCTAssertTrue(GtkRuntime.run(until: { window.controller.components.count == 2 }, timeout: 5))
        GtkRuntime.drain()
        window.setInspecting(true)
        GtkRuntime.drain()
        let cell = try XCTUnwrap(window.controller.components[1].cells.first)
        let (x, y) = center(window, of: cell.container)
        window.inspect(x: x, y: y)
        XCTAssertEqual(window.inspectedElement?.path, "components[0].items[0]")
        XCTAssertEqual(window.inspectedElement?.location, "\(page):2:30")
        XCTAssertEqual(window.inspectedElement?.json, #"{"title": "Paged"}"#)
    } }

    /// The panel shows an item's expressions with what they give now, and an input's variable,
    /// value (a password as dots) and rules; a `set` or typing while it is open updates them.
    func testThePanelShowsExpressionsAndInputsWithTheirValuesNow() throws { try onMain {
        let folder = TemporaryFolder()
        let path = folder.write("""
        {"variables": {"count": 1}, "components": [{"items": [
          {"identifier": "tap", "title": "${count} taps", "action": {"set": {"count": "${count + 1}"}}},
          {"identifier": "secret", "kind": "text-field", "name": "secret", "label": "Password", "input-type": "password",
           "required": true, "min-length": 8}
        ]}]}
        """, to: "screen.json")
        let window = ScreenWindow(application: nil)
        defer { window.window.destroy() }
        window.window.setDefaultSize(width: 900, height: 700)
        window.present()
        window.open(path: path)
        window.setInspecting(true)
        GtkRuntime.drain()
        @MainActor func cell(_ identifier: String) throws -> ItemCell {
            let found = window.controller.components[0].cells.first { $0.item.identifier == .string(identifier) }
            return try XCTUnwrap(found)
        }
        let (x, y) = center(window, of: try cell("tap").container)
        window.inspect(x: x, y: y)
        GtkRuntime.drain()
        XCTAssertEqual(window.inspectorFields["expressions"],
                       "title: ${count} taps\n  → \"1 taps\"\naction.set.count: ${count + 1}\n  → 2")
        XCTAssertEqual(window.inspectorFields["input"], "", "not an input: no input section")

        // The item's own set action, as selecting it runs it: the panel follows.
        let tap = try cell("tap")
        window.component(window.controller.components[0], itemSelected: tap.item)
        GtkRuntime.drain()
        XCTAssertEqual(window.session.variables["count"], .number(2))
        XCTAssertEqual(window.inspectorFields["expressions"],
                       "title: ${count} taps\n  → \"2 taps\"\naction.set.count: ${count + 1}\n  → 3")

        let (px, py) = center(window, of: try cell("secret").container)
        window.inspect(x: px, y: py)
        GtkRuntime.drain()
        XCTAssertEqual(window.inspectorFields["input"], "variable: secret\nvalue: \n✗ required: does not hold\n✓ min-length 8: holds")
        // Typed into the real entry: the value shows as dots, never its text.
        let entry = try XCTUnwrap((try cell("secret").view as? InputItemView)?.focusWidget?.as(Entry.self))
        entry.text = "hunter2"
        GtkRuntime.drain()
        XCTAssertEqual(window.inspectorFields["input"], "variable: secret\nvalue: •••••••\n✓ required: holds\n✗ min-length 8: does not hold")
        entry.text = "hunter22"
        GtkRuntime.drain()
        XCTAssertEqual(window.inspectorFields["input"], "variable: secret\nvalue: ••••••••\n✓ required: holds\n✓ min-length 8: holds")
        let shown = window.inspectorFields.values.joined()
        XCTAssertFalse(shown.contains("hunter"), "the password's text is nowhere in the panel")
    } }

    /// A data-bound row is written once, as its component's template: the panel points at the
    /// template and evaluates its strings with that row's `it` and `index`.
    func testADataBoundRowShowsItsTemplateWithItsOwnElement() { onMain {
        let folder = TemporaryFolder()
        let path = folder.write("""
        {"variables": {"unit": "km"}, "components": [{"data": [{"id": "a", "name": "Ana", "km": 3}, {"id": "b", "name": "Bo", "km": 5}],
          "templates": [{"when": "${it.km > 4}", "item": {"title": "${it.name}", "subtitle": "${index}: ${it.km} ${unit}, far"}},
                        {"item": {"title": "${it.name}", "subtitle": "${index}: ${it.km} ${unit}"}}]}]}
        """, to: "screen.json")
        let window = ScreenWindow(application: nil)
        defer { window.window.destroy() }
        window.window.setDefaultSize(width: 900, height: 700)
        window.present()
        window.open(path: path)
        window.setInspecting(true)
        GtkRuntime.drain()
        let rows = window.controller.components[0].cells.sorted { $0.item.index < $1.item.index }
        XCTAssertEqual(rows.count, 2)
        var (x, y) = center(window, of: rows[1].container)
        window.inspect(x: x, y: y)
        GtkRuntime.drain()
        XCTAssertEqual(window.inspectorFields["path"], "components[0].templates[0].item")
        XCTAssertEqual(window.inspectorFields["expressions"],
                       "title: ${it.name}\n  → \"Bo\"\nsubtitle: ${index}: ${it.km} ${unit}, far\n  → \"1: 5 km, far\"")
        (x, y) = center(window, of: rows[0].container)
        window.inspect(x: x, y: y)
        GtkRuntime.drain()
        XCTAssertEqual(window.inspectorFields["path"], "components[0].templates[1].item")
        XCTAssertEqual(window.inspectorFields["expressions"],
                       "title: ${it.name}\n  → \"Ana\"\nsubtitle: ${index}: ${it.km} ${unit}\n  → \"0: 3 km\"")
    } }

    func testJSONSourceCutsOneValue() {
        let text = "{\n  \"a\": {\"b\": \"}\\\"\", \"c\": [1, 2]},\n  \"d\": 42\n}"
        XCTAssertEqual(JSONSource.value(in: text, line: 2, column: 8), #"{"b": "}\"", "c": [1, 2]}"#)
        XCTAssertEqual(JSONSource.value(in: text, line: 3, column: 8), "42")
        XCTAssertNil(JSONSource.value(in: text, line: 9, column: 1))
    }
}
