extension InputField {
    /// Adds the input keys to an item's object (its `kind` is written with the item's keys).
    func add(to object: inout JSONObjectBuilder) {
        object.add("name", name, unless: "")
        object.add("label", label)
        object.add("placeholder", placeholder, unless: "")
        object.add("hint", hint, unless: "")
        if let initialValue { object.add("value", initialValue.jsonNode) }
        if kind == .textField { object.add("input-type", textType.rawValue, unless: InputField.TextType.text.rawValue) }
        if kind == .choice {
            object.add("style", style.rawValue, unless: InputField.ChoiceStyle.dropdown.rawValue)
            object.add("options", JSONValue.array(options.map { .object(["value": $0.value, "title": .string($0.title)]) }).jsonNode)
        }
        object.add("step", step)
        object.add("required", rules.required, unless: false)
        object.add("pattern", rules.pattern)
        object.add("min-length", rules.minimumLength.map(Double.init))
        object.add("max-length", rules.maximumLength.map(Double.init))
        if let minimum = rules.minimum { object.add("min", minimum.jsonNode) }
        if let maximum = rules.maximum { object.add("max", maximum.jsonNode) }
        object.add("error-message", errorMessage)
        object.add("disabled", isDisabled, unless: false)
    }
}

extension Submission {
    /// The `action` object: `{"submit": {…}}`.
    var jsonValue: JSONValue {
        var submit: [String: JSONValue] = ["url": .string(url)]
        if method != "POST" { submit["method"] = .string(method) }
        if let fields { submit["fields"] = .array(fields.map(JSONValue.string)) }
        if !headers.isEmpty { submit["headers"] = .object(headers.mapValues(JSONValue.string)) }
        if let onSuccess { submit["on-success"] = onSuccess.jsonValue }
        if let onError { submit["on-error"] = onError.jsonValue }
        return .object(["submit": .object(submit)])
    }
}

extension Submission.FollowUp {
    var jsonValue: JSONValue {
        if assignments.isEmpty { return .string(action ?? "") }
        return .object(["set": .object(assignments)])
    }
}
