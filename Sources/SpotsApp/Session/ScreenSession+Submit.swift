import Foundation
import SpotsGtk

/// `{"submit": …}`: the values of the screen's inputs, checked against their rules, sent to a
/// server as JSON through the bounded client. The answer may be empty, a patch (applied) or a
/// screen (shown; Back returns to the form). Every value stays on any failure, whose reason is
/// `submitProgress` (the window shows it under the item that sent the form).
extension ScreenSession {
    /// What became of a submit.
    public enum SubmitOutcome: Equatable {
        /// On its way; `on-success` or `on-error` runs when the answer is in.
        case sending
        /// Inputs whose values break their rules, in document order: nothing was sent.
        case invalid([InputField])
        /// A submit is already on its way: a form is not sent twice.
        case busy
        /// Not sent, and why.
        case refused(String)
        /// A screen from a server sends to another origin: not sent unless the user agrees
        /// (`submit(_:confirmed:)` with this destination), once.
        case needsConfirmation(CrossOrigin)
    }

    /// A form from one origin (`from`, e.g. `https://example.org`) addressed to another (`to`).
    public struct CrossOrigin: Equatable, Sendable {
        public var url: URL
        public var from: String
        public var to: String
    }

    /// Where a form may go: there, there if the user agrees, or nowhere.
    enum SubmitDestination: Equatable {
        case allowed(URL)
        case crossOrigin(CrossOrigin)
        case refused(SubmitRefusal)
    }

    /// Whether a submit waits for its answer (`submitProgress` says which, or why the last failed).
    public var isSubmitting: Bool { submitting }

    /// Checks the inputs `submission` sends and, when they are all valid, sends their values.
    /// `confirmed`: the user agreed to this other origin for this submit (the answer is not kept).
    @discardableResult
    public func submit(_ submission: Submission, confirmed: CrossOrigin? = nil) -> SubmitOutcome {
        guard current != nil, let source else { return .refused(translated("there is no screen to send")) }
        guard !submitting else { return .busy }
        let inputs = Screen.inputs(in: models)
        let names = submission.names(among: inputs)
        let sent = Set(names)
        let invalid = inputs.filter { sent.contains($0.name) && !$0.isDisabled && $0.failure(for: $0.value) != nil }
        guard invalid.isEmpty else { return .invalid(invalid) }
        let url: URL
        switch Self.destination(of: submission.url, from: source) {
        case .allowed(let resolved): url = resolved
        case .crossOrigin(let crossOrigin) where crossOrigin == confirmed: url = crossOrigin.url
        case .crossOrigin(let crossOrigin): return .needsConfirmation(crossOrigin)
        case .refused(let refusal): return .refused(refusal.message)
        }
        var values: [String: JSONValue] = [:]
        for name in names { values[name] = variables[name] ?? .null }
        let body = Submission.body(values)
        submitting = true
        submitProgress = .sending(submission)
        delegate?.session(self, isLoading: true)
        delegate?.sessionDidChange(self)
        let screen = current?.screen
        Task { @MainActor [weak self] in
            let answer: Result<FetchedBody, Error>
            do {
                answer = .success(try await FormSender.send(url, method: submission.method, headers: submission.headers, body: body))
            } catch {
                answer = .failure(error)
            }
            guard let self else { return }
            self.submitting = false
            if self.submitProgress == .sending(submission) { self.submitProgress = nil }
            self.delegate?.session(self, isLoading: false)
            // Another screen meanwhile: the answer was for the form that is gone.
            guard self.current?.screen == screen else {
                self.delegate?.sessionDidChange(self)
                return
            }
            switch answer {
            case .success(let fetched):
                self.delegate?.sessionDidChange(self)
                self.received(fetched, for: submission)
            case .failure(let error): self.submitFailed(error, submission)
            }
        }
        return .sending
    }

    /// Where a form from `source` may be sent: http or https only (never `file:`, without
    /// asking); a screen from a server sends to its own origin (its scheme, host and port), or to
    /// another if the user agrees; a relative address needs a server.
    nonisolated static func destination(of address: String, from source: ScreenSource) -> SubmitDestination {
        let base: URL? = if case .url(let screen) = source { screen } else { nil }
        guard let url = URL(string: address, relativeTo: base)?.absoluteURL, let scheme = url.scheme?.lowercased() else {
            return .refused(SubmitRefusal(translated("\"{address}\" is not an address a form can be sent to", ["address": address])))
        }
        guard scheme == "http" || scheme == "https", url.host?.isEmpty == false else {
            return .refused(SubmitRefusal(translated("a form is sent over http or https only, never to \"{address}\"", ["address": address])))
        }
        if let base, !Self.sameOrigin(base, url) {
            return .crossOrigin(CrossOrigin(url: url, from: Self.origin(of: base), to: Self.origin(of: url)))
        }
        return .allowed(url)
    }

    private nonisolated static func origin(of url: URL) -> String {
        "\(url.scheme?.lowercased() ?? "")://\(url.host?.lowercased() ?? "")" + (url.port.map { ":\($0)" } ?? "")
    }

    private nonisolated static func sameOrigin(_ a: URL, _ b: URL) -> Bool {
        func port(_ url: URL) -> Int? { url.port ?? (url.scheme?.lowercased() == "https" ? 443 : 80) }
        return a.scheme?.lowercased() == b.scheme?.lowercased() && a.host?.lowercased() == b.host?.lowercased() && port(a) == port(b)
    }

    /// The answer: nothing (done), a patch (applied to the form's screen) or a screen (shown).
    private func received(_ fetched: FetchedBody, for submission: Submission) {
        let text = fetched.data.prefix(64)
        if fetched.data.isEmpty || text.allSatisfy({ [0x20, 0x0A, 0x0D, 0x09].contains($0) }) && fetched.data.count <= 64 {
            followUp(submission.onSuccess)
            return
        }
        if PatchDecoder.isPatch(fetched.data) {
            if applyPatch(fetched.data, file: fetched.finalURL.absoluteString, fromServer: true) == nil {
                followUp(submission.onSuccess)
            } else {
                followUp(submission.onError)
            }
            return
        }
        do {
            let location = ResourceLocation(remoteBase: fetched.finalURL)
            let loaded = try ScreenLoader.load(data: fetched.data, file: fetched.finalURL.absoluteString, location: location,
                                               name: fetched.finalURL.lastPathComponent, knownKinds: ComponentRegistry.shared.knownKinds)
            apply(loaded, from: .url(fetched.finalURL), reason: .navigate)
        } catch {
            submitFailed(error, submission)
        }
    }

    private func submitFailed(_ error: Error, _ submission: Submission) {
        let reason = (error as? Diagnostic)?.message ?? "\(error)"
        // Shown once, where the window decides (under the item that sent it); logged here.
        submitProgress = .failed(submission, reason: reason)
        log(translated("The form was not sent: {reason}", ["reason": reason]))
        delegate?.sessionDidChange(self)
        followUp(submission.onError)
    }

    /// `on-success` or `on-error`: its `set` runs, then its action (`open:` and the like).
    private func followUp(_ followUp: Submission.FollowUp?) {
        guard let followUp else { return }
        if !followUp.assignments.isEmpty { perform(followUp.assignments) }
        if let action = followUp.action { delegate?.session(self, run: action) }
    }
}

extension ScreenSessionDelegate {
    /// An action string to run after a submit's answer (`on-success`, `on-error`).
    public func session(_ session: ScreenSession, run action: String) {}
}

/// Why a form is not sent.
public struct SubmitRefusal: Error, Equatable {
    public var message: String
    init(_ message: String) { self.message = message }
}
