import SpotsModel

/// Title, subtitle and text labels stacked vertically; empty ones are hidden. Headers and
/// footers use it (their title is the heading a screen reader jumps to); rows and cards lay
/// their texts out in one widget (`ItemTexts`).
///
/// Text wraps at word boundaries; a word longer than any line can hold makes its label one
/// ellipsized line.
@MainActor
final class TextStack {
    /// Always measured for its width, whichever labels wrap (see `TextColumn`).
    let box: Box = TextColumn(spacing: 2)
    let title: Label
    let subtitle: Label
    let text: Label
    /// The title's, subtitle's and text's text as last set here: reading a label's text back
    /// from GTK copies it every time.
    private var shownTexts = ["", "", ""]

    init(titleClass: String = "spots-title") {
        title = Self.wrappingLabel(titleClass)
        subtitle = Self.wrappingLabel("spots-subtitle")
        text = Self.wrappingLabel("spots-text")
        for label in [title, subtitle, text] {
            label.noShowAll = true
            box.packStart(label)
        }
        box.valign = .center
    }

    /// Shows `item`'s texts.
    func show(_ item: Item) {
        set(title, item.title, slot: 0)
        set(subtitle, item.subtitle, slot: 1)
        set(text, item.text, slot: 2)
    }

    private func set(_ label: Label, _ value: String, slot: Int) {
        if shownTexts[slot] != value {
            label.text = value
            shownTexts[slot] = value
        }
        label.isVisible = !value.isEmpty
        // A "word" longer than any line can hold (a URL, a hash, hostile input) would be the
        // label's minimum width and widen the whole screen (a 10,000-character title made it
        // 90,000 px wide): such a label is one ellipsized line. (Breaking it between characters
        // instead costs GTK a line per character while it measures.)
        let overlong = Self.hasOverlongWord(value)
        label.ellipsize = overlong ? .end : .none
        label.lines = overlong ? 1 : -1
    }

    /// Whether `text` has no right-to-left script (a wrapping label aligns a right-to-left
    /// paragraph to its right edge).
    static func readsLeftToRight(_ text: String) -> Bool {
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF,
                 0x200F, 0x202B, 0x202E, 0x2067:
                return false
            default:
                continue
            }
        }
        return true
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
        let label = Label(sharingMeasurements: "")
        label.styleClasses.insert(styleClass)
        label.wraps = true
        label.wrapMode = .word
        label.widthChars = 1
        label.maxWidthChars = 1
        return label
    }
}
