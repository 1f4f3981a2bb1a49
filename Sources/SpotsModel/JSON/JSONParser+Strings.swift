import Foundation

extension JSONParser {
    /// Parses the string starting at the current '"'. Strings without escapes (nearly all of them)
    /// are made straight from the source bytes; escapes go through a buffer.
    mutating func parseString() throws -> String {
        let open = index
        index += 1
        let start = index
        while index < bytes.count {
            // Plain ASCII text eight bytes at a time, to the first byte that needs a look.
            if let word = ASCII.word(in: bytes, at: index) {
                let stops = ASCII.stringStops(in: word)
                guard stops != 0 else { index += 8; continue }
                index += stops.trailingZeroBitCount / 8
            }
            let byte = bytes[index]
            if byte == ASCII.quote {
                // Up to 15 bytes a string is stored inline: nothing to share, no call to make.
                let text = index - start <= 15 ? Self.string(copying: UnsafeBufferPointer(rebasing: bytes[start..<index])) : sharedString(start..<index)
                index += 1
                return text
            }
            if byte == ASCII.backslash {
                return try parseEscapedString(open: open, start: start)
            }
            if byte < ASCII.space { throw controlCharacterError(byte, open: open) }
            index += byte < 0x80 ? 1 : try validUTF8SequenceLength()
        }
        throw JSONSyntaxError(offset: open, message: translated("unterminated string"))
    }

    /// The string of the already validated bytes in `range` (so decoding never repairs anything),
    /// the same storage as an equal string read shortly before: a large screen repeats its
    /// subtitles, kinds, badges and image folders thousands of times, and each copy was an
    /// allocation. Only for strings over 15 bytes (shorter ones are stored inline: `parseString`
    /// makes them without this call); longer ones than 256 are rarely repeated and made afresh.
    private mutating func sharedString(_ range: Range<Int>) -> String {
        let count = range.count
        assert(count > 15, "a string stored inline has nothing to share")
        guard count <= 256 else {
            return Self.string(copying: UnsafeBufferPointer(rebasing: bytes[range]))
        }
        if recentStrings.isEmpty { recentStrings = Array(repeating: "", count: Self.recentStringSlots) }
        // The length and the first and last eight bytes choose the slot; equal bytes decide.
        let base = bytes.baseAddress! + range.lowerBound
        let head = UnsafeRawPointer(base).loadUnaligned(as: UInt64.self)
        let tail = UnsafeRawPointer(base + count - 8).loadUnaligned(as: UInt64.self)
        var mixed = (head &* 0x9E37_79B9_7F4A_7C15) ^ (tail &+ UInt64(count)) &* 0xC2B2_AE3D_27D4_EB4F
        mixed ^= mixed >> 29
        let slot = Int(truncatingIfNeeded: mixed) & (Self.recentStringSlots - 1)
        let candidate = recentStrings[slot]
        if candidate.utf8.count == count,
           candidate.utf8.withContiguousStorageIfAvailable({ memcmp($0.baseAddress!, base, count) == 0 }) == true {
            return candidate
        }
        let text = Self.string(copying: UnsafeBufferPointer(start: base, count: count))
        recentStrings[slot] = text
        return text
    }

    /// How many recent strings `sharedString` remembers (a power of two).
    static let recentStringSlots = 1024

    /// A string of `utf8`, already validated byte by byte, so making it never repairs anything.
    /// Copied into the string's own storage: up to 15 ASCII bytes that is the string itself, with
    /// no second pass over the bytes (`String(decoding:as:)` checks them again, then copies them).
    @inline(__always)
    private static func string(copying utf8: UnsafeBufferPointer<UInt8>) -> String {
        guard let source = utf8.baseAddress, !utf8.isEmpty else { return "" }
        return String(unsafeUninitializedCapacity: utf8.count) { target in
            target.baseAddress!.initialize(from: source, count: utf8.count)
            return utf8.count
        }
    }

