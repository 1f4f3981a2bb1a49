import SpotsModel

/// A component's list or grid is named after its header (or its `accessibility` label, or for a
/// component nested in an item without a header, that item) and says how many items it holds.
/// The count is in the description because with windowed rendering the accessible's children
/// are only the items that have widgets: "8 items" is the whole component, realised or not.
/// A carousel's own scroller takes the same name.
extension Component {
    func applyAccessibility() {
        guard let widgets, let accessible = widgets.items.accessibleObject else { return }
        let settings = model.accessibility
        if settings.isHidden {
            accessible.hide()
            return
        }
        let name = settings.label ?? base.header.map(\.title).flatMap { $0.isEmpty ? nil : $0 } ?? containerName ?? ""
        accessible.name = name
        widgets.frame.applyAccessibleName(name)
        let count = translatedPlural("{count} item", "{count} items", count: itemCount, ["count": "\(itemCount)"])
        accessible.description = [settings.hint ?? "", count].filter { !$0.isEmpty }.joined(separator: ", ")
    }
}
