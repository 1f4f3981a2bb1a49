import Foundation
@testable import SpotsApp

/// A forwarding HTTP proxy on 127.0.0.1 (Python, raw sockets): `GET http://host:port/path` is sent
/// on to that server, `CONNECT host:port` opens a tunnel (for https). Each request line it
/// receives is written to `log`, so a test can tell that a fetch went through it.
final class ForwardingProxy {
    private let process = Process()
    private let folder = TemporaryFolder("spots-proxy")
    private(set) var port = 0

    init() throws {
        let script = #"""
        import select, socket, sys, threading
        log = open(sys.argv[1], "a", buffering=1)
        def pipe(a, b):
            while True:
                ready, _, _ = select.select([a, b], [], [], 30)
                if not ready: return
                for s in ready:
                    data = s.recv(65536)
                    if not data: return
                    (b if s is a else a).sendall(data)
        def handle(conn):
            upstream = None
            try:
                request = b""
                while b"\r\n\r\n" not in request:
                    chunk = conn.recv(4096)
                    if not chunk: return
                    request += chunk
                head, rest = request.split(b"\r\n\r\n", 1)
                lines = head.split(b"\r\n")
                method, target, version = lines[0].decode().split(" ")
                log.write(lines[0].decode() + "\n")
                if method == "CONNECT":
                    host, port = target.rsplit(":", 1)
                    upstream = socket.create_connection((host, int(port)))
                    conn.sendall(b"HTTP/1.1 200 Connection established\r\n\r\n")
                else:
                    address, _, path = target[len("http://"):].partition("/")
                    host, _, port = address.partition(":")
                    upstream = socket.create_connection((host, int(port or 80)))
                    lines[0] = ("%s /%s %s" % (method, path, version)).encode()
                    rest = b"\r\n".join(lines) + b"\r\n\r\n" + rest
                if rest: upstream.sendall(rest)
                pipe(conn, upstream)
            except OSError:
                pass
            finally:
                conn.close()
                if upstream: upstream.close()
        server = socket.socket()
        server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        server.bind(("127.0.0.1", 0))
        server.listen(64)
        print(server.getsockname()[1], flush=True)
        while True:
            conn, _ = server.accept()
            threading.Thread(target=handle, args=(conn,), daemon=True).start()
        """#
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, folder.path("requests.log")]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        guard let line = output.fileHandleForReading.availableLine(timeout: 10),
              let port = Int(line.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            process.terminate()
            throw NSError(domain: "ForwardingProxy", code: 1, userInfo: [NSLocalizedDescriptionKey: "the python3 proxy did not start"])
        }
        self.port = port
    }

    var address: String { "http://127.0.0.1:\(port)" }

    /// The request lines the proxy has received ("GET http://127.0.0.1:4711/screen.json HTTP/1.1").
    var requests: [String] {
        let text = (try? String(contentsOfFile: folder.path("requests.log"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init)
    }

    func stop() {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    deinit { stop() }
}
