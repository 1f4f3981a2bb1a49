import Foundation
@testable import SpotsApp
import SpotsGtk
import XCTest

/// The demo is compiled in from Data/demo; this catches a forgotten `Scripts/embed-demo.py`.
final class DemoDataTests: XCTestCase {
    func testCompiledInDemoMatchesDataFolder() throws {
        let root = Repository.root
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

/// Every screen the demo leads to is there.
final class DemoTargetsTests: XCTestCase {
    func testEveryOpenTargetAndNextPageOfTheDemoExists() throws {
        let screens = DemoScreen.files.keys.filter { $0.hasSuffix(".json") }.sorted()
        XCTAssertTrue(screens.contains("trips/lisbon.json"))
        for path in screens {
            let loaded = try ScreenLoader.load(.embedded(path))
            let found = ScreenChecks(file: path, location: loaded.location).warnings(for: loaded.screen)
            XCTAssertTrue(found.isEmpty, "\(path): \(found.diagnostics(positionedIn: Data()).map(\.description))")
        }
    }

    func testAMissingTargetIsReportedWithItsPosition() throws {
        let folder = TemporaryFolder()
        let path = folder.write("""
        {"pagination": {"next": "page-2.json"},
         "components": [{"type": "list", "items": [
           {"title": "Go", "action": "open:nowhere.json"}]}]}
        """, to: "screen.json")
        let loaded = try ScreenLoader.load(path: path)
        let rendered = loaded.warnings.map(\.description)
        XCTAssertTrue(rendered.contains { $0.hasPrefix("\(path):3:30: warning: the screen to open \"nowhere.json\" not found") }, "\(rendered)")
        XCTAssertTrue(rendered.contains { $0.hasPrefix("\(path):1:25: warning: the next page \"page-2.json\" not found") }, "\(rendered)")
    }
}
