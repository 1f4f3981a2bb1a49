import Foundation
import XCTest
@testable import SpotsModel

/// Every file in Tests/Fixtures/hostile validates without crashing and reports exactly the problems
/// in its `.expected` file (one `Diagnostic` description a line, file names without folders).
/// `SPOTS_RECORD_HOSTILE=1` writes the `.expected` files from what the decoder says now.
final class HostileCorpusTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/hostile")

    static var fixtures: [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0) }
    }

    func testEveryHostileFileValidatesAsExpected() throws {
        let fixtures = Self.fixtures
        XCTAssertGreaterThanOrEqual(fixtures.count, 10)
        let record = ProcessInfo.processInfo.environment["SPOTS_RECORD_HOSTILE"] == "1"
        for url in fixtures {
            let data = try Data(contentsOf: url)
            let problems = ScreenDecoder().validate(data, file: url.lastPathComponent).map(\.description)
            let expectedURL = url.deletingPathExtension().appendingPathExtension("expected")
            if record {
                try (problems.joined(separator: "\n") + "\n").write(to: expectedURL, atomically: true, encoding: .utf8)
                continue
            }
            let expected = (try? String(contentsOf: expectedURL, encoding: .utf8))?
                .split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
            XCTAssertEqual(problems, expected ?? ["(no .expected file)"], url.lastPathComponent)
        }
    }

    /// Decoding (not only validation) never traps and leaves every number in GTK's range.
    func testDecodedHostileNumbersAreInRange() throws {
        for url in Self.fixtures {
            guard let decoded = try? ScreenDecoder().decode(Data(contentsOf: url), file: url.lastPathComponent) else { continue }
            visit(decoded.screen.components) { component in
                XCTAssertEqual(SizeLimits.clamp(component.layout), component.layout, url.lastPathComponent)
                if let size = component.size { XCTAssertEqual(SizeLimits.clamp(size), size) }
                XCTAssertLessThanOrEqual(component.amountOfItemsToCache, SizeLimits.maximumItemsToCache)
                for item in component.items {
                    XCTAssertEqual(SizeLimits.clamp(item.size), item.size, url.lastPathComponent)
                }
            }
        }
    }

    private func visit(_ components: [ComponentModel], _ body: (ComponentModel) -> Void) {
        for component in components {
            body(component)
            for item in component.items { visit(item.children, body) }
        }
    }
}
