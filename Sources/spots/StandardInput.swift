import Foundation
import SpotsGtk
import SpotsModel

/// A screen given as `-`: read from standard input, bounded like a screen file, with relative
/// references resolved from the current folder.
enum StandardInput {
    /// What messages call the screen.
    static let name = "<stdin>"

    /// The folder relative images, templates and `open:` targets resolve from.
    static var location: ResourceLocation {
        ResourceLocation(baseDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
    }

    /// Everything on standard input, or an error (a `Diagnostic`) once it passes `limit` bytes (a pipe from a
    /// runaway generator must not fill the memory).
    static func read(limit: Int = ResourceLimits.screenFile) throws -> Data {
        var data = Data()
        let input = FileHandle.standardInput
        while true {
            let chunk = input.readData(ofLength: 1 << 16)
            if chunk.isEmpty { return data }
            data.append(chunk)
            if data.count > limit {
                throw Diagnostic(severity: .error, file: name,
                                 message: translated("standard input is larger than {size}, the limit for a screen",
                                                     ["size": ResourceLimits.describe(bytes: limit)]))
            }
        }
    }
}
