import Foundation

/// The overall and idle deadlines of one fetch, watched ten times a second on a queue of their
/// own: when one passes, the fetch's network call in progress is cancelled, so every limit holds
/// to within 0.1 s whatever the server does (even during a DNS lookup or a TLS handshake).
final class FetchDeadlines: @unchecked Sendable {
    private let limits: FetchLimits
    private let what: String
    private let cancellation: NetworkCancellation
    private let lock = NSLock()
    private let started = Date()
    private var lastActivity = Date()
    private var answered = false
    private var expired: String?
    private let timer: DispatchSourceTimer

    init(limits: FetchLimits, what: String, cancellation: NetworkCancellation) {
        self.limits = limits
        self.what = what
        self.cancellation = cancellation
        timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "spots.fetch.deadlines"))
        timer.schedule(deadline: .now() + 0.1, repeating: 0.1, leeway: .milliseconds(20))
        // A strong reference until `stop()`, not a weak one: LeakSanitizer cannot follow Swift's
        // weak-reference side table and reported it as a leak in every fuzzed fetch.
        timer.setEventHandler { self.check() }
        timer.resume()
    }

    /// Ends the watch; every fetch calls it (the timer holds the deadlines until then).
    func stop() {
        timer.setEventHandler(handler: nil)
        timer.cancel()
    }

    /// Bytes moved: the idle timer starts again.
    func noteActivity() {
        lock.lock()
        lastActivity = Date()
        lock.unlock()
    }

    /// The server answered with a success status; from now on a timeout means the body was late.
    func noteAnswered() {
        lock.lock()
        answered = true
        lock.unlock()
    }

    /// Why the fetch was stopped, when a deadline passed.
    var expiry: String? {
        lock.lock()
        defer { lock.unlock() }
        return expired
    }

    private func check() {
        lock.lock()
        let now = Date()
        let overall = limits.overallTimeout
        let idle = limits.idleTimeout
        if expired == nil {
            if now.timeIntervalSince(started) >= overall {
                expired = answered
                    ? translated("{thing} did not arrive within {time}",
                                 ["thing": HTTPClient.named(what), "time": RemoteScreenFetcher.describeSeconds(overall)])
                    : translated("the server did not answer within {time}", ["time": RemoteScreenFetcher.describeSeconds(overall)])
            } else if now.timeIntervalSince(lastActivity) >= idle {
                expired = answered
                    ? translated("the server sent nothing for {time}", ["time": RemoteScreenFetcher.describeSeconds(idle)])
                    : translated("the server did not answer within {time}", ["time": RemoteScreenFetcher.describeSeconds(idle)])
            }
        }
        let cancel = expired != nil
        lock.unlock()
        if cancel { cancellation.cancel() }
    }
}
