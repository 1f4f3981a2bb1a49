import Foundation

/// Scalar readers with Spots' coercions. Each returns the value, or nil after reporting why not
/// (in `.stop` mode the report is thrown, so nil only happens while validating).
extension ModelBuilder {
    /// Text. Numbers are accepted and written the way JSON writes them (`5`, `1.5`).
    func string(_ node: JSONNode) throws -> String? {
        switch node.value {
        case .string(let value): return value
        case .int(let value): return String(value)
        case .double(let value): return NumberText.format(value)
        default: return try mismatch(translated("a string"), node)
        }
    }

    /// A number; a string holding exactly one JSON number (`"120.5"`) is accepted.
    func number(_ node: JSONNode) throws -> Double? {
        switch node.value {
        case .int(let value): return Double(value)
        case .double(let value): return value
        case .string(let text):
            switch JSONParser.number(in: text) {
            case .int(let value): return Double(value)
            case .double(let value): return value
            default: return try mismatch(translated("a number"), node)
            }
        default: return try mismatch(translated("a number"), node)
        }
    }

    /// A whole number; `3.0` and `"3"` are accepted, `2.5` is not.
    func integer(_ node: JSONNode) throws -> Int? {
        let value: JSONNode.Value
        if case .string(let text) = node.value {
            value = JSONParser.number(in: text) ?? node.value
        } else {
            value = node.value
        }
        switch value {
        case .int(let integer): return integer
        case .double(let double):
            if let integer = Int(exactly: double) { return integer }
            return try mismatch(translated("an integer"), node)
        default: return try mismatch(translated("an integer"), node)
        }
    }

    /// A boolean; also 0 and 1, and the strings "true", "false", "1", "0" (any case).
    func boolean(_ node: JSONNode) throws -> Bool? {
        switch node.value {
        case .bool(let value): return value
        case .int(0): return false
        case .int(1): return true
        case .string(let text):
            switch text.trimmingCharacters(in: .whitespaces).lowercased() {
            case "true", "1": return true
            case "false", "0": return false
            default: return try mismatch(translated("a boolean"), node)
            }
        default: return try mismatch(translated("a boolean"), node)
        }
    }

