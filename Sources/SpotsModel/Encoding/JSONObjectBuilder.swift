/// Collects an object's members in order, leaving out what the reader would default anyway.
struct JSONObjectBuilder {
    private(set) var members: [JSONMember] = []

    var node: JSONNode { JSONNode(.object(members)) }

    mutating func add(_ key: String, _ value: JSONNode) {
        members.append(JSONMember(key: key, value: value))
    }

    mutating func add(_ key: String, _ text: String?, unless omitted: String? = nil) {
        guard let text, text != omitted else { return }
        add(key, JSONNode(.string(text)))
    }

    mutating func add(_ key: String, _ number: Double?, unless omitted: Double? = nil) {
        guard let number, number != omitted else { return }
        add(key, .number(number))
    }

    mutating func add(_ key: String, _ flag: Bool, unless omitted: Bool) {
        guard flag != omitted else { return }
        add(key, JSONNode(.bool(flag)))
    }

    mutating func add(_ key: String, _ object: [String: JSONValue]) {
        guard !object.isEmpty else { return }
        add(key, JSONValue.object(object).jsonNode)
    }
}

extension JSONNode {
    /// A number node; whole numbers become integers so they print without a fraction.
    static func number(_ value: Double) -> JSONNode {
        if let integer = NumberText.wholeNumber(value) { return JSONNode(.int(integer)) }
        return JSONNode(.double(value))
    }
}
