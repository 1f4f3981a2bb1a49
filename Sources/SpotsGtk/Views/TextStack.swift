import SpotsModel

/// Title, subtitle and text labels stacked vertically; empty ones are hidden.
@MainActor
final class TextStack {
    let box = Box(.vertical, spacing: 2)
    let title: Label
    let subtitle: Label
    let text: Label

    /// `breaksWords`: a word wider than the line breaks between characters (narrow cards) rather
    /// than widening the view. It costs: GTK finds a wrapping label's minimum width by laying it
    /// out at width 0, which with character breaks shapes every character on a line of its own
    /// (4,900 HarfBuzz calls per scrolled frame of a list against 470 with word breaks). Rows
    /// are wide and numerous, so they break at words only.
    init(titleClass: String = "spots-title", maximumTitleLines: Int = 0, breaksWords: Bool = true) {
        let mode: WrapMode = breaksWords ? .wordChar : .word
        title = Self.wrappingLabel(titleClass, mode: mode)
        subtitle = Self.wrappingLabel("spots-subtitle", mode: mode)
        text = Self.wrappingLabel("spots-text", mode: mode)
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
    static func wrappingLabel(_ styleClass: String, mode: WrapMode) -> Label {
        let label = Label()
        label.styleClasses.insert(styleClass)
        label.wraps = true
        label.wrapMode = mode
        label.widthChars = 1
        label.maxWidthChars = 1
        return label
    }
}
