import SpotsModel

/// What a screen reader hears when an item takes focus. The name, description and role sit on
/// the widget that takes focus (the list row or flow box child), not on the view inside it: a
/// reader announces the focused object and would otherwise say only "list item".
extension ItemCell {
    func applyAccessibility() {
        let activatable = item.isActivatable
        (container as? ListBoxRow)?.offersActivateAction = activatable
        (container as? FlowBoxChild)?.offersActivateAction = activatable
        let settings = item.accessibility
        // Hidden: a redundant object without a name, which readers skip.
        if settings.isHidden {
            container.describeItem(name: "", description: "", role: .redundantObject)
            return
        }
        container.describeItem(name: settings.label ?? item.title, description: settings.hint ?? item.subtitle,
                               role: Self.accessibleRole(for: item))
    }

    /// Components nested in the item without a header of their own are named after the item:
    /// a grid in the row "Sintra" reads as "Sintra, table", not as an unnamed table.
    func nameChildren() {
        let name = item.accessibility.label ?? item.title
        for child in children where child.containerName != name { child.containerName = name }
    }

    /// The JSON `role` when given; otherwise a URL action is a link, any other action a button,
    /// (a `set` action too), and an item without one a plain list item.
    static func accessibleRole(for item: Item) -> AccessibleRole {
        switch item.accessibility.role {
        case .heading?: return .heading
        case .button?: return .pushButton
        case .link?: return .link
        case .image?: return .image
        case .none?, nil: break
        }
        guard let action = item.action else { return item.isActivatable ? .pushButton : .listItem }
        if case .external = ItemAction(action) { return .link }
        return .pushButton
    }
}
