import Foundation
import SpotsModel

/// The native widget of one input kind: it shows the variable's value and reports what the user
/// changed. Showing a value from the model never reports it back.
@MainActor
protocol InputControl: AnyObject {
    /// What the view places (the control, or a box holding it).
    var widget: Widget { get }
    /// What takes the keyboard focus and carries the accessible name, states and description.
    var focusWidget: Widget { get }
    /// Whether the control shows its own label (a check box), so the view shows none.
    var labelsItself: Bool { get }
    /// What carries the input's accessible name and description: the focus widget, or the group
    /// around radio buttons (each button keeps its option's name).
    var namedWidget: Widget { get }
    /// Sets `required` and `invalid-entry` where screen readers look for them.
    func setStates(required: Bool, invalid: Bool)
    /// Told the value the user chose.
    var onChange: (@MainActor (JSONValue) -> Void)? { get set }
    /// Told when Enter is pressed in a one-line field.
    var onActivate: (@MainActor () -> Void)? { get set }
    /// Shows `input`: its value, options and whether it can be changed.
    func show(_ input: InputField)
}

extension InputControl {
    var labelsItself: Bool { false }
    var namedWidget: Widget { focusWidget }

    func setStates(required: Bool, invalid: Bool) {
        focusWidget.setInputStates(required: required, invalid: invalid)
        // The theme's own look for an invalid entry (Adwaita: red text and border).
        focusWidget.styleClasses.set("error", invalid)
    }
    var onActivate: (@MainActor () -> Void)? {
        get { nil }
        set {}
    }
}

/// A one-line text field (every `input-type` but `multiline`).
final class TextInputControl: InputControl {
    let entry = Entry()
    var onChange: (@MainActor (JSONValue) -> Void)?
    var onActivate: (@MainActor () -> Void)?
    private var showing = false

    var widget: Widget { entry }
    var focusWidget: Widget { entry }

    init() {
        entry.onChanged { [weak self] in
            guard let self, !self.showing else { return }
            self.onChange?(.string(self.entry.text))
        }
        entry.onActivate { [weak self] in self?.onActivate?() }
    }

    func show(_ input: InputField) {
        showing = true
        defer { showing = false }
        // Only a different value is written: writing the same text would move the cursor.
        if entry.text != input.text { entry.text = input.text }
        entry.placeholder = input.placeholder
        entry.isTextVisible = input.textType != .password
        entry.purpose = Self.purpose(of: input.textType)
        entry.isSensitive = !input.isDisabled
    }

    static func purpose(of type: InputField.TextType) -> InputPurpose {
        switch type {
        case .email: .email
        case .url: .url
        case .number: .number
        case .tel: .phone
        case .password: .password
        case .text, .multiline, .search: .freeForm
        }
    }
}

/// Several lines of text (`input-type: multiline`).
final class MultilineInputControl: InputControl {
    let textView = TextView()
    private let frame = Box(.vertical)
    var onChange: (@MainActor (JSONValue) -> Void)?
    private var showing = false

    var widget: Widget { frame }
    var focusWidget: Widget { textView }

    init() {
        frame.styleClasses.insert("spots-input-multiline")
        frame.packStart(textView, expand: true)
        textView.setSizeRequest(width: -1, height: 72)
        textView.onChanged { [weak self] in
            guard let self, !self.showing else { return }
            self.onChange?(.string(self.textView.text))
        }
    }

    func show(_ input: InputField) {
        showing = true
        defer { showing = false }
        if textView.text != input.text { textView.text = input.text }
        textView.isSensitive = !input.isDisabled
    }
}

/// An on/off switch at the trailing edge of its label.
final class SwitchInputControl: InputControl {
    let toggle = Switch()
    var onChange: (@MainActor (JSONValue) -> Void)?
    private var showing = false

    var widget: Widget { toggle }
    var focusWidget: Widget { toggle }

    init() {
        toggle.valign = .center
        toggle.onToggled { [weak self] in
            guard let self, !self.showing else { return }
            self.onChange?(.bool(self.toggle.isActive))
        }
    }

