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

    /// Replaces the name (the title by default).
    public var label: String?
    /// Read after the name (the subtitle by default).
    public var hint: String?
    /// Hidden from screen readers (the element still works with the keyboard).
    public var hidden: Bool
    public var role: Role?
    /// The item image's alt text. Without it, an image in an item with a title is hidden from
    /// the reader (the title says it).
    public var imageDescription: String?

    public init(label: String? = nil, hint: String? = nil, hidden: Bool = false, role: Role? = nil,
                imageDescription: String? = nil) {
        self.label = label
        self.hint = hint
        self.hidden = hidden
        self.role = role
        self.imageDescription = imageDescription
    }

    /// Nothing set: the defaults apply.
    public var isEmpty: Bool { self == Accessibility() }

    /// Hidden outright or through the role `none`.
    public var isHidden: Bool { hidden || role == Accessibility.Role.none }
}
