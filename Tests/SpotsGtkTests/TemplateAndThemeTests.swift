import CSpotsGtk
import Foundation
import SpotsGtk
import SpotsModel
import XCTest

/// Item views from GtkBuilder files, and a screen's own stylesheet.
final class TemplateAndThemeTests: GtkTestCase {
    private let contactUI = """
    <?xml version="1.0" encoding="UTF-8"?>
    <interface>
      <requires lib="gtk+" version="3.24"/>
      <object class="GtkBox" id="item">
        <property name="visible">True</property>
        <property name="spacing">8</property>
        <child><object class="GtkImage" id="image"><property name="visible">True</property><property name="pixel-size">40</property></object></child>
        <child><object class="GtkLabel" id="title"><property name="visible">True</property></object></child>
        <child><object class="GtkLabel" id="meta.role"><property name="visible">True</property></object></child>
      </object>
    </interface>
    """


    func testTemplateViewIsFilledFromTheItem() throws { try onMain {
        let registry = ViewRegistry()
        registry.register(builder: BuilderTemplate(source: contactUI, file: "contact.ui"), identifier: "contact")
        let item = Item(title: "<b>Ada</b>", kind: "contact", meta: ["role": .string("Engineer")])
        let (renderer, inspection) = render([ComponentModel(items: [item, Item(title: "plain")])], views: registry)
        XCTAssertEqual(inspection.components[0].items.map(\.view), ["BuilderItemView", "DefaultItemView"])
        let row = renderer.controller.components[0].cells[0]
        let texts = labels(in: row.container.pointer)
        XCTAssertTrue(texts.contains("<b>Ada</b>"), "plain text, not markup: \(texts)")
        XCTAssertTrue(texts.contains("Engineer"), "meta.role filled: \(texts)")
        let view = try XCTUnwrap(row.view as? BuilderItemView)
        XCTAssertNotNil(view.object("image"))
    } }

    func testBrokenTemplateGivesAPositionedErrorAndTheDefaultView() { onMain {
        let folder = TemporaryFolder()
        folder.write(contactUI.replacingOccurrences(of: "<child><object class=\"GtkLabel\" id=\"title\">",
                                                    with: "<child><object class=\"GtkNoSuchWidget\" id=\"title\">"), to: "contact.ui")
        let path = folder.write(#"{"templates": {"contact": "contact.ui"}, "components": [{"items": [{"title": "Ada", "kind": "contact"}]}]}"#,
                                to: "screen.json")
        let window = ScreenWindow(application: nil)
        defer { window.window.destroy() }
        window.present()
        window.open(path: path)
        XCTAssertEqual(window.visiblePage, "screen", "the screen still shows")
        XCTAssertTrue(window.isErrorBarRevealed)
        let message = window.errorMessage ?? ""
        XCTAssertTrue(message.contains(folder.path("contact.ui") + ":8:56: error: Invalid object type"), message)
        XCTAssertTrue(window.controller.components[0].cells[0].view is DefaultItemView)

        // Fixing the template while the window is open brings the template view in.
        folder.write(contactUI, to: "contact.ui")
        let fixed = GtkRuntime.run(until: { window.controller.components[0].cells[0].view is BuilderItemView }, timeout: 5)
        XCTAssertTrue(fixed, "live reload covers .ui files")
        XCTAssertFalse(window.isErrorBarRevealed)
    } }

    func testStylesheetAppliesAndReportsErrorsWithPositions() { onMain {
        let folder = TemporaryFolder()
        folder.write(".spots-item.highlight { background-color: rgb(255, 0, 0); }\n", to: "theme.css")
        let path = folder.write(#"""
        {"stylesheet": "theme.css", "components": [{"meta": {"style": "promo"}, "items": [
          {"title": "Hot", "meta": {"style": "highlight"}}, {"title": "Cold"}]}]}
        """#, to: "screen.json")
        let window = ScreenWindow(application: nil)
        defer { window.window.destroy() }
        window.present()
        window.open(path: path)
        GtkRuntime.drain()
        XCTAssertFalse(window.isErrorBarRevealed, window.errorMessage ?? "")
        let component = window.controller.components[0]
        XCTAssertTrue(Gtk.hasStyleClass("promo", on: component.widget.pointer))
        let hot = component.cells[0].container.pointer
        XCTAssertTrue(Gtk.hasStyleClass("highlight", on: hot))
        XCTAssertEqual(backgroundRed(of: hot), 1.0, accuracy: 0.01, "the screen's CSS styles the item")
        XCTAssertLessThan(backgroundRed(of: component.cells[1].container.pointer), 0.99)

        folder.write(".spots-item.highlight { background-color: rgb(0, 0, 255); }\n\n.x { colour: red; }\n", to: "theme.css")
        let reported = GtkRuntime.run(until: { window.errorMessage?.contains("theme.css:3:") ?? false }, timeout: 5)
        XCTAssertTrue(reported, "live reload covers the stylesheet and its errors have positions: \(window.errorMessage ?? "none")")
        XCTAssertEqual(backgroundRed(of: hot), 0, accuracy: 0.01, "the valid rules of the edited stylesheet apply")
    } }

    @MainActor
    private func backgroundRed(of widget: WidgetPointer) -> Double {
        let context = gtk_widget_get_style_context(widget)
        var value = GValue()
        defer { g_value_unset(&value) }
        gtk_style_context_get_property(context, "background-color", gtk_style_context_get_state(context), &value)
        return g_value_get_boxed(&value).map { $0.assumingMemoryBound(to: GdkRGBA.self).pointee.red } ?? -1
    }
}
