import Foundation
@testable import SpotsApp
import SpotsGtk

/// An HTTP server on 127.0.0.1 that receives forms, for submit tests (Python's http.server). It
/// keeps every request's method, path, headers and body (`received`) and answers by path:
/// `/empty`: 204 and nothing; `/patch`: a patch document that replaces the item `status`;
/// `/screen`: a screen titled "Thanks" (`/thanks.json` also answers a GET with it); `/fail`: 500;
/// `/slow`: the empty answer after a second; `/to-file`: a 303 to a file: address;
/// `/patch-file`: a patch whose `status` item shows a local file; `/307?URL`: a 307 to URL. A GET of `/files/NAME` answers
/// what `serve(_:as:)` wrote (a screen from this origin).
final class FormServer {
    struct Request: Equatable {
        var method: String
        var path: String
        var contentType: String
        var header: String
        var body: String
    }

    private let process = Process()
    private let folder: URL
    private(set) var port = 0

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("spots-forms-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let script = """
        import http.server, json, os, sys, time
        log = sys.argv[1]
        files = os.path.join(os.path.dirname(log), "files")
        thanks = json.dumps({"title": "Thanks", "components": [{"items": [{"title": "Thanks for signing up"}]}]}).encode()
        patch = json.dumps({"patch": [{"identifier": "status", "item": {"identifier": "status", "title": "Sent"}}]}).encode()
        patch_file = json.dumps({"patch": [{"identifier": "status", "item": {"identifier": "status", "title": "Sent",
                                                                             "image": "/etc/hostname"}}]}).encode()
        class Handler(http.server.BaseHTTPRequestHandler):
            failures_left = 1
            def log_message(self, *args): pass
            def answer(self, status, body=b"", headers=()):
                self.send_response(status)
                for name, value in headers: self.send_header(name, value)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)
            def do_GET(self):
                name = self.path[len("/files/"):] if self.path.startswith("/files/") else ""
                if self.path == "/thanks.json": self.answer(200, thanks, [("Content-Type", "application/json")])
                elif name and "/" not in name and os.path.isfile(os.path.join(files, name)):
                    with open(os.path.join(files, name), "rb") as file:
                        self.answer(200, file.read(), [("Content-Type", "application/json")])
                else: self.answer(404)
            def do_POST(self):
                length = int(self.headers.get("Content-Length", "0"))
                body = self.rfile.read(length).decode("utf-8", "replace")
                with open(log, "a") as file:
                    file.write(json.dumps({"method": self.command, "path": self.path, "type": self.headers.get("Content-Type", ""),
                                           "header": self.headers.get("X-Form", ""), "body": body}) + "\\n")
                if self.path == "/empty": self.answer(204)
                elif self.path == "/patch": self.answer(200, patch, [("Content-Type", "application/json")])
                elif self.path == "/patch-file": self.answer(200, patch_file, [("Content-Type", "application/json")])
                elif self.path == "/screen": self.answer(303, b"", [("Location", "/thanks.json")])
                elif self.path == "/fail": self.answer(500, b"broken")
                elif self.path == "/fail-once":
                    # 500 the first time (after a moment, to be seen on its way), then taken: Retry.
                    if Handler.failures_left > 0:
                        Handler.failures_left -= 1
                        time.sleep(0.5)
                        self.answer(500, b"broken")
                    else: self.answer(204)
                elif self.path == "/slow":
                    time.sleep(1)
                    self.answer(204)
                elif self.path == "/to-file": self.answer(303, b"", [("Location", "file:///etc/passwd")])
                elif self.path.startswith("/307?"): self.answer(307, b"", [("Location", self.path[len("/307?"):])])
                else: self.answer(404)
            do_PUT = do_POST
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        print(server.server_address[1], flush=True)
        server.serve_forever()
        """
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, folder.appendingPathComponent("requests.log").path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        guard let line = output.fileHandleForReading.availableLine(timeout: 10),
              let port = Int(line.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            process.terminate()
            throw NSError(domain: "FormServer", code: 1, userInfo: [NSLocalizedDescriptionKey: "python3 http.server did not start"])
        }
        self.port = port
    }

    func url(_ path: String) -> URL { URL(string: "http://127.0.0.1:\(port)/\(path)")! }

    /// Serves `data` at `/files/NAME`, and returns that address.
    @discardableResult
    func serve(_ data: Data, as name: String) throws -> URL {
        let files = folder.appendingPathComponent("files")
        try FileManager.default.createDirectory(at: files, withIntermediateDirectories: true)
        try data.write(to: files.appendingPathComponent(name))
        return url("files/" + name)
    }

    /// Every form received, in order.
    var received: [Request] {
        guard let text = try? String(contentsOf: folder.appendingPathComponent("requests.log"), encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { line in
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: String] else { return nil }
            return Request(method: object["method"] ?? "", path: object["path"] ?? "", contentType: object["type"] ?? "",
                           header: object["header"] ?? "", body: object["body"] ?? "")
        }
    }

    func stop() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: folder)
    }

    deinit { stop() }
}
