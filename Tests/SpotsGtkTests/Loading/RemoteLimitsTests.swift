import Foundation
@testable import SpotsApp
@testable import SpotsGtk
import SpotsModel
import XCTest

/// Hostile servers end within their limits with bounded memory. Each case runs with short limits
/// (1 MB, 2 s overall, 1 s idle) so the suite stays fast; the production defaults are 32 MB, 15 s, 10 s.
final class RemoteLimitsTests: XCTestCase {
    static let limits = FetchLimits(maximumBodySize: 1024 * 1024, overallTimeout: 2, idleTimeout: 1)
    private var hostile: HostileServer?

    private func server() throws -> HostileServer {
        if let hostile { return hostile }
        let server = try HostileServer()
        hostile = server
        return server
    }

    override func tearDown() {
        hostile?.stop()
        hostile = nil
        super.tearDown()
    }

    /// Fetches `path`; returns the error message, the seconds it took and the growth of resident memory.
    private func failure(_ path: String, limits: FetchLimits = RemoteLimitsTests.limits,
                         file: StaticString = #filePath, line: UInt = #line) async throws -> (message: String, seconds: Double, growth: Int) {
        let url = try server().url(path)
        let before = residentMemory()
        let start = Date()
        do {
            _ = try await RemoteScreenFetcher.fetch(url, limits: limits)
            XCTFail("\(path) should fail", file: file, line: line)
            return ("", 0, 0)
        } catch let diagnostic as Diagnostic {
            let seconds = Date().timeIntervalSince(start)
            let growth = residentMemory() - before
            print("hostile server \(path): \(String(format: "%.2f", seconds)) s, RSS +\(growth / 1024) KB: \(diagnostic.message)")
            XCTAssertEqual(diagnostic.file, url.absoluteString, file: file, line: line)
            return (diagnostic.message, seconds, growth)
        }
    }

    func testAHugeAnnouncedBodyIsRefusedAtOnce() async throws {
        let result = try await failure("huge")
        XCTAssertEqual(result.message, "the screen is larger than 1 MB")
        XCTAssertLessThan(result.seconds, 1)
        XCTAssertLessThan(result.growth, 64 * 1024 * 1024)
    }

    func testAHugeUnannouncedBodyStopsAtTheLimit() async throws {
        let result = try await failure("huge-unannounced")
        XCTAssertEqual(result.message, "the screen is larger than 1 MB")
        XCTAssertLessThan(result.seconds, 2)
        XCTAssertLessThan(result.growth, 64 * 1024 * 1024)
    }

    func testAnEndlessChunkedBodyStopsAtTheLimit() async throws {
        let result = try await failure("endless")
        XCTAssertEqual(result.message, "the screen is larger than 1 MB")
        XCTAssertLessThan(result.seconds, 2)
        XCTAssertLessThan(result.growth, 64 * 1024 * 1024)
    }

    /// 200 MB of spaces compressed to about 200 KB: the decoded bytes are counted, so it stops at
    /// the limit with memory bounded by it.
    func testAGzipBombStopsAtTheLimit() async throws {
        let result = try await failure("gzip-bomb")
        XCTAssertEqual(result.message, "the screen is larger than 1 MB")
        XCTAssertLessThan(result.seconds, 2)
        XCTAssertLessThan(result.growth, 64 * 1024 * 1024)
    }

    func testAByteASecondServerHitsTheOverallTimeout() async throws {
        let result = try await failure("trickle", limits: FetchLimits(maximumBodySize: 1024 * 1024, overallTimeout: 2.5, idleTimeout: 1.5))
        XCTAssertTrue(result.message.hasPrefix("the screen did not arrive within 2.5 s"), result.message)
        XCTAssertGreaterThanOrEqual(result.seconds, 2.5)
        XCTAssertLessThan(result.seconds, 3.5)
    }

    func testASilentServerHitsTheIdleTimeout() async throws {
        let result = try await failure("silent")
        XCTAssertEqual(result.message, "the server did not answer within 1 s")
        XCTAssertGreaterThanOrEqual(result.seconds, 1)
        XCTAssertLessThan(result.seconds, 2)
    }

    func testASilentServerWithTheDefaultIdleTimeoutEndsAtTheOverallTimeout() async throws {
        let result = try await failure("silent", limits: FetchLimits(maximumBodySize: 1024, overallTimeout: 1.5, idleTimeout: 10))
        XCTAssertEqual(result.message, "the server did not answer within 1.5 s")
        XCTAssertLessThan(result.seconds, 2.5)
    }

    func testNotFoundIsReadable() async throws {
        let result = try await failure("nothing-here")
        XCTAssertEqual(result.message, "the server answered 404 Not Found")
    }

    func testAScreenServedAsHTMLLoadsWithAWarning() async throws {
        let body = try await RemoteScreenFetcher.fetchBody(try server().url("html"), limits: Self.limits)
        XCTAssertEqual(body.contentType, "text/html")
        XCTAssertEqual(RemoteScreenFetcher.contentTypeWarning(body)?.message, "the server says this is text/html, not JSON; reading it as JSON anyway")
        let loaded = try await ScreenLoader.loadRemote(try server().url("html"), limits: Self.limits)
        XCTAssertEqual(loaded.screen.components.first?.items.first?.title, "served as html")
        XCTAssertEqual(loaded.warnings.map(\.message), ["the server says this is text/html, not JSON; reading it as JSON anyway"])
    }

    func testOnlyHTTPIsFetched() async {
        do {
            _ = try await RemoteScreenFetcher.fetch(URL(string: "file:///etc/passwd")!)
            XCTFail("file: must not be fetched")
        } catch {
            XCTAssertEqual((error as? Diagnostic)?.message, "only http and https addresses are fetched")
        }
    }

    func testTheDefaultsAreDocumentedOnes() {
        XCTAssertEqual(FetchLimits.standard, FetchLimits(maximumBodySize: 32 * 1024 * 1024, overallTimeout: 15, idleTimeout: 10))
        XCTAssertEqual(RemoteScreenFetcher.describeSize(32 * 1024 * 1024), "32 MB")
        XCTAssertEqual(RemoteScreenFetcher.describeSeconds(15), "15 s")
    }
}
