import Foundation
@testable import SpotsApp
@testable import SpotsGtk
import SpotsModel
import XCTest

/// Broken HTTP framings end as readable errors, never a crash, on every path that fetches, over
/// http and https: a screen URL and a remote screen's template and stylesheet (`spots snapshot`),
/// the next page and images in a local screen (the app). Issue 25: a chunk size of
/// `7fffffffffffffff` trapped the old client on an arithmetic overflow (exit 132).
final class MalformedResponseTests: GtkTestCase {
    private var certificate: SelfSignedCertificate?
    private var server: HostileServer!
    private var cacheHome: TemporaryFolder!

    /// What a screen URL says for each framing. libsoup reads a negative or non-hex chunk size as
    /// the last chunk, and cuts a body at its Content-Length: what arrived is broken JSON, reported
    /// at its position.
    private static let screenErrors = [
        "chunk-overflow": ": error: the server closed the connection in the middle of the body",
        "chunk-negative": ":1:6: error: unexpected end of input, expected a value",
        "chunk-not-hex": ":1:6: error: unexpected end of input, expected a value",
        "length-huge": ": error: the server sent an invalid Content-Length",
        "headers-huge": ": error: the server's headers are larger than 64 KB",
        "body-longer": ":1:2: error: unterminated string",
    ]

    /// The framings whose fetch fails (the others deliver bytes that do not parse).
    private static func failsToFetch(_ name: String) -> Bool { screenErrors[name]!.hasPrefix(": error: the server") }

    override func setUpWithError() throws {
        try super.setUpWithError()
        cacheHome = TemporaryFolder("spots-cache")
        setenv("XDG_CACHE_HOME", cacheHome.url.path, 1)
    }

    override func tearDown() {
        unsetenv("XDG_CACHE_HOME")
        unsetenv(HTTPClient.trustAnchorVariable)
        server?.stop()
        server = nil
        certificate = nil
        super.tearDown()
    }

    private func start(secure: Bool) throws {
        if secure {
            let certificate = try SelfSignedCertificate()
            self.certificate = certificate
            setenv(HTTPClient.trustAnchorVariable, certificate.certificateFile, 1)
            server = try HostileServer(certificate: certificate)
        } else {
            server = try HostileServer()
        }
    }

    // MARK: A screen URL, and a remote screen's template and stylesheet (`spots snapshot`)

    func testAScreenURLWithABrokenFramingIsAReadableErrorOverHTTP() throws { try assertScreenURLs(secure: false) }
    func testAScreenURLWithABrokenFramingIsAReadableErrorOverHTTPS() throws { try assertScreenURLs(secure: true) }

    private func assertScreenURLs(secure: Bool) throws {
        try start(secure: secure)
        let output = TemporaryFolder("spots-malformed")
        for name in HostileServer.malformations {
            let url = server.url("malformed/\(name).json")
            let result = try SpotsProcess.run(["snapshot", url.absoluteString, "-o", output.path("\(name).png")])
            XCTAssertFalse(result.crashed, "\(name): \(result.stderr)")
            XCTAssertEqual(result.status, 1, "\(name): \(result.stderr)")
            let expected = url.absoluteString + Self.screenErrors[name]!
            XCTAssertTrue(result.stderr.contains(expected), "\(name): expected \"\(expected)\" in: \(result.stderr)")
        }
    }

    func testATemplateAndStylesheetWithABrokenFramingAreWarningsOverHTTP() throws { try assertResources(secure: false) }
    func testATemplateAndStylesheetWithABrokenFramingAreWarningsOverHTTPS() throws { try assertResources(secure: true) }

