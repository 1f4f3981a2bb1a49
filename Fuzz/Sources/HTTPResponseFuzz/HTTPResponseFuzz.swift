import Foundation
import FuzzSupport
import SpotsGtk
import SpotsModel

/// libFuzzer entry: the input is what a server sends back, byte for byte (status line, headers,
/// body, framing and all). A loopback server answers the fetcher's request with it and closes the
/// connection; the fetch, with short limits, must return a body within the size limit or throw a
/// `Diagnostic` about the address that failed, never trap or hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func LLVMFuzzerTestOneInput_HTTPResponseFuzz(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let server = LoopbackResponder.shared
    server.answer = Data(bytes: bytes, count: count)
    let url = URL(string: "http://127.0.0.1:\(server.port)/screen.json")!
    do {
        let body = try ScreenLoader.fetchWaiting(url, limits: Limits.short)
        precondition(body.data.count <= Limits.short.maximumBodySize, "a body past the size limit got through")
    } catch let diagnostic as Diagnostic {
        precondition(!diagnostic.message.isEmpty, "an error without a message")
        // The address that failed: this one, or where a redirect led.
        let file = diagnostic.file ?? ""
        precondition(file.hasPrefix("http://") || file.hasPrefix("https://"), "an error about no address: \(file)")
    } catch {
        preconditionFailure("not a Diagnostic: \(error)")
    }
    // Every connection of this input is closed before the next input is served.
    server.waitUntilIdle()
    return 0
}

private enum Limits {
    /// Small and quick: a hang is an input that outlives these.
    static let short = FetchLimits(maximumBodySize: 64 * 1024, overallTimeout: 1, idleTimeout: 0.5)
}

/// A blocking TCP server on 127.0.0.1 with one thread: it reads each connection's request head,
/// writes `answer` and closes. Every connection gets the same answer, so a redirect to the same
/// server sees it again.
private final class LoopbackResponder: @unchecked Sendable {
    static let shared = LoopbackResponder()

    let port: UInt16
    private let listener: Int32
    private let lock = NSCondition()
    private var pending = Data()
    private var busy = false

    var answer: Data {
        get { lock.lock(); defer { lock.unlock() }; return pending }
        set { lock.lock(); pending = newValue; lock.unlock() }
    }

    private init() {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        precondition(listener >= 0, "socket: \(errno)")
        self.listener = listener
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                precondition(bind(listener, $0, length) == 0, "bind: \(errno)")
                precondition(listen(listener, 16) == 0, "listen: \(errno)")
                precondition(getsockname(listener, $0, &length) == 0, "getsockname: \(errno)")
            }
        }
        port = UInt16(bigEndian: address.sin_port)
        let thread = Thread { [self] in serve() }
        thread.name = "fuzz-responder"
        thread.start()
    }

    /// Waits (at most two seconds) until no connection is being answered.
    func waitUntilIdle() {
        lock.lock()
        let deadline = Date(timeIntervalSinceNow: 2)
        while busy, lock.wait(until: deadline) {}
        lock.unlock()
    }

    private func serve() {
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            lock.lock()
            busy = true
            let response = pending
            lock.unlock()
            respond(on: connection, with: response)
            close(connection)
            lock.lock()
            busy = false
            lock.broadcast()
            lock.unlock()
        }
    }

    /// Whether `request` holds a whole request head (libsoup sends no body with a GET).
    private static func endsHead(_ request: [UInt8]) -> Bool {
        request.count >= 4 && Array(request.suffix(4)) == Array("\r\n\r\n".utf8)
    }

    private func respond(on connection: Int32, with response: Data) {
        // A client that never finishes its request does not hold the server.
        var timeout = timeval(tv_sec: 1, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var request = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !Self.endsHead(request), request.count < 65536 {
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { return }
            request += buffer[0..<count]
        }
        response.withUnsafeBytes { raw in
            var sent = 0
            while sent < raw.count {
                let count = send(connection, raw.baseAddress! + sent, raw.count - sent, Int32(MSG_NOSIGNAL))
                guard count > 0 else { return }
                sent += count
            }
        }
    }
}

@_cdecl("HTTPResponseFuzz_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    // A redirect elsewhere goes to a proxy that is not there and fails at once, never to the
    // network; the loopback server is reached directly.
    setenv("http_proxy", "http://127.0.0.1:9", 1)
    setenv("https_proxy", "http://127.0.0.1:9", 1)
    setenv("no_proxy", "127.0.0.1", 1)
    return fuzzDriver(argc, argv) { bytes, size in LLVMFuzzerTestOneInput_HTTPResponseFuzz(bytes, size) }
}
