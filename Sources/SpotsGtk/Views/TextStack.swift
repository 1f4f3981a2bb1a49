import SpotsModel

/// Title, subtitle and text labels stacked vertically; empty ones are hidden.
///
/// Rows and headers use it; cards lay their texts out in one widget (`CardText`). Text wraps
/// at word boundaries; a word longer than any line can hold makes its label one ellipsized line.
///
/// A label whose text fits on one line in the width it last got does not wrap at all. It looks
/// the same, but GTK measures a wrapping label by laying its text out at several widths (its
/// widest, its narrowest, then the width it gets) where a one-line label is laid out once: that
/// was most of the cost of a row entering the window while scrolling.
@MainActor
final class TextStack {
    /// Always measured for its width, whichever labels wrap (see `TextColumn`).
    let box: Box = TextColumn(spacing: 2)
    let title: Label
    let subtitle: Label
    let text: Label
    /// What decides the labels' width besides the view's: the owner's arrangement (an image or
    /// an icon beside the texts, a style class). Widths learned in one shape hold only for it.
    private(set) var shape = 0
    /// The view's width as the owner last laid it out.
    private var viewWidth: Double?
    /// Each label's width as GTK last allocated it, with the shape and view width it was
    /// allocated in: the label has that width again (plus any change of the view's width).
    private var allocated: [ObjectIdentifier: (shape: Int, viewWidth: Double, width: Int)] = [:]
    /// The title's, subtitle's and text's text as last set here: reading a label's text back
    /// from GTK copies it every time (three labels of every card entering the window).
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

    /// Shows `item`'s texts. `shape` names the owner's arrangement for this item (see `shape`);
    /// `restyled` says the labels' style changes with this item, so their font is not known yet.
    func show(_ item: Item, shape: Int = 0, restyled: Bool = false) {
        self.shape = shape
        // A new style may bring another font: the one-line widths learned do not hold.
        let oneLineWidths = restyled ? nil : viewWidth
        set(title, item.title, viewWidth: oneLineWidths)
        set(subtitle, item.subtitle, viewWidth: oneLineWidths)
        set(text, item.text, viewWidth: oneLineWidths)
    }

    /// The owner's view is `width` wide: labels are laid out for it again when it changed.
    func layout(viewWidth width: Double) {
        guard width != viewWidth else { return }
        if viewWidth == nil { learnAllocatedWidths() }
        viewWidth = width
        for label in [title, subtitle, text] where label.isVisible {
            set(label, shownText(of: label), viewWidth: width)
        }
    }

    /// Notes each label's allocated width from now on. Only views told their width learn (item
    /// views, which are reused); a header keeps no handlers for it (20,000 components have one each).
    private func learnAllocatedWidths() {
        for label in [title, subtitle, text] {
            label.onSizeAllocate { [weak self, weak label] rect in
                guard let self, let label, let viewWidth = self.viewWidth else { return }
                self.allocated[ObjectIdentifier(label)] = (self.shape, viewWidth, rect.width)
            }
        }
    }

    private func slot(of label: Label) -> Int { label === title ? 0 : label === subtitle ? 1 : 2 }

    private func shownText(of label: Label) -> String { shownTexts[slot(of: label)] }

    private func set(_ label: Label, _ value: String, viewWidth: Double?) {
        let slot = slot(of: label)
        if shownTexts[slot] != value {
            label.text = value
            shownTexts[slot] = value
        }
        label.isVisible = !value.isEmpty
        guard !value.isEmpty else { return }
        if let width = viewWidth.flatMap({ lineWidth(of: label, inViewOf: $0) }), label.isLeftToRight,
           !Self.surelyOverflows(value, width: width), Self.readsLeftToRight(value) {
            label.wraps = false
            label.widthChars = -1
            label.maxWidthChars = -1
            label.ellipsize = .none
            label.lines = -1
            // The label's own layout: GTK measures and draws a label that does not wrap with it.
            if Self.fitsOnOneLine(label, value, width: width) { return }
        }
        label.wraps = true
        label.widthChars = 1
        label.maxWidthChars = 1
        // A "word" longer than any line can hold (a URL, a hash, hostile input) would be the
        // label's minimum width and widen the whole screen (a 10,000-character title made it
        // 90,000 px wide): such a label is one ellipsized line, as in a narrow card. (Breaking
        // it between characters instead costs GTK a line per character while it measures.)
        let overlong = Self.hasOverlongWord(value)
        label.ellipsize = overlong ? .end : .none
        label.lines = overlong ? 1 : -1
    }

    /// Whether `label` shows `text` on one line `width` wide, laid out by the label's own layout;
    /// notes how narrow the characters of a line came out.
    private static func fitsOnOneLine(_ label: Label, _ text: String, width: Int) -> Bool {
        let measured = label.singleLineWidth
        let characters = text.count
        if characters >= 8 {
            let perCharacter = Double(measured) / Double(characters)
            narrowestCharacterWidth = min(narrowestCharacterWidth ?? perCharacter, perCharacter)
        }
        return measured <= width
    }

    /// The narrowest width per character a line of text has come out at, in pixels (nil before
    /// the first): a paragraph longer than a line of such characters cannot fit on one line.
    static var narrowestCharacterWidth: Double?

    /// Whether `text` is too long for one line `width` wide even in characters narrower than any
    /// line measured so far: then it wraps without being laid out on one line first (the layout
    /// would be thrown away, and GTK lays the wrapping label out again). A wrong guess only costs
    /// time: a wrapping label whose text fits shows it on one line all the same.
    static func surelyOverflows(_ text: String, width: Int) -> Bool {
        guard let narrowest = narrowestCharacterWidth, text.utf8.count * 4 > width else { return false }
        return Double(text.count) * narrowest * 0.8 > Double(width)
    }

    /// The width `label` gets in a view `viewWidth` wide, when GTK has allocated it in the
    /// current shape before.
    private func lineWidth(of label: Label, inViewOf viewWidth: Double) -> Int? {
        guard let known = allocated[ObjectIdentifier(label)], known.shape == shape else { return nil }
        let width = Double(known.width) + viewWidth - known.viewWidth
        return width.isFinite && width >= 1 ? Int(width.rounded(.down)) : nil
    }

    /// Whether `text` has no right-to-left script: a wrapping label aligns such a paragraph to
    /// its right edge, one that does not wrap to its left, so only left-to-right text may skip wrapping.
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
