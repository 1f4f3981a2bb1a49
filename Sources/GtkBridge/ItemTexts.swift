import CSpotsGtk
import CSpotsShim

/// An item's title, subtitle and text, laid out and drawn by one widget (`item_texts.c`) instead
/// of a box of three labels: a row or card entering the window costs GTK one widget to measure,
/// allocate and draw, and each text is laid out once for the width it gets.
///
/// Each paragraph is styled as a child of its style class would be (`spots-title`,
/// `spots-subtitle`, `spots-text`: font, colour, opacity, margin, padding); text wraps at words,
/// a paragraph with a word wider than the line is one ellipsized line. It asks for no width of
/// its own: its list, grid or carousel gives it one. Its accessible is a label named by the
/// texts shown, one per line.
open class ItemTexts: Widget {
    override open class var gtkType: GType { spots_item_texts_type() }

    public enum Paragraph: Int32, CaseIterable, Sendable {
        case title, subtitle, text
    }

    public convenience init() {
        self.init(spots_item_texts_new()!)
    }

    /// The most lines the title shows, its last ellipsized (0, the default: any number).
    public var titleLines: Int {
        get { Int(spots_item_texts_get_title_lines(pointer)) }
        set { spots_item_texts_set_title_lines(pointer, Int32(clamping: newValue)) }
    }

    /// The paragraph's text ("" is not shown).
    public subscript(paragraph: Paragraph) -> String {
        get { spots_item_texts_get(pointer, paragraph.rawValue).map { String(cString: $0) } ?? "" }
        set { spots_item_texts_set(pointer, paragraph.rawValue, newValue) }
    }

    /// The paragraph's lines as laid out at the width last asked for (none: not shown).
    public func lines(of paragraph: Paragraph) -> [String] {
        spots_item_texts_layout(pointer, paragraph.rawValue).map(lineTexts(of:)) ?? []
    }

    /// Whether the paragraph ends in an ellipsis at the width last laid out.
    public func isEllipsized(_ paragraph: Paragraph) -> Bool {
        guard let layout = spots_item_texts_layout(pointer, paragraph.rawValue) else { return false }
        return pango_layout_is_ellipsized(layout) != 0
    }

    /// Whether the paragraph, as last laid out, is drawn from glyphs shaped without a Pango
    /// layout (a text of one line of printable ASCII in one font, once a text of its style has
    /// been laid out).
    public func isDrawnFromGlyphs(_ paragraph: Paragraph) -> Bool {
        spots_item_texts_drawn_from_glyphs(pointer, paragraph.rawValue) != 0
    }

    /// The width the paragraph's lines had to fit in, in pixels, when last laid out.
    public func lineWidth(of paragraph: Paragraph) -> Int {
        Int(spots_item_texts_line_width(pointer, paragraph.rawValue))
    }

    /// Where the paragraph's text starts, in pixels from the widget's left edge, and how wide it
    /// is, as last laid out (nil: not shown or not laid out yet).
    public func horizontalExtent(of paragraph: Paragraph) -> (x: Int, width: Int)? {
        var x: Int32 = 0
        var width: Int32 = 0
        guard spots_item_texts_extent(pointer, paragraph.rawValue, &x, &width) != 0 else { return nil }
        return (Int(x), Int(width))
    }

    /// The colour the paragraph is drawn in, its opacity in the alpha (nil: not styled yet).
    public func color(of paragraph: Paragraph) -> (red: Double, green: Double, blue: Double, alpha: Double)? {
        var color = GdkRGBA()
        guard spots_item_texts_color(pointer, paragraph.rawValue, &color) != 0 else { return nil }
        return (color.red, color.green, color.blue, color.alpha)
    }

    /// Where the paragraph's box starts, in pixels from the widget's top.
    public func top(of paragraph: Paragraph) -> Int {
        Int(spots_item_texts_top(pointer, paragraph.rawValue))
    }
}
