import CSpotsGtk

/// Closure signals every widget has. Each closure is owned by GLib and released when the widget
/// is disposed (or the returned connection disconnected): capture `[weak self]`.
extension Widget {
    /// GTK gave the widget its place and size.
    @discardableResult
    public func onSizeAllocate(_ handler: @escaping @MainActor (Rect) -> Void) -> SignalConnection {
        Signal.typed(pointer, "size-allocate", withArgument: { allocation in
            guard let allocation else { return }
            handler(Rect(allocation.assumingMemoryBound(to: GdkRectangle.self).pointee))
        })
    }

    /// A key press while the widget (or a child) has the focus; return true to stop it there.
    @discardableResult
    public func onKeyPress(_ handler: @escaping @MainActor (KeyEvent) -> Bool) -> SignalConnection {
        Signal.typed(pointer, "key-press-event", returning: { event in
            guard let event, let key = KeyEvent(event.assumingMemoryBound(to: GdkEvent.self)) else { return false }
            return handler(key)
        })
    }

    /// The widget received the keyboard focus.
    @discardableResult
    public func onFocusIn(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signal.typed(pointer, "focus-in-event", returning: { _ in
            handler()
            return false
        })
    }

    /// The widget lost the keyboard focus.
    @discardableResult
    public func onFocusOut(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signal.typed(pointer, "focus-out-event", returning: { _ in
            handler()
            return false
        })
    }

    /// The widget is being destroyed (its handlers are released right after).
    @discardableResult
    public func onDestroy(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signal.typed(pointer, "destroy", handler)
    }

    /// A wheel or touchpad scroll over the widget; return true to stop it there.
    @discardableResult
    public func onScrollEvent(_ handler: @escaping @MainActor (ScrollEvent) -> Bool) -> SignalConnection {
        Signal.typed(pointer, "scroll-event", returning: { event in
            guard let event, let scroll = ScrollEvent(event.assumingMemoryBound(to: GdkEvent.self)) else { return false }
            return handler(scroll)
        })
    }

    /// The pointer entered the widget's window (needs an event window: `EventBox`, buttons…).
    @discardableResult
    public func onEnterNotify(_ handler: @escaping @MainActor (CrossingEvent) -> Bool) -> SignalConnection {
        Signal.typed(pointer, "enter-notify-event", returning: { event in
            guard let event else { return false }
            return handler(CrossingEvent(event.assumingMemoryBound(to: GdkEvent.self)))
        })
    }

    @discardableResult
    public func onLeaveNotify(_ handler: @escaping @MainActor (CrossingEvent) -> Bool) -> SignalConnection {
        Signal.typed(pointer, "leave-notify-event", returning: { event in
            guard let event else { return false }
            return handler(CrossingEvent(event.assumingMemoryBound(to: GdkEvent.self)))
        })
    }

    /// A mouse button press over the widget; return true to stop it there.
    @discardableResult
    public func onButtonPress(_ handler: @escaping @MainActor (ButtonEvent) -> Bool) -> SignalConnection {
        Signal.typed(pointer, "button-press-event", returning: { event in
            guard let event else { return false }
            return handler(ButtonEvent(event.assumingMemoryBound(to: GdkEvent.self)))
        })
    }

    /// The pointer moved over the widget (ask for `.pointerMotion` events); coordinates are the widget's.
    @discardableResult
    public func onMotionNotify(_ handler: @escaping @MainActor (CrossingEvent) -> Bool) -> SignalConnection {
        Signal.typed(pointer, "motion-notify-event", returning: { event in
            guard let event else { return false }
            return handler(CrossingEvent(event.assumingMemoryBound(to: GdkEvent.self)))
        })
    }

    /// The widget was mapped (became part of what is shown on screen).
    @discardableResult
    public func onMap(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signal.typed(pointer, "map", handler)
    }

    /// The widget was realized (has its GdkWindow).
    @discardableResult
    public func onRealize(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signal.typed(pointer, "realize", handler)
    }

    /// A frame that includes the widget's window was painted (its frame clock's `after-paint`).
    /// Only once the widget is realized; returns nil before.
    @discardableResult
    public func onAfterPaint(_ handler: @escaping @MainActor () -> Void) -> SignalConnection? {
        guard let clock = gtk_widget_get_frame_clock(pointer) else { return nil }
        return Signal.typed(UnsafeMutableRawPointer(clock), "after-paint", handler)
    }

    /// A frame that includes the widget's window is about to be laid out and painted (its frame
    /// clock's `before-paint`). Only once the widget is realized; returns nil before.
    @discardableResult
    public func onBeforePaint(_ handler: @escaping @MainActor () -> Void) -> SignalConnection? {
        guard let clock = gtk_widget_get_frame_clock(pointer) else { return nil }
        return Signal.typed(UnsafeMutableRawPointer(clock), "before-paint", handler)
    }

    /// Adds events the widget's window should receive (e.g. scroll events on an event box).
    public func addEvents(_ mask: EventMask) {
        gtk_widget_add_events(pointer, Int32(bitPattern: mask.rawValue))
    }
}

/// Event kinds a widget's window can ask for.
public struct EventMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let scroll = EventMask(rawValue: GDK_SCROLL_MASK.rawValue)
    public static let smoothScroll = EventMask(rawValue: GDK_SMOOTH_SCROLL_MASK.rawValue)
    public static let buttonPress = EventMask(rawValue: GDK_BUTTON_PRESS_MASK.rawValue)
    public static let enterNotify = EventMask(rawValue: GDK_ENTER_NOTIFY_MASK.rawValue)
    public static let leaveNotify = EventMask(rawValue: GDK_LEAVE_NOTIFY_MASK.rawValue)
    public static let keyPress = EventMask(rawValue: GDK_KEY_PRESS_MASK.rawValue)
    public static let pointerMotion = EventMask(rawValue: GDK_POINTER_MOTION_MASK.rawValue)
}
