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

    /// Whether `data` looks like a patch document rather than a screen: an object with "patch"
    /// and no "components". Only a body that has the bytes `"patch"` is parsed for it, so asking
    /// about a long screen costs one scan.
    public static func isPatch(_ data: Data) -> Bool {
        guard mentionsPatchKey(data) else { return false }
        guard let root = try? JSONParser.parse(data, buildingItems: false), case .object(let members) = root.value else { return false }
        return members.contains { $0.key == "patch" } && !members.contains { $0.key == "components" }
    }

    /// Whether `data` has the bytes `"patch"`, found with `memchr` (generic `Data` searching reads
    /// a byte at a time).
    private static func mentionsPatchKey(_ data: Data) -> Bool {
        let key = Array("\"patch\"".utf8)
        return data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Bool in
            guard let base = bytes.baseAddress, bytes.count >= key.count else { return false }
            var offset = 0
            while offset <= bytes.count - key.count,
                  let quote = memchr(base + offset, Int32(key[0]), bytes.count - key.count + 1 - offset) {
                let index = base.distance(to: UnsafeRawPointer(quote))
                if memcmp(base + index, key, key.count) == 0 { return true }
                offset = index + 1
            }
            return false
        }
    }
}
