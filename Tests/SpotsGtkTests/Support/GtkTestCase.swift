import CSpotsGtk
import CSpotsShim
import Foundation
@testable import SpotsApp
import SpotsGtk
import SpotsModel
import XCTest

/// Base for tests that need GTK: initialises it once (skipping cleanly without a display)
/// and turns animations off so everything settles synchronously.
/// XCTest runs tests on the main thread, but Linux XCTest cannot call `@MainActor` test
/// methods: tests wrap their body in `onMain { }`, which asserts that and enters the actor.
class GtkTestCase: XCTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        let ready = MainActor.assumeIsolated {
            let ready = GtkRuntime.initialize()
            if ready { GtkRuntime.disableAnimations() }
            return ready
        }
        guard ready else { throw XCTSkip("no display: run the GTK tests under xvfb-run -a") }
    }

    func onMain(_ body: @MainActor () throws -> Void) rethrows {
        try MainActor.assumeIsolated(body)
    }

    @MainActor
    /// Renders `models` headlessly at `width` and returns the inspection.
    func render(_ models: [ComponentModel], width: Int = 600, views: ViewRegistry? = nil,
                location: ResourceLocation = ResourceLocation()) -> (HeadlessRenderer, ScreenInspection) {
        let controller = Controller(components: models, location: location, views: views ?? .shared)
        let renderer = HeadlessRenderer(controller: controller, width: width)
        return (renderer, renderer.inspect())
    }

    /// The rows or flow-box children a component shows, in GTK's order. Cells that left the
    /// window stay in the list box, hidden, until they are reused.
    @MainActor
    func shownRows(of itemsWidget: WidgetPointer) -> [WidgetPointer] {
        // A list's two spacer rows reserve the extent of unrealised items: they show no item.
        Gtk.children(of: itemsWidget).filter { gtk_widget_get_visible($0) != 0 && !Widget($0).styleClasses.contains("spots-spacer") }
    }

    /// The component widgets in the controller's box, in their layout order (the two spacers
    /// that reserve the height of components outside the window are left out).
    @MainActor
    func componentWidgets(in controller: Controller) -> [WidgetPointer] {
        // Pooled widgets wait parked in the column (see `ComponentWindow.park`): not shown, not counted.
        let column = componentColumn(of: controller)
        return column.children.filter { !$0.styleClasses.contains("spots-spacer") && $0.isVisible && !column.isParked($0) }.map(\.pointer)
    }

    /// The column holding the screen's components: the content box's one child.
    @MainActor
    func componentColumn(of controller: Controller) -> PlacedColumn {
        Widget(Gtk.children(of: controller.contentBox)[0]).as(PlacedColumn.self)!
    }

    /// Every label's text under `widget`, GTK's internal children included, and the texts a
    /// card shows (one widget, `ItemTexts`, draws them).
    @MainActor
    func labels(in widget: WidgetPointer) -> [String] {
        var texts: [String] = []
        if spots_is_label(widget) != 0 { texts.append(Gtk.labelText(widget)) }
        if let card = Widget(widget).as(ItemTexts.self) {
            texts += ItemTexts.Paragraph.allCases.map { card[$0] }.filter { !$0.isEmpty }
        }
        for child in Gtk.allChildren(of: widget) { texts += labels(in: child) }
        return texts
    }

    /// Shows `controller` in a real toplevel window (destroy it when done) and lets GTK lay it out.
    @MainActor
    func showInWindow(_ controller: Controller, width: Int32 = 400, height: Int32 = 300) -> WidgetPointer {
        let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
        gtk_window_set_default_size(spots_window(window), width, height)
        Gtk.add(controller.widget.pointer, to: window)
        gtk_widget_show_all(window)
        GtkRuntime.drain()
        return window
    }

    /// Scrolls from code in jumps of `step` until the viewport shows the end (at most `limit`
    /// jumps), letting the window catch up after each, like a long drag.
    @MainActor
    func scrollToEnd(_ controller: Controller, step: Double, limit: Int) {
        let adjustment = controller.scrollPosition
        var jumps = 0
        while adjustment.value + adjustment.pageSize < adjustment.upper - 1, jumps < limit {
            controller.scrollProgrammatically(to: adjustment.value + step)
            GtkRuntime.drain(quietPeriod: 0.02)
            jumps += 1
        }
    }

    /// A key press as GTK delivers one from the keyboard (with its hardware keycode, which key
    /// bindings such as Tab and Enter are looked up by), then the main loop until quiet.
    @MainActor
    func pressKey(_ keyval: Int32, _ modifiers: GdkModifierType = GdkModifierType(rawValue: 0), in window: WidgetPointer,
                  quietPeriod: TimeInterval = 0.03) {
        let event = gdk_event_new(GDK_KEY_PRESS)!
        if let gdkWindow = gtk_widget_get_window(window) {
            g_object_ref(UnsafeMutableRawPointer(gdkWindow)) // released by gdk_event_free
            event.pointee.key.window = gdkWindow
        }
        event.pointee.key.keyval = UInt32(keyval)
        event.pointee.key.state = modifiers.rawValue
        event.pointee.key.send_event = 1
        // Key bindings (Tab, Enter) are looked up by hardware keycode.
        var keys: UnsafeMutablePointer<GdkKeymapKey>?
        var count: Int32 = 0
        if gdk_keymap_get_entries_for_keyval(gdk_keymap_get_for_display(gdk_display_get_default()), UInt32(keyval), &keys, &count) != 0,
           let keys, count > 0 {
            event.pointee.key.hardware_keycode = UInt16(keys[0].keycode)
            event.pointee.key.group = UInt8(keys[0].group)
            g_free(keys)
        }
        if let seat = gdk_display_get_default_seat(gdk_display_get_default()), let keyboard = gdk_seat_get_keyboard(seat) {
            gdk_event_set_device(event, keyboard)
        }
        gtk_main_do_event(event)
        gdk_event_free(event)
        GtkRuntime.drain(quietPeriod: quietPeriod)
    }

    /// Mouse-wheel notches over `widget`, delivered as the pointer would deliver them.
    @MainActor
    func wheel(over widget: WidgetPointer, _ direction: GdkScrollDirection, times: Int) {
        for _ in 0..<times {
            let event = spots_scroll_event_new(widget, direction, 0, 0)!
            gtk_main_do_event(event)
            gdk_event_free(event)
        }
        GtkRuntime.drain(quietPeriod: 0.02)
    }
}
