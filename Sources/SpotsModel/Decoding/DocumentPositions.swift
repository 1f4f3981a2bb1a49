import Foundation

/// Finds where a value sits in a screen document, for problems found after decoding
/// (a missing image, a broken template) that should still point at a line and column.
public final class DocumentPositions {
    private let root: JSONNode
    private let locator: SourceLocator

    /// Nil when `data` is not JSON (decoding would have reported that already).
    public init?(_ data: Data) {
        guard let root = try? JSONParser.parse(data) else { return nil }
        self.root = root
        locator = SourceLocator(data)
    }

    /// The 1-based line and column of the value at `path`, e.g. `components[0].items[2].image`
    /// (the paths diagnostics use). Unknown paths give nil.
    public func location(ofPath path: String) -> (line: Int, column: Int)? {
        var node = root
        for step in Self.steps(path) {
            switch (step, node.value) {
            case (.key(let key), .object(let members)):
                guard let member = members.last(where: { $0.key == key })
                    ?? members.last(where: { Self.sameSetting($0.key, key) }) else { return nil }
                node = member.value
            case (.key("components"), .array):
                continue // a bare array of components is the root's components
            case (.index(let index), .array(let elements)):
                guard elements.indices.contains(index) else { return nil }
                node = elements[index]
            default:
                return nil
            }
        }
        guard node.offset >= 0 else { return nil }
        return locator.location(of: node.offset)
    }

    enum Step: Equatable {
        case key(String)
        case index(Int)
    }

    static func steps(_ path: String) -> [Step] {
        var steps: [Step] = []
        for part in path.split(separator: ".") {
            var rest = Substring(part)
            if let bracket = rest.firstIndex(of: "[") {
                let key = rest[..<bracket]
                if !key.isEmpty { steps.append(.key(String(key))) }
                rest = rest[bracket...]
                while rest.hasPrefix("["), let close = rest.firstIndex(of: "]") {
                    if let index = Int(rest[rest.index(after: rest.startIndex)..<close]) { steps.append(.index(index)) }
                    rest = rest[rest.index(after: close)...]
                }
            } else {
                steps.append(.key(String(rest)))
            }
        }
        return steps
    }
}
