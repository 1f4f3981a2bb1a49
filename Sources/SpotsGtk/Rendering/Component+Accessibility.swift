import SpotsModel

/// A component's list or grid is named after its header (or its `accessibility` label, or for a
/// component nested in an item without a header, that item) and says how many items it holds.
/// The count is in the description because with windowed rendering the accessible's children
/// are only the items that have widgets: "8 items" is the whole component, realised or not.
/// A carousel's own scroller takes the same name.
extension Component {
    /// Every window pass asks; the accessibles are told only what changed since (each change is
    /// an event for assistive technologies, and setting them again took 2–3% of a scroll frame).
    func applyAccessibility() {
        guard let widgets else { return }
        // What the name and description are made of: when none of it changed, neither did they.
        let inputs = AccessibilityInputs(settings: base.accessibility, header: base.header?.title,
                                         containerName: containerName, itemCount: itemCount)
        if appliedAccessibility?.inputs == inputs { return }
        guard let accessible = widgets.items.accessibleObject else { return }
        let settings = inputs.settings
        var said: AppliedAccessibility
        if settings.isHidden {
            said = AppliedAccessibility(name: "", description: "", hidden: true)
        } else {
            let count = appliedAccessibility.flatMap { $0.itemCount == itemCount ? $0.countText : nil }
                ?? translatedPlural("{count} item", "{count} items", count: itemCount, ["count": "\(itemCount)"])
            said = AppliedAccessibility(
                name: settings.label ?? base.header.map(\.title).flatMap { $0.isEmpty ? nil : $0 } ?? containerName ?? "",
                description: [settings.hint ?? "", count].filter { !$0.isEmpty }.joined(separator: ", "), hidden: false,
                itemCount: itemCount, countText: count)
        }
        var previous = appliedAccessibility
        previous?.inputs = nil
        guard said != previous else {
            appliedAccessibility?.inputs = inputs
            return
        }
        said.inputs = inputs
        appliedAccessibility = said
        if said.hidden {
            accessible.hide()
            return
        }
        accessible.name = said.name
        widgets.frame.applyAccessibleName(said.name)
        accessible.description = said.description
    }
}

/// A component's accessible name and description as last given to its widgets.
struct AppliedAccessibility: Equatable {
    var name: String
    var description: String
    var hidden: Bool
    /// The count the description says, in words: translated again only for another count.
    var itemCount = 0
    var countText = ""
    /// What they were made of.
    var inputs: AccessibilityInputs?
}

/// What a component's accessible name and description are made of.
struct AccessibilityInputs: Equatable {
    var settings: Accessibility
    var header: String?
    var containerName: String?
    var itemCount: Int
}
