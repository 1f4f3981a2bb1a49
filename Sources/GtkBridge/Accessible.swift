import CSpotsGtk

/// A widget's ATK object: what screen readers and AT-SPI tools (through the accessibility bus)
/// see of it. Holds one reference, like every wrapper of the layer.
@MainActor
public final class Accessible {
    let object: UnsafeMutablePointer<AtkObject>

    init(_ object: UnsafeMutablePointer<AtkObject>) {
        g_object_ref(object)
        self.object = object
    }

    isolated deinit {
        g_object_unref(object)
    }

    public var name: String {
        get { atk_object_get_name(object).map { String(cString: $0) } ?? "" }
        set { atk_object_set_name(object, newValue) }
    }

    public var description: String {
        get { atk_object_get_description(object).map { String(cString: $0) } ?? "" }
        set { atk_object_set_description(object, newValue) }
    }

    public var role: AccessibleRole {
        get { AccessibleRole(atk_object_get_role(object)) }
        set { atk_object_set_role(object, newValue.atk) }
    }

    /// Hidden from screen readers: a redundant object without a name, which readers skip.
    /// The widget itself keeps working (focus, clicks).
    public func hide() {
        role = .redundantObject
        name = ""
        description = ""
    }

    public var states: Set<AccessibleState> {
        guard let set = atk_object_ref_state_set(object) else { return [] }
        defer { g_object_unref(set) }
        return Set(AccessibleState.allCases.filter { atk_state_set_contains_state(set, $0.atk) != 0 })
    }

    /// The accessible children (for list and flow boxes: the rows that have widgets).
    public var childCount: Int { Int(atk_object_get_n_accessible_children(object)) }

    public func child(at index: Int) -> Accessible? {
        guard let child = atk_object_ref_accessible_child(object, Int32(clamping: index)) else { return nil }
        defer { g_object_unref(child) }
        return Accessible(child)
    }

    // MARK: Actions (AtkAction, when the object has it)

    private var action: OpaquePointer? {
        g_type_check_instance_is_a(UnsafeMutableRawPointer(object).assumingMemoryBound(to: GTypeInstance.self),
                                   atk_action_get_type()) != 0 ? OpaquePointer(object) : nil
    }

    /// The actions a screen reader offers, e.g. `["activate"]` or `["click"]`.
    public var actionNames: [String] {
        guard let action else { return [] }
        return (0..<atk_action_get_n_actions(action)).compactMap { atk_action_get_name(action, $0).map { String(cString: $0) } }
    }

    /// Runs the action named `name` as a screen reader would; false when there is none.
    @discardableResult
    public func performAction(_ name: String) -> Bool {
        guard let action, let index = actionNames.firstIndex(of: name) else { return false }
        return atk_action_do_action(action, Int32(index)) != 0
    }

    /// Tells listeners (a screen reader) the object just appeared: an alert is read out then.
    public func announceShown() {
        atk_object_notify_state_change(object, AtkState(ATK_STATE_SHOWING.rawValue), 1)
    }
}

/// The ATK states Spots looks at.
public enum AccessibleState: Sendable, CaseIterable {
    case focusable, focused, selectable, selected, showing, visible, enabled, sensitive
    case required, invalidEntry

    var atk: AtkStateType {
        switch self {
        case .focusable: ATK_STATE_FOCUSABLE
        case .focused: ATK_STATE_FOCUSED
        case .selectable: ATK_STATE_SELECTABLE
        case .selected: ATK_STATE_SELECTED
        case .showing: ATK_STATE_SHOWING
        case .visible: ATK_STATE_VISIBLE
        case .enabled: ATK_STATE_ENABLED
        case .sensitive: ATK_STATE_SENSITIVE
        case .required: ATK_STATE_REQUIRED
        case .invalidEntry: ATK_STATE_INVALID_ENTRY
        }
    }
}

extension Widget {
    /// The widget's ATK object, typed (owned by the widget; the wrapper adds a reference).
    public var accessibleObject: Accessible? { accessible.map(Accessible.init) }
}