    /// One of an enumeration's names (any case). An unknown name warns and gives nil, so the
    /// caller keeps its default: a newer file stays readable.
    func choice<Choice: RawRepresentable & CaseIterable>(_ node: JSONNode, default fallback: @autoclosure () -> String) throws -> Choice?
    where Choice.RawValue == String {
        guard let name = try string(node) else { return nil }
        if let match = Choice.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) {
            return match
        }
        let names = Choice.allCases.map(\.rawValue)
        let listed = translated("{some} or {last}", ["some": names.dropLast().joined(separator: ", "), "last": names[names.count - 1]])
        warn(translated("unknown value \"{value}\" for {key}; expected {choices}; using {fallback}",
                        ["value": name, "key": path.lastKey ?? translated("this setting"), "choices": listed, "fallback": fallback()]),
             at: node.offset)
        return nil
    }

    /// A number that must not be negative: a negative one warns and gives `replacement`.
    func nonNegative(_ node: JSONNode, replacement: Double?) throws -> Double? {
        guard let value = try number(node) else { return nil }
        guard value < 0 else { return value }
        let key = path.lastKey ?? translated("value")
        if let replacement {
            warn(translated("{key} must not be negative; using {replacement}", ["key": key, "replacement": NumberText.format(replacement)]),
                 at: node.offset)
        } else {
            warn(translated("{key} must not be negative; ignoring it", ["key": key]), at: node.offset)
        }
        return replacement
    }

    /// A non-negative number of at most `maximum` (see `SizeLimits`): a negative one warns and
    /// gives `replacement`, a larger one warns and gives `maximum`.
    func limited(_ node: JSONNode, maximum: Double, replacement: Double?, what: @autoclosure () -> String) throws -> Double? {
        guard let value = try nonNegative(node, replacement: replacement) else { return nil }
        let clamped = SizeLimits.clamp(value, 0, maximum)
        if clamped != value {
            warn(translated("{key} {value} is larger than {limit}, {maximum}; using {maximum}",
                            ["key": path.lastKey ?? translated("value"), "value": NumberText.format(value), "limit": what(),
                             "maximum": NumberText.format(maximum)]),
                 at: node.offset)
        }
        return clamped
    }

    /// An integer in `minimum...maximum`: outside, it warns and gives the nearest bound. A whole
    /// number beyond Int64 (`1e19`, `-1e19`, twenty digits) is out of range like any other.
    func integer(_ node: JSONNode, atLeast minimum: Int, atMost maximum: Int, what: @autoclosure () -> String) throws -> Int? {
        let value: Int
        let written: String
        if let huge = wholeNumberBeyondInt(node) {
            value = huge < 0 ? .min : .max
            written = NumberText.format(huge)
        } else {
            guard let integer = try integer(node) else { return nil }
            value = integer
            written = String(integer)
        }
        if value < minimum {
            let key = path.lastKey ?? translated("value")
            warn(minimum == 0
                 ? translated("{key} must not be negative; using {replacement}", ["key": key, "replacement": "\(minimum)"])
                 : translated("{key} must be at least {minimum}; using {minimum}", ["key": key, "minimum": "\(minimum)"]),
                 at: node.offset)
            return minimum
        }
        guard value > maximum else { return value }
        warn(translated("{key} {value} is larger than {limit}, {maximum}; using {maximum}",
                        ["key": path.lastKey ?? translated("value"), "value": written, "limit": what(), "maximum": "\(maximum)"]),
             at: node.offset)
        return maximum
    }

    /// The value of a whole number too large for `Int` (JSON gives it as a double), also when
    /// written as a string; nil for anything else.
    private func wholeNumberBeyondInt(_ node: JSONNode) -> Double? {
        var value = node.value
        if case .string(let text) = value, let number = JSONParser.number(in: text) { value = number }
        guard case .double(let double) = value, double.rounded() == double, Int(exactly: double) == nil else { return nil }
        return double
    }

    /// Display text (title, subtitle, text): longer than `SizeLimits.maximumTextLength` is cut, with a warning.
    func displayText(_ node: JSONNode) throws -> String? {
        guard let text = try string(node) else { return nil }
        guard let cut = SizeLimits.shortened(text) else { return text }
        warn(translated("{key} is longer than {limit} characters; it is cut for display",
                        ["key": path.lastKey ?? translated("text"), "limit": "\(SizeLimits.maximumTextLength)"]),
             at: node.offset)
        return cut
    }

    func members(_ node: JSONNode, expected: @autoclosure () -> String) throws -> [JSONMember]? {
        if case .object(let members) = node.value { return members }
        return try mismatch(expected(), node)
    }

    func elements(_ node: JSONNode, expected: @autoclosure () -> String) throws -> [JSONNode]? {
        switch node.value {
        case .array(let elements): return elements
        case .items, .values: return try elements(expanded(node), expected: expected())
        default: return try mismatch(expected(), node)
        }
    }

    /// Free-form JSON (meta). Repeated keys warn; the last one wins.
    func jsonValue(_ node: JSONNode) -> JSONValue {
        switch node.value {
        case .null: return .null
        case .bool(let value): return .bool(value)
        case .int(let value): return .number(Double(value))
        case .double(let value): return .number(value)
        case .string(let value): return .string(value)
        case .array(let elements): return .array(readElements(elements) { element, _ in jsonValue(element) })
        case .object(let members): return .object(jsonObject(members))
        case .items: return jsonValue(expanded(node))
        case .values(let parsed):
            guard let values = parsed.take() else { return jsonValue(expanded(node)) }
            return .array(values)
        }
    }

    func jsonObject(_ node: JSONNode) throws -> [String: JSONValue]? {
        guard let members = try members(node, expected: translated("an object")) else { return nil }
        return jsonObject(members)
    }

    private func jsonObject(_ members: [JSONMember]) -> [String: JSONValue] {
        var object: [String: JSONValue] = [:]
        object.reserveCapacity(members.count)
        for member in members {
            path.push(.key(member.key))
            if object.updateValue(jsonValue(member.value), forKey: member.key) != nil {
                warn(translated("duplicate key \"{key}\"; the last one wins", ["key": member.key]), at: member.keyOffset)
            }
            path.pop()
        }
        return object
    }
}