    private mutating func parseEscapedString(open: Int, start: Int) throws -> String {
        var buffer = Array(bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            if byte == ASCII.quote {
                index += 1
                return String(decoding: buffer, as: UTF8.self)
            }
            if byte == ASCII.backslash {
                try appendEscape(to: &buffer, open: open)
            } else if byte < ASCII.space {
                throw controlCharacterError(byte, open: open)
            } else {
                let length = byte < 0x80 ? 1 : try validUTF8SequenceLength()
                buffer.append(contentsOf: bytes[index..<index + length])
                index += length
            }
        }
        throw JSONSyntaxError(offset: open, message: translated("unterminated string"))
    }

    /// The length of the well-formed UTF-8 sequence at `index` (Unicode's table 3-7: no overlong
    /// forms, no surrogates, nothing past U+10FFFF), or an error pointing at it.
    private func validUTF8SequenceLength() throws -> Int {
        let lead = bytes[index]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        default: throw invalidUTF8()
        }
        guard index + length <= bytes.count, secondRange.contains(bytes[index + 1]) else { throw invalidUTF8() }
        for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 {
            throw invalidUTF8()
        }
        return length
    }

    private func invalidUTF8() -> JSONSyntaxError {
        JSONSyntaxError(offset: index, message: translated("invalid UTF-8 byte 0x{byte} in string", ["byte": String(bytes[index], radix: 16, uppercase: true)]))
    }

    /// A raw line break almost always means a missing closing quote, so say that, at the break.
    private func controlCharacterError(_ byte: UInt8, open: Int) -> JSONSyntaxError {
        if byte == ASCII.newline || byte == ASCII.carriageReturn {
            return JSONSyntaxError(offset: index, message: translated("unterminated string: expected '\"' before the end of the line"))
        }
        return JSONSyntaxError(offset: index, message: translated("control character {code} in string must be escaped", ["code": ASCII.codePoint(UInt32(byte))]))
    }

    private mutating func appendEscape(to buffer: inout [UInt8], open: Int) throws {
        let escape = index
        guard index + 1 < bytes.count else { throw JSONSyntaxError(offset: open, message: translated("unterminated string")) }
        let letter = bytes[index + 1]
        index += 2
        switch letter {
        case ASCII.quote, ASCII.backslash, ASCII.slash: buffer.append(letter)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(ASCII.newline)
        case UInt8(ascii: "r"): buffer.append(ASCII.carriageReturn)
        case UInt8(ascii: "t"): buffer.append(ASCII.tab)
        case UInt8(ascii: "u"):
            let scalar = try parseUnicodeEscape(at: escape)
            UTF8.encode(scalar) { buffer.append($0) }
        default:
            let shown = letter > ASCII.space && letter < 0x7F ? "\\\(Character(Unicode.Scalar(letter)))" : translated("'\\' followed by {code}", ["code": ASCII.codePoint(UInt32(letter))])
            throw JSONSyntaxError(offset: escape, message: translated("invalid escape {escape}", ["escape": shown]))
        }
    }

    /// `\uXXXX` (the `\u` already consumed), joining a surrogate pair into one scalar.
    private mutating func parseUnicodeEscape(at escape: Int) throws -> Unicode.Scalar {
        let first = try readHex4(escape: escape)
        switch first {
        case 0xD800...0xDBFF:
            if index + 1 < bytes.count, bytes[index] == ASCII.backslash, bytes[index + 1] == UInt8(ascii: "u") {
                let secondEscape = index
                index += 2
                let second = try readHex4(escape: secondEscape)
                if (0xDC00...0xDFFF).contains(second) {
                    return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))!
                }
            }
            throw JSONSyntaxError(offset: escape, message: translated("unpaired surrogate \\u{code} in string", ["code": String(first, radix: 16, uppercase: true)]))
        case 0xDC00...0xDFFF:
            throw JSONSyntaxError(offset: escape, message: translated("unpaired surrogate \\u{code} in string", ["code": String(first, radix: 16, uppercase: true)]))
        default:
            return Unicode.Scalar(first)!
        }
    }

    private mutating func readHex4(escape: Int) throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = ASCII.hexValue(bytes[index]) else {
                throw JSONSyntaxError(offset: escape, message: translated("invalid escape: expected 4 hex digits after \\u"))
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }
}
