import Foundation
@testable import SpotsApp
import XCTest

/// Where a form may be sent: http and https only; a screen from a server to its own origin, or
/// to another if the user agrees; `file:` never, without asking.
final class SubmitDestinationTests: XCTestCase {
    private func destination(_ address: String, from source: ScreenSource) -> String {
        switch ScreenSession.destination(of: address, from: source) {
        case .allowed(let url): return url.absoluteString
        case .crossOrigin(let other): return "ask: \(other.from) to \(other.to) at \(other.url.absoluteString)"
        case .refused(let refusal): return "refused: " + refusal.message
        }
    }

    func testALocalScreenSendsToHTTPAddressesOnly() {
        let local = ScreenSource.file("/tmp/form.json")
        XCTAssertEqual(destination("https://example.org/signup", from: local), "https://example.org/signup")
        XCTAssertEqual(destination("http://127.0.0.1:8080/x", from: local), "http://127.0.0.1:8080/x")
        XCTAssertTrue(destination("file:///etc/passwd", from: local).hasPrefix("refused: a form is sent over http or https only"))
        XCTAssertTrue(destination("signup", from: local).hasPrefix("refused"), "a relative address needs a server")
    }

    func testAScreenFromAServerSendsToItsOwnOriginOrAsks() {
        let remote = ScreenSource.url(URL(string: "https://example.org/forms/signup.json")!)
        XCTAssertEqual(destination("submit", from: remote), "https://example.org/forms/submit")
        XCTAssertEqual(destination("https://EXAMPLE.org:443/api", from: remote), "https://EXAMPLE.org:443/api")
        XCTAssertEqual(destination("https://evil.example/collect", from: remote),
                       "ask: https://example.org to https://evil.example at https://evil.example/collect")
        XCTAssertEqual(destination("http://example.org/api", from: remote),
                       "ask: https://example.org to http://example.org at http://example.org/api", "another scheme is another origin")
        XCTAssertEqual(destination("https://example.org:8443/api", from: remote),
                       "ask: https://example.org to https://example.org:8443 at https://example.org:8443/api", "and another port")
        XCTAssertTrue(destination("file:///etc/passwd", from: remote).hasPrefix("refused"), "file: is refused without asking")
    }
}
