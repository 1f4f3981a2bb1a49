import Foundation
@testable import SpotsApp
import SpotsGtk

/// A static HTTP server on 127.0.0.1 serving one folder, for URL screens in tests.
/// Python's http.server does the serving; it stops when the test ends or `stop()` is called.
/// With a `certificate` it speaks https (trust it with `SPOTS_TLS_CA_FILE`).
/// It counts the requests for each path (`requestCount`).
final class LoopbackServer {
    let folder: URL
    private let process = Process()
    private let secure: Bool
    private(set) var port = 0

    init(serving folder: URL, certificate: SelfSignedCertificate? = nil) throws {
        self.folder = folder
        secure = certificate != nil
        let script = """
        import functools, http.server, ssl, sys
        counts = {}
        class Counting(http.server.SimpleHTTPRequestHandler):
            def log_message(self, *args): pass
            def do_GET(self):
                if self.path.startswith("/__count__/"):
                    body = str(counts.get(self.path[len("/__count__"):], 0)).encode()
                    self.send_response(200)
                    self.send_header("Content-Length", str(len(body)))
                    self.end_headers()
                    self.wfile.write(body)
                    return
                counts[self.path] = counts.get(self.path, 0) + 1
                super().do_GET()
        handler = functools.partial(Counting, directory=sys.argv[1])
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        if len(sys.argv) > 3:
            tls = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
            tls.load_cert_chain(sys.argv[2], sys.argv[3])
            server.socket = tls.wrap_socket(server.socket, server_side=True)
        print(server.server_address[1], flush=True)
        server.serve_forever()
        """
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, folder.path] + (certificate.map { [$0.certificateFile, $0.keyFile] } ?? [])
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let line = output.fileHandleForReading.availableLine(timeout: 10)
        guard let line, let port = Int(line.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            process.terminate()
            throw NSError(domain: "LoopbackServer", code: 1, userInfo: [NSLocalizedDescriptionKey: "python3 http.server did not start"])
        }
        self.port = port
    }

    func url(_ path: String) -> URL { URL(string: "\(secure ? "https" : "http")://127.0.0.1:\(port)/\(path)")! }

    /// How many times `path` (e.g. "/css/bg.png") was requested.
    func requestCount(_ path: String) -> Int {
        let limits = FetchLimits(maximumBodySize: 1024, overallTimeout: 5, idleTimeout: 5)
        guard let body = try? ScreenLoader.fetchWaiting(url("__count__" + path), limits: limits) else { return -1 }
        return Int(String(decoding: body.data, as: UTF8.self)) ?? -1
    }

    func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }

    deinit { stop() }
}

extension FileHandle {
    /// Reads one line of a test server's output, giving up after `timeout` seconds.
    func availableLine(timeout: TimeInterval) -> String? {
        var buffer = Data()
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let chunk = availableData
            if chunk.isEmpty { return buffer.isEmpty ? nil : String(decoding: buffer, as: UTF8.self) }
            buffer.append(chunk)
            if buffer.contains(UInt8(ascii: "\n")) { return String(decoding: buffer, as: UTF8.self) }
        }
        return nil
    }
}
