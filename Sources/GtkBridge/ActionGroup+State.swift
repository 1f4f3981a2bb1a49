import CSpotsGtk

/// Actions with a state: an on/off action is a check item in a menu, an action whose state is a
/// string is a set of radio items (one per target). The menu shows the state; setting it from
/// code (`setState`) updates the menu without running the handler.
extension ActionGroup {
    /// Adds `NAME`, on or off; activating it (its check item) asks `handler` for the other state.
    /// The handler applies it, then calls `setState` (or leaves the state as it was).
    public func addToggle(_ name: String, isOn: Bool, _ handler: @escaping @MainActor (Bool) -> Void) {
        let action = g_simple_action_new_stateful(name, nil, g_variant_new_boolean(isOn.gboolean))!
        Signal.connect(UnsafeMutableRawPointer(action), "change-state", withArgument: { value in
            guard let value else { return }
            handler(g_variant_get_boolean(OpaquePointer(value)) != 0)
        })
        add(action)
    }

    /// Adds `NAME` whose state is one of several strings; a menu item with a target (a radio
    /// item) asks `handler` for that value.
    public func addChoice(_ name: String, value: String, _ handler: @escaping @MainActor (String) -> Void) {
        let type = g_variant_type_new("s")
        defer { g_variant_type_free(type) }
        let action = g_simple_action_new_stateful(name, type, g_variant_new_string(value))!
        Signal.connect(UnsafeMutableRawPointer(action), "change-state", withArgument: { value in
            guard let value, let text = g_variant_get_string(OpaquePointer(value), nil) else { return }
            handler(String(cString: text))
        })
        add(action)
    }

    public func setState(_ name: String, _ isOn: Bool) {
        guard let action = simpleAction(name) else { return }
        g_simple_action_set_state(action, g_variant_new_boolean(isOn.gboolean))
    }

    public func setState(_ name: String, _ value: String) {
        guard let action = simpleAction(name) else { return }
        g_simple_action_set_state(action, g_variant_new_string(value))
    }

    /// The state of an on/off action (nil: no such action, or another kind).
    public func isOn(_ name: String) -> Bool? {
        guard let state = g_action_group_get_action_state(spots_action_group(UnsafeMutableRawPointer(group)), name) else { return nil }
        defer { g_variant_unref(state) }
        guard g_variant_is_of_type(state, g_variant_type_checked_("b")) != 0 else { return nil }
        return g_variant_get_boolean(state) != 0
    }

    /// The state of a choice (nil: no such action, or another kind).
    public func value(_ name: String) -> String? {
        guard let state = g_action_group_get_action_state(spots_action_group(UnsafeMutableRawPointer(group)), name) else { return nil }
        defer { g_variant_unref(state) }
        guard g_variant_is_of_type(state, g_variant_type_checked_("s")) != 0 else { return nil }
        return g_variant_get_string(state, nil).map { String(cString: $0) }
    }

    /// Runs a choice as its radio item for `value` would.
    public func activate(_ name: String, value: String) {
        g_action_group_activate_action(spots_action_group(UnsafeMutableRawPointer(group)), name, g_variant_new_string(value))
    }

    /// Whether `NAME` can be used; a disabled action's menu items are greyed out.
    public func setEnabled(_ name: String, _ enabled: Bool) {
        guard let action = simpleAction(name) else { return }
        g_simple_action_set_enabled(action, enabled.gboolean)
    }

    private func simpleAction(_ name: String) -> OpaquePointer? {
        g_action_map_lookup_action(spots_action_map(UnsafeMutableRawPointer(group)), name)
    }
}
