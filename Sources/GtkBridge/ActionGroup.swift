import CSpotsGtk

/// Named actions for a widget and everything inside it (a GSimpleActionGroup inserted under a
/// prefix): menu items say `PREFIX.NAME`. Works for any window, with or without an application.
@MainActor
public final class ActionGroup {
    private let group: UnsafeMutablePointer<GSimpleActionGroup>

    /// Inserts a new, empty group into `widget` under `prefix`; the widget keeps it alive.
    public init(on widget: Widget, prefix: String) {
        let group = g_simple_action_group_new()!
        self.group = group
        gtk_widget_insert_action_group(widget.pointer, prefix, spots_action_group(UnsafeMutableRawPointer(group)))
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(group))
    }

    /// Adds the action `NAME`, run by its menu item.
    public func add(_ name: String, _ handler: @escaping @MainActor () -> Void) {
        let action = g_simple_action_new(name, nil)!
        Signal.connect(UnsafeMutableRawPointer(action), "activate", withArgument: { _ in handler() })
        g_action_map_add_action(spots_action_map(UnsafeMutableRawPointer(group)), action)
        g_object_unref(UnsafeMutableRawPointer(action))
    }

    /// Runs `NAME` as its menu item would.
    public func activate(_ name: String) {
        g_action_group_activate_action(spots_action_group(UnsafeMutableRawPointer(group)), name, nil)
    }
}
