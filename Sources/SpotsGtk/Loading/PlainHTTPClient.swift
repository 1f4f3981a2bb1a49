import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import SpotsModel

#if canImport(Glibc)
import Glibc
#endif

/// A small HTTP/1.1 GET client for `http:` URLs over a plain socket, with the limits enforced where
/// the bytes arrive: every read waits at most until the idle or overall deadline (`poll`), and the
/// body is counted as it is read, so a huge or endless body stops at `maximumBodySize` with memory
/// bounded by it. (URLSession on Linux keeps reading into memory long after a task is cancelled.)
///
/// Blocking; run it on a background thread. `isCancelled` is polled at least ten times a second.
struct PlainHTTPClient {
    let limits: FetchLimits
    let what: String
    let accept: String
    let isCancelled: @Sendable () -> Bool

    private static let maximumHeaderSize = 64 * 1024
    private static let maximumRedirects = 5

    enum Outcome {
        case body(FetchedBody)
        /// A redirect to an https URL, for URLSession.
        case redirect(URL)
    }

    func get(_ url: URL) throws -> Outcome {
        let started = Date()
        var current = url
        for _ in 0...Self.maximumRedirects {
            switch try fetchOnce(current, started: started) {
            case .body(let body): return .body(body)
            case .redirect(let next):
                guard next.scheme?.lowercased() == "http" else { return .redirect(next) }
                current = next
            }
        }
        throw failure(url, "the server redirected more than \(Self.maximumRedirects) times")
    }

    private func failure(_ url: URL, _ message: String) -> Diagnostic {
        Diagnostic(severity: .error, file: url.absoluteString, message: message)
    }

    private func fetchOnce(_ url: URL, started: Date) throws -> Outcome {
        guard let host = url.host, !host.isEmpty else { throw failure(url, "the address has no host") }
        let port = url.port ?? 80
        let connection = try Connection(host: host, port: port, client: self, url: url, started: started)
        defer { connection.close() }
        var target = url.path.isEmpty ? "/" : url.path
        if let query = url.query { target += "?" + query }
        let hostHeader = url.port.map { "\(host):\($0)" } ?? host
        let request = "GET \(target) HTTP/1.1\r\nHost: \(hostHeader)\r\nAccept: \(accept)\r\nAccept-Encoding: identity\r\n"
            + "User-Agent: spots-gtk\r\nConnection: close\r\n\r\n"
        try connection.send(Array(request.utf8))

        // Status line and headers.
        var buffer: [UInt8] = []
        var headerEnd: Int?
        while headerEnd == nil {
            guard try connection.receive(into: &buffer) else { throw failure(url, "the server closed the connection without answering") }
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
            throw failure(url, "the server answered \(status) \(HTTPURLResponse.localizedString(forStatusCode: status).capitalizedFirst)")
        }
        connection.answered = true
        let tooLarge = "the \(what) is larger than \(RemoteScreenFetcher.describeSize(limits.maximumBodySize))"
        let contentType = headers["content-type"].flatMap { $0.split(separator: ";").first }
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }

