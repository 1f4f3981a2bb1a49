import Foundation

extension DocumentPositions {
    /// The line and column of the value at each of `paths` (nil for unknown paths), with the same
    /// answers as `location(ofPath:)`, found in one pass over the bytes without building the
    /// document's tree: a 100 MB screen with half a million warnings would otherwise hold the whole tree
    /// next to the decoded screen. Values no path leads into are skipped byte by byte.
    public static func locations(ofPaths paths: [String], in data: Data) -> [(line: Int, column: Int)?] {
        guard !paths.isEmpty else { return [] }
        let root = PathTrie(otherSpellings: [])
        var spellings: [String: Set<String>] = [:]
        for (index, path) in paths.enumerated() { root.insert(steps(path), target: index, spellings: &spellings) }
        var offsets = [Int](repeating: -1, count: paths.count)
        let complete = data.withUnsafeBytes { raw -> Bool in
            var scanner = PathScanner(bytes: raw.bindMemory(to: UInt8.self), offsets: offsets)
            offsets = []
            let scanned = scanner.scanDocument(root)
            offsets = scanner.offsets
            return scanned
        }
        guard complete else { return paths.map { _ in nil } }
        let locator = SourceLocator(data)
        // The locator answers fastest in document order.
        var answers = [(line: Int, column: Int)?](repeating: nil, count: paths.count)
        for index in offsets.indices.filter({ offsets[$0] >= 0 }).sorted(by: { offsets[$0] < offsets[$1] }) {
            answers[index] = locator.location(of: offsets[index])
        }
        return answers
    }
}

/// The wanted paths as a tree of steps; `targets` are the indices of the paths that end here.
private final class PathTrie {
    var keys: [String: PathTrie] = [:]
    var indices: [Int: PathTrie] = [:]
    var targets: [Int] = []
    /// The other spellings of the key that leads here (`type` for `kind`, `item-spacing` for
    /// `itemSpacing`), worked out once per node rather than for every member the scan reads.
    let otherSpellings: Set<String>

    init(otherSpellings: Set<String>) {
        self.otherSpellings = otherSpellings
    }

    /// Adds the path `steps` ending at `target`; `spellings` remembers each key's other spellings.
    func insert(_ steps: [DocumentPositions.Step], target: Int, spellings: inout [String: Set<String>]) {
        var node = self
        for step in steps {
            switch step {
            case .key(let key):
                if let child = node.keys[key] {
                    node = child
                } else {
                    let others = spellings[key] ?? DocumentPositions.otherSpellings(of: key)
                    spellings[key] = others
                    let child = PathTrie(otherSpellings: others)
                    node.keys[key] = child
                    node = child
                }
            case .index(let index):
                if let child = node.indices[index] {
                    node = child
                } else {
                    let child = PathTrie(otherSpellings: [])
                    node.indices[index] = child
                    node = child
                }
            }
        }
        node.targets.append(target)
    }

    /// Every path target below and at this node (to forget what an overridden member gave).
    func forEachTarget(_ body: (Int) -> Void) {
        targets.forEach(body)
        keys.values.forEach { $0.forEachTarget(body) }
        indices.values.forEach { $0.forEachTarget(body) }
    }
}

