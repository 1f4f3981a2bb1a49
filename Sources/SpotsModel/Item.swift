/// One item of a component: the data a view is configured with.
///
/// The fields most items leave at their defaults (size, meta, relations, children, accessibility)
/// are kept together in `details`, one reference; they read and write like the others.
public struct Item: Hashable, Sendable {
    // Stored in this order so the identifier's tag byte and the index share one word: a million
    // items are a million of these side by side (see `ItemExtras`).
    @usableFromInline
    var storedIdentifier: StoredIdentifier
    private var storedIndex: Int32
    public var title: String
    public var subtitle: String
    /// Text, image, kind and action; out of line, as a two-line row has none of them.
    public var extras: ItemExtras
    /// Size, meta, relations, children and accessibility; compared last (cheap fields first).
    public var details: ItemDetails

    @inlinable
    public var identifier: ItemIdentifier? {
        get { storedIdentifier.value }
        _modify { yield &storedIdentifier.value }
    }

    /// Position in its component; renumbered by the owner, not read from JSON.
    public var index: Int {
        get { Int(storedIndex) }
        set { storedIndex = Int32(clamping: newValue) }
    }

    // The four below are inlinable: read through a pointer from another module (the diff, the
    // widgets), a call copied the whole item to pass it, retaining each of its fields.
    @inlinable
    public var text: String {
        get { extras.text }
        _modify { yield &extras.text }
    }

    /// A path relative to the screen file, an absolute path, or a URI.
    @inlinable
    public var image: String {
        get { extras.image }
        _modify { yield &extras.image }
    }

    /// Selects the view from the registry; empty means the default view.
    @inlinable
    public var kind: String {
        get { extras.kind }
        _modify { yield &extras.kind }
    }

    @inlinable
    public var action: String? {
        get { extras.action }
        _modify { yield &extras.action }
    }

    public var size: Size {
        get { details.size }
        _modify { yield &details.size }
    }

    public var meta: [String: JSONValue] {
        get { details.meta }
        _modify { yield &details.meta }
    }

    public var relations: [String: [Item]] {
        get { details.relations }
        _modify { yield &details.relations }
    }

    /// Components nested inside this item (composition).
    public var children: [ComponentModel] {
        get { details.children }
        _modify { yield &details.children }
    }

    /// What screen readers are told beyond the content (the JSON `accessibility` object).
    public var accessibility: Accessibility {
        get { details.accessibility }
        _modify { yield &details.accessibility }
    }

    /// Typed settings written as one `${…}` expression (`"size": {"height": "${h}"}`) and
    /// `visible-if`; the typed fields hold their defaults until the screen is presented.
    public var expressions: [BoundSetting: String] {
        get { details.expressions }
        _modify { yield &details.expressions }
    }

    /// What a `{"set": {…}}` action writes: variable names and values as written.
    public var assignments: [String: JSONValue] {
        get { details.assignments }
        _modify { yield &details.assignments }
    }

    /// What an `{"append": {…}}` action adds: array variable names and the value for their end.
    public var appends: [String: JSONValue] {
        get { details.appends }
        _modify { yield &details.appends }
    }

    /// What an `{"open": …, "variables": {…}}` action passes to the screen it opens.
    public var passedVariables: [String: JSONValue] {
        get { details.passedVariables }
        _modify { yield &details.passedVariables }
    }

    /// Whether selecting the item does something: an `action` string, a `set`, an `append` or a `submit`.
    public var isActivatable: Bool {
        action != nil || !details.assignments.isEmpty || !details.appends.isEmpty || details.submission != nil
    }

    public init(
        index: Int = 0,
        identifier: ItemIdentifier? = nil,
        title: String = "",
        subtitle: String = "",
        text: String = "",
        image: String = "",
        kind: String = "",
        action: String? = nil,
        size: Size = .unspecified,
        meta: [String: JSONValue] = [:],
        relations: [String: [Item]] = [:],
        children: [ComponentModel] = [],
        accessibility: Accessibility = Accessibility()
    ) {
        self.init(identifier: identifier, title: title, subtitle: subtitle, text: text, image: image, kind: kind, action: action,
                  details: ItemDetails(size: size, meta: meta, relations: relations, children: children, accessibility: accessibility))
        self.index = index
    }

    /// All fields but `index` (0), details already gathered: what the decoder builds.
    init(identifier: ItemIdentifier?, title: String, subtitle: String, text: String, image: String, kind: String,
         action: String?, details: ItemDetails) {
        self.storedIdentifier = StoredIdentifier(value: identifier)
        self.storedIndex = 0
        self.title = title
        self.subtitle = subtitle
        self.extras = ItemExtras(text: text, image: image, kind: kind, action: action)
        self.details = details
    }
}

/// An item's identifier as the item stores it. An optional enum with payloads stored directly in
/// the item made the compiler copy every new item and destroy the original (a retain and a
/// release of each field) wherever one was made, as the decoder does 100,000 times a list; held
/// in a struct, it is moved.
@usableFromInline
struct StoredIdentifier: Hashable, Sendable {
    @usableFromInline
    var value: ItemIdentifier?
}
