import ArgumentParser
import Foundation
import SpotsApp
import SpotsGtk
import SpotsModel

/// Prints the rendered widget tree of a screen.
struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Lay a screen out offscreen and print its widget tree.",
        discussion: "Per component: kind, GTK class and allocation; per item: title, kind, view class and allocated x, y, width, height."
    )

    @Argument(help: "The screen JSON file or http(s) URL ('-' or nothing for the demo screen).")
    var file: String?

    @Flag(help: "Print the tree as JSON.")
    var json = false

    @Option(help: "Width to lay the screen out at, in pixels.")
    var width = 800

    @Option(help: "Show one window of this height, as the app does (only the items in view and a screen around them get widgets); without it every item is laid out.")
    var height: Int?

    @Option(name: .customLong("update"), help: ArgumentHelp(
        "Then show this second file through the diff, and print what the update did.",
        valueName: "NEW-FILE"))
    var updateFile: String?

    func validate() throws {
        if let height, height <= 0 || height > 32_000 { throw ValidationError("--height must be between 1 and 32000") }
    }

    func run() throws {
        try MainActor.assumeIsolated {
            let loaded = try ScreenLoading.load(file)
            try Display.requireForHeadlessRendering()
            let controller = Controller(location: loaded.location)
            let resources = ScreenResources()
            resources.apply(loaded, to: controller)
            StandardError.write(lines: resources.problems.lazy.map(\.description))
            if height == nil, updateFile == nil, ScanningInspector.needsScanning(loaded.screen.components) {
                // Too large to lay out in one piece: a part at a time, top to end (the scanner
                // loads the parts itself; loading the whole screen first would be wasted).
                try printInspection(ScanningInspector.inspect(loaded.screen.components, in: controller, width: width))
                return
            }
            controller.reload(loaded.screen.components)
            let renderer = HeadlessRenderer(controller: controller, width: width, height: height)
            var counters: UpdateCounters?
            if let updateFile {
                let next = try ScreenLoading.load(updateFile)
                controller.reloadIfNeeded(next.screen.components, location: next.location)
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
enum ScreenLoading {
    @MainActor
    static func load(_ file: String?) throws -> LoadedScreen {
        do {
            let loaded: LoadedScreen
            if let file, file != "-" {
                switch ScreenSource(argument: file) {
                case .url(let url):
                    loaded = try ScreenLoader.loadRemoteWaiting(url, knownKinds: ComponentRegistry.shared.knownKinds)
                case .file(let path), .embedded(let path):
                    loaded = try ScreenLoader.load(path: path, knownKinds: ComponentRegistry.shared.knownKinds)
                }
            } else {
                loaded = try ScreenLoader.demo()
            }
            StandardError.write(lines: loaded.warnings.lazy.map(\.description))
            return loaded
        } catch let diagnostic as Diagnostic {
            throw ToolError(diagnostic.description)
        }
    }
}
