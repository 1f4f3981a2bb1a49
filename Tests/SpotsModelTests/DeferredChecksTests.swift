import Foundation
import SpotsModel
import XCTest

/// Checks left for after a large screen is shown need not hold its document: they ask for it only
/// when they found something to position.
final class DeferredChecksTests: XCTestCase {
    private let location = ResourceLocation(baseDirectory: URL(fileURLWithPath: "/nonexistent-spots-folder/"))

    private func checks(_ json: String) throws -> ScreenValidator.DeferredChecks {
        try ScreenValidator.decodeLeavingChecks(Data(json.utf8), file: "s.json", location: location).checks
    }

    func testWithoutTheDocumentTheWarningsArePositionedInWhatIsReadAgain() throws {
        let json = """
        {"components": [{"items": [
          {"title": "a", "image": "missing.png"},
          {"title": "b", "action": "open:nowhere.json"}
        ]}]}
        """
        let deferred = try checks(json)
        let kept = deferred.run()
        XCTAssertEqual(kept.count, 2)
        XCTAssertEqual(kept.map(\.line), [2, 3])
        var reads = 0
        let again = deferred.withoutDocument().run(readingAgain: {
            reads += 1
            return Data(json.utf8)
        })
        XCTAssertEqual(again, kept)
        XCTAssertEqual(reads, 1)
        let unread = deferred.withoutDocument().run(readingAgain: { nil })
        XCTAssertEqual(unread.map(\.message), kept.map(\.message), "the same warnings, without a line and column")
        XCTAssertEqual(unread.map(\.line), [nil, nil])
    }

    func testACleanScreenIsNotReadAgain() throws {
        let deferred = try checks(#"{"components": [{"items": [{"title": "a"}, {"title": "b"}]}]}"#)
        var reads = 0
        XCTAssertEqual(deferred.withoutDocument().run(readingAgain: {
            reads += 1
            return nil
        }), [])
        XCTAssertEqual(reads, 0)
    }
}
