import Foundation
import SpotsApp
import SpotsGtk

/// The GtkApplication: one instance per session; `spots other.json` opens in the running one.
@MainActor
final class SpotsApplication {
    nonisolated static let identifier = "io.github.SpotsGtk.Spots"
    nonisolated static let version = "0.1.0"

    private let application = Application(id: SpotsApplication.identifier, name: "Spots")
    private var windows: [ScreenWindow] = []
    /// The size and maximized state windows open with (GSettings, when the schema is installed).
    private let windowState = WindowStateStore()

    init() {
        application.onStartup { [weak self] in self?.startup() }
        application.onActivate { [weak self] in self?.present(nil) }
        // `spots FILE` or `spots URL`, also when sent to the instance already running.
        application.onOpen { [weak self] files in
            for file in files {
                switch file {
                case .path(let path): self?.present(.file(path))
                case .uri(let uri): self?.present(ScreenSource(argument: uri))
                }
            }
        }
    }

    /// Item views written in Swift that the app's screens can use by kind.
    static func registerViews() {
        ViewRegistry.shared.register(view: ContactCardView.self, identifier: "contact-card")
    }

    /// Runs the main loop until the last window closes; returns the exit status. As a D-Bus
    /// service (`--gapplication-service`, from the service file) it opens windows when asked.
    func run(file: String?, asService: Bool = false) -> Int32 {
        guard GtkRuntime.initialize(loadingOpenGL: false) else {
            FileHandle.standardError.write(Data((translated("spots: cannot open a display (is DISPLAY or WAYLAND_DISPLAY set?)") + "\n").utf8))
            return 1
        }
        var arguments = [CommandLine.arguments.first ?? "spots"]
        // The command line is parsed already, but GApplication parses its arguments again: a file
        // named `-x.json` would be an unknown option there (and a `--` would be opened as a file).
        if let file { arguments.append(file.hasPrefix("-") ? "./" + file : file) }
        if asService { arguments.append("--gapplication-service") }
        return application.run(arguments: arguments)
    }

    private func startup() {
        application.addAction("quit", accelerators: ["<Primary>q"]) { [weak self] in self?.quit() }
        application.addAction("about") { [weak self] in self?.showAbout() }
    }

    /// What About says under License: one plain sentence instead of GTK's stock one for the MIT type.
    static var license: String {
        translated("Spots is free software, released under the MIT License: you may use, copy, modify and distribute it, provided the copyright notice and this permission notice are kept. It comes with absolutely no warranty.")
    }

    private func present(_ source: ScreenSource?) {
        let window = ScreenWindow(application: application)
        windows.append(window)
        window.onClose = { [weak self, weak window] in self?.windows.removeAll { $0 === window } }
        windowState.manage(window)
        window.present()
        if let source { window.open(source) } else { window.openDemo() }
    }

    private func quit() {
        for window in windows { window.close() }
    }

    private func showAbout() {
        let dialog = AboutDialog(programName: "Spots", version: Self.version,
                                 comments: translated("JSON screens rendered as native GTK views"), logoIconName: ScreenWindow.iconName)
        dialog.setLicense(Self.license)
        if let parent = windows.last?.window {
            dialog.setTransient(for: parent)
            dialog.isModal = true
        }
        // The response signal, not gtk_dialog_run: a nested main loop would stall main-queue work.
        // The closure holds the dialog until it answers; destroying it releases the closure (and so the dialog).
        dialog.onResponse { _ in dialog.destroy() }
        dialog.show()
    }
}
