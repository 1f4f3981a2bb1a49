import Foundation
@testable import SpotsApp
import XCTest

/// Where a form may be sent: http and https only; a screen from a server to its own origin only.
final class SubmitDestinationTests: XCTestCase {
    private func destination(_ address: String, from source: ScreenSource) -> String {
        switch ScreenSession.destination(of: address, from: source) {
        case .success(let url): return url.absoluteString
        case .failure(let refusal): return "refused: " + refusal.message
        }
    }

    func testALocalScreenSendsToHTTPAddressesOnly() {
        let local = ScreenSource.file("/tmp/form.json")
        XCTAssertEqual(destination("https://example.org/signup", from: local), "https://example.org/signup")
        XCTAssertEqual(destination("http://127.0.0.1:8080/x", from: local), "http://127.0.0.1:8080/x")
        XCTAssertTrue(destination("file:///etc/passwd", from: local).hasPrefix("refused: a form is sent over http or https only"))
        XCTAssertTrue(destination("signup", from: local).hasPrefix("refused"), "a relative address needs a server")
    }

    func testAScreenFromAServerSendsToItsOwnOriginOnly() {
        let remote = ScreenSource.url(URL(string: "https://example.org/forms/signup.json")!)
        XCTAssertEqual(destination("submit", from: remote), "https://example.org/forms/submit")
        XCTAssertEqual(destination("https://EXAMPLE.org:443/api", from: remote), "https://EXAMPLE.org:443/api")
        XCTAssertEqual(destination("https://evil.example/collect", from: remote),
                       "refused: a screen from https://example.org sends forms to https://example.org only, not to https://evil.example")
        XCTAssertTrue(destination("http://example.org/api", from: remote).hasPrefix("refused"), "another scheme is another origin")
        XCTAssertTrue(destination("file:///etc/passwd", from: remote).hasPrefix("refused"))
    }
}
