import Foundation
@testable import SpotsApp

/// A folder that exists for one test and is removed afterwards.
final class TemporaryFolder {
    let url: URL

    init(_ name: String = "spots-test") {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(getpid())-\(UUID().uuidString.prefix(8))")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    @discardableResult
    func write(_ text: String, to name: String) -> String {
        let path = path(name)
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return path
    }
}
