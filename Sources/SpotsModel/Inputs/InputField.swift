/// What an input item (`text-field`, `switch`, `check`, `choice`, `slider`, `date`) edits: the
/// variable it reads and writes (`name`), how it is labelled, and the rules its value must meet.
///
/// The decoder fills everything but `value`; presenting the screen (`ScreenBinding`) writes the
/// variable's value into `value`, which is what the widget shows. The widget never keeps a value
/// of its own: a recycled row shows the variable.
public struct InputField: Hashable, Sendable {
    public enum Kind: String, CaseIterable, Sendable {
        case textField = "text-field"
        case toggle = "switch"
        case check
        case choice
        case slider
        case date
    }

    /// A text field's `input-type`: the keyboard hints and the built-in shape check.
    public enum TextType: String, CaseIterable, Sendable {
        case text, multiline, email, number, password, url, tel, search
    }

    /// A choice's `style`: a drop-down list or a group of radio buttons.
    public enum ChoiceStyle: String, CaseIterable, Sendable {
        case dropdown, radio
    }

    /// One of a choice's `options`: the value written, and the text shown (the value when absent).
    public struct Option: Hashable, Sendable {
        public var value: JSONValue
        public var title: String

        public init(value: JSONValue, title: String) {
            self.value = value
            self.title = title
        }
    }

    public var kind: Kind
    /// The variable the input reads and writes ("" when missing: the input then edits nothing).
    public var name: String
    /// The visible label and accessible name; nil when the screen gives none (validate warns).
    public var label: String?
    public var placeholder: String
    /// Shown under the field and read as its accessible description.
    public var hint: String
    /// The `value` as written: the variable's value when the screen does not declare it.
    public var initialValue: JSONValue?
    public var textType: TextType
    public var options: [Option]
    public var style: ChoiceStyle
    /// A slider's step (nil: 1).
    public var step: Double?
    public var rules: InputRules
    /// Shown under an invalid field instead of the default message.
    public var errorMessage: String?
    public var isDisabled: Bool
    /// The variable's value now (set when presented).
    public var value: JSONValue

    public init(kind: Kind, name: String = "", label: String? = nil, placeholder: String = "", hint: String = "",
                initialValue: JSONValue? = nil, textType: TextType = .text, options: [Option] = [], style: ChoiceStyle = .dropdown,
                step: Double? = nil, rules: InputRules = InputRules(), errorMessage: String? = nil, isDisabled: Bool = false) {
        self.kind = kind
        self.name = name
        self.label = label
        self.placeholder = placeholder
        self.hint = hint
        self.initialValue = initialValue
        self.textType = textType
        self.options = options
        self.style = style
        self.step = step
        self.rules = rules
        self.errorMessage = errorMessage
        self.isDisabled = isDisabled
        value = .null
        value = startingValue
    }

    /// The value the variable starts with when the screen does not declare it: `value` as
    /// written, or the kind's empty value (no text, off, the first option, the slider's minimum).
    public var startingValue: JSONValue {
        if let initialValue, initialValue != .null { return initialValue }
        switch kind {
        case .textField, .date: return .string("")
        case .toggle, .check: return .bool(false)
        case .choice: return options.first?.value ?? .string("")
        case .slider: return .number(sliderRange.lowerBound)
        }
    }

    /// A slider's range: `min` to `max`, 0 to 100 when not given (or not numbers, or reversed).
    public var sliderRange: ClosedRange<Double> {
        let lower = rules.minimum?.numberValue ?? 0
        let upper = rules.maximum?.numberValue ?? max(100, lower)
        return lower <= upper ? lower...upper : lower...lower
    }

    /// The kind of value the input writes, to compare with a declared variable's.
    public var writesBooleans: Bool { kind == .toggle || kind == .check }
    public var writesNumbers: Bool { kind == .slider }
    public var writesText: Bool { kind == .textField || kind == .date }

    /// Whether `value` is of the type the input writes (a choice writes its options' values).
    public func accepts(typeOf declared: JSONValue) -> Bool {
        switch (kind, declared) {
        case (.toggle, .bool), (.check, .bool), (.slider, .number), (.textField, .string), (.date, .string): return true
        case (.choice, _): return options.isEmpty || options.contains { $0.value.sameType(as: declared) }
        default: return false
        }
    }

    /// The text `value` shows in an entry: strings as they are, numbers as JSON writes them.
    public var text: String {
        switch value {
        case .string(let text): return text
        case .number(let number): return NumberText.format(number)
        case .bool(let flag): return flag ? "true" : "false"
        default: return ""
        }
    }
}

extension JSONValue {
    /// The number, nil for any other value.
    public var numberValue: Double? {
        if case .number(let number) = self { return number }
        return nil
    }

    func sameType(as other: JSONValue) -> Bool {
        switch (self, other) {
        case (.null, .null), (.bool, .bool), (.number, .number), (.string, .string), (.array, .array), (.object, .object): return true
        default: return false
        }
    }
}

extension Item {
    /// The input this item is (`text-field`, `switch`…), nil for every other item.
    public var input: InputField? {
        get { details.input }
        _modify { yield &details.input }
    }
}
