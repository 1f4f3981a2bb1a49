/// A whole screen document: an optional title, its components, and the screen-level keys that
/// say how to draw and extend it.
public struct Screen: Hashable, Sendable {
    public var title: String?
    public var components: [ComponentModel]
    /// `"templates": {"kind": "file.ui"}`: item kinds drawn from GtkBuilder files, as written
    /// (relative to the screen; `LoadedScreen` resolves them).
    public var templates: [String: String]
    /// `"stylesheet": "theme.css"`, as written.
    public var stylesheet: String?
    /// `"pagination": {"next": "page-2.json"}`: infinite scrolling's next page, as written.
    public var pagination: Pagination?
    /// `"variables": {"count": 0, "user": {"name": "Ana"}}`: the values `${…}` expressions read,
    /// as declared (a session keeps the current values; the model stays as written).
    public var variables: [String: JSONValue]
    /// Top-level keys this version does not interpret (`$schema`, unknown keys), kept for round trips.
    public var meta: [String: JSONValue]

    public init(title: String? = nil, components: [ComponentModel] = [], templates: [String: String] = [:],
                stylesheet: String? = nil, pagination: Pagination? = nil, variables: [String: JSONValue] = [:], meta: [String: JSONValue] = [:]) {
        self.title = title
        self.components = components
        self.templates = templates
        self.stylesheet = stylesheet
        self.pagination = pagination
        self.variables = variables
        self.meta = meta
    }
}

/// A screen's `pagination`: where its next page is.
public struct Pagination: Hashable, Sendable {
    /// The next page (`open:`-style target: relative to the screen, or a URL); nil ends the chain.
    public var next: String?

    public init(next: String? = nil) {
        self.next = next
    }
}
