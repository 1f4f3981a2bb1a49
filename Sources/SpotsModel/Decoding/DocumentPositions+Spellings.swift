extension DocumentPositions {
    /// Whether two keys are spellings of one setting of a component, item or layout (the legacy
    /// `type` for `kind`, kebab-case for camelCase), so a problem found on the model (its path says
    /// `kind`) still points at the key the file uses.
    static func sameSetting(_ key: String, _ other: String) -> Bool {
        func same<Key: DocumentKeys>(_: Key.Type) -> Bool {
            guard let first = Key.spellings[key], let second = Key.spellings[other] else { return false }
            return first == second
        }
        return same(ComponentKey.self) || same(ItemKey.self) || same(LayoutKey.self)
    }

    /// Every key but `key` for which `sameSetting(key, _:)` holds.
    static func otherSpellings(of key: String) -> Set<String> {
        func others<Key: DocumentKeys>(_: Key.Type) -> [String] {
            guard let setting = Key.spellings[key] else { return [] }
            return Key.spellings.filter { $0.value == setting && $0.key != key }.map(\.key)
        }
        return Set(others(ComponentKey.self) + others(ItemKey.self) + others(LayoutKey.self))
    }
}
