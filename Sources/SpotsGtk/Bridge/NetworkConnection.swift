import CSpotsGtk
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
    /// Anything else, in GIO's words ("Connection refused").
    case failed(String)
}

/// Interrupts the blocking calls of a `NetworkConnection` from any thread (a GCancellable).
public final class NetworkCancellation: @unchecked Sendable {
    fileprivate let cancellable: UnsafeMutablePointer<GCancellable>

    public init() { cancellable = g_cancellable_new() }

    deinit { g_object_unref(UnsafeMutableRawPointer(cancellable)) }

    /// Makes the call in progress, and every later one, fail with `NetworkError.cancelled`.
    public func cancel() { g_cancellable_cancel(cancellable) }

    public var isCancelled: Bool { g_cancellable_is_cancelled(cancellable) != 0 }
}

/// A TCP connection through GIO, wrapped in TLS for https, with blocking reads and writes that a
/// `NetworkCancellation` interrupts. Unlike the widget wrappers this is not tied to the main
/// thread: one background thread uses it from connecting to closing.
///
/// Certificates are always validated. `trustAnchorFile`, when given, names a PEM file of CA
/// certificates used instead of the system's (a GTlsFileDatabase).
public final class NetworkConnection: @unchecked Sendable {
    private let connection: UnsafeMutablePointer<GSocketConnection>
    private let tls: UnsafeMutablePointer<GIOStream>?
    private let input: UnsafeMutablePointer<GInputStream>
    private let output: UnsafeMutablePointer<GOutputStream>
    private let cancellation: NetworkCancellation
    private var scratch = [UInt8](repeating: 0, count: 64 * 1024)

    public init(host: String, port: Int, secure: Bool, trustAnchorFile: String? = nil,
                cancellation: NetworkCancellation) throws {
        self.cancellation = cancellation
        let cancellable = cancellation.cancellable
        let client = g_socket_client_new()!
        defer { g_object_unref(UnsafeMutableRawPointer(client)) }
        // Direct connections only, as for plain http before: no proxy lookups that could stall.
        g_socket_client_set_enable_proxy(client, 0)
        let address = g_network_address_new(host, UInt16(clamping: port))!
        defer { g_object_unref(UnsafeMutableRawPointer(address)) }

        var error: UnsafeMutablePointer<GError>?
        guard let connection = g_socket_client_connect(client, address, cancellable, &error) else {
            throw Self.networkError(error)
        }
        self.connection = connection
        guard secure else {
            tls = nil
            let stream = UnsafeMutableRawPointer(connection).assumingMemoryBound(to: GIOStream.self)
            input = g_io_stream_get_input_stream(stream)
            output = g_io_stream_get_output_stream(stream)
            return
        }

        let base = UnsafeMutableRawPointer(connection).assumingMemoryBound(to: GIOStream.self)
        guard g_tls_backend_supports_tls(g_tls_backend_get_default()) != 0 else {
            g_io_stream_close(base, nil, nil)
            g_object_unref(UnsafeMutableRawPointer(connection))
            throw NetworkError.tlsUnavailable
        }
        guard let tls = g_tls_client_connection_new(base, address, &error) else {
            g_io_stream_close(base, nil, nil)
            g_object_unref(UnsafeMutableRawPointer(connection))
            throw Self.networkError(error)
        }
        let tlsConnection = UnsafeMutableRawPointer(tls).assumingMemoryBound(to: GTlsConnection.self)
        // HTTP frames the body itself; many servers close without a TLS close_notify.
        g_tls_connection_set_require_close_notify(tlsConnection, 0)
        if let trustAnchorFile {
            // GIO wants an absolute path here.
            let trustAnchorFile = trustAnchorFile.hasPrefix("/") ? trustAnchorFile : FileManager.default.currentDirectoryPath + "/" + trustAnchorFile
            guard let database = g_tls_file_database_new(trustAnchorFile, &error) else {
                g_object_unref(UnsafeMutableRawPointer(tls))
                g_io_stream_close(base, nil, nil)
                g_object_unref(UnsafeMutableRawPointer(connection))
                throw Self.networkError(error)
            }
            g_tls_connection_set_database(tlsConnection, UnsafeMutableRawPointer(database).assumingMemoryBound(to: GTlsDatabase.self))
            g_object_unref(UnsafeMutableRawPointer(database))
        }
        if g_tls_connection_handshake(tlsConnection, cancellable, &error) == 0 {
            let problems = g_tls_connection_get_peer_certificate_errors(tlsConnection)
            let failure = Self.networkError(error)
            g_object_unref(UnsafeMutableRawPointer(tls))
            g_io_stream_close(base, nil, nil)
            g_object_unref(UnsafeMutableRawPointer(connection))
            if case .certificateNotTrusted = failure, let reasons = Self.describe(problems, host: host) {
                throw NetworkError.certificateNotTrusted(reasons)
            }
            throw failure
        }
        self.tls = tls
        input = g_io_stream_get_input_stream(tls)
        output = g_io_stream_get_output_stream(tls)
    }

