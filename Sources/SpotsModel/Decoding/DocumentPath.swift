/// Where a value sits in the document, rendered like `components[2].items[0].size.height`.
///
/// The builder pushes and pops as it walks, so a path costs nothing until a diagnostic needs it.
struct DocumentPath {
    enum Step {
        case key(String)
        case index(Int)
    }

    private(set) var steps: [Step] = []

    mutating func push(_ step: Step) { steps.append(step) }
    mutating func pop() { steps.removeLast() }

    /// The innermost key, for messages such as "item-spacing must not be negative".
    var lastKey: String? {
        for step in steps.reversed() {
            if case .key(let key) = step { return key }
        }
        return nil
    }

    var rendered: String {
        var text = ""
        for step in steps {
            switch step {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key) where Self.isPlain(key):
                text += text.isEmpty ? key : "." + key
            case .key(let key):
                text += "[\"\(key.replacingOccurrences(of: "\"", with: "\\\""))\"]"
            }
        }
        return text
    }

    /// Keys that read unambiguously after a dot.
    private static func isPlain(_ key: String) -> Bool {
        !key.isEmpty && key.utf8.allSatisfy { ASCII.isWordByte($0) || $0 == ASCII.minus || $0 == UInt8(ascii: "$") }
    }
}
