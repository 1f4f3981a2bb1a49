import CSpotsGtk

/// A rectangle in pixels (GTK allocations, clip areas).
public struct Rect: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int = 0, y: Int = 0, width: Int = 0, height: Int = 0) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    init(_ rectangle: GdkRectangle) {
        self.init(x: Int(rectangle.x), y: Int(rectangle.y), width: Int(rectangle.width), height: Int(rectangle.height))
    }

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var description: String { "(\(x), \(y), \(width)×\(height))" }
}

/// How a widget uses the space its parent gives it along one axis.
public enum Align: Sendable, CaseIterable {
    case fill, start, end, center, baseline

    init(_ value: GtkAlign) {
        switch value {
        case GTK_ALIGN_START: self = .start
        case GTK_ALIGN_END: self = .end
        case GTK_ALIGN_CENTER: self = .center
        case GTK_ALIGN_BASELINE: self = .baseline
        default: self = .fill
        }
    }

    var gtk: GtkAlign {
        switch self {
        case .fill: GTK_ALIGN_FILL
        case .start: GTK_ALIGN_START
        case .end: GTK_ALIGN_END
        case .center: GTK_ALIGN_CENTER
        case .baseline: GTK_ALIGN_BASELINE
        }
    }
}

public enum Orientation: Sendable {
    case horizontal, vertical

    init(_ value: GtkOrientation) { self = value == GTK_ORIENTATION_VERTICAL ? .vertical : .horizontal }
    var gtk: GtkOrientation { self == .vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL }
}

/// Which children of a list or flow box can be selected.
public enum SelectionMode: Sendable {
    case none, single, browse, multiple

    init(_ value: GtkSelectionMode) {
        switch value {
        case GTK_SELECTION_NONE: self = .none
        case GTK_SELECTION_BROWSE: self = .browse
        case GTK_SELECTION_MULTIPLE: self = .multiple
        default: self = .single
        }
    }

    var gtk: GtkSelectionMode {
        switch self {
        case .none: GTK_SELECTION_NONE
        case .single: GTK_SELECTION_SINGLE
        case .browse: GTK_SELECTION_BROWSE
        case .multiple: GTK_SELECTION_MULTIPLE
        }
    }
}

/// When a scrolled window shows a scrollbar (and whether it scrolls at all: `never` does not).
public enum ScrollPolicy: Sendable {
    case always, automatic, never, external

    init(_ value: GtkPolicyType) {
        switch value {
        case GTK_POLICY_ALWAYS: self = .always
        case GTK_POLICY_NEVER: self = .never
        case GTK_POLICY_EXTERNAL: self = .external
        default: self = .automatic
        }
    }

    var gtk: GtkPolicyType {
        switch self {
        case .always: GTK_POLICY_ALWAYS
        case .automatic: GTK_POLICY_AUTOMATIC
        case .never: GTK_POLICY_NEVER
        case .external: GTK_POLICY_EXTERNAL
        }
    }
}

/// An edge of a scrolled window.
public enum PositionType: Sendable {
    case left, right, top, bottom

    init(rawGtk value: UInt32) {
        switch value {
        case GTK_POS_LEFT.rawValue: self = .left
        case GTK_POS_RIGHT.rawValue: self = .right
        case GTK_POS_TOP.rawValue: self = .top
        default: self = .bottom
        }
    }
}

/// How a wrapping label breaks lines.
public enum WrapMode: Sendable {
    case word, char, wordChar

    init(_ value: PangoWrapMode) {
        switch value {
        case PANGO_WRAP_CHAR: self = .char
        case PANGO_WRAP_WORD_CHAR: self = .wordChar
        default: self = .word
        }
    }

    var pango: PangoWrapMode {
        switch self {
        case .word: PANGO_WRAP_WORD
        case .char: PANGO_WRAP_CHAR
        case .wordChar: PANGO_WRAP_WORD_CHAR
        }
    }
}

/// Where a label that does not fit puts its "…".
public enum EllipsizeMode: Sendable {
    case none, start, middle, end

    init(_ value: PangoEllipsizeMode) {
        switch value {
        case PANGO_ELLIPSIZE_START: self = .start
        case PANGO_ELLIPSIZE_MIDDLE: self = .middle
        case PANGO_ELLIPSIZE_END: self = .end
        default: self = .none
        }
    }

