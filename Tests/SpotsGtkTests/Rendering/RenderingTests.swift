import CSpotsGtk
import CSpotsShim
import Foundation
@testable import SpotsApp
import SpotsGtk
import SpotsModel
import XCTest

final class RenderingTests: GtkTestCase {
    func testListGridAndCarouselBuildTheirWidgets() { onMain {
        let models = [
            ComponentModel(kind: .list, items: [Item(title: "First"), Item(title: "Second")]),
            ComponentModel(kind: .grid, layout: Layout(span: 2), items: [Item(title: "G1"), Item(title: "G2")]),
            ComponentModel(kind: .carousel, layout: Layout(span: 2), items: [Item(title: "C1"), Item(title: "C2"), Item(title: "C3")]),
        ]
        let (_, inspection) = render(models, width: 640)
        XCTAssertEqual(inspection.components.map(\.gtkClass), ["GtkListBox", "GtkFlowBox", "GtkFlowBox"])
        XCTAssertEqual(inspection.components.map(\.scrollerClass), [nil, nil, "GtkScrolledWindow"])
        XCTAssertEqual(inspection.components[0].items.map(\.gtkClass), ["GtkListBoxRow", "GtkListBoxRow"])
        XCTAssertEqual(inspection.components[0].items.map(\.title), ["First", "Second"])
        XCTAssertEqual(inspection.components[1].items.map(\.title), ["G1", "G2"])
        XCTAssertEqual(inspection.components[2].items.map(\.title), ["C1", "C2", "C3"])
        XCTAssertEqual(inspection.components[2].items.map(\.gtkClass), Array(repeating: "GtkFlowBoxChild", count: 3))
        // Components stack top to bottom.
        let tops = inspection.components.map(\.frame.y)
        XCTAssertEqual(tops, tops.sorted())
        XCTAssertLessThan(inspection.components[0].frame.y + inspection.components[0].frame.height, inspection.components[1].frame.y + 1)
    } }

    func testListRowsFillTheWidthInsideTheInset() { onMain {
        let layout = Layout(inset: Inset(top: 0, left: 16, bottom: 0, right: 24))
        let (_, inspection) = render([ComponentModel(kind: .list, layout: layout, items: [Item(title: "Row")])], width: 500)
        let row = inspection.components[0].items[0].frame
        XCTAssertEqual(row.x, 16 + 1, "inset plus the list's 1px border")
        XCTAssertEqual(row.width, 500 - 16 - 24 - 2)
    } }

    func testCarouselIsOneRowThatScrollsOnItsOwn() { onMain {
        let layout = Layout(span: 2, itemSpacing: 10, inset: Inset(top: 0, left: 10, bottom: 0, right: 10))
        let items = (0..<5).map { Item(title: "Card \($0)") }
        let (renderer, inspection) = render([ComponentModel(kind: .carousel, layout: layout, items: items)], width: 400)
        let frames = inspection.components[0].items.map(\.frame)
        // (400 - 20) / 2 - 10 = 180
        XCTAssertEqual(frames.map(\.width), Array(repeating: 180, count: 5))
        XCTAssertEqual(Set(frames.map(\.y)).count, 1, "one row")
        XCTAssertEqual(frames[1].x - frames[0].x, 190)
        let scroller = renderer.controller.components[0].carouselScroller!
        let adjustment = gtk_scrolled_window_get_hadjustment(spots_scrolled_window(scroller))!
        XCTAssertGreaterThan(gtk_adjustment_get_upper(adjustment), gtk_adjustment_get_page_size(adjustment),
                             "five 180px cards do not fit in 400px: the carousel scrolls")
    } }

    func testCarouselWithItemsPerRowMakesRows() { onMain {
        let layout = Layout(span: 2, itemsPerRow: 2)
        let items = (0..<6).map { Item(title: "Card \($0)") }
        let (_, inspection) = render([ComponentModel(kind: .carousel, layout: layout, items: items)], width: 400)
        XCTAssertEqual(Set(inspection.components[0].items.map(\.frame.y)).count, 2)
    } }

    func testSpanZeroKeepsItemWidths() { onMain {
        let items = [Item(title: "Narrow", size: Size(width: 120)), Item(title: "Wide", size: Size(width: 260, height: 90))]
        let (_, inspection) = render([ComponentModel(kind: .grid, items: items)], width: 600)
        let frames = inspection.components[0].items.map(\.frame)
        XCTAssertEqual(frames.map(\.width), [120, 260])
        XCTAssertEqual(frames[1].height, 90, "size.height is the view's height")
    } }

