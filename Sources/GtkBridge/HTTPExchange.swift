import CSpotsSoup
import Foundation

/// What a server answered, before its body.
public struct HTTPResponseHead: Sendable, Equatable {
    public var status: Int
    /// "HTTP/1.0", "HTTP/1.1" or "HTTP/2".
    public var version: String
    /// The media type of `Content-Type`, lowercased, parameters dropped.
    public var contentType: String?
    /// `Content-Length` when it frames the body (before decoding); negative when the server sent
    /// something libsoup could not read as a length.
    public var contentLength: Int64?
    /// `Content-Encoding`: the body is decoded as it is read, so its length may differ.
    public var contentEncoding: String?
    /// `Location`, as the server wrote it.
    public var location: String?
}

/// What is sent besides the address: a GET by default; a form sends its values as a body.
public struct HTTPRequest: Sendable {
    public var method: String
    public var headers: [(String, String)]
    public var body: Data?
    public var contentType: String

    public init(method: String = "GET", headers: [(String, String)] = [], body: Data? = nil, contentType: String = "application/json") {
        self.method = method
        self.headers = headers
        self.body = body
        self.contentType = contentType
    }
}

/// One request through libsoup (a GET unless told otherwise): `send` returns when the response head has arrived, then `read` hands
/// over the body a piece at a time, already decoded (gzip, deflate), until it returns no bytes.
/// libsoup brings the system's proxy settings (GIO's default proxy resolver), TLS through
/// glib-networking with certificates always validated, keep-alive connections and HTTP/2.
/// Redirects are not followed: the caller decides which to follow.
///
/// Not tied to the main thread: every libsoup call happens on the `NetworkThread`, and the awaiting
/// task is resumed from there. `NetworkCancellation.cancel()` interrupts a send or a read.
public final class HTTPExchange: @unchecked Sendable {
    public let head: HTTPResponseHead
    private let state: ExchangeState

    private init(head: HTTPResponseHead, state: ExchangeState) {
        self.head = head
        self.state = state
    }

    deinit { state.close() }

    /// Sends a GET for `url` and waits for the response head. `trustAnchorFile` (an absolute
    /// path) names a PEM file of CA certificates trusted instead of the system's. `onActivity`
    /// runs on the network thread whenever the connection makes progress (resolved, connected,
    /// TLS handshake done, request written).
    public static func send(_ url: URL, accept: String, trustAnchorFile: String?, cancellation: NetworkCancellation,
                            request: HTTPRequest = HTTPRequest(),
                            onActivity: @escaping @Sendable () -> Void) async throws -> HTTPExchange {
        let state = ExchangeState(cancellation: cancellation, host: url.host ?? "", onActivity: onActivity)
        let address = url.absoluteString
        let head = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<HTTPResponseHead, Error>) in
            NetworkThread.shared.run {
                state.start(address, accept: accept, trustAnchorFile: trustAnchorFile, request: request, continuation: continuation)
            }
        }
        return HTTPExchange(head: head, state: state)
    }

    /// The next piece of the decoded body (at most 64 KB); empty at its end.
    public func read() async throws -> Data {
        let state = self.state
        return try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Data, Error>) in
            NetworkThread.shared.run { state.read(continuation) }
        }
    }
}

/// An exchange's libsoup objects, touched on the network thread only. Each pending callback holds
/// a reference, so the state lives until libsoup has called back.
private final class ExchangeState: @unchecked Sendable {
    static let readSize = 64 * 1024

    private let cancellation: NetworkCancellation
    private let host: String
    private let signals: MessageSignals
    private var session: UnsafeMutablePointer<SoupSession>?
    private var message: OpaquePointer?
    private var stream: UnsafeMutablePointer<GInputStream>?
    private var pendingSend: CheckedContinuation<HTTPResponseHead, Error>?
    private var pendingRead: CheckedContinuation<Data, Error>?
    private let buffer = UnsafeMutableRawPointer.allocate(byteCount: readSize, alignment: 16)

    init(cancellation: NetworkCancellation, host: String, onActivity: @escaping @Sendable () -> Void) {
        self.cancellation = cancellation
        self.host = host
        signals = MessageSignals(onActivity: onActivity)
    }

    deinit { buffer.deallocate() }

    func start(_ address: String, accept: String, trustAnchorFile: String?, request: HTTPRequest,
               continuation: CheckedContinuation<HTTPResponseHead, Error>) {
        let session: UnsafeMutablePointer<SoupSession>
        do {
            session = try HTTPSessions.session(trustAnchorFile: trustAnchorFile)
        } catch {
            continuation.resume(throwing: error)
            return
        }
        guard let message = soup_message_new(request.method, address) else {
            continuation.resume(throwing: NetworkError.failed(translated("the address is not valid")))
            return
        }
        self.session = session
        self.message = message
        pendingSend = continuation
        // Redirects are the caller's: at most five, http and https only.
        soup_message_add_flags(message, SOUP_MESSAGE_NO_REDIRECT)
        let requestHeaders = soup_message_get_request_headers(message)
        for (name, value) in request.headers { soup_message_headers_replace(requestHeaders, name, value) }
        soup_message_headers_replace(requestHeaders, "Accept", accept)
        if let body = request.body {
            let bytes = body.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
            soup_message_set_request_body_from_bytes(message, request.contentType, bytes)
            g_bytes_unref(bytes)
        }
        signals.connect(to: message)
        soup_session_send_async(session, message, 0 /* G_PRIORITY_DEFAULT */, cancellation.cancellable, { _, result, data in
            Unmanaged<ExchangeState>.fromOpaque(data!).takeRetainedValue().sent(result)
        }, Unmanaged.passRetained(self).toOpaque())
    }

