import ArgumentParser
import Foundation
import SpotsGtk

/// `spots [FILE]`, plus the tools for screen authors and tests.
struct SpotsCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "spots",
            abstract: translated("Render JSON screens as native GTK views."),
            discussion: translated("With no file, shows the built-in demo screen."),
            version: SpotsApplication.version,
            subcommands: [OpenCommand.self, InspectCommand.self, SnapshotCommand.self, ValidateCommand.self, ApplyPatchCommand.self],
            defaultSubcommand: OpenCommand.self
        )
    }
}

/// Opens the app window on a screen file, or on the demo.
struct OpenCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "open",
            abstract: translated("Open a screen in a window (the default).")
        )
    }

    @Argument(help: ArgumentHelp(translated("A screen JSON file. Without one, the demo screen opens.")))
    var file: String?

    /// How D-Bus starts the app (its service file): GApplication then waits for an Activate or
    /// Open call instead of opening a window itself.
    @Flag(name: .customLong("gapplication-service"), help: .hidden)
    var isService = false

    func run() throws {
        let status = MainActor.assumeIsolated {
            SpotsApplication().run(file: file, asService: isService)
        }
        if status != 0 { throw ExitCode(status) }
    }
}
