import CSpotsGtk

/// Menus with sections, submenus and items that choose a value (radio items).
extension Menu {
    /// A section: the items of `section`, set apart by separators (and headed by `label`).
    public func appendSection(_ section: Menu, label: String? = nil) {
        g_menu_append_section(menu, label, section.model)
    }

    /// An item that opens `submenu` (a sliding page in a popover menu).
    public func appendSubmenu(_ label: String, _ submenu: Menu) {
        g_menu_append_submenu(menu, label, submenu.model)
    }

    /// An item that activates `action` with the string `target`: a radio item when `action`
    /// holds a string state (`ActionGroup.addChoice`), checked while the state is `target`.
    public func append(_ label: String, action: String, target: String) {
        let item = g_menu_item_new(label, nil)!
        defer { g_object_unref(UnsafeMutableRawPointer(item)) }
        g_menu_item_set_action_and_target_value(item, action, g_variant_new_string(target))
        g_menu_append_item(menu, item)
    }

    /// Removes every item.
    public func removeAll() {
        g_menu_remove_all(menu)
    }

    /// How many items (sections and submenus count as one each).
    public var count: Int { Int(g_menu_model_get_n_items(model)) }

    /// The labels of the items, sections and submenus opened up, in order (tests).
    public var labels: [String] { Self.labels(of: model) }

    private static func labels(of model: UnsafeMutablePointer<GMenuModel>) -> [String] {
        var labels: [String] = []
        for index in 0..<g_menu_model_get_n_items(model) {
            if let label = g_menu_model_get_item_attribute_value(model, index, "label", nil) {
                labels.append(String(cString: g_variant_get_string(label, nil)))
                g_variant_unref(label)
            }
            for link in ["section", "submenu"] {
                if let linked = g_menu_model_get_item_link(model, index, link) {
                    labels += Self.labels(of: linked)
                    g_object_unref(UnsafeMutableRawPointer(linked))
                }
            }
        }
        return labels
    }
}
