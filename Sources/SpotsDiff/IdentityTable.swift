/// An open-addressing hash set of element positions, keyed by identity hashes computed once per
/// element. A slot stores the high 32 bits of the hash (a tag compared before any identity
/// comparison) and the entry number + 1; 0 marks an empty slot. Linear probing, load factor <= 1/2.
///
/// Identity comparisons are supplied by the caller, so no identifier is ever copied into a key.
@usableFromInline
final class _IdentityTable {
    @usableFromInline let slots: UnsafeMutablePointer<UInt64>
    @usableFromInline let mask: Int
    @usableFromInline let capacity: Int

    @usableFromInline static let tagMask: UInt64 = 0xFFFF_FFFF_0000_0000
    @usableFromInline static let entryMask: UInt64 = 0x0000_0000_FFFF_FFFF

    /// A table for up to `maximumEntries` entries (entry numbers below `UInt32.max`).
    @inlinable
    init(maximumEntries: Int) {
        precondition(maximumEntries < Int(UInt32.max) - 1, "too many elements to diff")
        var capacity = 16
        while capacity < maximumEntries &* 2 { capacity &<<= 1 }
        self.capacity = capacity
        mask = capacity &- 1
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: 0, count: capacity)
    }

    deinit {
        slots.deallocate()
    }

    /// Returns the entry already stored with this hash for which `isSame(entry)` holds, or stores
    /// `entry` and returns `nil`.
    @inlinable
    func findOrInsert(hash: UInt64, entry: Int, isSame: (Int) -> Bool) -> Int? {
        let tag = hash & Self.tagMask
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let value = slots[slot]
            if value == 0 {
                slots[slot] = tag | UInt64(truncatingIfNeeded: entry &+ 1)
                return nil
            }
            if value & Self.tagMask == tag {
                let existing = Int(truncatingIfNeeded: value & Self.entryMask) &- 1
                if isSame(existing) { return existing }
            }
            slot = (slot &+ 1) & mask
        }
    }
}
