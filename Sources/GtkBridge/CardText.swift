import CSpotsGtk
import CSpotsShim

/// A card's title, subtitle and text, laid out and drawn by one widget (`card_text.c`) instead
/// of a box of three labels: a card entering the window costs GTK one widget to measure,
/// allocate and draw, and each text is laid out once for the card's width.
///
/// Each paragraph is styled as a child of its style class would be (`spots-title`,
/// `spots-subtitle`, `spots-text`: font, colour, opacity, margin, padding); text wraps at words,
/// a paragraph with a word wider than the line is one ellipsized line, the title at most two.
/// Its accessible is a label named by the texts shown, one per line.
open class CardText: Widget {
    override open class var gtkType: GType { spots_card_text_type() }

    public enum Paragraph: Int32, CaseIterable, Sendable {
        case title, subtitle, text
    }

    public convenience init() {
        self.init(spots_card_text_new()!)
    }

    /// The paragraph's text ("" is not shown).
    public subscript(paragraph: Paragraph) -> String {
        get { spots_card_text_get(pointer, paragraph.rawValue).map { String(cString: $0) } ?? "" }
        set { spots_card_text_set(pointer, paragraph.rawValue, newValue) }
    }

    /// The paragraph's lines as laid out at the width last asked for (none: not shown).
    public func lines(of paragraph: Paragraph) -> [String] {
        spots_card_text_layout(pointer, paragraph.rawValue).map(lineTexts(of:)) ?? []
    }

    /// Whether the paragraph ends in an ellipsis at the width last laid out.
    public func isEllipsized(_ paragraph: Paragraph) -> Bool {
        guard let layout = spots_card_text_layout(pointer, paragraph.rawValue) else { return false }
        return pango_layout_is_ellipsized(layout) != 0
    }

    /// The width the paragraph's lines had to fit in, in pixels, when last laid out.
    public func lineWidth(of paragraph: Paragraph) -> Int {
        Int(spots_card_text_line_width(pointer, paragraph.rawValue))
    }

    /// Where the paragraph's text starts, in pixels from the widget's left edge, and how wide it
    /// is, as last laid out (nil: not shown or not laid out yet).
    public func horizontalExtent(of paragraph: Paragraph) -> (x: Int, width: Int)? {
        var x: Int32 = 0
        var width: Int32 = 0
        guard spots_card_text_extent(pointer, paragraph.rawValue, &x, &width) != 0 else { return nil }
        return (Int(x), Int(width))
    }

    /// Where the paragraph's box starts, in pixels from the widget's top.
    public func top(of paragraph: Paragraph) -> Int {
        Int(spots_card_text_top(pointer, paragraph.rawValue))
    }
}
