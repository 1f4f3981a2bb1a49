import CSpotsGtk

/// Menus with sections, rebuilt as what they offer changes.
extension Menu {
    /// A section: the items of `section`, set apart by separators (and headed by `label`).
    public func appendSection(_ section: Menu, label: String? = nil) {
        g_menu_append_section(menu, label, section.model)
    }

    /// Removes every item.
    public func removeAll() {
        g_menu_remove_all(menu)
    }

    /// Gives the item at `index` the label `label` (and `action`), unless it has it already: an
    /// open menu stays open, where rebuilding it would close it.
    public func setItem(at index: Int, label: String, action: String) {
        if let current = g_menu_model_get_item_attribute_value(model, Int32(index), "label", nil) {
            defer { g_variant_unref(current) }
            if String(cString: g_variant_get_string(current, nil)) == label { return }
        }
        g_menu_remove(menu, Int32(index))
        g_menu_insert(menu, Int32(index), label, action)
    }

    /// How many items (a section counts as one).
    public var count: Int { Int(g_menu_model_get_n_items(model)) }

    /// The labels of the items, sections opened up, in order (tests).
    public var labels: [String] { Self.labels(of: model) }

    private static func labels(of model: UnsafeMutablePointer<GMenuModel>) -> [String] {
        var labels: [String] = []
        for index in 0..<g_menu_model_get_n_items(model) {
            if let label = g_menu_model_get_item_attribute_value(model, index, "label", nil) {
                labels.append(String(cString: g_variant_get_string(label, nil)))
                g_variant_unref(label)
            }
            if let section = g_menu_model_get_item_link(model, index, "section") {
                labels += Self.labels(of: section)
                g_object_unref(UnsafeMutableRawPointer(section))
            }
        }
        return labels
    }
}
