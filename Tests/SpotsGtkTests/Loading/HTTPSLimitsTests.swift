import Foundation
@testable import SpotsApp
@testable import SpotsGtk
import SpotsModel
import XCTest

/// Hostile https servers (Python's `ssl` over loopback, a self-signed certificate trusted through
/// `SPOTS_TLS_CA_FILE`) end within the same limits as plain http, with bounded peak memory.
/// Short limits as in `RemoteLimitsTests`: 1 MB, 2 s overall, 1 s idle.
final class HTTPSLimitsTests: XCTestCase {
    private static let limits = FetchLimits(maximumBodySize: 1024 * 1024, overallTimeout: 2, idleTimeout: 1)
    private var certificate: SelfSignedCertificate!
    private var secureServer: HostileServer!
    private var plainServer: HostileServer?

    override func setUpWithError() throws {
        certificate = try SelfSignedCertificate()
        secureServer = try HostileServer(certificate: certificate)
        setenv(HTTPClient.trustAnchorVariable, certificate.certificateFile, 1)
    }

    override func tearDown() {
        unsetenv(HTTPClient.trustAnchorVariable)
        secureServer?.stop()
        plainServer?.stop()
        super.tearDown()
    }

    private func plain() throws -> HostileServer {
        if let plainServer { return plainServer }
        let server = try HostileServer()
        plainServer = server
        return server
    }

    /// Fetches `url`, which must fail; returns the message, the seconds it took and the peak
    /// resident memory above what it was before.
    private func failure(_ url: URL, limits: FetchLimits = HTTPSLimitsTests.limits,
                         file: StaticString = #filePath, line: UInt = #line) async -> (message: String, seconds: Double, peakGrowth: Int) {
        let before = residentMemory()
        resetPeakMemory()
        let start = Date()
        do {
            _ = try await RemoteScreenFetcher.fetch(url, limits: limits)
            XCTFail("\(url) should fail", file: file, line: line)
            return ("", 0, 0)
        } catch {
            let seconds = Date().timeIntervalSince(start)
            let peakGrowth = peakResidentMemory() - before
            let diagnostic = error as? Diagnostic
            print("hostile https server \(url.path): \(String(format: "%.2f", seconds)) s, peak RSS +\(peakGrowth / 1024) KB: \(diagnostic?.message ?? "\(error)")")
            XCTAssertEqual(diagnostic?.file, url.absoluteString, file: file, line: line)
            return (diagnostic?.message ?? "\(error)", seconds, peakGrowth)
        }
    }

    func testAScreenLoadsOverHTTPS() async throws {
        let loaded = try await ScreenLoader.loadRemote(secureServer.url("html"), limits: Self.limits)
        XCTAssertEqual(loaded.screen.components.first?.items.first?.title, "served as html")
        XCTAssertEqual(loaded.warnings.map(\.message), ["the server says this is text/html, not JSON; reading it as JSON anyway"])
    }

    /// The body at `path` is refused for its size within `seconds`, without holding much of it.
    private func assertRefusedAsTooLarge(_ path: String, within seconds: Double,
                                         file: StaticString = #filePath, line: UInt = #line) async {
        let result = await failure(secureServer.url(path), file: file, line: line)
        XCTAssertEqual(result.message, "the screen is larger than 1 MB", file: file, line: line)
        XCTAssertLessThan(result.seconds, seconds, file: file, line: line)
        XCTAssertLessThan(result.peakGrowth, 64 * 1024 * 1024, file: file, line: line)
    }

    func testAHugeAnnouncedBodyIsRefusedAtOnce() async {
        await assertRefusedAsTooLarge("huge", within: 1)
    }

    func testAHugeUnannouncedBodyStopsAtTheLimit() async {
        await assertRefusedAsTooLarge("huge-unannounced", within: 2)
    }

    func testAnEndlessChunkedBodyStopsAtTheLimit() async {
        await assertRefusedAsTooLarge("endless", within: 2)
    }

    func testAGzipBombStopsAtTheLimit() async {
        await assertRefusedAsTooLarge("gzip-bomb", within: 2)
    }

    func testAByteASecondServerHitsTheOverallTimeout() async {
        let result = await failure(secureServer.url("trickle"), limits: FetchLimits(maximumBodySize: 1024 * 1024, overallTimeout: 2.5, idleTimeout: 1.5))
        XCTAssertEqual(result.message, "the screen did not arrive within 2.5 s")
        XCTAssertGreaterThanOrEqual(result.seconds, 2.5)
        XCTAssertLessThan(result.seconds, 3.5)
        XCTAssertLessThan(result.peakGrowth, 64 * 1024 * 1024)
    }

    func testASilentServerHitsTheIdleTimeout() async {
        let result = await failure(secureServer.url("silent"))
        XCTAssertEqual(result.message, "the server did not answer within 1 s")
        XCTAssertGreaterThanOrEqual(result.seconds, 1)
        XCTAssertLessThan(result.seconds, 2)
    }

    func testAServerThatNeverAnswersTheHandshakeHitsTheIdleTimeout() async throws {
        // The plain server reads the TLS hello as a request that never ends.
        let url = URL(string: "https://127.0.0.1:\(try plain().port)/silent")!
        let result = await failure(url)
        XCTAssertEqual(result.message, "the server did not answer within 1 s")
        XCTAssertGreaterThanOrEqual(result.seconds, 1)
        XCTAssertLessThan(result.seconds, 2)
    }

    func testARedirectLoopStopsAfterFiveRedirects() async {
        let result = await failure(secureServer.url("loop"))
        XCTAssertEqual(result.message, "the server redirected more than 5 times")
        XCTAssertLessThan(result.seconds, 1)
    }

    func testAnHTTPScreenRedirectedToHTTPSLoads() async throws {
        let target = secureServer.url("html")
        let body = try await RemoteScreenFetcher.fetchBody(try plain().url("redirect?" + target.absoluteString), limits: Self.limits)
        XCTAssertEqual(body.finalURL, target)
        XCTAssertEqual(String(decoding: body.data, as: UTF8.self), #"{"components": [{"items": [{"title": "served as html"}]}]}"#)
    }

    func testAnUntrustedCertificateIsAClearError() async {
        unsetenv(HTTPClient.trustAnchorVariable)
        let result = await failure(secureServer.url("html"))
        XCTAssertEqual(result.message, "the server's certificate is not trusted: it is signed by an unknown authority")
    }

    func testACertificateForAnotherHostIsNotTrusted() async throws {
        // The certificate names 127.0.0.1 only; localhost reaches the same server.
        let url = URL(string: "https://localhost:\(secureServer.port)/html")!
        let result = await failure(url)
        XCTAssertEqual(result.message, "the server's certificate is not trusted: it was not issued for localhost")
    }
}