        if headers["transfer-encoding"]?.lowercased().contains("chunked") == true {
            body = try readChunked(connection, pending: body, url: url, tooLarge: tooLarge)
        } else if let lengthText = headers["content-length"] {
            guard let length = Int(lengthText), length >= 0 else { throw failure(url, "the server sent an invalid Content-Length") }
            guard length <= limits.maximumBodySize else { throw failure(url, tooLarge) }
            while body.count < length {
                guard try connection.receive(into: &body) else {
                    throw failure(url, "the server closed the connection after \(body.count) of \(length) bytes")
                }
            }
            if body.count > length { body.removeLast(body.count - length) }
        } else {
            while try connection.receive(into: &body) {
                if body.count > limits.maximumBodySize { throw failure(url, tooLarge) }
            }
        }
        if body.count > limits.maximumBodySize { throw failure(url, tooLarge) }
        return .body(FetchedBody(data: Data(body), contentType: contentType, finalURL: url))
    }

    private func readChunked(_ connection: Connection, pending: [UInt8], url: URL, tooLarge: String) throws -> [UInt8] {
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
                guard try connection.receive(into: &raw) else { throw failure(url, "the server closed the connection in the middle of the body") }
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
                guard try connection.receive(into: &raw) else { throw failure(url, "the server closed the connection in the middle of the body") }
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

    /// One TCP connection with deadlines.
    private final class Connection {
        private var descriptor: Int32 = -1
        private let client: PlainHTTPClient
        private let url: URL
        private let started: Date
        private var lastActivity: Date
        var answered = false

        init(host: String, port: Int, client: PlainHTTPClient, url: URL, started: Date) throws {
            self.client = client
            self.url = url
            self.started = started
            lastActivity = Date()
            var hints = addrinfo()
            hints.ai_family = AF_UNSPEC
            hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
            var list: UnsafeMutablePointer<addrinfo>?
            let status = getaddrinfo(host, String(port), &hints, &list)
            guard status == 0, let first = list else {
                throw client.failure(url, "cannot find the server \(host)")
            }
            defer { freeaddrinfo(list) }
            var lastError = "connection refused"
            var entry: UnsafeMutablePointer<addrinfo>? = first
            while let address = entry {
                entry = address.pointee.ai_next
                let socketDescriptor = socket(address.pointee.ai_family, address.pointee.ai_socktype | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue), address.pointee.ai_protocol)
                guard socketDescriptor >= 0 else { continue }
                if Glibc.connect(socketDescriptor, address.pointee.ai_addr, address.pointee.ai_addrlen) == 0 || errno == EINPROGRESS {
                    descriptor = socketDescriptor
                    do {
                        try wait(for: Int16(POLLOUT))
                        var error: Int32 = 0
                        var length = socklen_t(MemoryLayout<Int32>.size)
                        getsockopt(socketDescriptor, SOL_SOCKET, SO_ERROR, &error, &length)
                        if error == 0 { return }
                        lastError = String(cString: strerror(error))
                    } catch {
                        Glibc.close(socketDescriptor)
                        descriptor = -1
                        throw error
                    }
                }
                Glibc.close(socketDescriptor)
                descriptor = -1
            }
            throw client.failure(url, "cannot connect to \(host):\(port): \(lastError)")
        }

        func close() {
            if descriptor >= 0 { Glibc.close(descriptor) }
            descriptor = -1
        }

        /// Waits until the socket is ready for `events`, throwing at the idle or overall deadline.
        private func wait(for events: Int16) throws {
            while true {
                if client.isCancelled() { throw client.failure(url, "the download was cancelled") }
                let now = Date()
                let overall = client.limits.overallTimeout - now.timeIntervalSince(started)
                let idle = client.limits.idleTimeout - now.timeIntervalSince(lastActivity)
                if overall <= 0 {
                    throw client.failure(url, answered
                        ? "the \(client.what) did not arrive within \(RemoteScreenFetcher.describeSeconds(client.limits.overallTimeout))"
                        : "the server did not answer within \(RemoteScreenFetcher.describeSeconds(client.limits.overallTimeout))")
                }
                if idle <= 0 {
                    throw client.failure(url, answered
                        ? "the server sent nothing for \(RemoteScreenFetcher.describeSeconds(client.limits.idleTimeout))"
                        : "the server did not answer within \(RemoteScreenFetcher.describeSeconds(client.limits.idleTimeout))")
                }
                var entry = pollfd(fd: descriptor, events: events, revents: 0)
                let milliseconds = Int32(max(1, min(100, min(overall, idle) * 1000).rounded(.up)))
                let ready = poll(&entry, 1, milliseconds)
                if ready > 0 { return }
                if ready < 0, errno != EINTR { throw client.failure(url, "cannot fetch the \(client.what): \(String(cString: strerror(errno)))") }
            }
        }

        func send(_ bytes: [UInt8]) throws {
            var offset = 0
            while offset < bytes.count {
                try wait(for: Int16(POLLOUT))
                let sent = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL)) }
                if sent < 0 {
                    if errno == EAGAIN || errno == EINTR { continue }
                    throw client.failure(url, "cannot send the request: \(String(cString: strerror(errno)))")
                }
                offset += sent
                lastActivity = Date()
            }
        }

        /// Appends what arrives (at most 64 KB) to `buffer`; false at the end of the stream.
        func receive(into buffer: inout [UInt8]) throws -> Bool {
            var chunk = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                try wait(for: Int16(POLLIN))
                let count = chunk.withUnsafeMutableBytes { Glibc.recv(descriptor, $0.baseAddress, $0.count, 0) }
                if count < 0 {
                    if errno == EAGAIN || errno == EINTR { continue }
                    throw client.failure(url, "cannot fetch the \(client.what): \(String(cString: strerror(errno)))")
                }
                lastActivity = Date()
                if count == 0 { return false }
                buffer.append(contentsOf: chunk[0..<count])
                return true
            }
        }
    }
}

private extension String {
    /// "not found" → "Not Found".
    var capitalizedFirst: String { capitalized }
}
