import CSpotsGtk
import CSpotsShim

/// Text. JSON text is plain text: `usesMarkup` is false unless code turns it on.
open class Label: Widget {
    override open class var gtkType: GType { gtk_label_get_type() }

    var label: UnsafeMutablePointer<GtkLabel> { spots_label(pointer) }

    /// The CSS padding and border across the label (see `singleLineWidth`), until its style
    /// changes: asking GTK for them looks every side up in the style, which cost more than laying
    /// a row's short text out.
    var horizontalFrame: Int?
    /// Forgets `horizontalFrame` when GTK restyles the label (class, state, theme, stylesheet),
    /// which GTK tells at its next frame: a width asked for before then may be a frame late, as
    /// the allocations text views learn from are.
    var horizontalFrameWatch: SignalConnection?

    /// A plain-text label, left-aligned (Spots' default for item text).
    public convenience init(_ text: String = "") {
        self.init(gtk_label_new(nil)!)
        usesMarkup = false
        self.text = text
        xalign = 0
    }

    /// A plain-text label, left-aligned, whose measurements GTK makes once for every label of
    /// the same text, settings and style (`measured_label.c`): for views reused item after item
    /// on screens that repeat their texts.
    public convenience init(sharingMeasurements text: String) {
        self.init(spots_measured_label_new()!)
        usesMarkup = false
        self.text = text
        xalign = 0
    }

    /// How many measurements labels made with `init(sharingMeasurements:)` found already made,
    /// and how many GTK made.
    public static var sharedMeasurements: (found: UInt64, made: UInt64) {
        var found: guint64 = 0
        var made: guint64 = 0
        spots_measured_label_statistics(&found, &made)
        return (UInt64(found), UInt64(made))
    }

    public var text: String {
        get { gtk_label_get_text(label).map { String(cString: $0) } ?? "" }
        set { gtk_label_set_text(label, newValue) }
    }

    /// Shows `segments` one after another as plain text, wrapping lines only between them, never
    /// inside one (a JSON path breaks before `.items[2]`, not inside `items`).
    public func setText(segments: [String]) {
        gtk_label_set_text(label, segments.joined())
        guard let attributes = pango_attr_list_new() else { return }
        defer { pango_attr_list_unref(attributes) }
        var start = 0
        for (index, segment) in segments.enumerated() {
            let end = start + segment.utf8.count
            // Both attributes take the breaks inside their range away and leave the one at its
            // start. They alternate because GTK merges equal attributes that touch into one
            // range, which would take away the breaks between segments too.
            if let keepTogether = index.isMultiple(of: 2) ? pango_attr_allow_breaks_new(0) : pango_attr_word_new() {
                keepTogether.pointee.start_index = UInt32(start)
                keepTogether.pointee.end_index = UInt32(end)
                pango_attr_list_insert(attributes, keepTogether)
            }
            start = end
        }
        gtk_label_set_attributes(label, attributes)
    }

    /// The text as the label lays it out now, one string per line (wrapping included).
    public var displayedLines: [String] {
        gtk_label_get_layout(label).map(lineTexts(of:)) ?? []
    }

    public var usesMarkup: Bool {
        get { gtk_label_get_use_markup(label) != 0 }
        set { gtk_label_set_use_markup(label, newValue.gboolean) }
    }

    /// 0 is the leading edge, 1 the trailing one.
    public var xalign: Double {
        get { Double(gtk_label_get_xalign(label)) }
        set { gtk_label_set_xalign(label, Float(newValue)) }
    }

    public var yalign: Double {
        get { Double(gtk_label_get_yalign(label)) }
        set { gtk_label_set_yalign(label, Float(newValue)) }
    }

    public var wraps: Bool {
        get { gtk_label_get_line_wrap(label) != 0 }
        set { gtk_label_set_line_wrap(label, newValue.gboolean) }
    }

    public var wrapMode: WrapMode {
        get { WrapMode(gtk_label_get_line_wrap_mode(label)) }
        set { gtk_label_set_line_wrap_mode(label, newValue.pango) }
    }

    /// With `ellipsize`, the most lines shown (-1: no limit).
    public var lines: Int {
        get { Int(gtk_label_get_lines(label)) }
        set { gtk_label_set_lines(label, Int32(clamping: max(-1, newValue))) }
    }

    public var ellipsize: EllipsizeMode {
        get { EllipsizeMode(gtk_label_get_ellipsize(label)) }
        set { gtk_label_set_ellipsize(label, newValue.pango) }
    }

    public var widthChars: Int {
        get { Int(gtk_label_get_width_chars(label)) }
        set { gtk_label_set_width_chars(label, Int32(clamping: max(-1, newValue))) }
    }

    public var maxWidthChars: Int {
        get { Int(gtk_label_get_max_width_chars(label)) }
        set { gtk_label_set_max_width_chars(label, Int32(clamping: max(-1, newValue))) }
    }

    public var isSelectable: Bool {
        get { gtk_label_get_selectable(label) != 0 }
        set { gtk_label_set_selectable(label, newValue.gboolean) }
    }

    public var justify: Justification {
        get {
            switch gtk_label_get_justify(label) {
            case GTK_JUSTIFY_RIGHT: .right
            case GTK_JUSTIFY_CENTER: .center
            case GTK_JUSTIFY_FILL: .fill
            default: .left
            }
        }
        set { gtk_label_set_justify(label, newValue.gtk) }
    }
}
