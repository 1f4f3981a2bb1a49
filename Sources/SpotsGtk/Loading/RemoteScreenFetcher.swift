import Foundation
import SpotsModel

/// How much a download may take: bytes and time. A server is hostile until proven otherwise.
public struct FetchLimits: Sendable, Equatable {
    /// Bodies larger than this fail (32 MB by default): a screen is text, and images are decoded at
    /// 1024 px at most. The download stops as soon as the limit is passed, so memory stays bounded.
    public var maximumBodySize: Int
    /// The whole request, from connecting to the last byte (15 s by default).
    public var overallTimeout: TimeInterval
    /// The longest wait for the next byte (10 s by default): a server that sends a byte a second
    /// keeps the idle timer happy, but not the overall one.
    public var idleTimeout: TimeInterval

    public init(maximumBodySize: Int = 32 * 1024 * 1024, overallTimeout: TimeInterval = 15, idleTimeout: TimeInterval = 10) {
        self.maximumBodySize = maximumBodySize
        self.overallTimeout = overallTimeout
        self.idleTimeout = idleTimeout
    }

    public static let standard = FetchLimits()
}

/// A downloaded body and what the server said about it.
public struct FetchedBody: Sendable {
    public var data: Data
    /// The `Content-Type` header's media type (lowercased, parameters dropped), when given.
    public var contentType: String?
    /// The URL the body came from after redirects.
    public var finalURL: URL
}

/// Fetches screens, pages, images, templates and stylesheets over http(s), off the main thread,
/// within `FetchLimits`.
///
/// Both schemes go through `HTTPClient` on libsoup (the system's proxy settings, TLS for https
/// with certificates validated, gzip and deflate, keep-alive and HTTP/2), which enforces every
/// limit where the bytes arrive: a huge, endless or compressed body stops at the size limit with
/// memory bounded by it, and the overall and idle timeouts end the fetch within 0.1 s. The network
/// work runs on a thread of its own, never on GTK's main loop.
///
/// Errors are `Diagnostic`s with readable messages: "the server did not answer within 15 s",
/// "the screen is larger than 32 MB", "the server answered 404 Not Found",
/// "the server's certificate is not trusted: it is signed by an unknown authority".
public enum RemoteScreenFetcher {
    /// The overall timeout of the default limits.
    public static var timeout: TimeInterval { defaultLimits.overallTimeout }

    /// The limits used when a call gives none; tests and embedders may change them.
    public static var defaultLimits: FetchLimits {
        get { limitsStore.value }
        set { limitsStore.value = newValue }
    }

    private static let limitsStore = LockedBox(FetchLimits.standard)

    /// The body of `url`, or a `Diagnostic` saying why not (status, network error, limits).
    public static func fetch(_ url: URL, limits: FetchLimits? = nil, what: String = "screen") async throws -> Data {
        try await fetchBody(url, limits: limits, what: what).data
    }

    /// The body with its content type.
    public static func fetchBody(_ url: URL, limits: FetchLimits? = nil, what: String = "screen",
                                 accept: String = "application/json") async throws -> FetchedBody {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw Diagnostic(severity: .error, file: url.absoluteString, message: translated("only http and https addresses are fetched"))
        }
        let cancellation = NetworkCancellation()
        let client = HTTPClient(limits: limits ?? defaultLimits, what: what, accept: accept, cancellation: cancellation)
        return try await withTaskCancellationHandler {
            try await client.get(url)
        } onCancel: {
            cancellation.cancel()
        }
    }

    /// A warning when the server says the body is not JSON (it is still tried: many servers say
    /// `text/plain`); nil for JSON types and when there is no `Content-Type`.
    public static func contentTypeWarning(_ body: FetchedBody) -> Diagnostic? {
        guard let type = body.contentType else { return nil }
        if type == "application/json" || type.hasSuffix("+json") || type == "text/json" || type == "text/plain"
            || type == "application/octet-stream" {
            return nil
        }
        return Diagnostic(severity: .warning, file: body.finalURL.absoluteString,
                          message: translated("the server says this is {type}, not JSON; reading it as JSON anyway", ["type": type]))
    }

    /// "32 MB", "512 KB", "100 bytes".
    static func describeSize(_ bytes: Int) -> String { ResourceLimits.describe(bytes: bytes) }

    /// "15 s", "0.5 s".
    static func describeSeconds(_ seconds: TimeInterval) -> String {
        seconds == seconds.rounded() && abs(seconds) < 1e9 ? "\(Int(seconds)) s" : String(format: "%.1f s", seconds)
    }
}

/// A value behind a lock, for settings read from any thread.
final class LockedBox<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) { stored = value }

    var value: Value {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set { lock.lock(); stored = newValue; lock.unlock() }
    }
}
