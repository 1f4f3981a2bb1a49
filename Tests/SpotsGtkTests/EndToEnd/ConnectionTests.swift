import Foundation
@testable import SpotsApp
@testable import SpotsGtk
import SpotsModel
import XCTest

/// What libsoup brings besides the limits: keep-alive connections are reused, and the system's
/// proxy settings apply. On Debian 12 GIO's default proxy resolver is glib-networking's libproxy
/// module, which reads `http_proxy`, `https_proxy` and `no_proxy` (inside a GNOME session the GNOME
/// module reads the desktop's proxy settings instead).
final class ConnectionTests: XCTestCase {
    private static let limits = FetchLimits(maximumBodySize: 1024 * 1024, overallTimeout: 5, idleTimeout: 5)

    override func tearDown() {
        unsetenv(HTTPClient.trustAnchorVariable)
        super.tearDown()
    }

    /// Three screens and the question, one after the other, over one connection.
    private func assertOneConnection(_ server: HostileServer) async throws {
        for _ in 0..<3 {
            let body = try await RemoteScreenFetcher.fetch(server.url("keep-alive/screen.json"), limits: Self.limits)
            XCTAssertEqual(String(decoding: body, as: UTF8.self), #"{"components": [{"items": [{"title": "kept alive"}]}]}"#)
        }
        let connections = try await RemoteScreenFetcher.fetch(server.url("keep-alive/connections"), limits: Self.limits)
        XCTAssertEqual(String(decoding: connections, as: UTF8.self), "1")
    }

    func testSequentialFetchesReuseTheConnection() async throws {
        let server = try HostileServer()
        defer { server.stop() }
        try await assertOneConnection(server)
    }

    func testSequentialFetchesReuseTheTLSConnection() async throws {
        let certificate = try SelfSignedCertificate()
        setenv(HTTPClient.trustAnchorVariable, certificate.certificateFile, 1)
        let server = try HostileServer(certificate: certificate)
        defer { server.stop() }
        try await assertOneConnection(server)
    }

    /// `spots snapshot` of a screen, with the proxy variables set: the proxy sees the request and
    /// the screen draws.
    private func snapshotThroughProxy(_ url: URL, environment: [String: String]) throws -> SpotsProcess.Result {
        let output = TemporaryFolder("spots-proxy-output")
        // The libproxy module, whatever desktop the tests run in; nothing bypasses the proxy.
        let result = try SpotsProcess.run(["snapshot", url.absoluteString, "-o", output.path("screen.png")],
                                          environment: environment.merging(["XDG_CURRENT_DESKTOP": "", "no_proxy": "", "NO_PROXY": ""]) { $1 })
        XCTAssertFalse(result.crashed, result.stderr)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: output.path("screen.png")), result.stderr)
        return result
    }

    func testAScreenLoadsThroughAnHTTPProxy() throws {
        let server = try HostileServer()
        let proxy = try ForwardingProxy()
        defer { server.stop(); proxy.stop() }
        _ = try snapshotThroughProxy(server.url("html"), environment: ["http_proxy": proxy.address])
        XCTAssertEqual(proxy.requests, ["GET http://127.0.0.1:\(server.port)/html HTTP/1.1"])
    }

    func testAnHTTPSScreenLoadsThroughAProxyTunnel() throws {
        let certificate = try SelfSignedCertificate()
        let server = try HostileServer(certificate: certificate)
        let proxy = try ForwardingProxy()
        defer { server.stop(); proxy.stop() }
        _ = try snapshotThroughProxy(server.url("html"), environment: ["https_proxy": proxy.address,
                                                                      HTTPClient.trustAnchorVariable: certificate.certificateFile])
        XCTAssertEqual(proxy.requests, ["CONNECT 127.0.0.1:\(server.port) HTTP/1.1"])
    }
}
