import ArgumentParser
import Foundation
import SpotsApp
import SpotsGtk
import SpotsModel

/// `spots apply-patch SCREEN PATCH [-o OUT]`: the screen a patch makes, for authors.
struct ApplyPatchCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "apply-patch",
            abstract: translated("Apply a patch document to a screen and write the result: exit 0 when applied, 1 when not."),
            discussion: translated("A patch is {\"patch\": [ … ], \"variables\": { … }}; its changes are applied all at once, or none is. A problem prints as FILE:LINE:COLUMN: error: MESSAGE.")
        )
    }

    @Argument(help: ArgumentHelp(translated("The screen JSON file.")))
    var screen: String

    @Argument(help: ArgumentHelp(translated("The patch JSON file.")))
    var patch: String

    @Option(name: .shortAndLong, help: ArgumentHelp(translated("Where to write the patched screen (default: standard output).")))
    var output: String?

    func run() throws {
        do {
            let screenData = try ScreenLoader.read(path: screen)
            let patchData = try ScreenLoader.read(path: patch)
            let decoded = try ScreenDecoder().decode(screenData, file: screen)
            let decodedPatch = try PatchDecoder().decode(patchData, file: patch)
            StandardError.write(lines: (decoded.warnings + decodedPatch.warnings).map(\.description), prefix: "")
            let patched: Screen
            do {
                patched = try decoded.screen.applying(decodedPatch.patch)
            } catch {
                throw error.diagnostic(file: patch, positions: DocumentPositions(patchData))
            }
            let written = ScreenEncoder().encode(patched)
            if let output {
                try written.write(to: URL(fileURLWithPath: output), options: .atomic)
            } else {
                FileHandle.standardOutput.write(written)
                FileHandle.standardOutput.write(Data("\n".utf8))
            }
        } catch let diagnostic as Diagnostic {
            StandardError.write(lines: [diagnostic.description], prefix: "")
            throw ExitCode(1)
        }
    }
}
