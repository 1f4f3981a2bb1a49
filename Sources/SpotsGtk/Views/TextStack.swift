import SpotsModel

/// Title, subtitle and text labels stacked vertically; empty ones are hidden.
@MainActor
final class TextStack {
    let box = Box(.vertical, spacing: 2)
    let title: Label
    let subtitle = TextStack.wrappingLabel("spots-subtitle")
    let text = TextStack.wrappingLabel("spots-text")

    init(titleClass: String = "spots-title", maximumTitleLines: Int = 0) {
        title = Self.wrappingLabel(titleClass)
        if maximumTitleLines > 0 {
            title.lines = maximumTitleLines
            title.ellipsize = .end
        }
        for label in [title, subtitle, text] {
            label.noShowAll = true
            box.packStart(label)
        }
        box.valign = .center
    }

    func show(_ item: Item) {
        set(title, item.title)
        set(subtitle, item.subtitle)
        set(text, item.text)
    }

    private func set(_ label: Label, _ value: String) {
        label.text = value
        label.isVisible = !value.isEmpty
    }

    /// A plain-text label that wraps inside whatever width it gets, instead of asking for its
    /// full text width.
    static func wrappingLabel(_ styleClass: String) -> Label {
        let label = Label()
        label.styleClasses.insert(styleClass)
        label.wraps = true
        label.wrapMode = .word
        label.widthChars = 1
        label.maxWidthChars = 1
        return label
    }
}
