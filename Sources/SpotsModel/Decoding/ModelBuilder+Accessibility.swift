/// The keys of an `accessibility` object: kebab-case and camelCase like the rest of the format,
/// and snake_case as DivKit writes them.
enum AccessibilityKey: Int, DocumentKeys {
    case label, hint, hidden, role, imageDescription

    static let spellings: [String: AccessibilityKey] = [
        "label": .label,
        "hint": .hint,
        "hidden": .hidden,
        "role": .role,
        "image-description": .imageDescription, "imageDescription": .imageDescription,
        "image_description": .imageDescription,
    ]
    static var placeInMessages: String { translated("in an accessibility object") }
    static let keyCount = allCases.count
    static let spellingTable = SpellingTable(spellings)
}

extension ModelBuilder {
    /// `{"label": …, "hint": …, "hidden": …, "role": …, "image-description": …}`.
    func accessibility(_ node: JSONNode) throws -> Accessibility? {
        guard let members = try members(node, expected: translated("an accessibility object")) else { return nil }
        let fields = fields(of: members, as: AccessibilityKey.self)
        var accessibility = Accessibility()
        accessibility.label = try read(fields[.label], displayText)
        accessibility.hint = try read(fields[.hint], displayText)
        accessibility.hidden = try read(fields[.hidden], { bindsExpression($0, to: .hidden) ? nil : try boolean($0) }) ?? false
        accessibility.role = try read(fields[.role]) { try self.choice($0, default: translated("the role the item's content gives")) }
        accessibility.imageDescription = try read(fields[.imageDescription], displayText)
        return accessibility
    }

    /// What a screen reader could not name: an image without alt text in an item without a
    /// title, and an item with an action but no name at all. An empty `image-description`
    /// marks the image as decorative.
    func warnUnnamed(_ item: Item, _ fields: Fields<ItemKey>) {
        let access = item.accessibility
        guard !access.isHidden else { return }
        let hasName = !item.title.isEmpty || !(access.label ?? "").isEmpty
        if !item.image.isEmpty, item.title.isEmpty, access.imageDescription == nil, let image = fields[.image] {
            warn(translated("the image has no alt text and the item no title: a screen reader cannot tell what it shows; add \"accessibility\": {\"image-description\": …} (\"\" for a decorative image)"),
                 at: image.value.offset, key: image.key)
        }
        if item.action != nil, !hasName, let action = fields[.action] {
            warn(translated("the item has an action but no name for screen readers; give it a title or an \"accessibility\" label"),
                 at: action.value.offset, key: action.key)
        }
    }
}
