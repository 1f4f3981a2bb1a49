/// How numbers are written: in JSON output, in messages, and when a number stands for text.
enum NumberText {
    /// Whole numbers without a fraction (`5`, not `5.0`); others in the shortest form that reads
    /// back to the same Double (`0.1`, `1e-07`). Callers writing JSON handle infinity and NaN.
    static func format(_ value: Double) -> String {
        if let integer = wholeNumber(value) { return String(integer) }
        return value.description
    }

    /// The value as an Int when it is whole and small enough to print exactly.
    static func wholeNumber(_ value: Double) -> Int? {
        guard value.rounded() == value, abs(value) < 1e15 else { return nil }
        return Int(value)
    }
}
