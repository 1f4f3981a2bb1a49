import Foundation
import SpotsModel

/// GETs `http:` and `https:` URLs (and sends forms to them) through libsoup (`HTTPExchange`) with the limits enforced where
/// the bytes arrive: the decoded body is counted as it is read, so a huge, endless or compressed
/// body stops at `maximumBodySize` with memory bounded by it, and a `FetchDeadlines` watchdog
/// cancels any connect, handshake or read that passes the idle or overall deadline. Redirects are
/// followed here, at most five, to http and https only.
///
/// The work happens on the network thread; `cancellation.cancel()` stops it from any thread.
struct HTTPClient {
    let limits: FetchLimits
    let what: String
    let accept: String
    let cancellation: NetworkCancellation

    private static let maximumRedirects = 5

    /// The environment variable naming a PEM file of CA certificates to trust instead of the
    /// system's (for tests against a server with a self-signed certificate).
    static let trustAnchorVariable = "SPOTS_TLS_CA_FILE"

    /// The body of `url` after at most five redirects, all within one overall deadline.
    func get(_ url: URL) async throws -> FetchedBody {
        try await send(url, request: HTTPRequest())
    }

    /// The answer to `request` (a form's POST) after at most five redirects: 301, 302 and 303 go
    /// on as a GET without the body, 307 and 308 send it again, but only to the same origin (the
    /// values go where the screen, or the user, said; never on to another site).
    func send(_ url: URL, request: HTTPRequest) async throws -> FetchedBody {
        let deadlines = FetchDeadlines(limits: limits, what: what, cancellation: cancellation)
        defer { deadlines.stop() }
        var current = url
        var request = request
        for _ in 0...Self.maximumRedirects {
            switch try await fetchOnce(current, request: request, deadlines: deadlines) {
            case .body(let body): return body
            case .redirect(let next, let status):
                if status >= 307, request.body != nil, Self.origin(of: next) != Self.origin(of: current) {
                    throw failure(url, translated("the server redirected the form to {origin}, another site: it was not sent there",
                                                  ["origin": Self.origin(of: next)]))
                }
                current = next
                if status < 307 { request = HTTPRequest() }
            }
        }
        throw failure(url, translated("the server redirected more than {count} times", ["count": "\(Self.maximumRedirects)"]))
    }

    /// `scheme://host:port`, the port spelled out.
    static func origin(of url: URL) -> String {
        let scheme = url.scheme?.lowercased() ?? ""
        return "\(scheme)://\(url.host?.lowercased() ?? ""):\(url.port ?? (scheme == "https" ? 443 : 80))"
    }

    private enum Outcome {
        case body(FetchedBody)
        case redirect(URL, status: Int)
    }

    /// How messages name what is fetched (`what` is the English key callers pass).
    static func named(_ what: String) -> String {
        switch what {
        case "screen": return translated("the screen")
        case "image": return translated("the image")
        case "stylesheet": return translated("the stylesheet")
        case "template": return translated("the template")
        case "data": return translated("the data")
        case "patch": return translated("the patch")
        case "form": return translated("the answer to the form")
        default: return "the \(what)"
        }
    }

    private func failure(_ url: URL, _ message: String) -> Diagnostic {
        Diagnostic(severity: .error, file: url.absoluteString, message: message)
    }

    /// A cancelled call failed because a deadline passed (the watchdog says which) or because the
    /// fetch was cancelled.
    private func failure(_ url: URL, _ error: Error, _ deadlines: FetchDeadlines) -> Diagnostic {
        guard let error = error as? NetworkError else { return failure(url, translated("cannot fetch {thing}: {reason}", ["thing": Self.named(what), "reason": "\(error)"])) }
        switch error {
        case .cancelled:
            return failure(url, deadlines.expiry ?? translated("the download was cancelled"))
        case .tlsUnavailable:
            return failure(url, translated("https is not available: install the glib-networking package"))
        case .certificateNotTrusted(let reasons):
            return failure(url, translated("the server's certificate is not trusted: {reasons}", ["reasons": "\(reasons)"]))
        case .headersTooLarge:
            return failure(url, translated("the server's headers are larger than 64 KB"))
        case .closedEarly:
            return failure(url, translated("the server closed the connection without answering"))
        case .notHTTP:
            return failure(url, translated("the server did not answer with HTTP"))
        case .failed(let message):
            return failure(url, translated("cannot fetch {thing}: {reason}", ["thing": Self.named(what), "reason": message]))
        }
    }

    /// `SPOTS_TLS_CA_FILE` as an absolute path (GIO wants one), or nil.
    private static var trustAnchorFile: String? {
        guard let file = ProcessInfo.processInfo.environment[trustAnchorVariable], !file.isEmpty else { return nil }
        return file.hasPrefix("/") ? file : FileManager.default.currentDirectoryPath + "/" + file
    }

    private func fetchOnce(_ url: URL, request: HTTPRequest, deadlines: FetchDeadlines) async throws -> Outcome {
        guard let host = url.host, !host.isEmpty else { throw failure(url, translated("the address has no host")) }
        let exchange: HTTPExchange
        do {
            exchange = try await HTTPExchange.send(url, accept: accept, trustAnchorFile: Self.trustAnchorFile,
                                                   cancellation: cancellation, request: request, onActivity: { deadlines.noteActivity() })
        } catch {
            throw failure(url, error, deadlines)
        }
        deadlines.noteActivity()
        let head = exchange.head
        if [301, 302, 303, 307, 308].contains(head.status), let location = head.location,
           let next = URL(string: location, relativeTo: url)?.absoluteURL {
            guard let scheme = next.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
                throw failure(url, translated("the server redirected to an address that is not http or https"))
            }
            return .redirect(next, status: head.status)
        }
        guard (200..<300).contains(head.status) else {
            throw failure(url, translated("the server answered {status}", ["status": HTTPStatus.describe(head.status)]))
        }
        deadlines.noteAnswered()
        do {
            let body = try await readBody(exchange, url: url, deadlines: deadlines)
            return .body(FetchedBody(data: body, contentType: head.contentType, finalURL: url))
        } catch {
            // libsoup then drops the connection instead of draining the rest of the body.
            cancellation.cancel()
            throw error
        }
    }

    /// The decoded body, counted as it arrives.
    private func readBody(_ exchange: HTTPExchange, url: URL, deadlines: FetchDeadlines) async throws -> Data {
        let head = exchange.head
        let limit = limits.maximumBodySize
        let tooLarge = translated("{thing} is larger than {size}", ["thing": Self.named(what), "size": RemoteScreenFetcher.describeSize(limit)])
        if let length = head.contentLength {
            guard length >= 0 else { throw failure(url, translated("the server sent an invalid Content-Length")) }
            // Without an encoding the announced length is the body's: refuse it before reading.
            if head.contentEncoding == nil, length > limit { throw failure(url, tooLarge) }
        }
        var body = Data()
        while true {
            let piece: Data
            do {
                piece = try await exchange.read()
            } catch NetworkError.closedEarly {
                if let length = head.contentLength, head.contentEncoding == nil {
                    throw failure(url, translated("the server closed the connection after {received} of {length} bytes",
                                                    ["received": "\(body.count)", "length": "\(length)"]))
                }
                throw failure(url, translated("the server closed the connection in the middle of the body"))
            } catch {
                throw failure(url, error, deadlines)
            }
            if piece.isEmpty { return body }
            guard body.count + piece.count <= limit else { throw failure(url, tooLarge) }
            body.append(piece)
        }
    }
}
