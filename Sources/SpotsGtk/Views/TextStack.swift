import SpotsModel

/// Title, subtitle and text labels stacked vertically; empty ones are hidden.
///
/// Text wraps at word boundaries only. A word wider than the line (a long name in a narrow
/// card) is never broken between characters: that label becomes one ellipsized line instead
/// (`fit(width:)`), so it neither splits the word nor widens the card.
@MainActor
final class TextStack {
    let box = Box(.vertical, spacing: 2)
    let title: Label
    let subtitle: Label
    let text: Label
    private let maximumTitleLines: Int
    /// The width the labels get, once the view is laid out (nil: rows, whose width is not fixed).
    private var fittedWidth: Double?

    init(titleClass: String = "spots-title", maximumTitleLines: Int = 0) {
        self.maximumTitleLines = maximumTitleLines
        title = Self.wrappingLabel(titleClass)
        subtitle = Self.wrappingLabel("spots-subtitle")
        text = Self.wrappingLabel("spots-text")
        for label in [title, subtitle, text] {
            label.noShowAll = true
            box.packStart(label)
        }
        restoreLineLimit(title)
        box.valign = .center
    }

    func show(_ item: Item) {
        set(title, item.title)
        set(subtitle, item.subtitle)
        set(text, item.text)
        if let fittedWidth { fit(width: fittedWidth) }
    }

    /// Makes every label fit `width` without breaking a word: a label whose longest word is
    /// wider becomes one ellipsized line.
    func fit(width: Double) {
        fittedWidth = width
        for label in [title, subtitle, text] where label.isVisible {
            // Measured unellipsized: then a wrapping label's minimum width is its longest word.
            label.ellipsize = .none
            label.lines = -1
            if Double(label.preferredWidth().minimum) > width.rounded(.down) {
                label.ellipsize = .end
                label.lines = 1
            } else {
                restoreLineLimit(label)
            }
        }
    }

    /// The label's own limit: cards show at most `maximumTitleLines` of a title, ellipsized.
    private func restoreLineLimit(_ label: Label) {
        if label === title, maximumTitleLines > 0 {
            label.lines = maximumTitleLines
            label.ellipsize = .end
        } else {
            label.lines = -1
            label.ellipsize = .none
        }
    }

    private func set(_ label: Label, _ value: String) {
        label.text = value
        label.isVisible = !value.isEmpty
        // A "word" longer than any line can hold (a URL, a hash, hostile input) would be the
        // label's minimum width and widen the whole screen (a 10,000-character title made it
        // 90,000 px wide): such a label is one ellipsized line, as in a narrow card. (Breaking
        // it between characters instead costs GTK a line per character while it measures.)
        if Self.hasOverlongWord(value) {
            label.ellipsize = .end
            label.lines = 1
        } else {
            restoreLineLimit(label)
        }
    }

    /// Words longer than this make their label one ellipsized line.
    static let longestUnbrokenWord = 48

    /// Whether `text` has a run of more than `longestUnbrokenWord` characters without a space.
    static func hasOverlongWord(_ text: String) -> Bool {
        var run = 0
        for scalar in text.unicodeScalars {
            if scalar.properties.isWhitespace {
                run = 0
            } else {
                run += 1
                if run > longestUnbrokenWord { return true }
            }
        }
        return false
    }

    /// A plain-text label that wraps at words inside whatever width it gets, instead of asking
    /// for its full text width.
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
