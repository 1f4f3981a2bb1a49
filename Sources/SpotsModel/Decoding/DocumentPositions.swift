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

    /// The steps of a path such as `components[0].items[2].image`: keys between dots, indices in
    /// brackets (brackets holding anything but a number are skipped).
    static func steps(_ path: String) -> [Step] {
        if let steps = path.utf8.withContiguousStorageIfAvailable(asciiSteps) ?? nil { return steps }
        return characterSteps(path)
    }

    /// `characterSteps(_:)` read byte by byte, for a path that is all ASCII (nil otherwise), where
    /// bytes and characters split alike: half a million warnings' paths are read for one report.
    private static func asciiSteps(_ bytes: UnsafeBufferPointer<UInt8>) -> [Step]? {
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        var steps: [Step] = []
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: ".") { end += 1 }
            if end > start { appendSteps(of: UnsafeBufferPointer(rebasing: bytes[start..<end]), to: &steps) }
            start = end + 1
        }
        return steps
    }

    /// The steps of one part between dots: `key`, `key[1][2]` or `[1]`.
    private static func appendSteps(of part: UnsafeBufferPointer<UInt8>, to steps: inout [Step]) {
        guard let bracket = part.firstIndex(of: UInt8(ascii: "[")) else {
            return steps.append(.key(String(decoding: part, as: UTF8.self)))
        }
        if bracket > 0 { steps.append(.key(String(decoding: part[..<bracket], as: UTF8.self))) }
        var rest = bracket
        while rest < part.count, part[rest] == UInt8(ascii: "["),
              let close = part[rest...].firstIndex(of: UInt8(ascii: "]")) {
            if let index = integer(UnsafeBufferPointer(rebasing: part[(rest + 1)..<close])) { steps.append(.index(index)) }
            rest = close + 1
        }
    }

    /// What `Int(_:)` reads from these ASCII bytes; plain runs of digits without making a string.
    private static func integer(_ digits: UnsafeBufferPointer<UInt8>) -> Int? {
        guard (1...18).contains(digits.count), digits.allSatisfy(ASCII.isDigit) else {
            return Int(String(decoding: digits, as: UTF8.self))
        }
        return digits.reduce(0) { $0 * 10 + Int($1 - ASCII.zero) }
    }

    /// The steps read character by character (any path).
    private static func characterSteps(_ path: String) -> [Step] {
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