    func show(_ input: InputField) {
        showing = true
        defer { showing = false }
        let on = input.value == .bool(true)
        if toggle.isActive != on { toggle.isActive = on }
        toggle.isSensitive = !input.isDisabled
    }
}

/// A check box, labelled by its own text.
final class CheckInputControl: InputControl {
    let check = CheckButton(label: "")
    var onChange: (@MainActor (JSONValue) -> Void)?
    private var showing = false

    var widget: Widget { check }
    var focusWidget: Widget { check }
    var labelsItself: Bool { true }

    init() {
        check.onToggled { [weak self] in
            guard let self, !self.showing else { return }
            self.onChange?(.bool(self.check.isActive))
        }
    }

    func show(_ input: InputField) {
        showing = true
        defer { showing = false }
        if check.label != (input.label ?? "") { check.label = input.label ?? "" }
        let on = input.value == .bool(true)
        if check.isActive != on { check.isActive = on }
        check.isSensitive = !input.isDisabled
    }
}

/// A choice as a drop-down list; rows are identified by their option's index.
final class DropdownInputControl: InputControl {
    let combo = ComboBoxText()
    var onChange: (@MainActor (JSONValue) -> Void)?
    private var options: [InputField.Option] = []
    private var showing = false

    var widget: Widget { combo }
    var focusWidget: Widget { combo }

    init() {
        combo.halign = .start
        combo.onChanged { [weak self] in
            guard let self, !self.showing, let id = self.combo.activeIdentifier, let index = Int(id),
                  self.options.indices.contains(index) else { return }
            self.onChange?(self.options[index].value)
        }
    }

    func show(_ input: InputField) {
        showing = true
        defer { showing = false }
        if options != input.options {
            combo.removeAllTexts()
            for (index, option) in input.options.enumerated() { combo.append(identifier: String(index), text: option.title) }
            options = input.options
        }
        let chosen = options.firstIndex { $0.value == input.value }.map(String.init)
        if combo.activeIdentifier != chosen { combo.activeIdentifier = chosen }
        combo.isSensitive = !input.isDisabled
    }
}

/// A choice as a group of radio buttons, one per option.
final class RadioInputControl: InputControl {
    private let group = Box(.vertical, spacing: 2)
    private var buttons: [RadioButton] = []
    /// A button in the group that is never shown: on while no option is chosen (GTK keeps one on).
    private let none = RadioButton(label: "", group: nil)
    var onChange: (@MainActor (JSONValue) -> Void)?
    private var options: [InputField.Option] = []
    private var showing = false

    var widget: Widget { group }
    var focusWidget: Widget { buttons.first(where: \.isActive) ?? buttons.first ?? none }
    var namedWidget: Widget { group }

    init() {
        group.accessibleRole = .panel
    }

    func setStates(required: Bool, invalid: Bool) {
        for button in buttons { button.setInputStates(required: required, invalid: invalid) }
    }

    func show(_ input: InputField) {
        showing = true
        defer { showing = false }
        if options != input.options {
            for button in buttons { group.remove(button) }
            buttons = input.options.enumerated().map { index, option in
                let button = RadioButton(label: option.title, group: none)
                button.onToggled { [weak self, weak button] in
                    guard let self, let button, !self.showing, button.isActive, self.options.indices.contains(index) else { return }
                    self.onChange?(self.options[index].value)
                }
                group.packStart(button)
                button.show()
                return button
            }
            options = input.options
        }
        let chosen = options.firstIndex { $0.value == input.value }
        if let chosen { if !buttons[chosen].isActive { buttons[chosen].isActive = true } } else { none.isActive = true }
        group.accessibleName = input.label ?? ""
        for button in buttons { button.isSensitive = !input.isDisabled }
    }
}

/// A slider from `min` to `max` by `step`, its value drawn beside it.
final class SliderInputControl: InputControl {
    let scale = Scale(.horizontal, range: 0...100, step: 1)
    var onChange: (@MainActor (JSONValue) -> Void)?
    private var shownRange: (ClosedRange<Double>, Double)?
    private var showing = false

    var widget: Widget { scale }
    var focusWidget: Widget { scale }

