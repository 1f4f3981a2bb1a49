import CSpotsGtk
import CSpotsShim

/// A one-line text field.
open class Entry: Widget {
    override open class var gtkType: GType { gtk_entry_get_type() }

    var entry: UnsafeMutablePointer<GtkEntry> { spots_entry(pointer) }

    public convenience init() {
        spots_input_accessibles_install()
        self.init(gtk_entry_new()!)
    }

    public var text: String {
        get { gtk_entry_get_text(entry).map { String(cString: $0) } ?? "" }
        set { gtk_entry_set_text(entry, newValue) }
    }

    /// Shown, dimmed, while the field is empty.
    public var placeholder: String {
        get { gtk_entry_get_placeholder_text(entry).map { String(cString: $0) } ?? "" }
        set { gtk_entry_set_placeholder_text(entry, newValue.isEmpty ? nil : newValue) }
    }

    /// False for passwords: the text shows as bullets.
    public var isTextVisible: Bool {
        get { gtk_entry_get_visibility(entry) != 0 }
        set { gtk_entry_set_visibility(entry, newValue.gboolean) }
    }

    public var isEditable: Bool {
        get { gtk_editable_get_editable(OpaquePointer(pointer)) != 0 }
        set { gtk_editable_set_editable(OpaquePointer(pointer), newValue.gboolean) }
    }

    /// What the text is, for input methods and on-screen keyboards.
    public var purpose: InputPurpose {
        get { InputPurpose(gtk_entry_get_input_purpose(entry)) }
        set { gtk_entry_set_input_purpose(entry, newValue.gtk) }
    }

    /// The icon at the trailing edge (nil: none) and what it says to screen readers.
    public func setSecondaryIcon(_ name: String?, tooltip: String? = nil) {
        gtk_entry_set_icon_from_icon_name(entry, GTK_ENTRY_ICON_SECONDARY, name)
        gtk_entry_set_icon_tooltip_text(entry, GTK_ENTRY_ICON_SECONDARY, tooltip)
    }

    /// The trailing icon's place in the entry, to point a popover at.
    public var secondaryIconArea: Rect {
        var area = GdkRectangle()
        gtk_entry_get_icon_area(entry, GTK_ENTRY_ICON_SECONDARY, &area)
        return Rect(area)
    }

    /// The text changed (typed, pasted, or set from code).
    @discardableResult
    public func onChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signal.typed(pointer, "changed", handler)
    }

    /// Enter was pressed in the field.
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signal.typed(pointer, "activate", handler)
    }

    /// The trailing icon was clicked.
    @discardableResult
    public func onSecondaryIconPress(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signal.typed(pointer, "icon-press", withArgument: { position in
            // The argument is the GtkEntryIconPosition, passed as an integer in a pointer slot.
            if Int(bitPattern: position) == Int(GTK_ENTRY_ICON_SECONDARY.rawValue) { handler() }
        })
    }
}

/// What an entry's text is, as GTK tells input methods.
public enum InputPurpose: Sendable {
    case freeForm, email, url, number, phone, password

    init(_ value: GtkInputPurpose) {
        switch value {
        case GTK_INPUT_PURPOSE_EMAIL: self = .email
        case GTK_INPUT_PURPOSE_URL: self = .url
        case GTK_INPUT_PURPOSE_NUMBER: self = .number
        case GTK_INPUT_PURPOSE_PHONE: self = .phone
        case GTK_INPUT_PURPOSE_PASSWORD: self = .password
        default: self = .freeForm
        }
    }

    var gtk: GtkInputPurpose {
        switch self {
        case .freeForm: GTK_INPUT_PURPOSE_FREE_FORM
        case .email: GTK_INPUT_PURPOSE_EMAIL
        case .url: GTK_INPUT_PURPOSE_URL
        case .number: GTK_INPUT_PURPOSE_NUMBER
        case .phone: GTK_INPUT_PURPOSE_PHONE
        case .password: GTK_INPUT_PURPOSE_PASSWORD
        }
    }
}

/// Several lines of editable text.
open class TextView: Widget {
    override open class var gtkType: GType { gtk_text_view_get_type() }

    var textView: UnsafeMutablePointer<GtkTextView> { spots_text_view(pointer) }

    public convenience init() {
        spots_input_accessibles_install()
        self.init(gtk_text_view_new()!)
        gtk_text_view_set_wrap_mode(textView, GTK_WRAP_WORD_CHAR)
        // Tab moves on to the next field, as in any form (Ctrl+Tab still types one).
        gtk_text_view_set_accepts_tab(textView, 0)
    }

    private var buffer: UnsafeMutablePointer<GtkTextBuffer> { gtk_text_view_get_buffer(textView)! }

    public var text: String {
        get {
            var start = GtkTextIter(), end = GtkTextIter()
            gtk_text_buffer_get_bounds(buffer, &start, &end)
            return gtk_text_buffer_get_text(buffer, &start, &end, 0).map(takeString) ?? ""
        }
        set { gtk_text_buffer_set_text(buffer, newValue, -1) }
    }

    public var isEditable: Bool {
        get { gtk_text_view_get_editable(textView) != 0 }
        set { gtk_text_view_set_editable(textView, newValue.gboolean) }
    }

    /// The text changed.
    @discardableResult
    public func onChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signal.typed(UnsafeMutableRawPointer(buffer), "changed", handler)
    }
}