    func testHeaderAndFooterRenderAroundTheirComponent() throws { try onMain {
        let model = ComponentModel(kind: .list, header: Item(title: "Popular"), footer: Item(title: "See all"),
                                   items: [Item(title: "Row")])
        let (_, inspection) = render([model])
        let component = inspection.components[0]
        XCTAssertEqual(component.header?.title, "Popular")
        XCTAssertEqual(component.header?.view, "HeaderView")
        XCTAssertEqual(component.footer?.title, "See all")
        let header = try XCTUnwrap(component.header).frame
        let footer = try XCTUnwrap(component.footer).frame
        let row = component.items[0].frame
        XCTAssertLessThanOrEqual(header.y + header.height, row.y)
        XCTAssertLessThanOrEqual(row.y + row.height, footer.y)
        XCTAssertGreaterThan(header.height, 0)
    } }

    func testNestedChildComponentRendersInsideItsItem() { onMain {
        let child = ComponentModel(kind: .grid, layout: Layout(span: 2), items: [Item(title: "Inner A"), Item(title: "Inner B")])
        let model = ComponentModel(kind: .list, items: [Item(title: "Outer", children: [child])])
        let (_, inspection) = render([model], width: 500)
        let outer = inspection.components[0].items[0]
        XCTAssertEqual(outer.children.count, 1)
        let inner = outer.children[0]
        XCTAssertEqual(inner.gtkClass, "GtkFlowBox")
        XCTAssertEqual(inner.items.map(\.title), ["Inner A", "Inner B"])
        for item in inner.items {
            XCTAssertGreaterThanOrEqual(item.frame.x, outer.frame.x)
            XCTAssertGreaterThanOrEqual(item.frame.y, outer.frame.y)
            XCTAssertLessThanOrEqual(item.frame.y + item.frame.height, outer.frame.y + outer.frame.height)
        }
        // A flush list's rows are the full 500px; the nested grid lays out in that: 500 / 2 = 250.
        XCTAssertEqual(outer.frame.width, 500)
        XCTAssertEqual(inner.items.map(\.frame.width), [250, 250])
    } }

    func testTitlesArePlainTextNotMarkup() { onMain {
        let (renderer, _) = render([ComponentModel(items: [Item(title: "<b>bold?</b> & <i>")])])
        let row = renderer.controller.components[0].cells[0].container.pointer
        let labels = labels(in: row)
        XCTAssertTrue(labels.contains("<b>bold?</b> & <i>"), "labels: \(labels)")
    } }

    func testUnknownKindsFallBackAndKeepTheScreen() { onMain {
        let models = [
            ComponentModel(kind: "mystery", items: [Item(title: "Still here", kind: "unregistered")]),
            ComponentModel(kind: .list, items: [Item(title: "Neighbour")]),
        ]
        let (_, inspection) = render(models)
        XCTAssertEqual(inspection.components.count, 2)
        XCTAssertTrue(inspection.components[0].fallback)
        XCTAssertEqual(inspection.components[0].gtkClass, "GtkListBox")
        XCTAssertEqual(inspection.components[0].items[0].view, "DefaultItemView")
        XCTAssertTrue(inspection.components[0].items[0].fallback)
        XCTAssertEqual(inspection.components[1].items[0].title, "Neighbour")
    } }

    func testRegisteredViewIsUsedForItsKind() { onMain {
        final class BadgeView: ItemConfigurable {
            let label = Label()
            var widget: Widget { label }
            init(context: ItemViewContext) { label.setSizeRequest(width: -1, height: 30) }
            func configure(with item: Item) { label.text = "★ \(item.title)" }
        }
        let registry = ViewRegistry()
        registry.register(view: BadgeView.self, identifier: "badge")
        let (renderer, inspection) = render([ComponentModel(items: [Item(title: "Star", kind: "badge"), Item(title: "Plain")])],
                                            views: registry)
        XCTAssertEqual(inspection.components[0].items.map(\.view), ["BadgeView", "DefaultItemView"])
        XCTAssertEqual(inspection.components[0].items[0].frame.height, 30, "the view's own size request")
        XCTAssertNil(renderer.controller.models[0].items[0].size.height, "the view does not write into the model")
        XCTAssertTrue(labels(in: renderer.controller.components[0].cells[0].container.pointer).contains("★ Star"))
    } }

    func testMissingImageShowsPlaceholder() { onMain {
        let scratch = TemporaryFolder()
        let folder = scratch.url
        let items = [Item(title: "Gone", image: "does-not-exist.png"), Item(title: "Broken", image: "broken.png")]
        try? Data("not a png".utf8).write(to: folder.appendingPathComponent("broken.png"))
        let (_, inspection) = render([ComponentModel(kind: .grid, layout: Layout(span: 2), items: items)],
                                     location: ResourceLocation(baseDirectory: folder))
        XCTAssertEqual(inspection.components[0].items.map(\.imagePlaceholder), [true, true])
        XCTAssertGreaterThan(inspection.components[0].items[0].frame.height, 100, "the image area keeps its size")
    } }