    private func sent(_ result: OpaquePointer?) {
        guard let continuation = pendingSend else { return }
        pendingSend = nil
        var error: UnsafeMutablePointer<GError>?
        guard let stream = soup_session_send_finish(session, result, &error) else {
            let failure = NetworkError.taking(error, certificateProblems: signals.certificateProblems, host: host)
            // No exchange object will close it: let go of the message here.
            release()
            continuation.resume(throwing: failure)
            return
        }
        self.stream = stream
        continuation.resume(returning: responseHead())
    }

    private func responseHead() -> HTTPResponseHead {
        let headers = soup_message_get_response_headers(message)
        func header(_ name: String) -> String? { soup_message_headers_get_one(headers, name).map { String(cString: $0) } }
        let version: String
        switch soup_message_get_http_version(message) {
        case SOUP_HTTP_1_0: version = "HTTP/1.0"
        case SOUP_HTTP_2_0: version = "HTTP/2"
        default: version = "HTTP/1.1"
        }
        let framedByLength = soup_message_headers_get_encoding(headers) == SOUP_ENCODING_CONTENT_LENGTH
        return HTTPResponseHead(
            status: Int(soup_message_get_status(message).rawValue),
            version: version,
            contentType: soup_message_headers_get_content_type(headers, nil).map { String(cString: $0).lowercased() },
            contentLength: framedByLength ? Int64(soup_message_headers_get_content_length(headers)) : nil,
            contentEncoding: header("Content-Encoding"),
            location: header("Location"))
    }

    func read(_ continuation: CheckedContinuation<Data, Error>) {
        guard let stream else {
            continuation.resume(returning: Data())
            return
        }
        pendingRead = continuation
        g_input_stream_read_async(stream, buffer, gsize(Self.readSize), 0 /* G_PRIORITY_DEFAULT */, cancellation.cancellable, { _, result, data in
            Unmanaged<ExchangeState>.fromOpaque(data!).takeRetainedValue().readFinished(result)
        }, Unmanaged.passRetained(self).toOpaque())
    }

    private func readFinished(_ result: OpaquePointer?) {
        guard let continuation = pendingRead, let stream else { return }
        pendingRead = nil
        var error: UnsafeMutablePointer<GError>?
        let count = g_input_stream_read_finish(stream, result, &error)
        if count < 0 {
            continuation.resume(throwing: NetworkError.taking(error))
        } else {
            if count > 0 { signals.onActivity() }
            continuation.resume(returning: Data(bytes: buffer, count: count))
        }
    }

    /// Lets go of the stream and the message. A body not read to its end is not drained: libsoup
    /// closes that connection instead of returning it to the pool.
    func close() {
        NetworkThread.shared.run { [self] in release() }
    }

    private func release() {
        if let stream { g_object_unref(UnsafeMutableRawPointer(stream)) }
        if let message { g_object_unref(UnsafeMutableRawPointer(message)) }
        stream = nil
        message = nil
    }
}

/// What a message's signals report: the certificate problems the TLS layer found (libsoup asks
/// `accept-certificate` before refusing a certificate; we never accept) and progress on the
/// connection. Retained by each signal connection and released when the message goes.
private final class MessageSignals {
    var certificateProblems: GTlsCertificateFlags?
    let onActivity: @Sendable () -> Void

    init(onActivity: @escaping @Sendable () -> Void) { self.onActivity = onActivity }

    func connect(to message: OpaquePointer) {
        let acceptCertificate: @convention(c) (OpaquePointer?, OpaquePointer?, GTlsCertificateFlags, gpointer?) -> gboolean = { _, _, problems, data in
            Unmanaged<MessageSignals>.fromOpaque(data!).takeUnretainedValue().certificateProblems = problems
            return 0
        }
        let networkEvent: @convention(c) (OpaquePointer?, GSocketClientEvent, OpaquePointer?, gpointer?) -> Void = { _, _, _, data in
            Unmanaged<MessageSignals>.fromOpaque(data!).takeUnretainedValue().onActivity()
        }
        let wroteBody: @convention(c) (OpaquePointer?, gpointer?) -> Void = { _, data in
            Unmanaged<MessageSignals>.fromOpaque(data!).takeUnretainedValue().onActivity()
        }
        attach(message, "accept-certificate", unsafeBitCast(acceptCertificate, to: GCallback.self))
        attach(message, "network-event", unsafeBitCast(networkEvent, to: GCallback.self))
        attach(message, "wrote-body", unsafeBitCast(wroteBody, to: GCallback.self))
    }

    private func attach(_ message: OpaquePointer, _ signal: String, _ handler: GCallback) {
        g_signal_connect_data(UnsafeMutableRawPointer(message), signal, handler, Unmanaged.passRetained(self).toOpaque(),
                              { data, _ in Unmanaged<MessageSignals>.fromOpaque(data!).release() }, GConnectFlags(0))
    }
}
