/// The spellings of one kind of object's keys, looked up by length and then by comparing the
/// text: cheaper than hashing the key of every member of a large document.
struct SpellingTable<Key: DocumentKeys>: Sendable {
    /// Spellings sorted by UTF-8 length; `starts[n]..<starts[n + 1]` are those of length n.
    private let entries: [(spelling: String, key: Key)]
    private let starts: [Int]

    init(_ spellings: [String: Key]) {
        let sorted = spellings.map { (spelling: $0.key, key: $0.value) }.sorted { $0.spelling.utf8.count < $1.spelling.utf8.count }
        let longest = sorted.last?.spelling.utf8.count ?? 0
        var starts = [Int](repeating: sorted.count, count: longest + 2)
        for (index, entry) in sorted.enumerated().reversed() { starts[entry.spelling.utf8.count] = index }
        for length in stride(from: longest, through: 0, by: -1) where starts[length] > starts[length + 1] {
            starts[length] = starts[length + 1]
        }
        entries = sorted
        self.starts = starts
    }

    /// The setting `spelling` names, or nil for an unknown key.
    func key(for spelling: String) -> Key? {
        let length = spelling.utf8.count
        guard length + 1 < starts.count else { return nil }
        for index in starts[length]..<starts[length + 1] where entries[index].spelling == spelling {
            return entries[index].key
        }
        return nil
    }
}
