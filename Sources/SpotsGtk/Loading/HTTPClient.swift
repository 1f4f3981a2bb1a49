import Foundation
import SpotsModel

/// A small HTTP/1.1 GET client for `http:` and `https:` URLs over a GIO connection (TLS for https,
/// certificates validated), with the limits enforced where the bytes arrive: the body is counted
/// as it is read, so a huge or endless body stops at `maximumBodySize` with memory bounded by it,
/// and a `FetchDeadlines` watchdog interrupts any connect, handshake or read that passes the idle
/// or overall deadline.
///
/// Blocking; run it on a background thread. `cancellation.cancel()` stops it from any thread.
struct HTTPClient {
    let limits: FetchLimits
    let what: String
    let accept: String
    let cancellation: NetworkCancellation

    private static let maximumHeaderSize = 64 * 1024
    private static let maximumRedirects = 5

    /// The environment variable naming a PEM file of CA certificates to trust instead of the
    /// system's (for tests against a server with a self-signed certificate).
    static let trustAnchorVariable = "SPOTS_TLS_CA_FILE"

    /// The body of `url` after at most five redirects, all within one overall deadline.
    func get(_ url: URL) throws -> FetchedBody {
        let deadlines = FetchDeadlines(limits: limits, what: what, cancellation: cancellation)
        defer { deadlines.stop() }
        var current = url
        for _ in 0...Self.maximumRedirects {
            switch try fetchOnce(current, deadlines: deadlines) {
            case .body(let body): return body
            case .redirect(let next): current = next
            }
        }
        throw failure(url, "the server redirected more than \(Self.maximumRedirects) times")
    }

    private enum Outcome {
        case body(FetchedBody)
        case redirect(URL)
    }

    private func failure(_ url: URL, _ message: String) -> Diagnostic {
        Diagnostic(severity: .error, file: url.absoluteString, message: message)
    }

    /// Runs one network call, turning its errors into messages.
    private func network<Result>(_ url: URL, _ deadlines: FetchDeadlines, _ call: () throws -> Result) throws -> Result {
        do {
            return try call()
        } catch let error as NetworkError {
            throw failure(url, error, deadlines)
        }
    }

    /// A cancelled call failed because a deadline passed (the watchdog says which) or because the
    /// fetch was cancelled.
    private func failure(_ url: URL, _ error: NetworkError, _ deadlines: FetchDeadlines) -> Diagnostic {
        switch error {
        case .cancelled:
            return failure(url, deadlines.expiry ?? "the download was cancelled")
        case .tlsUnavailable:
            return failure(url, "https is not available: install the glib-networking package")
        case .certificateNotTrusted(let reasons):
            return failure(url, "the server's certificate is not trusted: \(reasons)")
        case .failed(let message):
            return failure(url, "cannot fetch the \(what): \(message)")
        }
    }

