import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
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

/// Fetches screens (and images) over http(s), off the main thread, within `FetchLimits`.
///
/// `http:` goes through `PlainHTTPClient`, which enforces every limit where the bytes arrive.
/// `https:` goes through URLSession with the same timers and byte count; there the limits end the
/// fetch on time, but URLSession on Linux may go on reading a fast endless body into memory for a
/// while after the task is cancelled (see the README's limits section).
///
/// Errors are `Diagnostic`s with readable messages: "the server did not answer within 15 s",
/// "the screen is larger than 32 MB", "the server answered 404 Not Found".
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
            throw Diagnostic(severity: .error, file: url.absoluteString, message: "only http and https addresses are fetched")
        }
        let limits = limits ?? defaultLimits
        if scheme == "http" {
            let cancelled = LockedBox(false)
            let client = PlainHTTPClient(limits: limits, what: what, accept: accept, isCancelled: { cancelled.value })
            let outcome = try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<PlainHTTPClient.Outcome, Error>) in
                    DispatchQueue.global(qos: .userInitiated).async {
                        continuation.resume(with: Result { try client.get(url) })
                    }
                }
            } onCancel: {
                cancelled.value = true
            }
            switch outcome {
            case .body(let body): return body
            case .redirect(let secure): return try await fetchBody(secure, limits: limits, what: what, accept: accept)
            }
        }
        let download = Download(url: url, limits: limits, what: what, accept: accept)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                download.start(continuation)
            }
        } onCancel: {
            download.cancel()
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
                          message: "the server says this is \(type), not JSON; reading it as JSON anyway")
    }

    /// "32 MB", "512 KB", "100 bytes".
    static func describeSize(_ bytes: Int) -> String {
        if bytes >= 1024 * 1024, bytes % (1024 * 1024) == 0 { return "\(bytes / (1024 * 1024)) MB" }
        if bytes >= 1024, bytes % 1024 == 0 { return "\(bytes / 1024) KB" }
        return "\(bytes) bytes"
    }

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

/// One download: a URLSession data task whose bytes are counted as they arrive, with its own
/// overall and idle timers (URLSession's own timeouts are not honoured reliably on Linux).
/// Whatever ends it first (the last byte, an error, a limit, a timer, cancellation) resumes the
/// continuation once and tears the session down.
private final class Download: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let url: URL
    private let limits: FetchLimits
    private let what: String
    private let accept: String
    private let lock = NSLock()
    private let timerQueue = DispatchQueue(label: "spots.fetch.timer")
    private var continuation: CheckedContinuation<FetchedBody, Error>?
    private var session: URLSession?
    private var task: URLSessionDataTask?
    private var timer: DispatchSourceTimer?
    private var body = Data()
    private var response: HTTPURLResponse?
    private var started = Date()
    private var lastActivity = Date()
    private var finished = false

    init(url: URL, limits: FetchLimits, what: String, accept: String) {
        self.url = url
        self.limits = limits
        self.what = what
        self.accept = accept
    }

    func start(_ continuation: CheckedContinuation<FetchedBody, Error>) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.timeoutIntervalForRequest = limits.idleTimeout + 1
        configuration.timeoutIntervalForResource = limits.overallTimeout + 1
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let session = URLSession(configuration: configuration, delegate: self, delegateQueue: queue)
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: limits.idleTimeout + 1)
        request.setValue(accept, forHTTPHeaderField: "Accept")
        let task = session.dataTask(with: request)
        lock.lock()
        self.continuation = continuation
        self.session = session
        self.task = task
        started = Date()
        lastActivity = started
        let timer = DispatchSource.makeTimerSource(queue: timerQueue)
        // Checked 10 times a second, so every limit holds to within 0.1 s.
        timer.schedule(deadline: .now() + 0.1, repeating: 0.1, leeway: .milliseconds(20))
        timer.setEventHandler { [weak self] in self?.checkTimers() }
        self.timer = timer
        lock.unlock()
        timer.resume()
        task.resume()
    }

    func cancel() {
        finish(.failure(Diagnostic(severity: .error, file: url.absoluteString, message: "the download was cancelled")))
    }

    private func checkTimers() {
        lock.lock()
        let now = Date()
        let elapsed = now.timeIntervalSince(started)
        let idle = now.timeIntervalSince(lastActivity)
        let answered = response != nil
        let received = body.count
        lock.unlock()
        if elapsed >= limits.overallTimeout {
            let message = answered
                ? "the \(what) did not arrive within \(RemoteScreenFetcher.describeSeconds(limits.overallTimeout)) (\(received) bytes received)"
                : "the server did not answer within \(RemoteScreenFetcher.describeSeconds(limits.overallTimeout))"
            fail(message)
        } else if idle >= limits.idleTimeout {
            let message = answered
                ? "the server sent nothing for \(RemoteScreenFetcher.describeSeconds(limits.idleTimeout)) (\(received) bytes received)"
                : "the server did not answer within \(RemoteScreenFetcher.describeSeconds(limits.idleTimeout))"
            fail(message)
        }
    }

    private func fail(_ message: String) {
        finish(.failure(Diagnostic(severity: .error, file: url.absoluteString, message: message)))
    }

    private var tooLarge: String {
        "the \(what) is larger than \(RemoteScreenFetcher.describeSize(limits.maximumBodySize))"
    }

    /// Resumes the continuation once, stops the timer and tears the session down.
    private func finish(_ result: Result<FetchedBody, Error>) {
        lock.lock()
        guard !finished else { return lock.unlock() }
        finished = true
        let continuation = self.continuation
        let session = self.session
        let task = self.task
        let timer = self.timer
        self.continuation = nil
        self.session = nil
        self.task = nil
        self.timer = nil
        body = Data()
        lock.unlock()
        timer?.cancel()
        task?.suspend()
        task?.cancel()
        session?.invalidateAndCancel()
        continuation?.resume(with: result)
    }

    // MARK: URLSessionDataDelegate

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        guard let http = response as? HTTPURLResponse else {
            completionHandler(.cancel)
            return fail("the server did not answer with HTTP")
        }
        if !(200..<300).contains(http.statusCode) {
            completionHandler(.cancel)
            return fail("the server answered \(http.statusCode) \(HTTPURLResponse.localizedString(forStatusCode: http.statusCode))")
        }
        if http.expectedContentLength > Int64(limits.maximumBodySize) {
            completionHandler(.cancel)
            return fail(tooLarge)
        }
        lock.lock()
        self.response = http
        lastActivity = Date()
        lock.unlock()
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        lock.lock()
        guard !finished else { return lock.unlock() }
        lastActivity = Date()
        let fits = body.count + data.count <= limits.maximumBodySize
        if fits { body.append(data) }
        lock.unlock()
        if !fits {
            dataTask.suspend() // pauses the transfer at once; cancelling alone lets it run on a while
            fail(tooLarge)
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        if let error {
            let nsError = error as NSError
            if nsError.domain == NSURLErrorDomain, nsError.code == NSURLErrorCancelled { return } // one of ours
            if nsError.domain == NSURLErrorDomain, nsError.code == NSURLErrorTimedOut {
                return fail("the server did not answer within \(RemoteScreenFetcher.describeSeconds(limits.idleTimeout))")
            }
            return fail("cannot fetch the \(what): \(error.localizedDescription)")
        }
        lock.lock()
        let data = body
        let response = self.response
        lock.unlock()
        let type = (response?.value(forHTTPHeaderField: "Content-Type"))
            .flatMap { $0.split(separator: ";").first }
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        finish(.success(FetchedBody(data: data, contentType: type, finalURL: response?.url ?? url)))
    }
}
