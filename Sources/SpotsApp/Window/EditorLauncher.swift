import Foundation
import SpotsGtk

/// Opens a file at a line in the author's editor.
///
/// `command(…)` is pure (environment and PATH look-ups are passed in) so the choice is testable:
/// `$VISUAL`, then `$EDITOR`, split into words as a shell would (quotes, tabs); a terminal editor
/// runs in a terminal emulator; GUI editors get the line the way each takes it (`+LINE`,
/// `FILE:LINE:COLUMN`, `--goto`, `--line`); with no editor set, or one that cannot run, the file
/// opens with the desktop's default app.
public enum EditorLauncher {
    public enum Launch: Equatable, Sendable {
        /// Run this command line (the first element is the program, as found on PATH).
        case command([String])
        /// Open the file with the desktop's default app for it.
        case defaultApp(path: String)
    }

    /// Editors that need a terminal.
    static let terminalEditors: Set<String> = ["vi", "vim", "nvim", "nano", "micro", "hx", "helix", "kak", "joe", "ne", "mg", "emacs", "emacsclient", "pico", "jed"]
    /// Terminal emulators tried in order, with the argument that precedes the command to run.
    static let terminals: [(name: String, execute: [String])] = [
        ("x-terminal-emulator", ["-e"]), ("gnome-terminal", ["--"]), ("kgx", ["--"]), ("konsole", ["-e"]),
        ("xfce4-terminal", ["-x"]), ("kitty", []), ("alacritty", ["-e"]), ("foot", []), ("xterm", ["-e"]),
    ]

    public static func command(file: String, line: Int?, column: Int?, environment: [String: String],
                               which: (String) -> String?) -> Launch {
        let setting = [environment["VISUAL"], environment["EDITOR"]].compactMap { $0 }
            .first { !$0.allSatisfy(\.isWhitespace) }
        // Split as a shell would: `'/opt/My Editor/edit' --wait` is one program and one argument.
        guard let setting, var words = ShellWords.split(setting), !words.isEmpty,
              let program = which(words[0]) else { return .defaultApp(path: file) }
        words[0] = program
        let name = (program as NSString).lastPathComponent
        let arguments = editorArguments(name, file: file, line: line, column: column)
        // `emacs` opens its own window when there is a display; `emacs -nw` or `emacsclient -t` do not.
        let needsTerminal = terminalEditors.contains(name)
            && !(name == "emacs" && !words.contains("-nw") && environment["DISPLAY"] != nil)
            && !(name == "emacsclient" && (words.contains("-c") || words.contains("--create-frame")))
        guard needsTerminal else { return .command(words + arguments) }
        for terminal in terminals {
            if let path = which(terminal.name) {
                return .command([path] + terminal.execute + words + arguments)
            }
        }
        return .defaultApp(path: file)
    }

    /// How each editor is told the line (and column where it takes one).
    static func editorArguments(_ name: String, file: String, line: Int?, column: Int?) -> [String] {
        guard let line else { return [file] }
        switch name {
        case "code", "codium", "code-oss", "vscodium":
            return ["--goto", "\(file):\(line):\(column ?? 1)"]
        case "subl", "sublime_text", "zed", "zeditor", "lapce":
            return ["\(file):\(line):\(column ?? 1)"]
        case "kate", "kwrite":
            return ["--line", "\(line)", "--column", "\(max(0, (column ?? 1) - 1))", file]
        case "emacs", "emacsclient":
            return ["+\(line):\(column ?? 1)", file]
        case "gnome-text-editor", "mousepad":
            return ["+\(line)", file]
        default:
            // vi and its kin, nano, micro, gedit, gvim, xed, pluma, kak…: +LINE before the file.
            return ["+\(line)", file]
        }
    }

    /// Looks a program up on `PATH` (absolute and relative paths are taken as they are).
    public static func which(_ program: String, path: String? = ProcessInfo.processInfo.environment["PATH"]) -> String? {
        if program.contains("/") { return FileManager.default.isExecutableFile(atPath: program) ? program : nil }
        for folder in (path ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(folder)/\(program)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    @MainActor private static var running: [Process] = []

    /// Starts the editor for `file` at `line`; returns a reason when it could not.
    @MainActor
    public static func open(file: String, line: Int?, column: Int?, from window: Window?) -> String? {
        switch command(file: file, line: line, column: column, environment: ProcessInfo.processInfo.environment,
                       which: { which($0) }) {
        case .defaultApp(let path):
            return Desktop.open(URL(fileURLWithPath: path).absoluteString, from: window)
        case .command(let arguments):
            let process = Process()
            process.executableURL = URL(fileURLWithPath: arguments[0])
            process.arguments = Array(arguments.dropFirst())
            // Kept until the editor exits, so it is waited for (no zombie) however long it runs.
            process.terminationHandler = { finished in
                Task { @MainActor in running.removeAll { $0 === finished } }
            }
            do {
                try process.run()
                running.append(process)
                return nil
            } catch {
                return translated("{program} could not be started: {reason}", ["program": arguments[0], "reason": error.localizedDescription])
            }
        }
    }
}
