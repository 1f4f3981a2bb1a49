import CSpotsGtk
import CSpotsShim

/// Which way keyboard focus moves (GtkDirectionType).
public enum FocusDirection: Sendable {
    case tabForward, tabBackward, up, down, left, right

    init(rawGtk value: UInt32) {
        switch value {
        case GTK_DIR_TAB_FORWARD.rawValue: self = .tabForward
        case GTK_DIR_TAB_BACKWARD.rawValue: self = .tabBackward
        case GTK_DIR_UP.rawValue: self = .up
        case GTK_DIR_DOWN.rawValue: self = .down
        case GTK_DIR_LEFT.rawValue: self = .left
        default: self = .right
        }
    }

    var gtk: GtkDirectionType {
        switch self {
        case .tabForward: return GTK_DIR_TAB_FORWARD
        case .tabBackward: return GTK_DIR_TAB_BACKWARD
        case .up: return GTK_DIR_UP
        case .down: return GTK_DIR_DOWN
        case .left: return GTK_DIR_LEFT
        case .right: return GTK_DIR_RIGHT
        }
    }
}

extension Widget {
    /// GTK asks the widget to move the focus into or within it (Tab, Shift+Tab, unhandled
    /// arrows); return true when the handler moved it, false to let GTK do its own walk.
    @discardableResult
    public func onMoveFocus(_ handler: @escaping @MainActor (FocusDirection) -> Bool) -> SignalConnection {
        SignalConnection(pointer, Signal.connect(pointer, "focus", withIntegerReturning: {
            handler(FocusDirection(rawGtk: UInt32(bitPattern: $0)))
        }))
    }
}

extension ScrolledWindow {
    /// Moves the focus out of the scrolled window to the next widget of the window in
    /// `direction`, as Ctrl+Tab does, instead of to another widget inside it.
    public func moveFocusOut(_ direction: FocusDirection) {
        spots_scrolled_window_move_focus_out(pointer, direction.gtk)
    }
}

extension Key {
    public static let keypadUp = UInt32(GDK_KEY_KP_Up)
    public static let keypadDown = UInt32(GDK_KEY_KP_Down)
    public static let keypadLeft = UInt32(GDK_KEY_KP_Left)
    public static let keypadRight = UInt32(GDK_KEY_KP_Right)
}
