import Foundation
import SpotsGtk
import XCTest

/// The demo is compiled in from Data/demo; this catches a forgotten `Scripts/embed-demo.py`.
final class DemoDataTests: XCTestCase {
    func testCompiledInDemoMatchesDataFolder() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.appendingPathComponent("Data/demo")
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
        var onDisk: [String: Data] = [:]
        for case let url as URL in enumerator where !url.hasDirectoryPath {
            let relative = String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))
            onDisk[relative] = try Data(contentsOf: url)
        }
        let embedded = DemoScreen.files
        XCTAssertEqual(Set(embedded.keys), Set(onDisk.keys), "run Scripts/embed-demo.py")
        for (name, data) in onDisk {
            let trimmed = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .newlines)
            XCTAssertEqual(embedded[name].map { String(decoding: $0, as: UTF8.self) }, trimmed, "\(name) is stale: run Scripts/embed-demo.py")
        }
    }
}
