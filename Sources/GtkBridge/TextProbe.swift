import CSpotsGtk
import CSpotsShim

/// Measures texts on one line as a label shows them (its font and the attributes its style
/// gives text), without the label: it keeps a Pango context of its own, so the label may be
/// restyled or destroyed afterwards.
@MainActor
public final class TextProbe {
    private let layout: OpaquePointer

    /// Nil for a label with attributes or markup of its own.
    public init?(_ label: Label) {
        guard let layout = spots_text_probe_new(label.pointer) else { return nil }
        self.layout = layout
    }

    /// Measures as `texts` lays out `paragraph` (its font).
    public init?(_ texts: ItemTexts, paragraph: ItemTexts.Paragraph) {
        guard let layout = spots_item_texts_probe_new(texts.pointer, paragraph.rawValue) else { return nil }
        self.layout = layout
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
    }

    /// Each printable ASCII character laid out alone (width -1: not measured yet).
    private var characters = [(width: Int, height: Int)](repeating: (-1, 0), count: 128)
    /// Whether the style gives the text attributes (letter spacing, font features), which
    /// characters laid out alone do not show as they do in a line.
    private lazy var hasAttributes = spots_text_probe_has_text_attributes(layout) != 0

    /// A width `text` does not exceed on one line `lineHeight` tall, found without laying it
    /// out: its characters' widths alone added up, with a tenth and 2 px more for kerning. Nil
    /// for any text but printable ASCII, in a style with text attributes, or when a character
    /// alone comes out at another height (another font, whose line may differ): those are laid
    /// out. Laying out was most of the cost of checking that 80,000 titles each fit a line.
    public func widthBound(of text: String, lineHeight: Int) -> Int? {
        guard !hasAttributes else { return nil }
        var total = 0
        for byte in text.utf8 {
            guard byte >= 0x20, byte < 0x7F else { return nil }
            var character = characters[Int(byte)]
            if character.width < 0 {
                character = size(of: String(UnicodeScalar(byte)))
                characters[Int(byte)] = character
            }
            guard character.height == lineHeight else { return nil }
            total += character.width
        }
        return total + total / 10 + 2
    }

    /// `text` laid out on one line, in pixels (without the label's CSS box).
    public func size(of text: String) -> (width: Int, height: Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        spots_text_probe_measure(layout, text, &width, &height)
        return (Int(width), Int(height))
    }
}
