import CSpotsGtk
import CSpotsShim
import Foundation
@testable import SpotsApp
import SpotsGtk
import SpotsModel
import XCTest

/// Refresh, actions and navigation, scrolling delegates and infinite scrolling, as a user drives them.
final class WorkflowTests: GtkTestCase {
    @MainActor
    private func titles(_ window: ScreenWindow) -> [String] {
        window.controller.components.flatMap { $0.cells.map(\.item.title) }
    }

    @MainActor
    private func sendKey(_ keyval: Int32, modifiers: GdkModifierType = GdkModifierType(rawValue: 0), to window: ScreenWindow) -> Bool {
        window.handleKeyForTesting(KeyEvent(keyval: UInt32(keyval), modifiers: ModifierType(rawValue: modifiers.rawValue)))
    }

    func testRefreshButtonAndKeysRereadTheFile() { onMain {
        let folder = TemporaryFolder()
        let path = folder.write(#"{"components": [{"items": [{"title": "one"}]}]}"#, to: "s.json")
        let window = ScreenWindow(application: nil)
        defer { window.window.destroy() }
        window.present()
        window.open(path: path)
        let titlebar = gtk_window_get_titlebar(spots_window(window.window.pointer))!
        let refresh = try! XCTUnwrap(descendants(of: titlebar).first { Gtk.accessibleName(of: $0) == "Refresh" })
        XCTAssertEqual(Gtk.typeName(of: refresh), "GtkButton")

        folder.write(#"{"components": [{"items": [{"title": "two"}]}]}"#, to: "s.json")
        gtk_button_clicked(spots_button(refresh))
        XCTAssertEqual(titles(window), ["two"], "the button re-read the file at once")
        XCTAssertFalse(window.isSpinning, "the spinner ended with the refresh")

        folder.write(#"{"components": [{"items": [{"title": "three"}]}]}"#, to: "s.json")
        XCTAssertTrue(sendKey(GDK_KEY_r, modifiers: GDK_CONTROL_MASK, to: window))
        XCTAssertEqual(titles(window), ["three"], "Ctrl+R")
        folder.write(#"{"components": [{"items": [{"title": "four"}]}]}"#, to: "s.json")
        XCTAssertTrue(sendKey(GDK_KEY_F5, to: window))
        XCTAssertEqual(titles(window), ["four"], "F5")

        folder.write("{ broken", to: "s.json")
        XCTAssertTrue(sendKey(GDK_KEY_F5, to: window))
        XCTAssertEqual(titles(window), ["four"], "a failed refresh keeps the screen")
        XCTAssertTrue(window.isErrorBarRevealed)
    } }

    func testRefreshDelegateIsToldAndEndsTheSpinner() { onMain {
        final class Refresher: RefreshDelegate {
            var requests = 0
            var finish: (@MainActor () -> Void)?
            func controllerDidRequestRefresh(_ controller: Controller, completion: @escaping @MainActor () -> Void) {
                requests += 1
                finish = completion
            }
        }
        let controller = Controller(components: [ComponentModel(items: [Item(title: "x")])])
        let refresher = Refresher()
        controller.refreshDelegate = refresher
        var states: [Bool] = []
        controller.onRefreshingChanged = { states.append($0) }
        controller.refresh()
        controller.refresh() // ignored while one is running
        XCTAssertEqual(refresher.requests, 1)
        XCTAssertTrue(controller.isRefreshing)
        refresher.finish?()
        XCTAssertFalse(controller.isRefreshing)
        XCTAssertEqual(states, [true, false])
    } }

    func testActionsNavigateAndBackReturns() { onMain {
        let folder = TemporaryFolder()
        try? FileManager.default.createDirectory(atPath: folder.path("details"), withIntermediateDirectories: true)
        folder.write(#"{"title": "Details", "components": [{"items": [{"title": "Inside"}]}]}"#, to: "details/one.json")
        let path = folder.write(#"""
        {"title": "Home", "components": [{"items": [
          {"title": "Go", "action": "open:details/one.json"},
          {"title": "Web", "action": "https://example.org/page"},
          {"title": "Mail", "action": "mailto:someone@example.org"},
          {"title": "Custom", "action": "rm -rf /"},
          {"title": "Nowhere", "action": "open:missing.json"}
        ]}]}
        """#, to: "home.json")
        let window = ScreenWindow(application: nil)
        defer { window.window.destroy() }
        var opened: [String] = []
        var other: [String] = []
        window.openExternally = { opened.append($0.absoluteString) }
        window.onAction = { _, action in other.append(action) }
        window.present()
        window.open(path: path)
        XCTAssertFalse(window.canGoBack)
        let cells = window.controller.components[0].cells
        gtk_widget_activate(cells[1].container.pointer)
        gtk_widget_activate(cells[2].container.pointer)
        gtk_widget_activate(cells[3].container.pointer)
        XCTAssertEqual(opened, ["https://example.org/page", "mailto:someone@example.org"])
        XCTAssertEqual(other, ["rm -rf /"], "not a URL, not open: — reported, never run")

        gtk_widget_activate(cells[4].container.pointer)
        XCTAssertEqual(window.title, "Home", "a missing target keeps the screen")
        XCTAssertTrue(window.isErrorBarRevealed)

        gtk_widget_activate(window.controller.components[0].cells[0].container.pointer)
        XCTAssertEqual(window.title, "Details")
        XCTAssertEqual(titles(window), ["Inside"])
        XCTAssertTrue(window.canGoBack)
        XCTAssertTrue(sendKey(GDK_KEY_Left, modifiers: GDK_MOD1_MASK, to: window), "Alt+Left")
        XCTAssertEqual(window.title, "Home")
        XCTAssertFalse(window.canGoBack)
    } }

    func testItemActionRouting() {
        XCTAssertEqual(ItemAction("https://example.org"), .external(URL(string: "https://example.org")!))
        XCTAssertEqual(ItemAction("mailto:a@b.c"), .external(URL(string: "mailto:a@b.c")!))
        XCTAssertEqual(ItemAction("open:next.json"), .navigate("next.json"))
        XCTAssertEqual(ItemAction("file:///etc/passwd"), .other("file:///etc/passwd"))
        XCTAssertEqual(ItemAction("javascript:alert(1)"), .other("javascript:alert(1)"))
        // White space (including a no-break space and a line separator) around an action is trimmed.
        XCTAssertEqual(ItemAction("  open:next.json\n"), .navigate("next.json"))
        XCTAssertEqual(ItemAction("\u{00A0}share\u{2028}"), .other("share"))
        XCTAssertEqual(ItemAction("share \u{2003}"), .other("share"))
        XCTAssertEqual(ItemAction(" \t "), .other(""))
        XCTAssertEqual(ItemAction(""), .other(""))
        XCTAssertEqual(ScreenSource.file("/a/b/screen.json").resolve("../c.json"), .file("/a/c.json"))
        XCTAssertEqual(ScreenSource.url(URL(string: "https://x.org/a/s.json")!).resolve("t.json"), .url(URL(string: "https://x.org/a/t.json")!))
        XCTAssertEqual(ScreenSource.embedded("screen.json").resolve("trips/aurora.json"), .embedded("trips/aurora.json"))
        XCTAssertEqual(ScreenSource.embedded("trips/aurora.json").resolve("../page-2.json"), .embedded("page-2.json"))
        XCTAssertNil(ScreenSource.file("/a/s.json").resolve("ftp://x.org/s.json"))
    }

    func testReachingTheEndFiresOncePerGrowth() { onMain {
        final class Edges: ScrollDelegate {
            var ends = 0
            var beginnings = 0
            func controllerDidReachEnd(_ controller: Controller) { ends += 1 }
            func controllerDidReachBeginning(_ controller: Controller) { beginnings += 1 }
        }
        let edges = Edges()
        let controller = Controller(components: [ComponentModel(items: (0..<40).map { Item(title: "Row \($0)") })])
        controller.scrollDelegate = edges
        let window = showInWindow(controller)
        defer { gtk_widget_destroy(window) }
        let viewport = gtk_bin_get_child(spots_bin(controller.widget.pointer))!
        @MainActor func wheel(_ direction: GdkScrollDirection, times: Int) {
            self.wheel(over: viewport, direction, times: times)
        }
        controller.scrollProgrammatically(to: 10_000)
        GtkRuntime.drain(quietPeriod: 0.02)
        XCTAssertEqual(edges.ends, 0, "code moving the scroll position does not count")
        controller.scrollProgrammatically(to: 0)
        wheel(GDK_SCROLL_DOWN, times: 60)
        XCTAssertEqual(edges.ends, 1)
        wheel(GDK_SCROLL_UP, times: 3)
        wheel(GDK_SCROLL_DOWN, times: 6)
        XCTAssertEqual(edges.ends, 1, "no new content: no second call")
        controller.append((0..<20).map { Item(title: "More \($0)") })
        GtkRuntime.drain(quietPeriod: 0.02)
        wheel(GDK_SCROLL_DOWN, times: 60)
        XCTAssertEqual(edges.ends, 2, "the content grew: reaching the end again counts")
        wheel(GDK_SCROLL_UP, times: 200)
        XCTAssertGreaterThanOrEqual(edges.beginnings, 1)
    } }

    func testDemoLoadsItsNextPagesWhenScrolledToTheEnd() { onMain {
        let window = ScreenWindow(application: nil)
        defer { window.window.destroy() }
        gtk_window_set_default_size(spots_window(window.window.pointer), 800, 600)
        window.present()
        window.openDemo()
        GtkRuntime.drain()
        let before = window.controller.components.count
        for _ in 0..<4 {
            if let adjustment = window.controller.verticalAdjustment {
                // Drive it like a user would: the scrolled window's own scroll handling.
                let viewport = gtk_bin_get_child(spots_bin(window.controller.widget.pointer))!
                for _ in 0..<80 {
                    let event = spots_scroll_event_new(viewport, GDK_SCROLL_DOWN, 0, 0)!
                    gtk_main_do_event(event)
                    gdk_event_free(event)
                }
                _ = adjustment
            }
            GtkRuntime.drain(quietPeriod: 0.05)
        }
        let identifiers = window.controller.components.compactMap(\.model.identifier)
        XCTAssertGreaterThan(window.controller.components.count, before)
        XCTAssertTrue(identifiers.contains("guides"), "page 2 appended: \(identifiers)")
        XCTAssertTrue(identifiers.contains("tips"), "page 3 appended: \(identifiers)")
        XCTAssertEqual(identifiers.filter { $0 == "tips" }.count, 1, "the last page is appended once")
    } }

    func testCarouselSettlesOnAnItemAndTellsTheDelegate() { onMain {
        final class Settled: CarouselScrollDelegate {
            var items: [String] = []
            func component(_ component: Component, didEndScrollingOn item: Item) { items.append(item.title) }
        }
        let settled = Settled()
        var model = ComponentModel(kind: .carousel, layout: Layout(span: 2, itemSpacing: 10, inset: Inset(top: 0, left: 10, bottom: 0, right: 10)),
                                   items: (0..<8).map { Item(title: "Card \($0)") })
        model.interaction.paginate = .item
        let controller = Controller(components: [model])
        controller.carouselScrollDelegate = settled
        let renderer = HeadlessRenderer(controller: controller, width: 400)
        _ = renderer
        let scroller = controller.components[0].carouselScroller!
        let adjustment = gtk_scrolled_window_get_hadjustment(spots_scrolled_window(scroller))!
        // Card width (400 - 20) / 2 - 10 = 180, so cards start every 190 px; stop between cards 2 and 3.
        // The scroll went forward, so it settles forward on card 3, never back against the gesture.
        gtk_adjustment_set_value(adjustment, 2 * 190 + 60)
        GtkRuntime.drain(quietPeriod: 0.3)
        XCTAssertEqual(settled.items.last, "Card 3")
        let body = controller.components[0].body
        let card = controller.components[0].cells.first { $0.item.title == "Card 3" }!
        let cardX = Double(Gtk.origin(of: card.container.pointer, in: body)!.x)
        XCTAssertEqual(cardX, 3 * 190)
        XCTAssertEqual(gtk_adjustment_get_value(adjustment), cardX, accuracy: 0.5, "settled with the card at the inset")
    } }

    @MainActor
    private func descendants(of widget: WidgetPointer) -> [WidgetPointer] {
        Gtk.allChildren(of: widget).flatMap { [$0] + descendants(of: $0) }
    }
}
