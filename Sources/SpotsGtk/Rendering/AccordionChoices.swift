import SpotsModel

/// The user's open/closed choices for collapsible components, by where each component is in the
/// screen (`Component.placeKey`), shared by every depth of one screen.
///
/// A nested accordion lives in a row: when the row leaves the window its component is gone or
/// recycled for another item, and the component that shows it again is built from the model as
/// declared. This is where it finds what the user chose instead. A file screen keeps the choices
/// in its view-state cache, so they survive a restart too (`components`, `init(components:)`).
@MainActor
public final class AccordionChoices {
    private var collapsed: [String: Bool] = [:]

    public init() {}

    /// The choice for the component at `key`; nil when the user has not toggled it.
    public subscript(key: String) -> Bool? {
        get { collapsed[key] }
        set { collapsed[key] = newValue }
    }

    public var isEmpty: Bool { collapsed.isEmpty }

    /// Forgets every choice (another screen).
    public func removeAll() { collapsed = [:] }

    /// The choices as the view-state cache stores screens: one empty collapsible component per
    /// choice, its identifier the place, `collapsed` the choice.
    public var components: [ComponentModel] {
        collapsed.keys.sorted().map { key in
            var model = ComponentModel(identifier: key)
            model.interaction.collapsible = true
            model.interaction.collapsed = collapsed[key]!
            return model
        }
    }

    /// A screen's top-level `models` with the choices the user made on them (a URL screen's
    /// view-state cache keeps what it shows as the reader left it).
    public func applied(to models: [ComponentModel]) -> [ComponentModel] {
        models.enumerated().map { index, model in
            guard model.interaction.collapsible, let choice = collapsed[PlaceKey.component(model, at: index, in: "")] else {
                return model
            }
            var shown = model
            shown.interaction.collapsed = choice
            return shown
        }
    }

    /// Takes the choices from components that `components` made (anything else is ignored).
    public func restore(from components: [ComponentModel]) {
        for model in components where model.interaction.collapsible {
            guard let key = model.identifier, model.items.isEmpty else { continue }
            collapsed[key] = model.interaction.collapsed
        }
    }
}

/// Where a component is in the screen, as text: its item's place (when nested) and its own
/// identifier or position. A reference shared with its items' cells, which build the places of
/// the components nested in them from it, and which a recycled component's new place updates.
@MainActor
final class PlaceKey {
    var value = ""

    /// The place of the component at `index` of a stack whose items' place is `prefix`.
    static func component(_ model: ComponentModel, at index: Int, in prefix: String) -> String {
        prefix + "/" + (model.identifier.map { "id:" + $0 } ?? "#\(index)")
    }

    /// The place of the components nested in `item` of the component at `owner`.
    static func children(of item: Item, in owner: String) -> String {
        owner + "/" + (item.identifier.map { "item:" + $0.description } ?? "#\(item.index)")
    }
}