    func testLocalImageLoadsRelativeAbsoluteAndFileURI() { onMain {
        let scratch = TemporaryFolder()
        let folder = scratch.url
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><rect width="20" height="10" fill="red"/></svg>"#
        let file = folder.appendingPathComponent("dot.svg")
        try? Data(svg.utf8).write(to: file)
        let loader = ImageLoader(location: ResourceLocation(baseDirectory: folder))
        XCTAssertNotNil(loader.pixbuf(for: "dot.svg"))
        XCTAssertNotNil(loader.pixbuf(for: file.path))
        XCTAssertNotNil(loader.pixbuf(for: file.absoluteString))
        XCTAssertNil(loader.pixbuf(for: "https://example.org/remote.png"), "remote images wait; never block")
    } }

    func testWheelOverCarouselScrollsTheOuterWindow() { onMain {
        let carousel = ComponentModel(kind: .carousel, layout: Layout(span: 2), items: (0..<6).map { Item(title: "Card \($0)") })
        let tall = ComponentModel(kind: .list, items: (0..<60).map { Item(title: "Row \($0)") })
        let controller = Controller(components: [carousel, tall])
        let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
        defer { gtk_widget_destroy(window) }
        gtk_window_set_default_size(spots_window(window), 420, 300)
        Gtk.add(controller.widget.pointer, to: window)
        gtk_widget_show_all(window)
        GtkRuntime.run(until: { controller.layoutWidth != nil })
        GtkRuntime.drain()
        let outer = gtk_scrolled_window_get_vadjustment(spots_scrolled_window(controller.widget.pointer))!
        XCTAssertEqual(gtk_adjustment_get_value(outer), 0)
        let scroller = controller.components[0].carouselScroller!
        let viewport = gtk_bin_get_child(spots_bin(scroller))!
        let inner = gtk_scrolled_window_get_hadjustment(spots_scrolled_window(scroller))!

        // A mouse wheel notch down, delivered where the pointer is: over the carousel.
        let wheel = spots_scroll_event_new(viewport, GDK_SCROLL_DOWN, 0, 0)!
        gtk_main_do_event(wheel)
        gdk_event_free(wheel)
        GtkRuntime.drain()
        let afterWheel = gtk_adjustment_get_value(outer)
        XCTAssertGreaterThan(afterWheel, 0, "the wheel scrolled the page")
        XCTAssertEqual(gtk_adjustment_get_value(inner), 0, "the carousel did not move")

        // A mostly-vertical, slightly diagonal touchpad scroll: GTK alone would let the carousel swallow it.
        let diagonal = spots_scroll_event_new(viewport, GDK_SCROLL_SMOOTH, 0.3, 2.0)!
        gtk_main_do_event(diagonal)
        gdk_event_free(diagonal)
        GtkRuntime.drain()
        XCTAssertGreaterThan(gtk_adjustment_get_value(outer), afterWheel)

        // A horizontal touchpad scroll stays with the carousel.
        let before = gtk_adjustment_get_value(outer)
        let sideways = spots_scroll_event_new(viewport, GDK_SCROLL_SMOOTH, 3.0, 0.2)!
        gtk_main_do_event(sideways)
        gdk_event_free(sideways)
        GtkRuntime.drain()
        XCTAssertGreaterThan(gtk_adjustment_get_value(inner), 0)
        XCTAssertEqual(gtk_adjustment_get_value(outer), before)
    } }

    func testItemActivationReachesTheDelegate() { onMain {
        final class Recorder: ComponentDelegate {
            var selected: [String] = []
            func component(_ component: Component, itemSelected item: Item) { selected.append(item.title) }
        }
        let recorder = Recorder()
        let (renderer, _) = render([
            ComponentModel(kind: .list, items: [Item(title: "Row A"), Item(title: "Row B")]),
            ComponentModel(kind: .grid, layout: Layout(span: 2), items: [Item(title: "Card A")]),
        ])
        renderer.controller.delegate = recorder
        let row = renderer.controller.components[0].cells[1].container.pointer
        gtk_widget_activate(row)
        let child = renderer.controller.components[1].cells[0].container.pointer
        gtk_widget_activate(child)
        XCTAssertEqual(recorder.selected, ["Row B", "Card A"])
    } }

    func testResizingTheWindowRelaysOutItemWidths() { onMain {
        let layout = Layout(span: 2, itemSpacing: 0)
        let controller = Controller(components: [ComponentModel(kind: .grid, layout: layout, items: [Item(title: "A"), Item(title: "B")])])
        let renderer = HeadlessRenderer(controller: controller, width: 600)
        XCTAssertEqual(renderer.inspect().components[0].items.map(\.frame.width), [300, 300])
        let narrower = HeadlessRenderer(controller: Controller(components: controller.models), width: 300)
        XCTAssertEqual(narrower.inspect().components[0].items.map(\.frame.width), [150, 150])
    } }

    // MARK: helpers

}
