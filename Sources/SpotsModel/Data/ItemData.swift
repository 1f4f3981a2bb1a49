/// A component whose items are made from data: `"data"` (an array, or one `${…}` naming an
/// array variable) and `"template"` (one item) or `"templates"` (the first whose `when` holds).
///
/// The model keeps them as written; presenting the screen (`ScreenBinding`) makes one item per
/// element, whose strings are bound only when a view shows it (`Item.presented`).
public struct ItemData: Hashable, Sendable {
    public enum Source: Hashable, Sendable {
        /// `"data": [ … ]`.
        case elements([JSONValue])
        /// `"data": "${fruits}"`: an expression whose value is the array.
        case expression(String)
        /// `"data-url": "fruits.json"`: fetched when the screen is shown (`Screen.fillData`); no
        /// elements until then.
        case url(String)
    }

    public var source: Source
    public var templates: [DataTemplate]
    /// `"identity": "${it.code}"`: the item identifier of an element (default: its `id`).
    public var identity: String?
    /// Written as `"templates"` (a list) rather than `"template"` (one item).
    public var isTemplateList: Bool
    /// The `data-url` the elements were fetched from (`Screen.fillData`): problems with them are
    /// at that key.
    public var fetchedFrom: String?

    public init(source: Source, templates: [DataTemplate], identity: String? = nil, isTemplateList: Bool = false) {
        self.source = source
        self.templates = templates
        self.identity = identity
        self.isTemplateList = isTemplateList
    }
}

/// One template of a data-bound component: an item whose strings bind `${it.…}` and `${index}`,
/// used for the elements for which `when` (an expression) is true; no `when` matches all.
public struct DataTemplate: Hashable, Sendable {
    public var when: String?
    public var item: Item

    public init(when: String? = nil, item: Item) {
        self.when = when
        self.item = item
    }
}
