import CSpotsGtk
import CSpotsShim

/// Keyboard modifiers held during an event.
public struct ModifierType: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let shift = ModifierType(rawValue: GDK_SHIFT_MASK.rawValue)
    public static let lock = ModifierType(rawValue: GDK_LOCK_MASK.rawValue)
    public static let control = ModifierType(rawValue: GDK_CONTROL_MASK.rawValue)
    /// Alt on most keyboards.
    public static let alt = ModifierType(rawValue: GDK_MOD1_MASK.rawValue)
    public static let superKey = ModifierType(rawValue: GDK_SUPER_MASK.rawValue)
    public static let meta = ModifierType(rawValue: GDK_META_MASK.rawValue)

    /// The modifiers shortcuts care about (Caps Lock, Num Lock and mouse buttons left out).
    public static let shortcutRelevant: ModifierType = [.shift, .control, .alt, .superKey]
}

/// Key values (GDK keysyms) Spots handles.
public enum Key {
    public static let o = UInt32(GDK_KEY_o)
    public static let i = UInt32(GDK_KEY_i)
    public static let capitalI = UInt32(GDK_KEY_I)
    public static let m = UInt32(GDK_KEY_m)
    public static let capitalM = UInt32(GDK_KEY_M)
    public static let r = UInt32(GDK_KEY_r)
    public static let f5 = UInt32(GDK_KEY_F5)
    public static let left = UInt32(GDK_KEY_Left)
    public static let right = UInt32(GDK_KEY_Right)
    public static let up = UInt32(GDK_KEY_Up)
    public static let down = UInt32(GDK_KEY_Down)
    public static let home = UInt32(GDK_KEY_Home)
    public static let end = UInt32(GDK_KEY_End)
    public static let pageUp = UInt32(GDK_KEY_Page_Up)
    public static let pageDown = UInt32(GDK_KEY_Page_Down)
    public static let keypadHome = UInt32(GDK_KEY_KP_Home)
    public static let keypadEnd = UInt32(GDK_KEY_KP_End)
    public static let keypadPageUp = UInt32(GDK_KEY_KP_Page_Up)
    public static let keypadPageDown = UInt32(GDK_KEY_KP_Page_Down)
    public static let returnKey = UInt32(GDK_KEY_Return)
    public static let keypadEnter = UInt32(GDK_KEY_KP_Enter)
    public static let space = UInt32(GDK_KEY_space)
    public static let tab = UInt32(GDK_KEY_Tab)
    public static let escape = UInt32(GDK_KEY_Escape)
    public static let w = UInt32(GDK_KEY_w)
    public static let f10 = UInt32(GDK_KEY_F10)
    /// Ctrl+? arrives as `question` with Shift held (or `slash`, depending on the layout).
    public static let question = UInt32(GDK_KEY_question)
    public static let slash = UInt32(GDK_KEY_slash)
}

/// A key press or release, read out of its GdkEvent.
public struct KeyEvent: Sendable {
    public var keyval: UInt32
    public var modifiers: ModifierType

    public init(keyval: UInt32, modifiers: ModifierType = []) {
        self.keyval = keyval
        self.modifiers = modifiers
    }

    init?(_ event: UnsafePointer<GdkEvent>) {
        var keyval: UInt32 = 0
        guard gdk_event_get_keyval(event, &keyval) != 0 else { return nil }
        self.init(keyval: keyval, modifiers: eventModifiers(event))
    }

    /// GDK's name for the modifiers.
    public var state: ModifierType { modifiers }

    /// The modifiers that matter for a shortcut.
    public var shortcutModifiers: ModifierType { modifiers.intersection(.shortcutRelevant) }
}

/// A wheel or touchpad scroll. The event itself is only valid during the handler.
@MainActor
public struct ScrollEvent {
    public enum Direction: Sendable { case up, down, left, right, smooth }

    public var direction: Direction
    /// Deltas of a smooth (touchpad) scroll; 0 for wheel notches.
    public var dx: Double
    public var dy: Double
    public var modifiers: ModifierType
    let event: UnsafeMutablePointer<GdkEvent>

    init?(_ event: UnsafeMutablePointer<GdkEvent>) {
        var direction = GDK_SCROLL_UP
        var dx = 0.0
        var dy = 0.0
        guard spots_scroll_event_read(event, &direction, &dx, &dy) != 0 else { return nil }
        switch direction {
        case GDK_SCROLL_UP: self.direction = .up
        case GDK_SCROLL_DOWN: self.direction = .down
        case GDK_SCROLL_LEFT: self.direction = .left
        case GDK_SCROLL_RIGHT: self.direction = .right
        default: self.direction = .smooth
        }
        self.dx = dx
        self.dy = dy
        self.modifiers = eventModifiers(event)
        self.event = event
    }

    /// Delivers this event to `widget` as if it had happened there; returns whether it was handled.
    @discardableResult
    public func send(to widget: Widget) -> Bool {
        withExtendedLifetime(widget) { gtk_widget_event(widget.pointer, event) } != 0
    }
}

/// A mouse button press.
public struct ButtonEvent: Sendable {
    public var button: UInt32
    public var x: Double
    public var y: Double
    /// 1 for a single click, 2 for the second press of a double click.
    public var clickCount: Int
    public var modifiers: ModifierType

    init(_ event: UnsafePointer<GdkEvent>) {
        var button: UInt32 = 0
        var x = 0.0
        var y = 0.0
        gdk_event_get_button(event, &button)
        gdk_event_get_coords(event, &x, &y)
        let type = gdk_event_get_event_type(event)
        self.button = button
        self.x = x
        self.y = y
        self.clickCount = type == GDK_2BUTTON_PRESS ? 2 : type == GDK_3BUTTON_PRESS ? 3 : 1
        self.modifiers = eventModifiers(event)
    }
}

/// The pointer entering or leaving a widget.
public struct CrossingEvent: Sendable {
    public var x: Double
    public var y: Double

    init(_ event: UnsafePointer<GdkEvent>) {
        var x = 0.0
        var y = 0.0
        gdk_event_get_coords(event, &x, &y)
        self.x = x
        self.y = y
    }
}

private func eventModifiers(_ event: UnsafePointer<GdkEvent>) -> ModifierType {
    var state = GdkModifierType(rawValue: 0)
    gdk_event_get_state(event, &state)
    return ModifierType(rawValue: state.rawValue)
}
