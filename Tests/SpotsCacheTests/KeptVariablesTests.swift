import Foundation
import SpotsModel
import XCTest
@testable import SpotsCache

/// The variables a reader set, kept with the values declared then: what comes back, what a
/// changed declaration drops, and a file that is not ours.
final class KeptVariablesTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("spots-kept-\(UUID().uuidString)", isDirectory: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func testOnlyTheValuesThatDifferFromTheirDeclarationAreKept() {
        let kept = KeptVariables(values: ["count": .number(3), "name": .string("Ana"), "list": .array([.number(1), .number(2)])],
                                  declared: ["count": .number(0), "name": .string("Ana"), "list": .array([])])
        XCTAssertEqual(kept.values, ["count": .number(3), "list": .array([.number(1), .number(2)])])
        XCTAssertEqual(kept.declared, ["count": .number(0), "list": .array([])])
    }

    func testAChangedOrRemovedDeclarationStartsAfresh() {
        let kept = KeptVariables(values: ["count": .number(3), "query": .string("ki"), "gone": .bool(true)],
                                 declared: ["count": .number(0), "query": .string(""), "gone": .bool(false)])
        XCTAssertEqual(kept.values(forDeclared: ["count": .number(10), "query": .string("")]), ["query": .string("ki")])
    }

    func testKeptVariablesRoundTripAndNothingToKeepRemovesTheFile() throws {
        let cache = ViewStateCache.variables(ofScreen: "/home/ana/counter.json", directory: folder)
        XCTAssertEqual(try cache.loadVariables().get(), nil)
        let kept = KeptVariables(values: ["count": .number(3), "user": .object(["name": .string("Bea")])],
                                 declared: ["count": .number(0), "user": .object(["name": .string("Ana")])])
        try cache.saveVariables(kept)
        XCTAssertEqual(try cache.loadVariables().get(), kept)
        try cache.saveVariables(KeptVariables(values: ["count": .number(0)], declared: ["count": .number(0)]))
        XCTAssertFalse(FileManager.default.fileExists(atPath: cache.fileURL.path))
        XCTAssertEqual(try cache.loadVariables().get(), nil)
    }

    func testTheScrollAndTheFocusedItemAreKeptWithTheValuesOrAlone() throws {
        let cache = ViewStateCache.variables(ofScreen: "/home/ana/long.json", directory: folder)
        let kept = KeptVariables(values: ["count": .number(3)], declared: ["count": .number(0)], scroll: 1250.5, focus: [0, 120])
        try cache.saveVariables(kept)
        XCTAssertEqual(try cache.loadVariables().get(), kept)
        // Values as declared, the reader scrolled: the place alone is kept.
        let place = KeptVariables(values: ["count": .number(0)], declared: ["count": .number(0)], scroll: 300)
        XCTAssertFalse(place.isEmpty)
        try cache.saveVariables(place)
        XCTAssertEqual(try cache.loadVariables().get()?.scroll, 300)
        XCTAssertEqual(try cache.loadVariables().get()?.values, [:])
        // At the top, nothing focused, values as declared: nothing to keep.
        XCTAssertTrue(KeptVariables(values: [:], declared: [:], scroll: 0, focus: []).isEmpty)
        XCTAssertNil(KeptVariables(values: [:], declared: [:], scroll: .nan, focus: [1]).scroll)
        XCTAssertNil(KeptVariables(values: [:], declared: [:], scroll: .nan, focus: [1]).focus, "an odd step list is no place")
    }

    func testAnotherKeysFileOrOneWithoutDeclaredValuesIsRefused() throws {
        let cache = ViewStateCache.variables(ofScreen: "/a.json", directory: folder)
        try ViewStateCache(key: "accordions:/a.json", directory: folder).save([])
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: ViewStateCache(key: "accordions:/a.json", directory: folder).fileURL, to: cache.fileURL)
        guard case .failure(let error) = cache.loadVariables() else { return XCTFail("another key's file is refused") }
        XCTAssertTrue(error.message.contains("written for another key"), error.message)
    }
}
