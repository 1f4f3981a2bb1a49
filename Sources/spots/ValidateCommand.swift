import ArgumentParser
import Foundation
import SpotsGtk
import SpotsModel

/// Checks screen files and reports every problem with its position.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check screen files; exit 0 when all are valid, 1 when any is not.",
        discussion: "Problems print as file:line:column: error|warning: message."
    )

    @Argument(help: "Screen JSON files.")
    var files: [String]

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one file") }
    }

    func run() throws {
        var failed = false
        for file in files {
            do {
                let loaded = try ScreenLoader.load(path: file)
                for warning in loaded.warnings { print(warning) }
            } catch let diagnostic as Diagnostic {
                print(diagnostic)
                failed = true
            }
        }
        if failed { throw ExitCode(1) }
    }
}
