/// The one place where numbers from a screen become sizes GTK can take.
///
/// GTK keeps margins in 16 bits (a margin above 32,767 is a Gtk-CRITICAL) and sizes, spacings and
/// counts in 32-bit integers (Swift's `Int32(_:)` traps beyond them). JSON numbers are doubles
/// that may be 1e300. The decoder clamps every layout, size and inset value with these functions
/// (and warns with the value's position); code that builds models in Swift, or converts a model
/// value to a GTK integer, goes through them too.
///
/// | value                                   | range              |
/// |-----------------------------------------|--------------------|
/// | `inset.*` (margins)                     | 0 … 32,767 px      |
/// | `size.width`, `size.height`             | 0 … 100,000 px     |
/// | `item-spacing`, `line-spacing`          | 0 … 10,000 px      |
/// | `span`                                  | 0 … 1,000          |
/// | `items-per-row`                         | 1 … 1,000          |
/// | `amountOfItemsToCache`                  | 0 … 100,000        |
/// | title, subtitle, text (Unicode scalars)  | ≤ 10,000, cut with "…" |
///
/// NaN becomes the range's lower bound; infinities and values out of range become the nearest bound.
public enum SizeLimits {
    /// GTK's margins are 16-bit: `gtk_widget_set_margin_*` rejects anything above this.
    public static let maximumInset: Double = 32_767
    /// Widths and heights (size requests). 100,000 px is ~50 screens; more is a mistake or an attack.
    public static let maximumSize: Double = 100_000
    /// Column and row spacing between items.
    public static let maximumSpacing: Double = 10_000
    /// Items side by side.
    public static let maximumSpan: Double = 1_000
    /// Rows of a carousel.
    public static let maximumItemsPerRow = 1_000
    /// `amountOfItemsToCache`.
    public static let maximumItemsToCache = 100_000
    /// Title, subtitle and text are cut to this many characters (Pango lays out a 64 MB label for minutes).
    public static let maximumTextLength = 10_000

    /// `value` in `0…maximumInset`.
    public static func clampInset(_ value: Double) -> Double { clamp(value, 0, maximumInset) }
    /// `value` in `0…maximumSize`.
    public static func clampSize(_ value: Double) -> Double { clamp(value, 0, maximumSize) }
    /// `value` in `0…maximumSpacing`.
    public static func clampSpacing(_ value: Double) -> Double { clamp(value, 0, maximumSpacing) }
    /// `value` in `0…maximumSpan`.
    public static func clampSpan(_ value: Double) -> Double { clamp(value, 0, maximumSpan) }
    /// `value` in `1…maximumItemsPerRow`.
    public static func clampItemsPerRow(_ value: Int) -> Int { min(max(value, 1), maximumItemsPerRow) }
    /// `value` in `0…maximumItemsToCache`.
    public static func clampItemsToCache(_ value: Int) -> Int { min(max(value, 0), maximumItemsToCache) }

    /// Every side in `0…maximumInset`.
    public static func clamp(_ inset: Inset) -> Inset {
        var clamped = Inset(top: clampInset(inset.top), left: clampInset(inset.left),
                            bottom: clampInset(inset.bottom), right: clampInset(inset.right))
        clamped.start = inset.start.map(clampInset)
        clamped.end = inset.end.map(clampInset)
        return clamped
    }

    /// Each given side in `0…maximumSize`; unspecified sides stay unspecified.
    public static func clamp(_ size: Size) -> Size {
        Size(width: size.width.map(clampSize), height: size.height.map(clampSize))
    }

    /// Span, items per row, spacings, inset and widths in range; the rest as it was.
    public static func clamp(_ layout: Layout) -> Layout {
        var clamped = layout
        clamped.span = clampSpan(layout.span)
        clamped.itemsPerRow = clampItemsPerRow(layout.itemsPerRow)
        clamped.itemSpacing = clampSpacing(layout.itemSpacing)
        clamped.lineSpacing = clampSpacing(layout.lineSpacing)
        clamped.inset = clamp(layout.inset)
        clamped.minItemWidth = layout.minItemWidth.map(clampSize)
        clamped.maxWidth = layout.maxWidth.map(clampSize)
        return clamped
    }

    /// A pixel count GTK can take as `gint`, never trapping: NaN is 0, the result is in
    /// `0…maximum` (default `maximumSize`), rounded down.
    public static func pixels(_ value: Double, maximum: Double = maximumSize) -> Int32 {
        Int32(clamp(value, 0, min(maximum, Double(Int32.max))).rounded(.down))
    }

    /// A margin GTK accepts (`0…32,767`), never trapping.
    public static func margin(_ value: Double) -> Int32 { pixels(value, maximum: maximumInset) }

    /// A count or spacing as `guint`, never trapping: in `0…maximum` (default `maximumSpacing`).
    public static func unsignedPixels(_ value: Double, maximum: Double = maximumSpacing) -> UInt32 {
        UInt32(clamp(value, 0, min(maximum, Double(UInt32.max))).rounded(.down))
    }

    /// `text` cut to `maximumTextLength` Unicode scalars (with "…"), or nil when it is short enough.
    /// Scalars, not characters: one "character" of a million combining marks is still a million.
    public static func shortened(_ text: String) -> String? {
        // Cheap test first: a string of at most N UTF-8 bytes has at most N scalars.
        guard text.utf8.count > maximumTextLength else { return nil }
        let scalars = text.unicodeScalars
        guard let end = scalars.index(scalars.startIndex, offsetBy: maximumTextLength, limitedBy: scalars.endIndex),
              end < scalars.endIndex else { return nil }
        return String(scalars[..<end]) + "…"
    }

    /// `value` in `lower…upper`; NaN gives `lower`.
    public static func clamp(_ value: Double, _ lower: Double, _ upper: Double) -> Double {
        guard !value.isNaN else { return lower }
        return min(max(value, lower), upper)
    }
}