    var pango: PangoEllipsizeMode {
        switch self {
        case .none: PANGO_ELLIPSIZE_NONE
        case .start: PANGO_ELLIPSIZE_START
        case .middle: PANGO_ELLIPSIZE_MIDDLE
        case .end: PANGO_ELLIPSIZE_END
        }
    }
}

/// How the lines of a multi-line label line up with each other.
public enum Justification: Sendable {
    case left, right, center, fill

    var gtk: GtkJustification {
        switch self {
        case .left: GTK_JUSTIFY_LEFT
        case .right: GTK_JUSTIFY_RIGHT
        case .center: GTK_JUSTIFY_CENTER
        case .fill: GTK_JUSTIFY_FILL
        }
    }
}

/// GTK's named icon sizes.
public enum IconSize: Sendable {
    case menu, smallToolbar, largeToolbar, button, dnd, dialog

    var gtk: GtkIconSize {
        switch self {
        case .menu: GTK_ICON_SIZE_MENU
        case .smallToolbar: GTK_ICON_SIZE_SMALL_TOOLBAR
        case .largeToolbar: GTK_ICON_SIZE_LARGE_TOOLBAR
        case .button: GTK_ICON_SIZE_BUTTON
        case .dnd: GTK_ICON_SIZE_DND
        case .dialog: GTK_ICON_SIZE_DIALOG
        }
    }
}

/// The kind of message an info bar shows (its colour).
public enum MessageType: Sendable {
    case info, warning, question, error, other

    init(_ value: GtkMessageType) {
        switch value {
        case GTK_MESSAGE_INFO: self = .info
        case GTK_MESSAGE_WARNING: self = .warning
        case GTK_MESSAGE_QUESTION: self = .question
        case GTK_MESSAGE_ERROR: self = .error
        default: self = .other
        }
    }

    var gtk: GtkMessageType {
        switch self {
        case .info: GTK_MESSAGE_INFO
        case .warning: GTK_MESSAGE_WARNING
        case .question: GTK_MESSAGE_QUESTION
        case .error: GTK_MESSAGE_ERROR
        case .other: GTK_MESSAGE_OTHER
        }
    }
}

/// The response ids dialogs and info bars report.
public struct ResponseType: RawRepresentable, Equatable, Sendable {
    public var rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }

    public static let none = ResponseType(rawValue: GTK_RESPONSE_NONE.rawValue)
    public static let accept = ResponseType(rawValue: GTK_RESPONSE_ACCEPT.rawValue)
    public static let cancel = ResponseType(rawValue: GTK_RESPONSE_CANCEL.rawValue)
    public static let close = ResponseType(rawValue: GTK_RESPONSE_CLOSE.rawValue)
    public static let ok = ResponseType(rawValue: GTK_RESPONSE_OK.rawValue)
    /// Escape, or the dialog closed by the window manager.
    public static let deleteEvent = ResponseType(rawValue: GTK_RESPONSE_DELETE_EVENT.rawValue)
}

/// How a stack or revealer animates a change (animations are off in tests).
public enum TransitionType: Sendable {
    case none, crossfade, slideDown, slideUp

    init(_ value: GtkStackTransitionType) {
        switch value {
        case GTK_STACK_TRANSITION_TYPE_CROSSFADE: self = .crossfade
        case GTK_STACK_TRANSITION_TYPE_SLIDE_DOWN: self = .slideDown
        case GTK_STACK_TRANSITION_TYPE_SLIDE_UP: self = .slideUp
        default: self = .none
        }
    }

    init(_ value: GtkRevealerTransitionType) {
        switch value {
        case GTK_REVEALER_TRANSITION_TYPE_CROSSFADE: self = .crossfade
        case GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN: self = .slideDown
        case GTK_REVEALER_TRANSITION_TYPE_SLIDE_UP: self = .slideUp
        default: self = .none
        }
    }

    var stack: GtkStackTransitionType {
        switch self {
        case .none: GTK_STACK_TRANSITION_TYPE_NONE
        case .crossfade: GTK_STACK_TRANSITION_TYPE_CROSSFADE
        case .slideDown: GTK_STACK_TRANSITION_TYPE_SLIDE_DOWN
        case .slideUp: GTK_STACK_TRANSITION_TYPE_SLIDE_UP
        }
    }

