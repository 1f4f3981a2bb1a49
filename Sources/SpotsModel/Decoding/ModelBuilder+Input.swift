/// Input items: an item whose `kind` is `text-field`, `switch`, `check`, `choice`, `slider` or
/// `date` also reads the input keys (`name`, `label`, `required`…) into `Item.input`.
extension ModelBuilder {
    /// The input kind an item's members name (its last `kind` or `type`), before they are sorted:
    /// an input item's extra keys are then not unknown.
    static func inputKind(of members: [JSONMember]) -> InputField.Kind? {
        guard let member = members.last(where: { $0.key == "kind" || $0.key == "type" }),
              case .string(let kind) = member.value.value else { return nil }
        return InputField.Kind(rawValue: kind)
    }

    /// Reads the input keys among `members` (the ones the item's keys left over); unknown ones warn.
    func input(_ kind: InputField.Kind, from members: [JSONMember]) throws -> InputField {
        let fields = fields(of: members, as: InputKey.self)
        var input = InputField(kind: kind)
        input.name = try read(fields[.name], string) ?? ""
        if let name = fields[.name], !input.name.isEmpty, !ExpressionParser.isVariableName(input.name) {
            warn(translated("\"{name}\" cannot be a variable: a variable's name is letters, digits and \"_\", not starting with a digit, and not one of {reserved}; the input edits nothing",
                            ["name": input.name, "reserved": ExpressionParser.reservedNames.sorted().joined(separator: ", ")]),
                 at: name.value.offset, key: name.key)
            input.name = ""
        }
        input.label = try read(fields[.label], displayText)
        input.placeholder = try read(fields[.placeholder], displayText) ?? ""
        input.hint = try read(fields[.hint], displayText) ?? ""
        input.initialValue = read(fields[.value]) { jsonValue($0) }
        input.textType = try read(fields[.inputType]) { try choice($0, default: InputField.TextType.text.rawValue) } ?? .text
        input.style = try read(fields[.style]) { try choice($0, default: InputField.ChoiceStyle.dropdown.rawValue) } ?? .dropdown
        input.options = try read(fields[.options], options) ?? []
        input.step = try read(fields[.step], number)
        input.errorMessage = try read(fields[.errorMessage], displayText)
        input.rules.required = try read(fields[.required], boolean) ?? false
        input.rules.pattern = try read(fields[.pattern], string)
        input.rules.minimumLength = try read(fields[.minLength], integer)
        input.rules.maximumLength = try read(fields[.maxLength], integer)
        input.rules.minimum = try read(fields[.min], bound)
        input.rules.maximum = try read(fields[.max], bound)
        if let disabled = fields[.disabled], !disabled.value.isNull {
            path.push(.key(disabled.key))
            if !bindsExpression(disabled.value, to: .disabled) { input.isDisabled = try boolean(disabled.value) ?? false }
            path.pop()
        }
        if let step = input.step, !(step > 0), let member = fields[.step] {
            warn(translated("\"step\" should be more than 0; using 1"), at: member.value.offset, key: member.key)
            input.step = nil
        }
        input.value = input.startingValue
        return input
    }

    /// `min` or `max`: a number, or a date written `YYYY-MM-DD`.
    private func bound(_ node: JSONNode) throws -> JSONValue? {
        if case .string(let text) = node.value, InputField.isDate(text) { return .string(text) }
        return try number(node).map(JSONValue.number)
    }

    /// `[{"value": …, "title": …}]`; a bare string or number is an option whose title is its value.
    private func options(_ node: JSONNode) throws -> [InputField.Option]? {
        guard let elements = try elements(node, expected: translated("an array of options")) else { return nil }
        return try readElements(elements) { element, _ -> InputField.Option? in
            switch element.value {
            case .string, .int, .double:
                let value = jsonValue(element)
                return InputField.Option(value: value, title: InputField.shown(value))
            default:
                break
            }
            guard let members = try members(element, expected: translated("an option object")) else { return nil }
            let fields = fields(of: members, as: InputOptionKey.self)
            let title = try read(fields[.title], displayText)
            guard let value = read(fields[.value], { jsonValue($0) }) else {
                warn(translated("the option has no \"value\": choosing it would write nothing; its title is used"), at: element.offset)
                return InputField.Option(value: .string(title ?? ""), title: title ?? "")
            }
            return InputField.Option(value: value, title: title ?? InputField.shown(value))
        }.compactMap { $0 }
    }
}
