import CSpotsGtk
import CSpotsShim

// GTK 3's list rows and flow box children have no accessible action: a screen reader could
// focus an item but not run it. Marked rows and children answer AT-SPI with one "activate"
// action (which activates them as Enter does); unmarked ones keep 0 actions.

extension ListBoxRow {
    /// Whether the row's accessible offers "activate" (an item with an action).
    public var offersActivateAction: Bool {
        get { spots_item_is_activatable(pointer) != 0 }
        set { spots_item_set_activatable(pointer, newValue.gboolean) }
    }
}

extension FlowBoxChild {
    /// Whether the child's accessible offers "activate" (an item with an action).
    public var offersActivateAction: Bool {
        get { spots_item_is_activatable(pointer) != 0 }
        set { spots_item_set_activatable(pointer, newValue.gboolean) }
    }
}

extension Bin {
    /// Names and describes a list row or flow box child holding an item for screen readers.
    /// Kept on the widget and given to its accessible when one exists or is made: GTK makes
    /// accessibles only when something asks, and setting the texts on one made it and notified
    /// nobody for every row entering the window.
    public func describeItem(name: String, description: String, role: AccessibleRole) {
        spots_item_describe(pointer, name, description, role.atk)
    }

    /// Hides a list row or flow box child that shows no item (a spacer) from screen readers. The
    /// action interface is installed first: a row accessible made before it would keep every
    /// later row's action away.
    public func hideFromScreenReaders() {
        spots_item_actions_install()
        accessibleObject?.hide()
    }
}
