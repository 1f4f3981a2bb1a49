/// The first position of each identifier among siblings, so a repeated one can be reported.
///
/// An open-addressing table sized once for all siblings: a list of 100,000 items costs one
/// allocation and one hash per item, where a growing `Dictionary` re-hashed every key at each
/// doubling. Identifiers that are increasing numbers (the usual 0, 1, 2, …) cannot repeat, so
/// they are only collected until one is not, and hashed then. Numbers are mixed with a per-process random seed (strings go through the seeded
/// `Hasher`), so identifiers crafted to collide cannot make lookups quadratic.
struct IdentifierPositions {
    /// A slot holds the hash's high 32 bits and the entry number + 1; 0 is an empty slot.
    private var slots: [UInt64] = []
    private var entries: [(identifier: ItemIdentifier, position: Int)] = []
    private var mask = 0
    private let expectedCount: Int
    /// Every identifier so far is a number greater than the one before (the table is not built).
    private var increasing = true
    private var lastNumber = 0

    private static let seed = UInt64.random(in: .min ... .max)
    private static let tagMask: UInt64 = 0xFFFF_FFFF_0000_0000

    /// A table for about `expectedCount` identifiers; it grows past that if it must.
    init(expectedCount: Int) {
        self.expectedCount = expectedCount
    }

    /// The position recorded for an equal identifier, or nil after recording `position` for it.
    mutating func firstPosition(of identifier: ItemIdentifier, recording position: Int) -> Int? {
        if increasing {
            if case .number(let number) = identifier, entries.isEmpty || number > lastNumber {
                if entries.isEmpty { entries.reserveCapacity(expectedCount) }
                lastNumber = number
                entries.append((identifier, position))
                return nil
            }
            increasing = false
        }
        if entries.count * 2 >= slots.count { grow() }
        let hash = Self.hash(identifier)
        let tag = hash & Self.tagMask
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let value = slots[slot]
            if value == 0 {
                slots[slot] = tag | UInt64(entries.count + 1)
                entries.append((identifier, position))
                return nil
            }
            if value & Self.tagMask == tag {
                let entry = entries[Int(truncatingIfNeeded: value & ~Self.tagMask) - 1]
                if entry.identifier == identifier { return entry.position }
            }
            slot = (slot + 1) & mask
        }
    }

    private mutating func grow() {
        var capacity = 16
        while capacity < max(expectedCount, entries.count + 1) * 2 { capacity <<= 1 }
        slots = [UInt64](repeating: 0, count: capacity)
        mask = capacity - 1
        entries.reserveCapacity(max(expectedCount, entries.count + 1))
        for (number, entry) in entries.enumerated() {
            let hash = Self.hash(entry.identifier)
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = hash & Self.tagMask | UInt64(number + 1)
        }
    }

    private static func hash(_ identifier: ItemIdentifier) -> UInt64 {
        switch identifier {
        case .number(let value):
            return mix(UInt64(bitPattern: Int64(value)) &+ seed)
        case .string(let text):
            var hasher = Hasher()
            hasher.combine(text)
            return mix(UInt64(bitPattern: Int64(hasher.finalize())))
        }
    }

    /// SplitMix64's finalizer: every input bit reaches both the slot (low bits) and the tag (high bits).
    private static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
