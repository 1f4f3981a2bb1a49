import CSpotsSoup
import Foundation

/// Why a network call failed.
public enum NetworkError: Error, Equatable {
    /// `NetworkCancellation.cancel()` interrupted it.
    case cancelled
    /// TLS is not available: GIO found no TLS backend (the `glib-networking` package).
    case tlsUnavailable
    /// The server's certificate failed validation; the reasons read as a sentence
    /// ("it is signed by an unknown authority").
    case certificateNotTrusted(String)
    /// The response's status line and headers passed libsoup's 64 KB limit.
    case headersTooLarge
    /// The server closed the connection before the response (or its body) was complete.
    case closedEarly
    /// What came back was not an HTTP response.
    case notHTTP
    /// Anything else, in libsoup's or GIO's words ("Connection refused").
    case failed(String)
}

/// Interrupts a fetch's network calls from any thread (a GCancellable): the connect, the TLS
/// handshake, the wait for the answer and every read of its body.
public final class NetworkCancellation: @unchecked Sendable {
    let cancellable: UnsafeMutablePointer<GCancellable>

    public init() { cancellable = g_cancellable_new() }

    deinit { g_object_unref(UnsafeMutableRawPointer(cancellable)) }

    /// Makes the call in progress, and every later one, fail with `NetworkError.cancelled`.
    public func cancel() { g_cancellable_cancel(cancellable) }

    public var isCancelled: Bool { g_cancellable_is_cancelled(cancellable) != 0 }
}

extension NetworkError {
    /// Takes (and frees) a GError from GIO or libsoup. `certificateProblems` are the reasons the
    /// TLS layer gave for refusing the server's certificate, when it did.
    static func taking(_ error: UnsafeMutablePointer<GError>?, certificateProblems: GTlsCertificateFlags? = nil,
                       host: String = "") -> NetworkError {
        guard let error else { return .failed(translated("unknown error")) }
        defer { g_error_free(error) }
        let domain = error.pointee.domain, code = error.pointee.code
        let message = error.pointee.message.map { String(cString: $0) } ?? translated("unknown error")
        if domain == g_io_error_quark() {
            if code == G_IO_ERROR_CANCELLED.rawValue { return .cancelled }
            // libsoup says both with this code; its own (translated) words tell them apart.
            if code == G_IO_ERROR_PARTIAL_INPUT.rawValue {
                return message == String(cString: g_dgettext("libsoup-3.0", "Header too big")) ? .headersTooLarge : .closedEarly
            }
        }
        if domain == g_tls_error_quark() {
            if code == G_TLS_ERROR_UNAVAILABLE.rawValue { return .tlsUnavailable }
            if code == G_TLS_ERROR_BAD_CERTIFICATE.rawValue {
                return .certificateNotTrusted(certificateProblems.flatMap { describe($0, host: host) } ?? message)
            }
        }
        if domain == soup_session_error_quark(), code == SOUP_SESSION_ERROR_PARSING.rawValue { return .notHTTP }
        return .failed(message)
    }

    /// "it is signed by an unknown authority, it has expired".
    private static func describe(_ problems: GTlsCertificateFlags, host: String) -> String? {
        let reasons: [(GTlsCertificateFlags, String)] = [
            (G_TLS_CERTIFICATE_UNKNOWN_CA, translated("it is signed by an unknown authority")),
            (G_TLS_CERTIFICATE_BAD_IDENTITY, translated("it was not issued for {host}", ["host": host])),
            (G_TLS_CERTIFICATE_NOT_ACTIVATED, translated("it is not valid yet")),
            (G_TLS_CERTIFICATE_EXPIRED, translated("it has expired")),
            (G_TLS_CERTIFICATE_REVOKED, translated("it has been revoked")),
            (G_TLS_CERTIFICATE_INSECURE, translated("it uses an insecure algorithm")),
            (G_TLS_CERTIFICATE_GENERIC_ERROR, translated("it could not be checked")),
        ]
        let found = reasons.filter { problems.rawValue & $0.0.rawValue != 0 }.map(\.1)
        // Translators: joins the certificate's problems: "it is signed by an unknown authority, it has expired".
        return found.isEmpty ? nil : found.joined(separator: translated(", "))
    }
}
