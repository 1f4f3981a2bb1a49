/// What a screen reader is told about an item or a component, beyond what its content says
/// (the JSON `accessibility` object, after DivKit's).
///
/// Every field is optional: an empty value leaves the defaults (the title as the name, the
/// subtitle as the description, a role from the action, the image described by the title).
public struct Accessibility: Hashable, Sendable {
    /// What the reader says an element is.
    public enum Role: String, Hashable, Sendable, CaseIterable {
        case heading
        case button
        case link
        case image
        /// Not announced at all, like `hidden`.
        case none
    }

    /// The fields, kept in a shared immutable box: most items set none, and items are copied and
    /// compared a lot (the diff), so an empty value is one nil reference and compares in one step.
    private struct Values: Hashable, Sendable {
        var label: String?
        var hint: String?
        var hidden = false
        var role: Role?
        var imageDescription: String?
    }

    private final class Box: Sendable {
        let values: Values
        init(_ values: Values) { self.values = values }
    }

    private var box: Box?

    private var values: Values {
        get { box?.values ?? Values() }
        set { box = newValue == Values() ? nil : Box(newValue) }
    }

    /// Replaces the name (the title by default).
    public var label: String? {
        get { values.label }
        set { values.label = newValue }
    }

    /// Read after the name (the subtitle by default).
    public var hint: String? {
        get { values.hint }
        set { values.hint = newValue }
    }

    /// Hidden from screen readers (the element still works with the keyboard).
    public var hidden: Bool {
        get { values.hidden }
        set { values.hidden = newValue }
    }

    public var role: Role? {
        get { values.role }
        set { values.role = newValue }
    }

    /// The item image's alt text. Without it, an image in an item with a title is hidden from
    /// the reader (the title says it).
    public var imageDescription: String? {
        get { values.imageDescription }
        set { values.imageDescription = newValue }
    }

    /// Nothing beyond the content (what nearly every item has; no values built or compared).
    public init() {
        box = nil
    }

    public init(label: String? = nil, hint: String? = nil, hidden: Bool = false, role: Role? = nil,
                imageDescription: String? = nil) {
        values = Values(label: label, hint: hint, hidden: hidden, role: role, imageDescription: imageDescription)
    }

    public static func == (lhs: Accessibility, rhs: Accessibility) -> Bool {
        lhs.box === rhs.box || lhs.values == rhs.values
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(values)
    }

    /// Nothing set: the defaults apply.
    public var isEmpty: Bool { box == nil }

    /// Hidden outright or through the role `none`.
    public var isHidden: Bool { hidden || role == Accessibility.Role.none }
}
