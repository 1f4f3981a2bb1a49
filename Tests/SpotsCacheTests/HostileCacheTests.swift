import Foundation
import SpotsModel
import XCTest
@testable import SpotsCache

#if canImport(Glibc)
import Glibc
#endif

final class HostileCacheTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("spots-hostile-cache-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let folder { try? FileManager.default.removeItem(at: folder) }
    }

    /// A process id that is not running (a child that has exited and been reaped).
    private func deadProcessID() throws -> pid_t {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    func testStaleTemporaryFilesOfDeadWritersAreRemovedWhenTheCacheOpens() throws {
        let cache = ViewStateCache(key: "https://example.org/s.json", directory: folder)
        try cache.save([ComponentModel(items: [Item(title: "kept")])])
        let target = cache.fileURL.lastPathComponent
        let dead = try deadProcessID()
        let deadWriter = ".\(target).\(dead).12345.tmp"
        let liveWriter = ".\(target).\(getppid()).777.tmp"
        let oldLiveWriter = ".other.json.\(getppid()).778.tmp"
        for name in [deadWriter, liveWriter, oldLiveWriter, "notes.tmp", "unrelated.json"] {
            try Data("{\"half".utf8).write(to: folder.appendingPathComponent(name))
        }
        // A file two hours old is stale whoever wrote it (process ids are reused).
        let twoHoursAgo = Date().addingTimeInterval(-2 * 60 * 60)
        try FileManager.default.setAttributes([.modificationDate: twoHoursAgo], ofItemAtPath: folder.appendingPathComponent(oldLiveWriter).path)

        XCTAssertEqual(cache.load(), .hit([ComponentModel(items: [Item(title: "kept")])]))
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        XCTAssertEqual(left, [liveWriter, target, "notes.tmp", "unrelated.json"].sorted())
    }

    func testTemporaryFileNamesAreRecognised() {
        XCTAssertEqual(ViewStateCache.writerProcess(ofTemporaryFile: ".a-0123.json.4242.99.tmp"), 4242)
        XCTAssertNil(ViewStateCache.writerProcess(ofTemporaryFile: "a.json.4242.99.tmp"))
        XCTAssertNil(ViewStateCache.writerProcess(ofTemporaryFile: ".a.json.x.99.tmp"))
        XCTAssertNil(ViewStateCache.writerProcess(ofTemporaryFile: ".tmp"))
    }

    /// The cache decodes screens too: a cache file carrying numbers GTK cannot take comes back clamped.
    func testCachedHugeNumbersComeBackClamped() throws {
        let cache = ViewStateCache(key: "huge", directory: folder)
        let text = """
        {"cache": {"key": "huge", "version": \(SpotsCache.formatVersion)},
         "components": [{"layout": {"span": 5e9, "inset": {"top": 1e300}}, "items": [{"size": {"height": 3e9}}]}]}
        """
        try Data(text.utf8).write(to: cache.fileURL)
        guard case .hit(let components) = cache.load() else { return XCTFail("expected a hit") }
        XCTAssertEqual(components[0].layout.span, SizeLimits.maximumSpan)
        XCTAssertEqual(components[0].layout.inset.top, SizeLimits.maximumInset)
        XCTAssertEqual(components[0].items[0].size.height, SizeLimits.maximumSize)
    }

    func testAFIFOInPlaceOfTheCacheFileDoesNotBlock() throws {
        let cache = ViewStateCache(key: "fifo", directory: folder)
        XCTAssertEqual(mkfifo(cache.fileURL.path, 0o600), 0)
        let start = Date()
        guard case .corrupt(let message) = cache.load() else { return XCTFail("expected corrupt") }
        XCTAssertTrue(message.contains("not a regular file"), message)
        XCTAssertLessThan(Date().timeIntervalSince(start), 1)
    }
}
