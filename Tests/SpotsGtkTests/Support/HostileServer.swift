import Foundation
@testable import SpotsApp
@testable import SpotsGtk

/// A misbehaving HTTP server on 127.0.0.1 (Scripts/hostile-http-server.py: Python, raw sockets), one
/// behaviour per path:
/// - `/huge`: announces and sends 200 MB;
/// - `/huge-unannounced`: sends 200 MB with no Content-Length, then closes;
/// - `/endless`: a chunked body that never ends;
/// - `/trickle`: a body that arrives one byte a second, forever;
/// - `/silent`: reads the request and never answers;
/// - `/html`: a valid screen served as text/html;
/// - `/self.json`: a page whose `pagination.next` is itself (it counts the requests: `/count`);
/// - `/empty-1.json` → `/empty-2.json` → …: empty pages that each point at the next;
/// - `/slow.json`: a screen that takes 1.5 s to arrive;
/// - `/paged.json`, `/paged-broken.json`: a first page whose next page is `/slow.json`, or missing;
/// - `/loop`: redirects to itself;
/// - `/redirect?URL`: redirects to URL;
/// - `/malformed/NAME` (any suffix): a broken framing, see `HostileServer.malformations`;
/// - `/with-resources?PATH`: a screen whose template and stylesheet are PATH;
/// - `/next-page?PATH`: a screen whose `pagination.next` is PATH;
/// - `/gzip-bomb`: 200 MB of spaces, gzip-compressed to 263 KB;
/// - `/keep-alive/screen.json`: a screen on a connection that stays open for more requests, and
///   `/keep-alive/connections`: how many connections the server has accepted.
///
/// With a `certificate` it speaks https (Python's `ssl`), every path the same.
final class HostileServer {
    private let process = Process()
    private let secure: Bool
    private(set) var port = 0

    init(certificate: SelfSignedCertificate? = nil) throws {
        secure = certificate != nil
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.script] + (certificate.map { [$0.certificateFile, $0.keyFile] } ?? [])
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.availableLine(timeout: 10)
        guard let data, let port = Int(data.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            process.terminate()
            throw NSError(domain: "HostileServer", code: 1, userInfo: [NSLocalizedDescriptionKey: "the python3 server did not start"])
        }
        self.port = port
    }

    /// The broken framings under `/malformed/`: a chunk size that overflows a 64-bit count (it
    /// trapped the old client, issue 25), a negative and a non-hex chunk size, a Content-Length past
    /// 64 bits, 80 KB of headers, and a body longer than its Content-Length.
    static let malformations = ["chunk-overflow", "chunk-negative", "chunk-not-hex", "length-huge", "headers-huge", "body-longer"]

    /// Scripts/hostile-http-server.py, from this file's place in the source tree.
    private static let script = Repository.path("Scripts/hostile-http-server.py").path

    func url(_ path: String) -> URL { URL(string: "\(secure ? "https" : "http")://127.0.0.1:\(port)/\(path)")! }

    /// How many requests `path` (e.g. "/self.json") has had.
    func requestCount(_ path: String) -> Int {
        let limits = FetchLimits(maximumBodySize: 1024, overallTimeout: 5, idleTimeout: 5)
        guard let body = try? ScreenLoader.fetchWaiting(url("count" + path), limits: limits) else { return -1 }
        return Int(String(decoding: body.data, as: UTF8.self)) ?? -1
    }

    func stop() {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    deinit { stop() }
}

/// A self-signed certificate for 127.0.0.1 (not for localhost), made with `openssl req -x509` in a
/// temporary folder; it is its own trust anchor (`SPOTS_TLS_CA_FILE`).
final class SelfSignedCertificate {
    private let folder = TemporaryFolder("spots-tls")
    let certificateFile: String
    let keyFile: String

    init() throws {
        certificateFile = folder.path("certificate.pem")
        keyFile = folder.path("key.pem")
        let openssl = Process()
        openssl.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        openssl.arguments = ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2",
                             "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
                             "-keyout", keyFile, "-out", certificateFile]
        openssl.standardOutput = FileHandle.nullDevice
        openssl.standardError = FileHandle.nullDevice
        try openssl.run()
        openssl.waitUntilExit()
        guard openssl.terminationStatus == 0 else {
            throw NSError(domain: "SelfSignedCertificate", code: 1, userInfo: [NSLocalizedDescriptionKey: "openssl req -x509 failed"])
        }
    }
}

/// The process's resident set size now, in bytes (from /proc/self/statm).
func residentMemory() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// The process's peak resident set size (VmHWM) since the last `resetPeakMemory()`, in bytes.
func peakResidentMemory() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
          let kilobytes = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") else { return 0 }
    return kilobytes * 1024
}

/// Starts measuring the peak resident set size from the current one (Linux's clear_refs "5").
func resetPeakMemory() {
    try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
}
