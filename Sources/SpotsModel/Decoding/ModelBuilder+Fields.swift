/// The members of one JSON object sorted into the settings they set (last one wins).
struct Fields<Key: DocumentKeys> {
    /// The most settings an object kind may have: positions live inline, so sorting the members
    /// of each of a large document's objects allocates nothing.
    static var capacity: Int { 32 }

    private let all: [JSONMember]
    /// Per setting, the position of its member in `all`, or -1.
    fileprivate var positions = InlineArray<32, Int32>(repeating: -1)
    /// Members whose key is not a known spelling, in document order.
    fileprivate(set) var unknown: [JSONMember] = []

    fileprivate init(_ members: [JSONMember]) {
        precondition(Key.keyCount <= Self.capacity, "\(Key.self) has more settings than Fields holds")
        all = members
    }

    /// The member for `key`, null values included (`read` treats null as absent).
    subscript(key: Key) -> JSONMember? {
        let position = positions[key.rawValue]
        return position < 0 ? nil : all[Int(position)]
    }

    /// Present with a non-null value.
    func has(_ key: Key) -> Bool {
        let position = positions[key.rawValue]
        return position >= 0 && !all[Int(position)].value.isNull
    }
}

extension ModelBuilder {
    /// Sorts an object's members by setting. Unknown keys warn unless the caller handles them;
    /// a setting given twice, under one spelling or two, warns and keeps the last.
    func fields<Key: DocumentKeys>(of members: [JSONMember], as _: Key.Type = Key.self,
                                   warnUnknown: Bool = true) -> Fields<Key> {
        var fields = Fields<Key>(members)
        for (position, member) in members.enumerated() {
            guard let key = Key.spellingTable.key(for: member.key) else {
                fields.unknown.append(member)
                if warnUnknown {
                    let suggestion = Self.suggestion(for: member.key, among: Key.spellings.keys)
                        .map { translated("; did you mean \"{key}\"?", ["key": $0]) } ?? ""
                    warn(translated("unknown key \"{key}\" {place}", ["key": member.key, "place": Key.placeInMessages]) + suggestion,
                         at: member.keyOffset, key: member.key)
                }
                continue
            }
            if let previous = fields[key] {
                let message = previous.key == member.key
                    ? translated("duplicate key \"{key}\"; the last one wins", ["key": member.key])
                    : translated("\"{key}\" sets the same as \"{other}\"; the last one wins", ["key": member.key, "other": previous.key])
                warn(message, at: member.keyOffset, key: member.key)
            }
            fields.positions[key.rawValue] = Int32(position)
        }
        return fields
    }

    /// Runs `body` on a member's value with its key on the path; nil when absent or null.
    func read<T>(_ member: JSONMember?, _ body: (JSONNode) throws -> T?) rethrows -> T? {
        guard let member, !member.value.isNull else { return nil }
        path.push(.key(member.key))
        defer { path.pop() }
        return try body(member.value)
    }

    /// Runs `body` on each element with its index on the path.
    func readElements<T>(_ elements: [JSONNode], _ body: (JSONNode, Int) throws -> T) rethrows -> [T] {
        var result: [T] = []
        result.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            path.push(.index(index))
            defer { path.pop() }
            result.append(try body(element, index))
        }
        return result
    }
}

extension ModelBuilder {
    /// The known key `key` was most likely meant to be (a typo: at most two letters added, left out,
    /// changed or swapped, and fewer than a third of the key), or nil when none is close.
    static func suggestion(for key: String, among known: some Sequence<String>) -> String? {
        let typed = Array(key.lowercased().unicodeScalars)
        guard typed.count >= 3, typed.count <= 64 else { return nil }
        var best: (spelling: String, distance: Int)?
        for spelling in known.sorted() {
            let candidate = Array(spelling.lowercased().unicodeScalars)
            guard abs(candidate.count - typed.count) <= 2 else { continue }
            let distance = editDistance(typed, candidate)
            if distance <= min(2, max(1, typed.count / 3)), distance < (best?.distance ?? .max) {
                best = (spelling, distance)
            }
        }
        return best?.spelling
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and swaps of
    /// neighbours each count one.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