    /// The screen still draws (exit 0); the template and the stylesheet (one URL for both) each
    /// get a problem: the fetch's reason, or where what arrived does not parse.
    private func assertResources(secure: Bool) throws {
        try start(secure: secure)
        let output = TemporaryFolder("spots-malformed")
        for name in HostileServer.malformations {
            let resource = server.url("malformed/\(name).ui").absoluteString
            let screen = server.url("with-resources?malformed/\(name).ui")
            let result = try SpotsProcess.run(["snapshot", screen.absoluteString, "-o", output.path("\(name).png")])
            XCTAssertFalse(result.crashed, "\(name): \(result.stderr)")
            XCTAssertEqual(result.status, 0, "\(name): \(result.stderr)")
            XCTAssertTrue(FileManager.default.fileExists(atPath: output.path("\(name).png")), name)
            let problems = result.stderr.split(separator: "\n").filter { $0.contains(resource) }
            if Self.failsToFetch(name) {
                let reason = String(Self.screenErrors[name]!.dropFirst(": error: ".count))
                for what in ["template", "stylesheet"] {
                    XCTAssertTrue(problems.contains { $0.contains("\(what) \"malformed/\(name).ui\" could not be fetched") && $0.contains(": \(reason)") },
                                  "\(name): \(result.stderr)")
                }
            } else {
                XCTAssertGreaterThanOrEqual(problems.count, 2, "\(name): \(result.stderr)")
            }
        }
    }

    // MARK: The next page and images in a local screen (the app)

    func testANextPageWithABrokenFramingShowsItsErrorOverHTTP() throws { try assertPages(secure: false) }
    func testANextPageWithABrokenFramingShowsItsErrorOverHTTPS() throws { try assertPages(secure: true) }

    private func assertPages(secure: Bool) throws {
        try start(secure: secure)
        onMain {
            for name in HostileServer.malformations {
                let window = ScreenWindow(application: nil)
                defer { window.window.destroy() }
                window.present()
                window.open(.url(server.url("next-page?malformed/\(name).json")))
                XCTAssertTrue(GtkRuntime.run(until: { window.placeholderState == .error }, timeout: 10), name)
                XCTAssertEqual(window.controller.models.first?.identifier, "first", "\(name): the first page stays")
                let message = window.errorMessage ?? ""
                XCTAssertTrue(message.contains("The next page could not be loaded") && message.contains(name), "\(name): \(message)")
                XCTAssertTrue(message.contains(Self.screenErrors[name]!), "\(name): \(message)")
            }
        }
    }

    func testImagesWithABrokenFramingKeepTheirPlaceholdersOverHTTP() throws { try assertImages(secure: false) }
    func testImagesWithABrokenFramingKeepTheirPlaceholdersOverHTTPS() throws { try assertImages(secure: true) }

    /// A local screen names the images by URL: each fetch fails with a warning or delivers bytes
    /// that are no image; every item keeps its placeholder.
    private func assertImages(secure: Bool) throws {
        try start(secure: secure)
        let folder = TemporaryFolder("spots-malformed")
        let urls = HostileServer.malformations.map { server.url("malformed/\($0).png").absoluteString }
        let items = urls.map { #"{"title": "\#($0)", "image": "\#($0)"}"# }.joined(separator: ", ")
        let path = folder.write(#"{"components": [{"kind": "grid", "layout": {"span": 3}, "items": [\#(items)]}]}"#, to: "images.json")
        onMain {
            let window = ScreenWindow(application: nil)
            defer { window.window.destroy() }
            window.present()
            window.open(path: path)
            let images = window.controller.images
            XCTAssertTrue(GtkRuntime.run(until: { window.controller.components.first?.cells.count == urls.count && urls.allSatisfy { !images.isFetching($0) } },
                                         timeout: 15), "\(images.warnings)")
            for (name, url) in zip(HostileServer.malformations, urls) where Self.failsToFetch(name) {
                let reason = String(Self.screenErrors[name]!.dropFirst(": error: ".count))
                XCTAssertTrue(images.warnings.contains("image \(url): \(reason)"), "\(name): \(images.warnings)")
            }
            XCTAssertTrue(urls.allSatisfy { images.pixbuf(for: $0) == nil }, "no image for any of them")
        }
    }
}