    var revealer: GtkRevealerTransitionType {
        switch self {
        case .none: GTK_REVEALER_TRANSITION_TYPE_NONE
        case .crossfade: GTK_REVEALER_TRANSITION_TYPE_CROSSFADE
        case .slideDown: GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN
        case .slideUp: GTK_REVEALER_TRANSITION_TYPE_SLIDE_UP
        }
    }
}

/// A widget's CSS classes: `widget.styleClasses.insert("spots-card")`.
@MainActor
public struct StyleClasses {
    let widget: WidgetPointer

    public func insert(_ name: String) {
        gtk_style_context_add_class(gtk_widget_get_style_context(widget), name)
    }

    public func remove(_ name: String) {
        gtk_style_context_remove_class(gtk_widget_get_style_context(widget), name)
    }

    public func contains(_ name: String) -> Bool {
        gtk_style_context_has_class(gtk_widget_get_style_context(widget), name) != 0
    }

    /// Adds or removes `name`.
    public func set(_ name: String, _ present: Bool) {
        if present { insert(name) } else { remove(name) }
    }

    /// All classes, in GTK's order.
    public var all: [String] {
        guard let list = gtk_style_context_list_classes(gtk_widget_get_style_context(widget)) else { return [] }
        defer { g_list_free(list) }
        var names: [String] = []
        var node: UnsafeMutablePointer<GList>? = list
        while let current = node {
            if let data = current.pointee.data { names.append(String(cString: data.assumingMemoryBound(to: CChar.self))) }
            node = current.pointee.next
        }
        return names
    }
}

/// The ATK roles Spots gives its widgets (what a screen reader says a thing is).
public enum AccessibleRole: Sendable, CaseIterable {
    case pushButton, link, listItem, list, heading, image, label, panel, alert, filler,
         scrollPane, toolBar, frame, menuItem, separator, statusbar, section, unknown,
         listBox, dataTable, tableCell, infoBar, notification,
         text, entry, passwordText, toggleButton, checkBox, radioButton, comboBox, slider,
         /// Exposed for technical reasons only: screen readers skip it (how Spots hides a widget).
         redundantObject

    private static let table: [(AccessibleRole, AtkRole)] = [
        (.pushButton, ATK_ROLE_PUSH_BUTTON), (.link, ATK_ROLE_LINK), (.listItem, ATK_ROLE_LIST_ITEM),
        (.list, ATK_ROLE_LIST), (.heading, ATK_ROLE_HEADING), (.image, ATK_ROLE_IMAGE),
        (.label, ATK_ROLE_LABEL), (.panel, ATK_ROLE_PANEL), (.alert, ATK_ROLE_ALERT),
        (.filler, ATK_ROLE_FILLER), (.scrollPane, ATK_ROLE_SCROLL_PANE), (.toolBar, ATK_ROLE_TOOL_BAR),
        (.frame, ATK_ROLE_FRAME), (.menuItem, ATK_ROLE_MENU_ITEM), (.separator, ATK_ROLE_SEPARATOR),
        (.statusbar, ATK_ROLE_STATUSBAR), (.section, ATK_ROLE_SECTION), (.unknown, ATK_ROLE_UNKNOWN),
        (.listBox, ATK_ROLE_LIST_BOX), (.dataTable, ATK_ROLE_TABLE), (.tableCell, ATK_ROLE_TABLE_CELL),
        (.infoBar, ATK_ROLE_INFO_BAR), (.notification, ATK_ROLE_NOTIFICATION),
        (.text, ATK_ROLE_TEXT), (.entry, ATK_ROLE_ENTRY), (.passwordText, ATK_ROLE_PASSWORD_TEXT), (.toggleButton, ATK_ROLE_TOGGLE_BUTTON),
        (.checkBox, ATK_ROLE_CHECK_BOX), (.radioButton, ATK_ROLE_RADIO_BUTTON), (.comboBox, ATK_ROLE_COMBO_BOX),
        (.slider, ATK_ROLE_SLIDER),
        (.redundantObject, ATK_ROLE_REDUNDANT_OBJECT),
    ]

    init(_ role: AtkRole) {
        self = Self.table.first { $0.1 == role }?.0 ?? .unknown
    }

    var atk: AtkRole { Self.table.first { $0.0 == self }!.1 }
}
