import CSpotsGtk
import CSpotsShim

/// An on/off switch.
open class Switch: Widget {
    override open class var gtkType: GType { gtk_switch_get_type() }

    public convenience init() {
        spots_input_accessibles_install()
        self.init(gtk_switch_new()!)
    }

    public var isActive: Bool {
        get { gtk_switch_get_active(spots_switch(pointer)) != 0 }
        set { gtk_switch_set_active(spots_switch(pointer), newValue.gboolean) }
    }

    /// The switch was turned on or off (by the user or from code).
    @discardableResult
    public func onToggled(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signal.typed(pointer, "notify::active", withArgument: { _ in handler() })
    }
}

/// A check box with its label.
open class CheckButton: ToggleButton {
    override open class var gtkType: GType { gtk_check_button_get_type() }

    public convenience init(label: String) {
        spots_input_accessibles_install()
        self.init(gtk_check_button_new_with_label(label)!)
    }
}

/// One of a group of buttons of which one is on.
open class RadioButton: CheckButton {
    override open class var gtkType: GType { gtk_radio_button_get_type() }

    /// A button in `group`'s group (a new group when nil).
    public convenience init(label: String, group: RadioButton?) {
        spots_input_accessibles_install()
        self.init(gtk_radio_button_new_with_label_from_widget(group.map { spots_radio_button($0.pointer) }, label)!)
    }
}

/// A drop-down list of texts, each with an identifier.
open class ComboBoxText: Bin {
    override open class var gtkType: GType { gtk_combo_box_text_get_type() }

    public convenience init() {
        spots_input_accessibles_install()
        self.init(gtk_combo_box_text_new()!)
    }

    public func append(identifier: String, text: String) {
        gtk_combo_box_text_append(spots_combo_box_text(pointer), identifier, text)
    }

    public func removeAllTexts() {
        gtk_combo_box_text_remove_all(spots_combo_box_text(pointer))
    }

    /// The identifier of the row shown (nil: none).
    public var activeIdentifier: String? {
        get { gtk_combo_box_get_active_id(spots_combo_box(pointer)).map { String(cString: $0) } }
        set {
            if let newValue { gtk_combo_box_set_active_id(spots_combo_box(pointer), newValue) } else { gtk_combo_box_set_active(spots_combo_box(pointer), -1) }
        }
    }

    /// The text of the row shown.
    public var activeText: String? {
        gtk_combo_box_text_get_active_text(spots_combo_box_text(pointer)).map(takeString)
    }

    /// Another row was chosen (by the user or from code).
    @discardableResult
    public func onChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signal.typed(pointer, "changed", handler)
    }
}

/// A slider over a range of numbers.
open class Scale: Widget {
    override open class var gtkType: GType { gtk_scale_get_type() }

    public convenience init(_ orientation: Orientation, range: ClosedRange<Double>, step: Double) {
        spots_input_accessibles_install()
        // GTK needs a range that is not empty and a step that is positive.
        let upper = range.upperBound > range.lowerBound ? range.upperBound : range.lowerBound + 1
        self.init(gtk_scale_new_with_range(orientation.gtk, range.lowerBound, upper, step > 0 ? step : 1)!)
    }

    public var value: Double {
        get { gtk_range_get_value(spots_range(pointer)) }
        set { gtk_range_set_value(spots_range(pointer), newValue) }
    }

    /// Changes the range and step of a slider already made.
    public func setRange(_ range: ClosedRange<Double>, step: Double) {
        let upper = range.upperBound > range.lowerBound ? range.upperBound : range.lowerBound + 1
        gtk_range_set_range(spots_range(pointer), range.lowerBound, upper)
        gtk_range_set_increments(spots_range(pointer), step > 0 ? step : 1, (upper - range.lowerBound) / 10)
    }

    /// Decimals shown next to the slider and kept in its value.
    public var digits: Int {
        get { Int(gtk_scale_get_digits(spots_scale(pointer))) }
        set { gtk_scale_set_digits(spots_scale(pointer), Int32(clamping: newValue)) }
    }

    /// The value moved (by the user or from code).
    @discardableResult
    public func onValueChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signal.typed(pointer, "value-changed", handler)
    }
}

/// A month of days to pick one from (GtkCalendar; named apart from Foundation's `Calendar`).
open class CalendarView: Widget {
    override open class var gtkType: GType { gtk_calendar_get_type() }

    public convenience init() {
        self.init(gtk_calendar_new()!)
    }

    /// The selected day: year, month 1–12, day 1–31.
    public var date: (year: Int, month: Int, day: Int) {
        get {
            var year: guint = 0, month: guint = 0, day: guint = 0
            gtk_calendar_get_date(spots_calendar(pointer), &year, &month, &day)
            return (Int(year), Int(month) + 1, Int(day))
        }
        set {
            gtk_calendar_select_month(spots_calendar(pointer), guint(clamping: max(0, newValue.month - 1)), guint(clamping: max(0, newValue.year)))
            gtk_calendar_select_day(spots_calendar(pointer), guint(clamping: max(0, newValue.day)))
        }
    }

    /// A day was double-clicked or chosen with Enter/Space.
    @discardableResult
    public func onDaySelectedDoubleClick(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signal.typed(pointer, "day-selected-double-click", handler)
    }

    /// The selected day changed (also when moving through the month by keyboard).
    @discardableResult
    public func onDaySelected(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signal.typed(pointer, "day-selected", handler)
    }
}

extension Widget {
    /// What screen readers hear about an input beyond its name: `required`, and `invalid`
    /// (ATK_STATE_INVALID_ENTRY); both are announced when they change.
    public func setInputStates(required: Bool, invalid: Bool) {
        spots_input_set_states(pointer, (required ? Int32(SPOTS_INPUT_REQUIRED) : 0) | (invalid ? Int32(SPOTS_INPUT_INVALID) : 0))
    }
}

extension Label {
    /// The widget the label names: it becomes that widget's accessible name (labelled-by), and
    /// clicking the label focuses it.
    public func setMnemonicWidget(_ widget: Widget?) {
        gtk_label_set_mnemonic_widget(label, widget?.pointer)
    }
}

extension Popover {
    /// Points the popover at `rect` of the widget it is relative to.
    public func setPointingTo(_ rect: Rect) {
        var area = GdkRectangle(x: Int32(rect.x), y: Int32(rect.y), width: Int32(rect.width), height: Int32(rect.height))
        gtk_popover_set_pointing_to(spots_popover(pointer), &area)
    }
}
