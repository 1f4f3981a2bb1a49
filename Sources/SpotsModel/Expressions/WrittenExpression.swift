import Foundation

/// A `${…}` string of a value as written (an item the inspect panel shows), with the key path
/// that holds it, e.g. `title`, `action.set.count`, `children[0].items[1].title`.
public struct WrittenExpression: Hashable, Sendable {
    public var key: String
    public var source: String

    public init(key: String, source: String) {
        self.key = key
        self.source = source
    }

    /// The strings of the JSON `text` that hold `${`, in document order, at most `limit`
    /// (a huge item is cut, not walked whole); none when `text` is not JSON.
    public static func found(inJSON text: String, limit: Int = 100) -> [WrittenExpression] {
        guard let node = try? JSONParser.parse(Data(text.utf8)) else { return [] }
        var found: [WrittenExpression] = []
        func walk(_ node: JSONNode, _ key: String) {
            guard found.count < limit else { return }
            switch node.value {
            case .string(let string) where string.contains("${"):
                found.append(WrittenExpression(key: key, source: string))
            case .array(let elements):
                for (index, element) in elements.enumerated() { walk(element, "\(key)[\(index)]") }
            case .object(let members):
                for member in members { walk(member.value, key.isEmpty ? member.key : "\(key).\(member.key)") }
            default:
                break
            }
        }
        walk(node, "")
        return found
    }

    /// What the string gives with `variables` now, as compact JSON (`"3 taps"`, `true`), or why
    /// it cannot be evaluated.
    public func evaluated(with variables: [String: JSONValue]) -> Result<String, ExpressionError> {
        do {
            guard let template = try TemplateString.parse(source) else { return .success(Self.shown(.string(source))) }
            let (value, errors) = template.evaluate(ExpressionEvaluator(scope: variables))
            if let error = errors.first { return .failure(error) }
            return .success(Self.shown(value))
        } catch {
            return .failure(error)
        }
    }

    /// `value` as compact JSON, cut at 200 characters.
    public static func shown(_ value: JSONValue) -> String {
        let text = String(decoding: JSONWriter(prettyPrinted: false, sortedKeys: true).write(value.jsonNode), as: UTF8.self)
        return text.count > 200 ? String(text.prefix(199)) + "…" : text
    }
}