    deinit {
        // Closing the socket underneath ends the connection without a TLS goodbye: a hostile server
        // that never reads must not make closing block.
        let base = UnsafeMutableRawPointer(connection).assumingMemoryBound(to: GIOStream.self)
        g_io_stream_close(base, nil, nil)
        if let tls { g_object_unref(UnsafeMutableRawPointer(tls)) }
        g_object_unref(UnsafeMutableRawPointer(connection))
    }

    /// Sends all of `bytes`.
    public func write(_ bytes: [UInt8]) throws {
        var error: UnsafeMutablePointer<GError>?
        var written: gsize = 0
        let succeeded = bytes.withUnsafeBytes {
            g_output_stream_write_all(output, $0.baseAddress, gsize($0.count), &written, cancellation.cancellable, &error)
        }
        if succeeded == 0 { throw Self.networkError(error) }
    }

    /// Reads what arrives (at most 64 KB) and appends it to `buffer`. False at the end of the stream.
    public func read(appendingTo buffer: inout [UInt8]) throws -> Bool {
        var error: UnsafeMutablePointer<GError>?
        let count = scratch.withUnsafeMutableBytes {
            g_input_stream_read(input, $0.baseAddress, gsize($0.count), cancellation.cancellable, &error)
        }
        if count < 0 { throw Self.networkError(error) }
        buffer.append(contentsOf: scratch[0..<count])
        return count > 0
    }

    private static func networkError(_ error: UnsafeMutablePointer<GError>?) -> NetworkError {
        guard let error else { return .failed("unknown error") }
        defer { g_error_free(error) }
        if error.pointee.domain == g_io_error_quark(), error.pointee.code == G_IO_ERROR_CANCELLED.rawValue {
            return .cancelled
        }
        if error.pointee.domain == g_tls_error_quark(), error.pointee.code == G_TLS_ERROR_UNAVAILABLE.rawValue {
            return .tlsUnavailable
        }
        if error.pointee.domain == g_tls_error_quark(), error.pointee.code == G_TLS_ERROR_BAD_CERTIFICATE.rawValue {
            return .certificateNotTrusted(String(cString: error.pointee.message))
        }
        return .failed(String(cString: error.pointee.message))
    }

    /// "it is signed by an unknown authority, it has expired".
    private static func describe(_ problems: GTlsCertificateFlags, host: String) -> String? {
        let reasons: [(GTlsCertificateFlags, String)] = [
            (G_TLS_CERTIFICATE_UNKNOWN_CA, "it is signed by an unknown authority"),
            (G_TLS_CERTIFICATE_BAD_IDENTITY, "it was not issued for \(host)"),
            (G_TLS_CERTIFICATE_NOT_ACTIVATED, "it is not valid yet"),
            (G_TLS_CERTIFICATE_EXPIRED, "it has expired"),
            (G_TLS_CERTIFICATE_REVOKED, "it has been revoked"),
            (G_TLS_CERTIFICATE_INSECURE, "it uses an insecure algorithm"),
            (G_TLS_CERTIFICATE_GENERIC_ERROR, "it could not be checked"),
        ]
        let found = reasons.filter { problems.rawValue & $0.0.rawValue != 0 }.map(\.1)
        return found.isEmpty ? nil : found.joined(separator: ", ")
    }
}
