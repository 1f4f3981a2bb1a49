import Foundation
import SpotsGtk

/// Getting a display for commands that render without showing a window.
enum Display {
    /// Initialises GTK; when there is no display and `xvfb-run` exists, runs this same command
    /// again under a virtual X server (so `spots snapshot` works over SSH and in CI).
    @MainActor
    static func requireForHeadlessRendering() throws {
        if GtkRuntime.initialize(loadingOpenGL: false) {
            GtkRuntime.disableAnimations()
            return
        }
        let guardVariable = "SPOTS_UNDER_XVFB"
        if ProcessInfo.processInfo.environment[guardVariable] == nil, let xvfb = which("xvfb-run") {
            setenv(guardVariable, "1", 1)
            let arguments = [xvfb, "-a", "-s", "-screen 0 1920x1080x24"] + CommandLine.arguments
            var cArguments = arguments.map { strdup($0) } + [nil]
            execv(xvfb, &cArguments)
        }
        throw ToolError(translated("cannot open a display: set DISPLAY, or install xvfb (apt-get install xvfb)"))
    }

    private static func which(_ program: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/\(program)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}

/// A failure a command reports in one line and exits 1 for.
struct ToolError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
