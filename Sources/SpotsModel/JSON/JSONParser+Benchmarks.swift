import Foundation

/// The parse step alone, for the benchmark's decode rows (`@_spi(Benchmarks) import SpotsModel`).
@_spi(Benchmarks)
public enum JSONParsing {
    /// Parses `data` into the tree the model builder reads, and returns how many values it holds.
    public static func countValues(in data: Data) throws -> Int {
        count(try JSONParser.parse(data))
    }

    private static func count(_ node: JSONNode) -> Int {
        switch node.value {
        case .array(let elements): return elements.reduce(1) { $0 + count($1) }
        case .object(let members): return members.reduce(1) { $0 + count($1.value) }
        case .null, .bool, .int, .double, .string, .items, .values: return 1
        }
    }
}
