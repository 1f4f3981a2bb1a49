extension JSONParser {
    /// Exact powers of ten a Double holds; with a significand below 2^53 they give correctly
    /// rounded results in one multiplication or division (Clinger's fast path).
    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// Parses a number per the JSON grammar. Integers that fit `Int` stay exact.
    mutating func parseNumber() throws -> JSONNode.Value {
        if let integer = parseShortInteger() { return .int(integer) }
        let start = index
        let negative = bytes[index] == ASCII.minus
        if negative { index += 1 }
        guard index < bytes.count, ASCII.isDigit(bytes[index]) else {
            throw JSONSyntaxError(offset: start, message: translated("invalid number: expected a digit after '-'"))
        }

        var significand: UInt64 = 0
        var exponent = 0          // decimal exponent applied to `significand`
        var truncated = false     // more digits than UInt64 holds
        var isInteger = true

        if bytes[index] == ASCII.zero {
            index += 1
            if index < bytes.count, ASCII.isDigit(bytes[index]) {
                throw JSONSyntaxError(offset: start, message: translated("invalid number: leading zeros are not allowed"))
            }
        } else {
            while index < bytes.count, ASCII.isDigit(bytes[index]) {
                if !truncated, let next = Self.appendingDigit(bytes[index], to: significand) {
                    significand = next
                } else {
                    truncated = true
                    exponent += 1
                }
                index += 1
            }
        }
        if index < bytes.count, bytes[index] == ASCII.dot {
            isInteger = false
            index += 1
            guard index < bytes.count, ASCII.isDigit(bytes[index]) else {
                throw JSONSyntaxError(offset: start, message: translated("invalid number: expected a digit after '.'"))
            }
            while index < bytes.count, ASCII.isDigit(bytes[index]) {
                if !truncated, let next = Self.appendingDigit(bytes[index], to: significand) {
                    significand = next
                    exponent -= 1
                } else {
                    truncated = true
                }
                index += 1
            }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            isInteger = false
            index += 1
            var exponentSign = 1
            if index < bytes.count, bytes[index] == ASCII.minus || bytes[index] == ASCII.plus {
                if bytes[index] == ASCII.minus { exponentSign = -1 }
                index += 1
            }
            guard index < bytes.count, ASCII.isDigit(bytes[index]) else {
                throw JSONSyntaxError(offset: start, message: translated("invalid number: expected a digit in the exponent"))
            }
            var written = 0
            while index < bytes.count, ASCII.isDigit(bytes[index]) {
                if written < 1_000_000 { written = written * 10 + Int(bytes[index] - ASCII.zero) }
                index += 1
            }
            exponent += exponentSign * written
        }

        if isInteger, !truncated {
            if significand <= UInt64(Int.max) {
                return .int(negative ? -Int(significand) : Int(significand))
            }
            if negative, significand == UInt64(Int.max) + 1 { return .int(Int.min) }
        }
        if !truncated, significand <= 1 << 53, abs(exponent) < Self.exactPowersOfTen.count {
            var value = Double(significand)
            value = exponent < 0 ? value / Self.exactPowersOfTen[-exponent] : value * Self.exactPowersOfTen[exponent]
            return .double(negative ? -value : value)
        }
        // Rare: long significands or large exponents. The grammar was checked above, so the
        // platform's correctly rounding conversion always succeeds.
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw JSONSyntaxError(offset: start, message: translated("number {number} is out of range", ["number": text]))
        }
        return .double(value)
    }

    /// The common case, an integer of at most 18 digits without a leading zero (identifiers,
    /// sizes): read without overflow checks. Nil, with the index unchanged, for anything else,
    /// which the full grammar then reads.
    @inline(__always)
    mutating func parseShortInteger() -> Int? {
        var next = index
        let negative = bytes[next] == ASCII.minus
        if negative { next += 1 }
        guard next < bytes.count, bytes[next] != ASCII.zero else { return nil }
        let first = next
        var value = 0
        while next < bytes.count, ASCII.isDigit(bytes[next]), next - first < 18 {
            value = value &* 10 &+ Int(bytes[next] &- ASCII.zero)
            next += 1
        }
        guard next > first else { return nil }
        if next < bytes.count {
            let after = bytes[next]
            guard !ASCII.isDigit(after), after != ASCII.dot, after | 0x20 != UInt8(ascii: "e") else { return nil }
        }
        index = next
        return negative ? -value : value
    }

    @inline(__always)
    private static func appendingDigit(_ digit: UInt8, to value: UInt64) -> UInt64? {
        let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
        let (sum, overflow2) = times10.addingReportingOverflow(UInt64(digit - ASCII.zero))
        return overflow1 || overflow2 ? nil : sum
    }

    /// Reads a whole string as a JSON number (surrounding whitespace allowed): how `"span": "1"`
    /// and `"width": "120.5"` are coerced. Nil when the text is not exactly one number.
    static func number(in text: String) -> JSONNode.Value? {
        let utf8 = Array(text.utf8)
        return utf8.withUnsafeBufferPointer { buffer -> JSONNode.Value? in
            var parser = JSONParser(bytes: buffer)
            parser.skipWhitespace()
            guard parser.index < buffer.count,
                  buffer[parser.index] == ASCII.minus || ASCII.isDigit(buffer[parser.index]),
                  let value = try? parser.parseNumber() else { return nil }
            parser.skipWhitespace()
            return parser.index == buffer.count ? value : nil
        }
    }
}
