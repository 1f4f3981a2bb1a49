import Foundation
import SpotsGtk

/// Patches (`{"patch": [ … ], "variables": { … }}`): an item's `open-patch:FILE` action applies
/// one to the screen on display, all or nothing, and the window draws the difference.
extension ScreenSession {
    /// Applies the patch `target` names (relative to the screen); nil when it was applied or is
    /// being fetched, else why not. A screen from a server takes patches from servers only, and
    /// a local screen local ones (a server's items must not show local files).
    func applyPatch(named target: String) -> String? {
        guard let source, current != nil else { return translated("no screen to patch") }
        if let refusal = RemotePolicy.refusal(ofTarget: target, from: source) { return refusal }
        guard let destination = source.resolve(target) else { return translated("not a patch this app can open") }
        switch destination {
        case .file(let path), .embedded(let path):
            do {
                _ = applyPatch(try ScreenLoader.read(path: path), file: path)
            } catch {
                addPatchProblem(error as? Diagnostic ?? Diagnostic(severity: .error, file: path, message: "\(error)"))
            }
        case .url(let url):
            guard case .url = source else { return translated("a screen opened from a file applies patches from files only") }
            let expected = current?.screen
            Task { @MainActor [weak self] in
                do {
                    let body = try await RemoteScreenFetcher.fetchBody(url, what: "patch")
                    // The screen changed meanwhile (another screen, a reload): the patch was for the old one.
                    guard let self, self.current?.screen == expected else { return }
                    _ = self.applyPatch(body.data, file: url.absoluteString)
                } catch {
                    self?.addPatchProblem(error as? Diagnostic ?? Diagnostic(severity: .error, file: url.absoluteString, message: "\(error)"))
                }
            }
        }
        return nil
    }

    /// A server answered an `open:` action with a patch document: it changes the screen on display
    /// (which stays, with its place in Back and Forward) instead of being shown. Only a screen from
    /// a server takes one, as with `open-patch:`; anything but following an item's action (opening
    /// or refreshing the address) cannot show a patch and fails as a screen that cannot be read.
    func applyPatchResponse(_ body: FetchedBody, from asked: ScreenSource, reason: LoadReason, screenWhenAsked: Screen?) {
        passingVariables = nil
        let file = body.finalURL.absoluteString
        guard reason == .navigate, current != nil else {
            failed(Diagnostic(severity: .error, file: file,
                              message: translated("the server answered with a patch, not a screen: a patch changes the screen whose item asks for it")),
                   source: asked, reason: reason)
            return
        }
        // The screen changed meanwhile (Back, a reload): the patch was for the one that asked.
        guard current?.screen == screenWhenAsked else {
            log("warning: the patch from \(file) came after its screen was left; it is not applied")
            return
        }
        guard case .url = source else {
            addPatchProblem(Diagnostic(severity: .error, file: file,
                                       message: translated("a screen opened from a file applies patches from files only; the patch is not applied")))
            return
        }
        applyPatch(body.data, file: file)
    }

    /// Applies a patch document to the screen on display: every change or none. Returns the
    /// problem when it was not applied (also listed, and shown in the bar). `fromServer`: the
    /// patch came over the network (a form's answer may patch a local screen), so it may not name
    /// a local file; a patch for a screen from a server never may.
    @discardableResult
    public func applyPatch(_ data: Data, file: String, fromServer: Bool = false) -> Diagnostic? {
        guard current != nil, source != nil else { return nil }
        do {
            let decoded = try PatchDecoder().decode(data, file: file)
            do throws(PatchProblem) {
                // A server's items must not show or open local files (its screen's own are refused where used).
                var fromServer = fromServer
                if case .url = source { fromServer = true }
                if fromServer, let refusal = decoded.patch.localFileReference() { throw refusal }
                // In place: a one-item patch copies none of a long list's other items. The values
                // the reader set stay, unless the patch gave the variable a new value.
                try state.apply(decoded.patch, to: &current!.screen)
            } catch {
                throw error.diagnostic(file: file, positions: DocumentPositions(data))
            }
        } catch {
            let problem = error as? Diagnostic ?? Diagnostic(severity: .error, file: file, message: "\(error)")
            addPatchProblem(problem)
            return problem
        }
        listLateBindingProblems()
        showChange(touched: state.touched)
        delegate?.sessionDidChange(self)
        return nil
    }

    private func addPatchProblem(_ problem: Diagnostic) {
        replaceProblems(problems + [problem])
        showNotice(problem.description, isError: true)
        delegate?.sessionDidChange(self)
    }
}
