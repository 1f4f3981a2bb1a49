import ArgumentParser
import Foundation
import SpotsApp
import SpotsGtk
import SpotsModel
import SpotsTranslation

/// Prints the rendered widget tree of a screen.
struct InspectCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "inspect",
            abstract: translated("Lay a screen out offscreen and print its widget tree."),
            discussion: translated("Per component: kind, GTK class and allocation; per item: title, kind, view class and allocated x, y, width, height.")
        )
    }

    @Argument(help: ArgumentHelp(translated("The screen JSON file or http(s) URL; '-' reads it from standard input; without one, the demo screen.")))
    var file: String?

    @Flag(help: ArgumentHelp(translated("Print the tree as JSON.")))
    var json = false

    // Unconditional: `--width -5` is a width to refuse, not a missing value.
    @Option(parsing: .unconditional, help: ArgumentHelp(translated("Width to lay the screen out at, in pixels.")))
    var width = 800

    @Option(parsing: .unconditional, help: ArgumentHelp(translated("Show one window of this height, as the app does (only the items in view and a screen around them get widgets); without it every item is laid out.")))
    var height: Int?

    @Option(name: .customLong("update"), help: ArgumentHelp(
        translated("Then show this second file through the diff, and print what the update did."),
        valueName: "NEW-FILE"))
    var updateFile: String?

    func validate() throws {
        guard width > 0, width <= 16_000 else { throw ValidationError(translated("--width must be between 1 and 16000")) }
        if let height, height <= 0 || height > 32_000 { throw ValidationError(translated("--height must be between 1 and 32000")) }
    }

    func run() throws {
        // Output for tools reads the same in every language.
        if json { Translation.isEnabled = false }
        try MainActor.assumeIsolated {
            let loaded = try ScreenLoading.loadNeedingDisplay(file)
            let controller = Controller(location: loaded.location)
            let resources = ScreenResources()
            resources.apply(loaded, to: controller)
            StandardError.write(lines: resources.problems.lazy.map(\.description))
            let components = loaded.screen.presentedComponents
            if height == nil, updateFile == nil, ScanningInspector.needsScanning(components) {
                // Too large to lay out in one piece: a part at a time, top to end (the scanner
                // loads the parts itself; loading the whole screen first would be wasted).
                try printInspection(ScanningInspector.inspect(components, in: controller, width: width))
                return
            }
            controller.reload(components)
            let renderer = HeadlessRenderer(controller: controller, width: width, height: height)
            var counters: UpdateCounters?
            if let updateFile {
                let next = try ScreenLoading.load(updateFile)
                controller.reloadIfNeeded(next.screen.presentedComponents, location: next.location)
                renderer.settle()
                counters = controller.lastUpdate
            }
            var inspection = renderer.inspect()
            inspection.update = counters
            try printInspection(inspection)
        }
    }

    private func printInspection(_ inspection: ScreenInspection) throws {
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(inspection), as: UTF8.self))
        } else {
            print(inspection.text)
        }
    }
}

/// Loading for the command-line tools: warnings go to standard error, errors end the command.
/// `-` reads the screen from standard input; no file is the demo screen.
enum ScreenLoading {
    /// Reads standard input once: a command that may run itself again under `xvfb-run`
    /// (`Display`) gets its display first, so the run that renders is the one that reads.
    @MainActor
    static func loadNeedingDisplay(_ file: String?) throws -> LoadedScreen {
        if file == "-" { try Display.requireForHeadlessRendering() }
        let loaded = try load(file)
        try Display.requireForHeadlessRendering()
        return loaded
    }

    @MainActor
    static func load(_ file: String?) throws -> LoadedScreen {
        do {
            let loaded: LoadedScreen
            let knownKinds = ComponentRegistry.shared.knownKinds
            switch file {
            case nil:
                loaded = try ScreenLoader.demo()
            case "-"?:
                loaded = try ScreenLoader.load(data: StandardInput.read(), file: StandardInput.name, location: StandardInput.location,
                                               name: StandardInput.name, knownKinds: knownKinds)
            case let file?:
                switch ScreenSource(argument: file) {
                case .url(let url):
                    loaded = try ScreenLoader.loadRemoteWaiting(url, knownKinds: knownKinds)
                case .file(let path), .embedded(let path):
                    loaded = try ScreenLoader.load(path: path, knownKinds: knownKinds)
                }
            }
            StandardError.write(lines: loaded.warnings.lazy.map(\.description))
            return loaded
        } catch let diagnostic as Diagnostic {
            throw ToolError(diagnostic.description)
        }
    }
}
