import CSpotsGtk
import CSpotsShim
import Foundation
import SpotsGtk

/// The GtkApplication: one instance per session; `spots other.json` opens in the running one.
@MainActor
final class SpotsApplication {
    nonisolated static let identifier = "io.github.SpotsGtk.Spots"
    nonisolated static let version = "0.1.0"

    private let application: UnsafeMutablePointer<GtkApplication>
    private var windows: [ScreenWindow] = []

    init() {
        application = gtk_application_new(Self.identifier, G_APPLICATION_HANDLES_OPEN)
        g_set_application_name("Spots")
        let app = UnsafeMutableRawPointer(application)
        Signal.connect(app, "startup") { [weak self] in self?.startup() }
        Signal.connect(app, "activate") { [weak self] in self?.present(nil) }
        // `spots FILE` or `spots URL`, also when sent to the instance already running.
        Signal.connectOpen(app) { [weak self] files in
            for file in files {
                if let path = g_file_get_path(file) {
                    self?.present(.file(String(cString: path)))
                    g_free(path)
                } else if let uri = g_file_get_uri(file) {
                    self?.present(ScreenSource(argument: String(cString: uri)))
                    g_free(uri)
                }
            }
        }
    }

    isolated deinit {
        g_object_unref(application)
    }

    /// Runs the main loop until the last window closes; returns the exit status.
    func run(file: String?) -> Int32 {
        guard GtkRuntime.initialize() else {
            FileHandle.standardError.write(Data("spots: cannot open a display (is DISPLAY or WAYLAND_DISPLAY set?)\n".utf8))
            return 1
        }
        var arguments = [CommandLine.arguments.first ?? "spots"]
        if let file { arguments.append(file) }
        var cArguments = arguments.map { strdup($0) }
        defer { cArguments.forEach { free($0) } }
        return g_application_run(spots_g_application(application), Int32(cArguments.count), &cArguments)
    }

    private func startup() {
        addAction("quit", accelerators: ["<Primary>q"]) { [weak self] in self?.quit() }
        addAction("about") { [weak self] in self?.showAbout() }
    }

    private func present(_ source: ScreenSource?) {
        let window = ScreenWindow(application: application)
        windows.append(window)
        window.onClose = { [weak self, weak window] in self?.windows.removeAll { $0 === window } }
        window.present()
        if let source { window.open(source) } else { window.openDemo() }
    }

    private func quit() {
        for window in windows { window.close() }
    }

    private func showAbout() {
        let dialog = gtk_about_dialog_new()!
        let about = UnsafeMutableRawPointer(dialog).assumingMemoryBound(to: GtkAboutDialog.self)
        gtk_about_dialog_set_program_name(about, "Spots")
        gtk_about_dialog_set_version(about, Self.version)
        gtk_about_dialog_set_comments(about, "JSON screens rendered as native GTK views")
        gtk_about_dialog_set_logo_icon_name(about, ScreenWindow.iconName)
        gtk_about_dialog_set_license_type(about, GTK_LICENSE_MIT_X11)
        if let parent = windows.last?.window {
            gtk_window_set_transient_for(spots_window(dialog), spots_window(parent))
            gtk_window_set_modal(spots_window(dialog), 1)
        }
        // The response signal, not gtk_dialog_run: a nested main loop would stall main-queue work.
        Signal.connect(dialog, "response", withInteger: { _ in gtk_widget_destroy(dialog) })
        gtk_widget_show(dialog)
    }

    private func addAction(_ name: String, accelerators: [String] = [], _ handler: @escaping @MainActor () -> Void) {
        let action = g_simple_action_new(name, nil)!
        Signal.connect(UnsafeMutableRawPointer(action), "activate", withArgument: { _ in handler() })
        g_action_map_add_action(spots_action_map(application), action)
        g_object_unref(UnsafeMutableRawPointer(action))
        if !accelerators.isEmpty {
            var list = accelerators.map { UnsafePointer(strdup($0)) } + [nil]
            gtk_application_set_accels_for_action(application, "app.\(name)", &list)
            list.forEach { free(UnsafeMutableRawPointer(mutating: $0)) }
        }
    }
}
