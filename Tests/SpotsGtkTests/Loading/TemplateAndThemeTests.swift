import CSpotsGtk
import Foundation
@testable import SpotsApp
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

/// A screen opened by URL fetches its relative templates and stylesheet from its server.
extension TemplateAndThemeTests {
    func testURLScreenFetchesItsRelativeTemplateAndStylesheet() throws { try onMain {
        let site = TemporaryFolder("spots-site")
        let cacheHome = TemporaryFolder("spots-cache")
        setenv("XDG_CACHE_HOME", cacheHome.url.path, 1)
        defer { unsetenv("XDG_CACHE_HOME") }
        for folder in ["parts", "screens"] {
            try FileManager.default.createDirectory(at: site.url.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        site.write(contactUI, to: "parts/contact.ui")
        site.write(".spots-item.highlight { background-color: rgb(255, 0, 0); }\n", to: "screens/theme.css")
        site.write(#"""
        {"templates": {"contact": "../parts/contact.ui"}, "stylesheet": "theme.css", "components": [{"items": [
          {"title": "Ada", "kind": "contact", "meta": {"role": "Engineer", "style": "highlight"}}, {"title": "Cold"}]}]}
        """#, to: "screens/screen.json")
        let server = try LoopbackServer(serving: site.url)
        let window = ScreenWindow(application: nil)
        defer { window.window.destroy() }
        window.present()
        window.open(.url(server.url("screens/screen.json")))
        let shown = GtkRuntime.run(until: { window.controller.components.first?.cells.first?.view is BuilderItemView }, timeout: 10)
        XCTAssertTrue(shown, "the template view: \(window.problems)")
        GtkRuntime.drain()
        let row = try XCTUnwrap(window.controller.components.first?.cells.first)
        let view = try XCTUnwrap(row.view as? BuilderItemView)
        let title = try XCTUnwrap(view.object("title"))
        XCTAssertEqual(Gtk.labelText(title.pointer), "Ada", "the label with id title is filled from the item")
        XCTAssertTrue(labels(in: row.container.pointer).contains("Engineer"))
        XCTAssertEqual(window.problems.filter { $0.message.contains("template") || $0.message.contains("stylesheet") }, [],
                       "nothing refused or failed")
        XCTAssertEqual(backgroundRed(of: row.container.pointer), 1.0, accuracy: 0.01, "the fetched stylesheet styles the item")
        XCTAssertLessThan(backgroundRed(of: window.controller.components[0].cells[1].container.pointer), 0.99)
    } }

    func testURLScreenWithAMissingTemplateReportsItAndShowsDefaultViews() throws { try onMain {
        let site = TemporaryFolder("spots-site")
        let cacheHome = TemporaryFolder("spots-cache")
        setenv("XDG_CACHE_HOME", cacheHome.url.path, 1)
        defer { unsetenv("XDG_CACHE_HOME") }
        site.write(#"""
        {"templates": {"contact": "missing.ui", "card": "/etc/spots/card.ui"},
         "components": [{"items": [{"title": "Ada", "kind": "contact"}]}]}
        """#, to: "screen.json")
        let server = try LoopbackServer(serving: site.url)
        let window = ScreenWindow(application: nil)
        defer { window.window.destroy() }
        window.present()
        window.open(.url(server.url("screen.json")))
        let reported = GtkRuntime.run(until: { window.problems.contains { $0.path == "templates.contact" } }, timeout: 10)
        XCTAssertTrue(reported, "\(window.problems)")
        let problem = try XCTUnwrap(window.problems.first { $0.path == "templates.contact" })
        XCTAssertTrue(problem.message.contains("missing.ui") && problem.message.contains("404"), problem.message)
        XCTAssertEqual(problem.line, 1, "positioned at the reference")
        XCTAssertNotNil(problem.column)
        XCTAssertTrue(window.problems.contains { $0.path == "templates.card" && $0.message.hasPrefix("a remote screen cannot read local files") },
                      "an absolute path is still refused")
        XCTAssertEqual(window.visiblePage, "screen", "the screen still shows")
        XCTAssertEqual(window.controller.components.first?.cells.first?.item.title, "Ada")
        XCTAssertTrue(window.controller.components.first?.cells.first?.view is DefaultItemView)
    } }

    func testURLScreenPaginationAndOpenTargetsResolveAgainstItsURL() { onMain {
        let source = ScreenSource.url(URL(string: "http://127.0.0.1:9/screens/start.json")!)
        var chain = PaginationChain(first: source)
        let screen = Screen(components: [], pagination: Pagination(next: "pages/2.json"))
        XCTAssertEqual(chain.next(after: screen, from: source), .url(URL(string: "http://127.0.0.1:9/screens/pages/2.json")!))
        XCTAssertEqual(source.resolve("../other.json"), .url(URL(string: "http://127.0.0.1:9/other.json")!))
    } }
}
