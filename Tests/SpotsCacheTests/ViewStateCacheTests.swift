import Foundation
import SpotsModel
import XCTest
@testable import SpotsCache

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

final class ViewStateCacheTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("spots-cache-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let folder {
            // Restore permissions a test may have taken away, then remove everything.
            chmod(folder.path, 0o755)
            try? FileManager.default.removeItem(at: folder)
        }
    }

    // MARK: - Fixtures

    private func item(_ index: Int, _ title: String, children: [ComponentModel] = []) -> Item {
        Item(index: index, identifier: .init(stringLiteral: "id-\(title)"), title: title, subtitle: "sub \(title)",
             meta: ["n": .number(Double(index))], children: children)
    }

    private func sampleComponents() -> [ComponentModel] {
        let nested = ComponentModel(kind: .list, items: [item(0, "inner a"), item(1, "inner b")])
        return [
            ComponentModel(identifier: "first", index: 0, kind: .list,
                           header: Item(title: "Header"),
                           items: (0..<5).map { item($0, "row \($0)") },
                           meta: ["source": .string("test"), "flags": .array([.bool(true), .null])]),
            ComponentModel(identifier: "second", index: 1, kind: .grid,
                           items: [item(0, "with children", children: [nested]), item(1, "ünïcödé 🎉")]),
        ]
    }

    private var isRoot: Bool { geteuid() == 0 }

    private func contents(of url: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }

    private func assertCorrupt(_ result: CacheLoadResult, mentions needles: [String], file: StaticString = #filePath, line: UInt = #line) {
        guard case .corrupt(let message) = result else {
            return XCTFail("expected .corrupt, got \(result)", file: file, line: line)
        }
        XCTAssertFalse(message.contains("\n"), "message is not one line: \(message)", file: file, line: line)
        for needle in needles {
            XCTAssertTrue(message.contains(needle), "\"\(message)\" does not mention \"\(needle)\"", file: file, line: line)
        }
    }

    // MARK: - Round trip

    func testMissingFileIsMiss() {
        XCTAssertEqual(ViewStateCache(key: "nothing here", directory: folder).load(), .miss)
        let absent = folder.appendingPathComponent("not/yet/created", isDirectory: true)
        XCTAssertEqual(ViewStateCache(key: "k", directory: absent).load(), .miss)
    }

    func testSaveThenLoadGivesEqualComponents() throws {
        let cache = ViewStateCache(key: "https://example.org/screen.json", directory: folder)
        let components = sampleComponents()
        try cache.save(components)
        XCTAssertEqual(cache.load(), .hit(components))
        XCTAssertEqual(try contents(of: folder), [cache.fileURL.lastPathComponent])
    }

    func testSaveEmptyListRoundTrips() throws {
        let cache = ViewStateCache(key: "empty", directory: folder)
        try cache.save([])
        XCTAssertEqual(cache.load(), .hit([]))
    }

    func testSaveOverwritesPreviousState() throws {
        let cache = ViewStateCache(key: "k", directory: folder)
        try cache.save(sampleComponents())
        let newer = [ComponentModel(identifier: "only", items: [item(0, "new")])]
        try cache.save(newer)
        XCTAssertEqual(cache.load(), .hit(newer))
        XCTAssertEqual(try contents(of: folder), [cache.fileURL.lastPathComponent])
    }

    func testEqualInputGivesByteIdenticalFiles() throws {
        let cache = ViewStateCache(key: "stable", directory: folder)
        try cache.save(sampleComponents())
        let first = try Data(contentsOf: cache.fileURL)
        try cache.save(sampleComponents())
        XCTAssertEqual(try Data(contentsOf: cache.fileURL), first)
    }

    func testFileIsAScreenDocumentWithCacheStamp() throws {
        let cache = ViewStateCache(key: "stamp", directory: folder)
        try cache.save(sampleComponents())
        let decoded = try ScreenDecoder().decode(Data(contentsOf: cache.fileURL), file: nil)
        XCTAssertEqual(decoded.screen.components, sampleComponents())
        XCTAssertEqual(decoded.screen.meta["cache"], .object(["key": .string("stamp"), "version": .number(1)]))
    }

    func testCreatesMissingFolderPrivately() throws {
        let nested = folder.appendingPathComponent("a/b/spots", isDirectory: true)
        let cache = ViewStateCache(key: "k", directory: nested)
        try cache.save(sampleComponents())
        XCTAssertEqual(cache.load(), .hit(sampleComponents()))
        let attributes = try FileManager.default.attributesOfItem(atPath: nested.path)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o700)
    }

    // MARK: - amountOfItemsToCache

    func testAmountOfItemsToCacheTruncatesPerComponent() throws {
        let cache = ViewStateCache(key: "truncate", directory: folder)
        let nested = ComponentModel(items: (0..<4).map { item($0, "n\($0)") }, amountOfItemsToCache: 1)
        let components = [
            ComponentModel(index: 0, items: (0..<10).map { item($0, "a\($0)") }, amountOfItemsToCache: 3),
            ComponentModel(index: 1, items: (0..<10).map { item($0, "b\($0)") }, amountOfItemsToCache: 0),
            ComponentModel(index: 2, items: (0..<2).map { item($0, "c\($0)") }, amountOfItemsToCache: 5),
            ComponentModel(index: 3, items: [item(0, "parent", children: [nested])], amountOfItemsToCache: 2),
        ]
        try cache.save(components)
        guard case .hit(let loaded) = cache.load() else { return XCTFail("expected a hit") }
        XCTAssertEqual(loaded.map(\.items.count), [3, 10, 2, 1])
        XCTAssertEqual(loaded[0].items.map(\.title), ["a0", "a1", "a2"])
        XCTAssertEqual(loaded[0].amountOfItemsToCache, 3)
        XCTAssertEqual(loaded[1].items, components[1].items)
        XCTAssertEqual(loaded[3].items[0].children[0].items.map(\.title), ["n0"])
    }

    // MARK: - Corrupt files

    private func assertCorruptThenReplaced(_ write: (URL) throws -> Void, mentions extra: [String] = [],
                                           file: StaticString = #filePath, line: UInt = #line) throws {
        let cache = ViewStateCache(key: "corrupt", directory: folder)
        try write(cache.fileURL)
        assertCorrupt(cache.load(), mentions: [cache.fileURL.lastPathComponent] + extra, file: file, line: line)
        try cache.save(sampleComponents())
        XCTAssertEqual(cache.load(), .hit(sampleComponents()), file: file, line: line)
        XCTAssertEqual(try contents(of: folder), [cache.fileURL.lastPathComponent], file: file, line: line)
    }

    func testGarbageBytesAreCorrupt() throws {
        try assertCorruptThenReplaced { try Data([0xFF, 0x00, 0xFE, 0x13, 0x37, 0x0A, 0x80]).write(to: $0) }
    }

    func testTruncatedJSONIsCorruptWithLineAndColumn() throws {
        let cache = ViewStateCache(key: "corrupt", directory: folder)
        let full = cache.encoded(sampleComponents())
        try assertCorruptThenReplaced({ try full.prefix(full.count / 2).write(to: $0) },
                                      mentions: [":"])
        // The message has file:line:column.
        try full.prefix(full.count / 2).write(to: cache.fileURL)
        guard case .corrupt(let message) = cache.load() else { return XCTFail("expected .corrupt") }
        let pattern = try NSRegularExpression(pattern: NSRegularExpression.escapedPattern(for: cache.fileURL.path) + ":[0-9]+:[0-9]+: ")
        XCTAssertNotNil(pattern.firstMatch(in: message, range: NSRange(message.startIndex..., in: message)), message)
    }

    func testEmptyFileIsCorrupt() throws {
        try assertCorruptThenReplaced { try Data().write(to: $0) }
    }

    func testWrongShapeIsCorrupt() throws {
        try assertCorruptThenReplaced { try Data(#"{"components": 5}"#.utf8).write(to: $0) }
        try assertCorruptThenReplaced { try Data(#""just a string""#.utf8).write(to: $0) }
        try assertCorruptThenReplaced({ try Data(#"[1, 2, 3]"#.utf8).write(to: $0) }, mentions: ["component", ":1:2"])
    }

    func testScreenWithoutStampIsCorrupt() throws {
        try assertCorruptThenReplaced({ try Data(#"{"components": []}"#.utf8).write(to: $0) }, mentions: ["not a view-state cache"])
        try assertCorruptThenReplaced({ try Data(#"{}"#.utf8).write(to: $0) }, mentions: ["not a view-state cache"])
    }

    func testOtherVersionIsCorrupt() throws {
        let text = #"{"cache": {"key": "corrupt", "version": 2}, "components": []}"#
        try assertCorruptThenReplaced({ try Data(text.utf8).write(to: $0) }, mentions: ["version 2"])
    }

    func testOtherKeysFileIsCorrupt() throws {
        let text = #"{"cache": {"key": "someone else", "version": 1}, "components": []}"#
        try assertCorruptThenReplaced({ try Data(text.utf8).write(to: $0) }, mentions: ["another key"])
    }

    func testDirectoryInPlaceOfFileIsCorruptAndReplaced() throws {
        try assertCorruptThenReplaced({ try FileManager.default.createDirectory(at: $0, withIntermediateDirectories: false) },
                                      mentions: ["directory"])
    }

    func testNonEmptyDirectoryInPlaceOfFileIsLeftAloneAndSaveThrows() throws {
        let cache = ViewStateCache(key: "k", directory: folder)
        try FileManager.default.createDirectory(at: cache.fileURL, withIntermediateDirectories: false)
        try Data("keep".utf8).write(to: cache.fileURL.appendingPathComponent("precious"))
        XCTAssertThrowsError(try cache.save(sampleComponents()))
        XCTAssertEqual(try contents(of: cache.fileURL), ["precious"])
        XCTAssertEqual(try contents(of: folder), [cache.fileURL.lastPathComponent], "temporary file left behind")
    }

    func testUnreadableFileIsCorrupt() throws {
        try XCTSkipIf(isRoot, "root reads files whatever their permissions")
        try assertCorruptThenReplaced({ url in
            try Data("{}".utf8).write(to: url)
            chmod(url.path, 0o000)
        }, mentions: ["unreadable"])
    }

    func testCorruptMessageIsOneLineEvenWithNewlinesInFolderName() throws {
        let odd = folder.appendingPathComponent("line\nbreak", isDirectory: true)
        let cache = ViewStateCache(key: "k", directory: odd)
        try FileManager.default.createDirectory(at: odd, withIntermediateDirectories: true)
        try Data("nope".utf8).write(to: cache.fileURL)
        assertCorrupt(cache.load(), mentions: [cache.fileURL.lastPathComponent])
    }

    // MARK: - clear()

    func testClearRemovesOwnKeyOnly() throws {
        let mine = ViewStateCache(key: "mine", directory: folder)
        let theirs = ViewStateCache(key: "theirs", directory: folder)
        try mine.save(sampleComponents())
        try theirs.save(sampleComponents())
        try mine.clear()
        XCTAssertEqual(mine.load(), .miss)
        XCTAssertEqual(theirs.load(), .hit(sampleComponents()))
        XCTAssertEqual(try contents(of: folder), [theirs.fileURL.lastPathComponent])
    }

    func testClearWithoutFileIsFine() throws {
        XCTAssertNoThrow(try ViewStateCache(key: "never saved", directory: folder).clear())
        XCTAssertNoThrow(try ViewStateCache(key: "k", directory: folder.appendingPathComponent("absent")).clear())
    }

    // MARK: - File names

    private let awkwardKeys: [String] = [
        "https://example.org/a b/../screen.json?x=1",
        "https://example.org/a b/../screen.json?x=2",
        "",
        ".",
        "..",
        "../../etc/passwd",
        "/",
        "a/b",
        "a\u{0}b",
        "a\u{0}c",
        "\u{0}",
        "line\nbreak\ttab\u{7F}",
        "🎉 party 🎉",
        "🎉",
        "🎊",
        "Screen",
        "screen",
        ".hidden",
        "-dash",
        String(repeating: "x", count: 10_000),
        String(repeating: "x", count: 10_000) + "y",
        String(repeating: "é/", count: 5_000),
    ]

    func testFileNamesAreSafeAndInsideTheFolder() throws {
        for key in awkwardKeys {
            let url = ViewStateCache(key: key, directory: folder).fileURL
            let name = url.lastPathComponent
            let shown = key.debugDescription.prefix(60)
            XCTAssertEqual(url.deletingLastPathComponent().standardizedFileURL.path, folder.standardizedFileURL.path, "\(shown)")
            XCTAssertFalse(name.contains("/"), "\(shown) -> \(name)")
            XCTAssertFalse(name.contains(".."), "\(shown) -> \(name)")
            XCTAssertFalse(name.hasPrefix("."), "\(shown) -> \(name)")
            XCTAssertFalse(name.hasPrefix("-"), "\(shown) -> \(name)")
            XCTAssertTrue(name.hasSuffix(".json"), "\(shown) -> \(name)")
            XCTAssertLessThanOrEqual(name.utf8.count, 100, "\(shown) -> \(name)")
            XCTAssertTrue(name.unicodeScalars.allSatisfy { $0.isASCII && $0.value > 0x20 && $0.value < 0x7F }, "\(shown) -> \(name)")
        }
    }

    func testFileNamesAreDistinctForDistinctKeys() {
        let names = awkwardKeys.map { ViewStateCache.fileName(forKey: $0) }
        XCTAssertEqual(Set(names).count, awkwardKeys.count, "\(names)")
        // Case-insensitive file systems must not merge them either.
        XCTAssertEqual(Set(names.map { $0.lowercased() }).count, awkwardKeys.count)
    }

    func testFileNamesAreStableAndReadable() {
        // Pinned values: a change here orphans every user's cache, so it must be deliberate.
        XCTAssertEqual(ViewStateCache.fileName(forKey: "https://example.org/a b/../screen.json?x=1"),
                       "https-example.org-a-b-screen.json-x-1-" + hex(ViewStateCache.fnv1a64(Array("https://example.org/a b/../screen.json?x=1".utf8))) + ".json")
        XCTAssertEqual(ViewStateCache.fnv1a64([]), 0xcbf2_9ce4_8422_2325)
        XCTAssertEqual(ViewStateCache.fnv1a64(Array("a".utf8)), 0xaf63_dc4c_8601_ec8c)
        XCTAssertEqual(ViewStateCache.fnv1a64(Array("foobar".utf8)), 0x8594_4171_f739_67e8)
        XCTAssertEqual(ViewStateCache.fileName(forKey: ""), "cache-cbf29ce484222325.json")
        XCTAssertEqual(ViewStateCache.fileName(forKey: "a"), "a-af63dc4c8601ec8c.json")
        XCTAssertEqual(ViewStateCache(key: "x", directory: folder).fileURL, ViewStateCache(key: "x", directory: folder).fileURL)
    }

    private func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    func testAwkwardKeysSaveAndLoadIndependently() throws {
        let caches = awkwardKeys.map { ViewStateCache(key: $0, directory: folder) }
        for (index, cache) in caches.enumerated() {
            try cache.save([ComponentModel(identifier: "component \(index)")])
        }
        XCTAssertEqual(try contents(of: folder).count, awkwardKeys.count)
        for (index, cache) in caches.enumerated() {
            XCTAssertEqual(cache.load(), .hit([ComponentModel(identifier: "component \(index)")]))
        }
    }

    // MARK: - Atomic writes

    func testNoTemporaryFileLeftAfterSave() throws {
        let cache = ViewStateCache(key: "atomic", directory: folder)
        for round in 0..<3 {
            try cache.save([ComponentModel(identifier: "round \(round)")])
            XCTAssertEqual(try contents(of: folder), [cache.fileURL.lastPathComponent])
        }
    }

    func testFailureBeforeRenameKeepsOldFileAndRemovesTemporary() throws {
        struct Injected: Error {}
        let cache = ViewStateCache(key: "atomic", directory: folder)
        try cache.save(sampleComponents())
        let before = try Data(contentsOf: cache.fileURL)
        XCTAssertThrowsError(try ViewStateCache.writeAtomically(Data("half".utf8), to: cache.fileURL) { throw Injected() }) {
            XCTAssertTrue($0 is Injected)
        }
        XCTAssertEqual(try Data(contentsOf: cache.fileURL), before)
        XCTAssertEqual(try contents(of: folder), [cache.fileURL.lastPathComponent])
    }

    func testSaveIntoReadOnlyFolderThrowsAndKeepsOldFile() throws {
        try XCTSkipIf(isRoot, "root ignores folder permissions")
        let cache = ViewStateCache(key: "ro", directory: folder)
        try cache.save(sampleComponents())
        let before = try Data(contentsOf: cache.fileURL)
        chmod(folder.path, 0o500)
        defer { chmod(folder.path, 0o755) }
        XCTAssertThrowsError(try cache.save([]))
        XCTAssertEqual(try Data(contentsOf: cache.fileURL), before)
        XCTAssertEqual(cache.load(), .hit(sampleComponents()))
    }

    func testSaveWhereFolderParentIsAFileThrows() throws {
        let blocker = folder.appendingPathComponent("blocker")
        try Data("I am a file".utf8).write(to: blocker)
        let cache = ViewStateCache(key: "k", directory: blocker.appendingPathComponent("spots", isDirectory: true))
        XCTAssertThrowsError(try cache.save(sampleComponents())) { error in
            XCTAssertTrue("\(error)".contains(blocker.path), "\(error)")
        }
        XCTAssertEqual(try Data(contentsOf: blocker), Data("I am a file".utf8))
        XCTAssertEqual(cache.load(), .miss)
        XCTAssertNoThrow(try cache.clear())
    }

    // MARK: - Default folder

    func testXDGCacheHomeIsHonoured() {
        let url = ViewStateCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "/tmp/xdg", "HOME": "/home/someone"])
        XCTAssertEqual(url.path, "/tmp/xdg/spots")
    }

    func testHomeFallback() {
        XCTAssertEqual(ViewStateCache.defaultDirectory(environment: ["HOME": "/home/someone"]).path, "/home/someone/.cache/spots")
        // Empty or relative XDG_CACHE_HOME is ignored, as the XDG spec says.
        XCTAssertEqual(ViewStateCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "", "HOME": "/h"]).path, "/h/.cache/spots")
        XCTAssertEqual(ViewStateCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "rel/dir", "HOME": "/h"]).path, "/h/.cache/spots")
    }

    func testNoHomeAtAllStillGivesAnAbsoluteFolder() {
        let url = ViewStateCache.defaultDirectory(environment: [:])
        XCTAssertTrue(url.path.hasPrefix("/"))
        XCTAssertTrue(url.path.hasSuffix("/.cache/spots"))
    }

    func testDefaultInitUsesDefaultDirectory() {
        let cache = ViewStateCache(key: "k")
        XCTAssertEqual(cache.directory, ViewStateCache.defaultDirectory())
        XCTAssertEqual(cache.fileURL.deletingLastPathComponent().path, ViewStateCache.defaultDirectory().path)
    }
}
