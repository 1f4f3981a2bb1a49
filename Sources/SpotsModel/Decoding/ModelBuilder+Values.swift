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
        default: return try mismatch("a string", node)
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
            default: return try mismatch("a number", node)
            }
        default: return try mismatch("a number", node)
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
            return try mismatch("an integer", node)
        default: return try mismatch("an integer", node)
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
            default: return try mismatch("a boolean", node)
            }
        default: return try mismatch("a boolean", node)
        }
    }

    /// One of an enumeration's names (any case). An unknown name warns and gives nil, so the
    /// caller keeps its default: a newer file stays readable.
    func choice<Choice: RawRepresentable & CaseIterable>(_ node: JSONNode, default fallback: String) throws -> Choice?
    where Choice.RawValue == String {
        guard let name = try string(node) else { return nil }
        if let match = Choice.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) {
            return match
        }
        let names = Choice.allCases.map(\.rawValue)
        let listed = names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
        warn("unknown value \"\(name)\" for \(path.lastKey ?? "this setting"); expected \(listed); using \(fallback)", at: node.offset)
        return nil
    }

    /// A number that must not be negative: a negative one warns and gives `replacement`.
    func nonNegative(_ node: JSONNode, replacement: Double?) throws -> Double? {
        guard let value = try number(node) else { return nil }
        guard value < 0 else { return value }
        let using = replacement.map { "using \(NumberText.format($0))" } ?? "ignoring it"
        warn("\(path.lastKey ?? "value") must not be negative; \(using)", at: node.offset)
        return replacement
    }

    /// A non-negative number of at most `maximum` (see `SizeLimits`): a negative one warns and
    /// gives `replacement`, a larger one warns and gives `maximum`.
    func limited(_ node: JSONNode, maximum: Double, replacement: Double?, what: String) throws -> Double? {
        guard let value = try nonNegative(node, replacement: replacement) else { return nil }
        let clamped = SizeLimits.clamp(value, 0, maximum)
        if clamped != value {
            warn("\(path.lastKey ?? "value") \(NumberText.format(value)) is larger than \(what), \(NumberText.format(maximum)); using \(NumberText.format(maximum))",
                 at: node.offset)
        }
        return clamped
    }

    /// An integer in `minimum...maximum`: outside, it warns and gives the nearest bound. A whole
    /// number beyond Int64 (`1e19`, `-1e19`, twenty digits) is out of range like any other.
    func integer(_ node: JSONNode, atLeast minimum: Int, atMost maximum: Int, what: String) throws -> Int? {
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
            let rule = minimum == 0 ? "must not be negative" : "must be at least \(minimum)"
            warn("\(path.lastKey ?? "value") \(rule); using \(minimum)", at: node.offset)
            return minimum
        }
        guard value > maximum else { return value }
        warn("\(path.lastKey ?? "value") \(written) is larger than \(what), \(maximum); using \(maximum)", at: node.offset)
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
        warn("\(path.lastKey ?? "text") is longer than \(SizeLimits.maximumTextLength) characters; it is cut for display", at: node.offset)
        return cut
    }

    func members(_ node: JSONNode, expected: String) throws -> [JSONMember]? {
        if case .object(let members) = node.value { return members }
        return try mismatch(expected, node)
    }

    func elements(_ node: JSONNode, expected: String) throws -> [JSONNode]? {
        switch node.value {
        case .array(let elements): return elements
        case .items: return try elements(expanded(node), expected: expected)
        default: return try mismatch(expected, node)
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
        }
    }

    func jsonObject(_ node: JSONNode) throws -> [String: JSONValue]? {
        guard let members = try members(node, expected: "an object") else { return nil }
        return jsonObject(members)
    }

    private func jsonObject(_ members: [JSONMember]) -> [String: JSONValue] {
        var object: [String: JSONValue] = [:]
        object.reserveCapacity(members.count)
        for member in members {
            path.push(.key(member.key))
            if object.updateValue(jsonValue(member.value), forKey: member.key) != nil {
                warn("duplicate key \"\(member.key)\"; the last one wins", at: member.keyOffset)
            }
            path.pop()
        }
        return object
    }
}