    init() {
        scale.onValueChanged { [weak self] in
            guard let self, !self.showing else { return }
            self.onChange?(.number(self.scale.value))
        }
    }

    func show(_ input: InputField) {
        showing = true
        defer { showing = false }
        let step = input.step ?? 1
        if shownRange?.0 != input.sliderRange || shownRange?.1 != step {
            scale.setRange(input.sliderRange, step: step)
            scale.digits = Self.decimals(of: step)
            shownRange = (input.sliderRange, step)
        }
        let value = input.value.numberValue ?? input.sliderRange.lowerBound
        if scale.value != value { scale.value = value }
        scale.isSensitive = !input.isDisabled
    }

    /// The decimals a step needs (0.25: 2), at most 3.
    static func decimals(of step: Double) -> Int {
        var digits = 0
        var scaled = step
        while digits < 3, (scaled - scaled.rounded()).magnitude > 1e-9 {
            scaled *= 10
            digits += 1
        }
        return digits
    }
}

/// A date: an entry that takes `YYYY-MM-DD` as typed, with a calendar in a popover from its
/// trailing icon (GTK 3 has no date picker).
final class DateInputControl: InputControl {
    let entry = Entry()
    /// Made when first opened: most date rows are never opened.
    private var calendar: CalendarView?
    private var popover: Popover?
    var onChange: (@MainActor (JSONValue) -> Void)?
    private var showing = false

    var widget: Widget { entry }
    var focusWidget: Widget { entry }

    init() {
        entry.placeholder = translated("YYYY-MM-DD")
        entry.setSecondaryIcon("x-office-calendar-symbolic", tooltip: translated("Choose a date"))
        entry.onChanged { [weak self] in
            guard let self, !self.showing else { return }
            self.onChange?(.string(self.entry.text))
        }
        entry.onSecondaryIconPress { [weak self] in self?.openCalendar() }
    }

    private func makeCalendar() -> (CalendarView, Popover) {
        if let calendar, let popover { return (calendar, popover) }
        let calendar = CalendarView()
        let popover = Popover(relativeTo: entry)
        popover.add(calendar)
        calendar.show()
        // A day chosen by click, Space or Enter is written at once; Enter and a double click
        // also close the calendar.
        calendar.onDaySelected { [weak self] in self?.choose() }
        calendar.onDaySelectedDoubleClick { [weak self] in self?.close() }
        calendar.onKeyPress { [weak self] key in
            if key.keyval == Key.returnKey || key.keyval == Key.keypadEnter { self?.closesOnChoice = true }
            return false
        }
        self.calendar = calendar
        self.popover = popover
        return (calendar, popover)
    }

    /// Set by Enter in the calendar: the day it selects closes it.
    private var closesOnChoice = false
    private var opening = false

    /// The calendar, once opened (for tests).
    var shownCalendar: CalendarView? { calendar }

    /// Opens the calendar at the entry's date (for tests too).
    func openCalendar() {
        let (calendar, popover) = makeCalendar()
        opening = true
        if let (year, month, day) = Self.parts(of: entry.text) { calendar.date = (year, month, day) }
        opening = false
        popover.setPointingTo(entry.secondaryIconArea)
        popover.popup()
        calendar.grabFocus()
    }

    /// The calendar's day into the entry (and so into the variable).
    private func choose() {
        guard !opening, !showing, let calendar else { return }
        let (year, month, day) = calendar.date
        let text = String(format: "%04d-%02d-%02d", year, month, day)
        if entry.text != text { entry.text = text }
        if closesOnChoice { close() }
    }

    private func close() {
        closesOnChoice = false
        popover?.popdown()
        entry.grabFocus()
    }

    static func parts(of text: String) -> (Int, Int, Int)? {
        guard InputField.isDate(text) else { return nil }
        let parts = text.split(separator: "-").compactMap { Int($0) }
        return (parts[0], parts[1], parts[2])
    }

    func show(_ input: InputField) {
        showing = true
        defer { showing = false }
        if entry.text != input.text { entry.text = input.text }
        entry.isSensitive = !input.isDisabled
    }
}
