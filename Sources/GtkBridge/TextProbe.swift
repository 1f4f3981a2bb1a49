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

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
    }

    /// Each printable ASCII character's width laid out alone (-1: not measured yet).
    private var characterWidths = [Int](repeating: -1, count: 128)
    /// Whether the style gives the text attributes (letter spacing, font features), which
    /// characters laid out alone do not show as they do in a line.
    private lazy var hasAttributes = spots_text_probe_has_text_attributes(layout) != 0

    /// The height of a line of printable ASCII text: the font's own line, with no fallback font.
    public private(set) lazy var plainLineHeight = size(of: "Ag").height

    /// A width `text` does not exceed on one line, found without laying it out: its characters'
    /// widths alone added up, with a tenth and 2 px more for kerning. Nil for any text but
    /// printable ASCII, or in a style with text attributes: those are laid out. Laying out is
    /// most of the cost of checking that 80,000 titles each fit a line.
    public func widthBound(of text: String) -> Int? {
        guard !hasAttributes else { return nil }
        var total = 0
        for byte in text.utf8 {
            guard byte >= 0x20, byte < 0x7F else { return nil }
            var width = characterWidths[Int(byte)]
            if width < 0 {
                width = size(of: String(UnicodeScalar(byte))).width
                characterWidths[Int(byte)] = width
            }
            total += width
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
