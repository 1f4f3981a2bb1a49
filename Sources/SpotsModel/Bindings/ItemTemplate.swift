import Foundation

/// The `${…}` of one item (or header, footer, state item), parsed once: its bound strings and
/// its typed expressions (`visible-if`, sizes, `accessibility.hidden`).
///
/// `apply` writes their values into a copy of the item as written; a part that cannot be
/// evaluated gives empty text (or the setting's default) and a problem at its place.
struct ItemTemplate {
    /// A string field an expression may be in, and its key under the item (for positions).
    enum Field: Hashable {
        case title, subtitle, text, kind, action, label, hint, imageDescription
        case meta(String)
        /// An input's texts: `label`, `hint`, `placeholder`, `error-message`.
        case inputLabel, inputHint, inputPlaceholder, inputErrorMessage

        var key: String {
            switch self {
            case .title: return "title"
            case .subtitle: return "subtitle"
            case .text: return "text"
            case .kind: return "kind"
            case .action: return "action"
            case .label: return "accessibility.label"
            case .hint: return "accessibility.hint"
            case .imageDescription: return "accessibility.image-description"
            case .meta(let key): return "meta.\(key)"
            case .inputLabel: return "label"
            case .inputHint: return "hint"
            case .inputPlaceholder: return "placeholder"
            case .inputErrorMessage: return "error-message"
            }
        }
    }

    /// A string with expressions, or its syntax error.
    struct Bound<Place> {
        var place: Place
        var template: Result<TemplateString, ExpressionError>
    }

    private(set) var strings: [Bound<Field>] = []
    private(set) var settings: [Bound<BoundSetting>] = []
    /// Every variable the item's expressions read.
    private(set) var variables: Set<String> = []
    /// The variable an input item shows (its `name`).
    private(set) var inputName: String?

    /// Nil when the item binds nothing (most items).
    init?(_ item: Item) {
        if let name = item.input?.name, !name.isEmpty {
            inputName = name
            variables.insert(name)
        }
        for (field, text) in Self.expressionStrings(of: item) {
            strings.append(Bound(place: field, template: Self.parse(text)))
        }
        for setting in BoundSetting.allCases {
            guard let text = item.expressions[setting] else { continue }
            settings.append(Bound(place: setting, template: Self.parse(text)))
        }
        guard !strings.isEmpty || !settings.isEmpty || inputName != nil else { return nil }
        for bound in strings { if case .success(let template) = bound.template { variables.formUnion(template.variables) } }
        for bound in settings { if case .success(let template) = bound.template { variables.formUnion(template.variables) } }
    }

    /// The item's strings that hold a `${`, with their fields: what is bound.
    static func expressionStrings(of item: Item) -> [(Field, String)] {
        var found: [(Field, String)] = []
        func add(_ field: Field, _ text: String?) {
            if let text, hasExpression(text) { found.append((field, text)) }
        }
        add(.title, item.title)
        add(.subtitle, item.subtitle)
        add(.text, item.text)
        add(.kind, item.kind)
        add(.action, item.action)
        guard !item.details.isEmpty else { return found }
        let accessibility = item.accessibility
        if !accessibility.isEmpty {
            add(.label, accessibility.label)
            add(.hint, accessibility.hint)
            add(.imageDescription, accessibility.imageDescription)
        }
        // Sorted (for a stable order of problems) only when one has an expression: nearly none do.
        let hasBoundMeta = item.meta.values.contains { value in
            if case .string(let text) = value { return hasExpression(text) }
            return false
        }
        if hasBoundMeta {
            for (key, value) in item.meta.sorted(by: { $0.key < $1.key }) {
                if case .string(let text) = value { add(.meta(key), text) }
            }
        }
        if let input = item.input {
            add(.inputLabel, input.label)
            add(.inputHint, input.hint)
            add(.inputPlaceholder, input.placeholder)
            add(.inputErrorMessage, input.errorMessage)
        }
        return found
    }

    /// The typed expressions of a component (`visible-if`, `layout.span`, its size, `hidden`).
    init?(settings expressions: [BoundSetting: String]) {
        guard !expressions.isEmpty else { return nil }
        for setting in BoundSetting.allCases {
            guard let text = expressions[setting] else { continue }
            settings.append(Bound(place: setting, template: Self.parse(text)))
        }
        for bound in settings { if case .success(let template) = bound.template { variables.formUnion(template.variables) } }
    }