/// Walks JSON that has already been decoded successfully; on anything unexpected it gives up
/// (returns false) rather than guess.
private struct PathScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var offsets: [Int]
    var index = 0

    init(bytes: UnsafeBufferPointer<UInt8>, offsets: [Int]) {
        self.bytes = bytes
        self.offsets = offsets
    }

    mutating func scanDocument(_ root: PathTrie) -> Bool {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        return scanValue([root])
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
            index += 1
        }
    }

    /// The nodes a value at these nodes stands for: an array where `components` is wanted is the
    /// root's components (a screen may be a bare array of components).
    private func expanded(_ nodes: [PathTrie], isArray: Bool) -> [PathTrie] {
        guard isArray else { return nodes }
        var all = nodes
        var next = nodes.compactMap { $0.keys["components"] }
        while !next.isEmpty {
            all += next
            next = next.compactMap { $0.keys["components"] }
        }
        return all
    }

    private mutating func scanValue(_ wanted: [PathTrie]) -> Bool {
        skipWhitespace()
        guard index < bytes.count else { return false }
        if wanted.isEmpty { return skipValue() }
        let nodes = expanded(wanted, isArray: bytes[index] == UInt8(ascii: "["))
        for node in nodes { for target in node.targets { offsets[target] = index } }
        switch bytes[index] {
        case UInt8(ascii: "{"): return scanObject(nodes)
        case UInt8(ascii: "["): return scanArray(nodes)
        default: return skipValue()
        }
    }

    private mutating func scanArray(_ nodes: [PathTrie]) -> Bool {
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return true }
        let anyWanted = nodes.contains { !$0.indices.isEmpty }
        var element = 0
        while true {
            let children = anyWanted ? nodes.compactMap { $0.indices[element] } : []
            guard scanValue(children) else { return false }
            skipWhitespace()
            guard index < bytes.count else { return false }
            if bytes[index] == UInt8(ascii: ",") { index += 1; element += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return true }
            return false
        }
    }

    private mutating func scanObject(_ nodes: [PathTrie]) -> Bool {
        index += 1
        let anyWanted = nodes.contains { !$0.keys.isEmpty }
        // Per wanted child: the best member so far (an exact key beats another spelling; among
        // equals the last one wins, as `location(ofPath:)` decides).
        var chosen: [ObjectIdentifier: Int] = [:]
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return true }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return false }
            var children: [PathTrie] = []
            if anyWanted {
                guard let key = readKey() else { return false }
                for node in nodes {
                    for (name, child) in node.keys {
                        let priority = name == key ? 2 : child.otherSpellings.contains(key) ? 1 : 0
                        let earlier = chosen[ObjectIdentifier(child)]
                        guard priority > 0, priority >= earlier ?? 0 else { continue }
                        chosen[ObjectIdentifier(child)] = priority
                        if earlier != nil { child.forEachTarget { offsets[$0] = -1 } }
                        children.append(child)
                    }
                }
            } else {
                guard skipString() else { return false }
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return false }
            index += 1
            guard scanValue(children) else { return false }
            skipWhitespace()
            guard index < bytes.count else { return false }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return true }
            return false
        }
    }

    /// A key with its escapes decoded.
    private mutating func readKey() -> String? {
        let start = index + 1
        guard skipString() else { return nil }
        let raw = UnsafeBufferPointer(rebasing: bytes[start..<index - 1])
        guard raw.contains(UInt8(ascii: "\\")) else { return String(decoding: raw, as: UTF8.self) }
        // Rare: let Foundation's JSON reader decode the escapes of this one string.
        let quoted = Data(bytes[(start - 1)..<index])
        return (try? JSONSerialization.jsonObject(with: quoted, options: [.fragmentsAllowed])) as? String
    }

    /// Steps over a string (at its opening quote).
    private mutating func skipString() -> Bool {
        index += 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""): index += 1; return true
            case UInt8(ascii: "\\"): index += 2
            default: index += 1
            }
        }
        return false
    }

    /// Steps over any value without looking inside.
    private mutating func skipValue() -> Bool {
        var depth = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                guard skipString() else { return false }
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                index += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                guard depth > 0 else { return true }
                depth -= 1
                index += 1
            case UInt8(ascii: ","), UInt8(ascii: ":"):
                guard depth > 0 else { return true }
                index += 1
            case 0x20, 0x0A, 0x0D, 0x09:
                guard depth > 0 else { return true }
                index += 1
            default:
                index += 1
            }
            if depth == 0, index > 0, bytes[index - 1] == UInt8(ascii: "}") || bytes[index - 1] == UInt8(ascii: "]") || bytes[index - 1] == UInt8(ascii: "\"") {
                return true
            }
        }
        return depth == 0
    }
}
