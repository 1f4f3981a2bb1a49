/// The bytes the JSON grammar is made of.
enum ASCII {
    static let tab: UInt8 = 0x09
    static let newline: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let quote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")
    static let slash = UInt8(ascii: "/")
    static let comma = UInt8(ascii: ",")
    static let colon = UInt8(ascii: ":")
    static let minus = UInt8(ascii: "-")
    static let plus = UInt8(ascii: "+")
    static let dot = UInt8(ascii: ".")
    static let zero = UInt8(ascii: "0")
    static let nine = UInt8(ascii: "9")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte &- zero < 10 }

    // MARK: Eight bytes at a time

    /// The eight bytes at `offset` as one word, the first byte lowest; nil when fewer are left.
    @inline(__always)
    static func word(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64? {
        guard offset + 8 <= bytes.count else { return nil }
        return UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self))
    }

    /// A bit for each byte JSON takes as whitespace (space, tab, line feed, carriage return),
    /// the bit of byte b at `1 << b`.
    static let whitespaceMask: UInt64 = 1 << space | 1 << tab | 1 << newline | 1 << carriageReturn

    /// How many of the eight bytes at `offset` are spaces before the first that is not (8 when all
    /// are); nil when fewer than eight bytes are left.
    @inline(__always)
    static func leadingSpaces(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int? {
        guard let word = word(in: bytes, at: offset) else { return nil }
        return (word ^ 0x2020_2020_2020_2020).trailingZeroBitCount / 8
    }

    /// The high bit set in the lowest byte of `word` that ends or interrupts a plain run of string
    /// text ('"', '\\', a control character or a non-ASCII byte), 0 when there is none. Bytes
    /// above the lowest one found may be flagged wrongly (a borrow); only the lowest is exact.
    @inline(__always)
    static func stringStops(in word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func zeroBytes(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highs }
        let controls = (word &- ones &* 0x20) & ~word & highs
        return zeroBytes(word ^ (ones &* UInt64(quote))) | zeroBytes(word ^ (ones &* UInt64(backslash))) | controls | (word & highs)
    }

    /// The high bit set in the lowest byte of `word` that is '"', '[', ']', '{' or '}' (what
    /// stepping over a value must look at), 0 when there is none; only the lowest is exact.
    @inline(__always)
    static func structureStops(in word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func zeroBytes(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highs }
        // Setting bit 5 makes '[' a '{' and ']' a '}', and no other byte either.
        let folded = word | (ones &* 0x20)
        return zeroBytes(word ^ (ones &* UInt64(quote))) | zeroBytes(folded ^ (ones &* UInt64(openBrace)))
            | zeroBytes(folded ^ (ones &* UInt64(closeBrace)))
    }

    /// Letters, digits and '_': what a bare word (`tru`, `NaN`, `undefined`) is made of.
    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), zero...nine, UInt8(ascii: "_"):
            return true
        default:
            return false
        }
    }

    /// The value of a hex digit, or nil.
    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case zero...nine: return UInt32(byte - zero)
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    /// `U+000A` style, for characters a message cannot show.
    static func codePoint(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
