import CSpotsSoup
import Foundation

/// The one thread every libsoup call runs on, with a GLib main context and loop of its own (never
/// GTK's): libsoup's recommended use is its async API from a single thread. Its sessions are made
/// and configured there before their first request, connections return to their pool and are
/// reused, and HTTP/2 streams to one host share a connection (libsoup ≥ 3.2 also allows sending
/// from several threads, but then HTTP/2 connections are not shared between them, and a blocking
/// send waits for a free connection without looking at its cancellable).
final class NetworkThread: @unchecked Sendable {
    static let shared = NetworkThread()

    private let context: OpaquePointer

    private init() {
        nonisolated(unsafe) let context = g_main_context_new()!
        self.context = context
        let started = DispatchSemaphore(value: 0)
        let thread = Thread {
            g_main_context_push_thread_default(context)
            let loop = g_main_loop_new(context, 0)
            started.signal()
            g_main_loop_run(loop)
        }
        thread.name = "spots-network"
        thread.start()
        started.wait()
    }

    /// Runs `work` on the network thread, after the work handed over before it.
    func run(_ work: @escaping @Sendable () -> Void) {
        let box = Unmanaged.passRetained(Work(work)).toOpaque()
        g_main_context_invoke_full(context, 0 /* G_PRIORITY_DEFAULT */, { data in
            Unmanaged<Work>.fromOpaque(data!).takeUnretainedValue().run()
            return 0 // G_SOURCE_REMOVE
        }, box, { data in Unmanaged<Work>.fromOpaque(data!).release() })
    }

    private final class Work {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }
}

/// libsoup sessions, one per trust anchor (the system's, or a CA file), made on the network
/// thread the first time they are asked for and kept for the process's life.
enum HTTPSessions {
    /// Enough that a screen's images load side by side as they did with a connection each;
    /// libsoup's defaults (10, 2 per host) queued most of them behind the first two.
    static let maximumConnections: UInt32 = 64
    static let maximumConnectionsPerHost: UInt32 = 16
    static let userAgent = "spots-gtk"

    /// Touched on the network thread only.
    nonisolated(unsafe) private static var sessions: [String: UnsafeMutablePointer<SoupSession>] = [:]

    /// The session that trusts `trustAnchorFile`'s certificates (an absolute path), or the
    /// system's when nil. Network thread only.
    static func session(trustAnchorFile: String?) throws -> UnsafeMutablePointer<SoupSession> {
        let key = trustAnchorFile ?? ""
        if let session = sessions[key] { return session }
        var database: UnsafeMutablePointer<GTlsDatabase>?
        if let trustAnchorFile {
            var error: UnsafeMutablePointer<GError>?
            guard let file = g_tls_file_database_new(trustAnchorFile, &error) else { throw NetworkError.taking(error) }
            database = UnsafeMutableRawPointer(file).assumingMemoryBound(to: GTlsDatabase.self)
        }
        let session = spots_soup_session_new(maximumConnections, maximumConnectionsPerHost)!
        soup_session_set_user_agent(session, userAgent)
        // Our own deadlines (FetchDeadlines) end every fetch; libsoup's 60 s I/O timeout would
        // cut a fetch whose limits allow longer.
        soup_session_set_timeout(session, 0)
        if let database {
            soup_session_set_tls_database(session, database)
            g_object_unref(UnsafeMutableRawPointer(database))
        }
        sessions[key] = session
        return session
    }
}