    private func fetchOnce(_ url: URL, deadlines: FetchDeadlines) throws -> Outcome {
        let secure = url.scheme?.lowercased() == "https"
        guard let host = url.host, !host.isEmpty else { throw failure(url, "the address has no host") }
        let trustAnchor = ProcessInfo.processInfo.environment[Self.trustAnchorVariable].flatMap { $0.isEmpty ? nil : $0 }
        let connection = try network(url, deadlines) {
            try NetworkConnection(host: host, port: url.port ?? (secure ? 443 : 80), secure: secure,
                                  trustAnchorFile: trustAnchor, cancellation: cancellation)
        }
        deadlines.noteActivity()
        var target = url.path.isEmpty ? "/" : url.path
        if let query = url.query { target += "?" + query }
        let hostHeader = url.port.map { "\(host):\($0)" } ?? host
        let request = "GET \(target) HTTP/1.1\r\nHost: \(hostHeader)\r\nAccept: \(accept)\r\nAccept-Encoding: identity\r\n"
            + "User-Agent: spots-gtk\r\nConnection: close\r\n\r\n"
        try network(url, deadlines) { try connection.write(Array(request.utf8)) }
        deadlines.noteActivity()
        // Not through `network`: a closure capturing `buffer` would copy it on every read.
        func receive(into buffer: inout [UInt8]) throws -> Bool {
            do {
                let more = try connection.read(appendingTo: &buffer)
                deadlines.noteActivity()
                return more
            } catch let error as NetworkError {
                throw failure(url, error, deadlines)
            }
        }

        // Status line and headers.
        var buffer: [UInt8] = []
        var headerEnd: Int?
        while headerEnd == nil {
            guard try receive(into: &buffer) else { throw failure(url, "the server closed the connection without answering") }
            headerEnd = Self.find([13, 10, 13, 10], in: buffer)
            if headerEnd == nil, buffer.count > Self.maximumHeaderSize { throw failure(url, "the server's headers are larger than 64 KB") }
        }
        let headerText = String(decoding: buffer[..<headerEnd!], as: UTF8.self)
        var body = Array(buffer[(headerEnd! + 4)...])
        let lines = headerText.components(separatedBy: "\r\n")
        let statusParts = lines[0].split(separator: " ", maxSplits: 2)
        guard statusParts.count >= 2, statusParts[0].hasPrefix("HTTP/1."), let status = Int(statusParts[1]) else {
            throw failure(url, "the server did not answer with HTTP")
        }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        if [301, 302, 303, 307, 308].contains(status), let location = headers["location"],
           let next = URL(string: location, relativeTo: url)?.absoluteURL {
            guard let scheme = next.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
                throw failure(url, "the server redirected to an address that is not http or https")
            }
            return .redirect(next)
        }
        guard (200..<300).contains(status) else {
            throw failure(url, "the server answered \(HTTPStatus.describe(status))")
        }
        deadlines.noteAnswered()
        let tooLarge = "the \(what) is larger than \(RemoteScreenFetcher.describeSize(limits.maximumBodySize))"
        let contentType = headers["content-type"].flatMap { $0.split(separator: ";").first }
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }

        if headers["transfer-encoding"]?.lowercased().contains("chunked") == true {
            body = try readChunked(pending: body, url: url, tooLarge: tooLarge, receive: receive)
        } else if let lengthText = headers["content-length"] {
            guard let length = Int(lengthText), length >= 0 else { throw failure(url, "the server sent an invalid Content-Length") }
            guard length <= limits.maximumBodySize else { throw failure(url, tooLarge) }
            while body.count < length {
                guard try receive(into: &body) else {
                    throw failure(url, "the server closed the connection after \(body.count) of \(length) bytes")
                }
            }
            if body.count > length { body.removeLast(body.count - length) }
        } else {
            while try receive(into: &body) {
                if body.count > limits.maximumBodySize { throw failure(url, tooLarge) }
            }
        }
        if body.count > limits.maximumBodySize { throw failure(url, tooLarge) }
        return .body(FetchedBody(data: Data(body), contentType: contentType, finalURL: url))
    }

    private func readChunked(pending: [UInt8], url: URL, tooLarge: String,
                             receive: (inout [UInt8]) throws -> Bool) throws -> [UInt8] {
        var raw = pending
        var position = 0
        var body: [UInt8] = []
        func line() throws -> String {
            while true {
                if let end = Self.find([13, 10], in: raw, from: position) {
                    let text = String(decoding: raw[position..<end], as: UTF8.self)
                    position = end + 2
                    return text
                }
                if raw.count - position > 1024 { throw failure(url, "the server sent a malformed chunked body") }
                guard try receive(&raw) else { throw failure(url, "the server closed the connection in the middle of the body") }
            }
        }
        while true {
            let sizeText = try line().split(separator: ";").first.map(String.init) ?? ""
            guard let size = Int(sizeText.trimmingCharacters(in: .whitespaces), radix: 16), size >= 0 else {
                throw failure(url, "the server sent a malformed chunked body")
            }
            if size == 0 { return body }
            guard body.count + size <= limits.maximumBodySize else { throw failure(url, tooLarge) }
            while raw.count - position < size + 2 {
                guard try receive(&raw) else { throw failure(url, "the server closed the connection in the middle of the body") }
            }
            body.append(contentsOf: raw[position..<position + size])
            position += size + 2
            // Keep the raw buffer small: drop what has been consumed.
            if position > 1024 * 1024 {
                raw.removeFirst(position)
                position = 0
            }
        }
    }

    static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int = 0) -> Int? {
        guard haystack.count >= needle.count, start <= haystack.count - needle.count else { return nil }
        var index = start
        while index <= haystack.count - needle.count {
            if haystack[index] == needle[0], Array(haystack[index..<index + needle.count]) == needle { return index }
            index += 1
        }
        return nil
    }
}
