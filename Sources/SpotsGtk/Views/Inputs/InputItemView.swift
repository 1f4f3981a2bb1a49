import SpotsModel

/// The view of an input item (`text-field`, `switch`, `check`, `choice`, `slider`, `date`): a
/// label naming the native control, the control, the hint, and the error message of an invalid
/// value.
///
/// The value is the model's: the view shows `item.input.value` (the variable, as presented) and
/// reports what the user enters through the context's `onInput`; the session writes the variable
/// and the item comes back with the new value. A recycled row therefore shows its own item's
/// value, never the text the widget had.
@MainActor
public final class InputItemView: ItemConfigurable {
    private let root = Box(.vertical, spacing: 4)
    /// The label and the control side by side (switches) or one above the other.
    private var line: Box
    private let label = Label()
    private let hint = Label()
    private let error = Label()
    private var control: (any InputControl)?
    private var controlKey: String?
    private let onInput: InputHandler?
    private let onActivate: (@MainActor () -> Void)?
    private let touches: InputTouches?
    /// The input shown, for what the control reports.
    private var input: InputField?
    private var lineIsHorizontal = false
    /// The value when the control took the focus: Escape goes back to it.
    private var valueAtFocus: JSONValue?
    private var hasFocusWithin = false

    public var widget: Widget { root }

    public init(context: ItemViewContext) {
        onInput = context.onInput
        onActivate = context.onInputActivate
        touches = context.inputTouches
        root.styleClasses.insert("spots-input")
        line = Box(.vertical, spacing: 6)
        label.styleClasses.insert("spots-input-label")
        label.wraps = true
        label.wrapMode = .wordChar
        // Shown or not by `configure` (a check box carries its own label).
        label.noShowAll = true
        hint.styleClasses.insert("spots-input-hint")
        hint.wraps = true
        hint.wrapMode = .wordChar
        hint.noShowAll = true
        // The hint is the control's description: read once, with the control.
        hint.hideFromAccessibility()
        error.styleClasses.insert("spots-input-error")
        error.wraps = true
        error.wrapMode = .wordChar
        error.noShowAll = true
        error.hideFromAccessibility()
        root.packStart(line)
        root.packStart(hint)
        root.packStart(error)
        // Focus entering and leaving the view as a whole: a group of radio buttons is one field.
        root.onSetFocusChild { [weak self] child in
            guard let self else { return }
            if child == nil {
                self.hasFocusWithin = false
                self.userLeft()
            } else if !self.hasFocusWithin {
                self.hasFocusWithin = true
                self.valueAtFocus = self.input?.value
            }
        }
        // Keys bubble up from the control.
        root.onKeyPress { [weak self] key in
            guard key.keyval == Key.escape, key.shortcutModifiers.isEmpty else { return false }
            return self?.revert() ?? false
        }
    }

    public func configure(with item: Item) {
        guard let input = item.input else {
            // Not an input (a kind registered to this view by hand): its title, as a label.
            self.input = nil
            label.text = item.title
            label.isVisible = !item.title.isEmpty
            control?.widget.isVisible = false
            hint.isVisible = false
            error.isVisible = false
            return
        }
        self.input = input
        let made = makeControlIfNeeded(for: input)
        made.show(input)
        made.widget.isVisible = true
        let title = input.label ?? ""
        label.text = title
        label.isVisible = !made.labelsItself && !title.isEmpty
        hint.text = input.hint
        hint.isVisible = !input.hint.isEmpty
        made.namedWidget.accessibleName = title
        showValidity(of: input)
    }

    /// The control for the input's kind (and text type), built when it differs from the one shown.
    private func makeControlIfNeeded(for input: InputField) -> any InputControl {
        let key = input.kind.rawValue + (input.kind == .textField && input.textType == .multiline ? "-multiline" : "")
            + (input.kind == .choice ? "-" + input.style.rawValue : "")
        if let control, controlKey == key { return control }
        if let control { line.remove(control.widget) }
        let made = Self.control(for: input)
        made.onChange = { [weak self] value in self?.userChanged(value) }
        made.onActivate = { [weak self] in
            // The field is judged first, as when it is left.
            self?.userLeft()
            self?.onActivate?()
        }
        let horizontal = input.kind == .toggle
        if horizontal != lineIsHorizontal || control == nil {
            root.remove(line)
            line = Box(horizontal ? .horizontal : .vertical, spacing: horizontal ? 12 : 6)
            line.packStart(label, expand: horizontal)
            root.packStart(line)
            root.reorder(line, to: 0)
            lineIsHorizontal = horizontal
        }
        label.valign = horizontal ? .center : .fill
        line.packStart(made.widget, expand: !horizontal)
        // The label names the control (labelled-by); radio buttons keep their options' names.
        label.setMnemonicWidget(made.namedWidget === made.focusWidget ? made.focusWidget : nil)
        line.showAll()
        control = made
        controlKey = key
        return made
    }

    private static func control(for input: InputField) -> any InputControl {
        switch input.kind {
        case .textField: return input.textType == .multiline ? MultilineInputControl() : TextInputControl()
        case .toggle: return SwitchInputControl()
        case .check: return CheckInputControl()
        case .choice: return input.style == .radio ? RadioInputControl() : DropdownInputControl()
        case .slider: return SliderInputControl()
        case .date: return DateInputControl()
        }
    }

    private func userChanged(_ value: JSONValue) {
        guard var input else { return }
        input.value = value
        self.input = input
        // Once left, a field says at once when the value becomes valid (or stops being).
        showValidity(of: input)
        guard !input.name.isEmpty else { return }
        onInput?(input, value)
    }

    /// Escape: the value the field had when it took the focus comes back; false when unchanged
    /// (Escape then means what it means elsewhere).
    private func revert() -> Bool {
        guard let control, var input, let original = valueAtFocus, input.value != original else { return false }
        input.value = original
        control.show(input)
        userChanged(original)
        return true
    }

    /// The field lost the focus: from now on it shows whether its value is valid.
    private func userLeft() {
        guard let input, !input.name.isEmpty else { return }
        touches?.insert(input.name)
        showValidity(of: input)
    }

    /// The error under a field the user has left, its states and description for screen readers.
    private func showValidity(of input: InputField) {
        guard let control else { return }
        let failure = touches?.contains(input.name) == true ? input.failure(for: input.value) : nil
        let message = failure.map { input.errorMessage ?? $0.defaultMessage }
        error.text = message ?? ""
        error.isVisible = message != nil
        control.setStates(required: input.rules.required, invalid: message != nil)
        control.namedWidget.accessibleDescription = message ?? input.hint
    }

    // MARK: For tests

    /// The error message shown under the field, nil when none.
    public var shownError: String? { error.isVisible ? error.text : nil }

    /// The widget that takes the focus (the entry, switch, check box…).
    public var focusWidget: Widget? { control?.focusWidget }

    var dateControl: DateInputControl? { control as? DateInputControl }

    /// The input shown (for tests).
    public var shownInput: InputField? { input }
}
