import Foundation
import SpotsModel

extension ScreenLoader {
    /// What `spots validate URL` reports about a remote screen's templates and stylesheet: each one
    /// is fetched as the app fetches it (a failure is a positioned warning at the reference), and
    /// each template is held against `RemoteTemplatePolicy` with the same messages the app, `snapshot`
    /// and `inspect` show. (GtkBuilder's own errors in an allowed template need a display: those
    /// show in the app, `snapshot` and `inspect`.) Blocks the calling thread, like `fetchWaiting`.
    public static func remoteResourceProblemsWaiting(_ loaded: LoadedScreen, data: Data, file: String,
                                                     limits: FetchLimits? = nil) -> [Diagnostic] {
        guard loaded.location.isRemote else { return [] }
        var screen = loaded
        screen.warnings = []
        let outcome = LockedBox<LoadedScreen?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task.detached { [screen] in
            var fetched = screen
            await fetchResources(&fetched, data: data, file: file, limits: limits)
            outcome.value = fetched
            done.signal()
        }
        done.wait()
        guard let fetched = outcome.value else { return [] }
        var problems = fetched.warnings
        for (_, template) in fetched.fetchedTemplates.sorted(by: { $0.key < $1.key }) {
            problems += BuilderTemplate.remoteProblems(in: template.contents, file: template.url)
        }
        return problems
    }
}
