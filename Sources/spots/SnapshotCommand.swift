import ArgumentParser
import Foundation
import SpotsApp
import SpotsGtk

/// Renders a screen to a PNG without showing a window.
struct SnapshotCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "snapshot",
            abstract: translated("Render a screen to a PNG image, headless.")
        )
    }

    @Argument(help: ArgumentHelp(translated("The screen JSON file or http(s) URL; '-' reads it from standard input; without one, the demo screen.")))
    var file: String?

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp(translated("The PNG file to write.")))
    var output: String

    // Unconditional: `--width -5` is a width to refuse, not a missing value.
    @Option(parsing: .unconditional, help: ArgumentHelp(translated("Width in pixels.")))
    var width = 800

    @Option(parsing: .unconditional, help: ArgumentHelp(translated("Height in pixels (default: the whole content).")))
    var height: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp(translated("Scroll this many pixels down before drawing (with --height), e.g. to show a pinned sticky header.")))
    var scroll: Double?

    @Option(help: ArgumentHelp(translated("Colour scheme: light or dark (default: the GTK theme's).")))
    var theme: ThemeChoice?

    @Option(help: ArgumentHelp(translated("Draw the first item with this title focused, its focus ring showing.")))
    var focus: String?

    enum ThemeChoice: String, ExpressibleByArgument {
        case light, dark
    }

    func validate() throws {
        guard width > 0, width <= 16_000 else { throw ValidationError(translated("--width must be between 1 and 16000")) }
        if let height, height <= 0 || height > 32_000 { throw ValidationError(translated("--height must be between 1 and 32000")) }
        if let scroll, !(scroll >= 0 && scroll.isFinite) || height == nil { throw ValidationError(translated("--scroll needs --height and a distance of 0 or more")) }
    }

    func run() throws {
        try MainActor.assumeIsolated {
            let loaded = try ScreenLoading.loadNeedingDisplay(file)
            if let theme {
                if let fixed = GtkRuntime.themeFromEnvironment {
                    StandardError.write(lines: [translated("warning: --theme {theme} has no effect: GTK_THEME={fixed} sets the theme and its style",
                                                           ["theme": theme.rawValue, "fixed": fixed])])
                }
                GtkRuntime.preferDarkTheme(theme == .dark)
            }
            let controller = Controller(location: loaded.location)
            let resources = ScreenResources()
            resources.apply(loaded, to: controller)
            StandardError.write(lines: resources.problems.lazy.map(\.description))
            controller.reload(loaded.screen.presentedComponents)
            if let focus {
                try FocusSnapshot.write(controller, width: width, height: height, focusing: focus, to: output)
                let wrote = translated("wrote {file} ({width} wide, \"{focus}\" focused)", ["file": output, "width": "\(width)", "focus": focus])
                FileHandle.standardError.write(Data((wrote + "\n").utf8))
                return
            }
            let renderer = height.map { HeadlessRenderer(controller: controller, width: width, height: $0) }
                ?? HeadlessRenderer.picture(of: controller, width: width)
            if let scroll { renderer.scroll(to: scroll) }
            // The size of the image written: an empty screen is not as short as its content.
            let written = try renderer.writePNG(to: output)
            let wrote = translated("wrote {file} ({width}×{height})", ["file": output, "width": "\(written.width)", "height": "\(written.height)"])
            FileHandle.standardError.write(Data((wrote + "\n").utf8))
            if let whole = renderer.cutFrom {
                let first = HeadlessRenderer.maximumHeight
                let note = translated("spots: the screen is about {height} px tall at {width} px wide: the picture shows its first {first} px, the most one draws (--height and --scroll draw any part of it)",
                                      ["height": "\(whole)", "width": "\(width)", "first": "\(first)"])
                FileHandle.standardError.write(Data((note + "\n").utf8))
            }
        }
    }
}