    /// Whether `text` has a `${` in it: a byte scan, for every string of a large screen.
    static func hasExpression(_ text: String) -> Bool {
        let scanned = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard let base = bytes.baseAddress, bytes.count >= 2 else { return false }
            var offset = 0
            while offset < bytes.count - 1,
                  let dollar = memchr(base + offset, Int32(UInt8(ascii: "$")), bytes.count - 1 - offset) {
                let index = base.distance(to: dollar.assumingMemoryBound(to: UInt8.self))
                if bytes[index + 1] == UInt8(ascii: "{") { return true }
                offset = index + 1
            }
            return false
        }
        if let scanned { return scanned }
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "{"), previous == UInt8(ascii: "$") { return true }
            previous = byte
        }
        return false
    }

    static func parse(_ text: String) -> Result<TemplateString, ExpressionError> {
        do {
            guard let template = try TemplateString.parse(text) else {
                return .failure(ExpressionError(translated("there is no expression in \"${…}\""), ExpressionRange(0, 0)))
            }
            return .success(template)
        } catch {
            return .failure(error)
        }
    }

    /// Evaluates every string and setting into `item`; false when `visible-if` hides it.
    func apply(to item: inout Item, at path: String, _ evaluator: ExpressionEvaluator, problems: inout [BindingProblem]) -> Bool {
        for bound in strings {
            let text = Self.text(of: bound.template, evaluator, path: path + "." + bound.place.key, problems: &problems)
            switch bound.place {
            case .title: item.title = text
            case .subtitle: item.subtitle = text
            case .text: item.text = text
            case .kind: item.kind = text
            case .action: item.action = text
            case .label: item.accessibility.label = text
            case .hint: item.accessibility.hint = text
            case .imageDescription: item.accessibility.imageDescription = text
            case .meta(let key): item.meta[key] = .string(text)
            case .inputLabel: item.input?.label = text
            case .inputHint: item.input?.hint = text
            case .inputPlaceholder: item.input?.placeholder = text
            case .inputErrorMessage: item.input?.errorMessage = text
            }
        }
        var visible = true
        for bound in settings {
            let value = Self.value(of: bound, evaluator, path: path, problems: &problems)
            switch (bound.place, value) {
            case (.visibleIf, .bool(let flag)?): visible = flag
            case (.hidden, .bool(let flag)?): item.accessibility.hidden = flag
            case (.width, .number(let number)?): item.size.width = SizeLimits.clampSize(number)
            case (.height, .number(let number)?): item.size.height = SizeLimits.clampSize(number)
            case (.disabled, .bool(let flag)?): item.input?.isDisabled = flag
            default: break // span is a component's; a failed value keeps the default
            }
        }
        if let inputName, let value = evaluator.scope[inputName] { item.input?.value = value }
        return visible
    }

    /// Evaluates the component settings into `component`; false when `visible-if` hides it.
    func apply(to component: inout ComponentModel, at path: String, _ evaluator: ExpressionEvaluator,
               problems: inout [BindingProblem]) -> Bool {
        var visible = true
        for bound in settings {
            let value = Self.value(of: bound, evaluator, path: path, problems: &problems)
            switch (bound.place, value) {
            case (.visibleIf, .bool(let flag)?): visible = flag
            case (.hidden, .bool(let flag)?): component.accessibility.hidden = flag
            case (.span, .number(let number)?): component.layout.span = SizeLimits.clampSpan(number)
            case (.width, .number(let number)?): component.size = Size(width: SizeLimits.clampSize(number), height: component.size?.height)
            case (.height, .number(let number)?): component.size = Size(width: component.size?.width, height: SizeLimits.clampSize(number))
            default: break
            }
        }
        return visible
    }

    /// A string's text: the parts joined, or a single expression's value as text; empty on failure.
    private static func text(of template: Result<TemplateString, ExpressionError>, _ evaluator: ExpressionEvaluator, path: String,
                             problems: inout [BindingProblem]) -> String {
        guard let result = evaluate(template, evaluator, path: path, problems: &problems) else { return "" }
        let text = ExpressionEvaluator.string(result)
        return SizeLimits.shortened(text) ?? text
    }

    /// A typed setting's value, checked against its type; nil (and a problem) when it fails.
    private static func value(of bound: Bound<BoundSetting>, _ evaluator: ExpressionEvaluator, path: String,
                              problems: inout [BindingProblem]) -> JSONValue? {
        let settingPath = path + "." + bound.place.rawValue
        guard let value = evaluate(bound.template, evaluator, path: settingPath, problems: &problems) else { return nil }
        switch (bound.place, value) {
        case (.visibleIf, .bool), (.hidden, .bool), (.disabled, .bool), (.width, .number), (.height, .number), (.span, .number):
            return value
        default:
            problems.append(BindingProblem(path: settingPath, offset: 0,
                                           message: translated("{setting} needs {expected}, not {value} ({text})",
                                                              ["setting": bound.place.rawValue, "expected": bound.place.expectedTypeDescription,
                                                               "value": ExpressionEvaluator.describe(value),
                                                               "text": ExpressionEvaluator.shortened(ExpressionEvaluator.string(value))])))
            return nil
        }
    }

    private static func evaluate(_ template: Result<TemplateString, ExpressionError>, _ evaluator: ExpressionEvaluator, path: String,
                                 problems: inout [BindingProblem]) -> JSONValue? {
        switch template {
        case .failure(let error):
            problems.append(BindingProblem(path: path, offset: error.range.start, message: error.message))
            return nil
        case .success(let template):
            let (value, errors) = template.evaluate(evaluator)
            for error in errors { problems.append(BindingProblem(path: path, offset: error.range.start, message: error.message)) }
            return errors.isEmpty ? value : (template.parts.count == 1 ? nil : value)
        }
    }
}
