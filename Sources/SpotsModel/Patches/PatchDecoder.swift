import Foundation

/// A decoded patch and what was odd about its file (unknown keys…).
public struct DecodedPatch: Sendable {
    public var patch: ScreenPatch
    public var warnings: [Diagnostic]
}

/// Reads a patch document (`{"patch": [ … ], "variables": { … }}`) with the screen decoder's
/// rules for its items; malformed JSON or a change that is not one throws a positioned `Diagnostic`.
public struct PatchDecoder: Sendable {
    public init() {}

    public func decode(_ data: Data, file: String? = nil) throws -> DecodedPatch {
        let root: JSONNode
        do {
            root = try JSONParser.parse(data, buildingItems: true)
        } catch let error as JSONSyntaxError {
            let (line, column) = SourceLocator(data).location(of: error.offset)
            throw Diagnostic(severity: .error, file: file, line: line, column: column, message: error.message)
        }
        let builder = ModelBuilder(file: file, locator: SourceLocator(data), errorHandling: .stop)
        let patch = try builder.patch(from: root)
        return DecodedPatch(patch: patch, warnings: builder.diagnostics)
    }

    /// Whether `data` looks like a patch document rather than a screen: an object with "patch".
    public static func isPatch(_ data: Data) -> Bool {
        guard let root = try? JSONParser.parse(data, buildingItems: false), case .object(let members) = root.value else { return false }
        return members.contains { $0.key == "patch" }
    }
}
