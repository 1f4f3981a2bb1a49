import CSpotsGtk
import Foundation

/// A GtkApplication: one instance per session (a second launch hands its files to the first),
/// application actions with shortcuts, and the main loop.
@MainActor
public final class Application {
    let application: UnsafeMutablePointer<GtkApplication>

    /// An application that handles `open` (files and URIs on the command line).
    public init(id: String, name: String) {
        application = gtk_application_new(id, G_APPLICATION_HANDLES_OPEN)
        g_set_application_name(name)
    }

    isolated deinit {
        g_object_unref(application)
    }

    /// Registration: add actions here.
    @discardableResult
    public func onStartup(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signal.typed(application, "startup", handler)
    }

    /// Launched without files.
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signal.typed(application, "activate", handler)
    }

    /// Launched with files or URIs (also when a second launch forwards them): local paths come as
    /// `.path`, anything else as `.uri`.
    @discardableResult
    public func onOpen(_ handler: @escaping @MainActor ([OpenedFile]) -> Void) -> SignalConnection {
        SignalConnection(application, Signal.connectOpen(application) { files in
            handler(files.map { file in FileURI.path(of: file).map(OpenedFile.path) ?? .uri(FileURI.uri(of: file)) })
        })
    }

    public enum OpenedFile: Sendable, Equatable {
        case path(String)
        case uri(String)
    }

    /// Adds the action `app.NAME`, with keyboard shortcuts such as `<Primary>q`.
    public func addAction(_ name: String, accelerators: [String] = [], _ handler: @escaping @MainActor () -> Void) {
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

    /// Registers the application (on the session bus when there is one; it runs on its own
    /// otherwise): `onStartup` runs here. `run` does this itself.
    @discardableResult
    public func register() -> Bool {
        g_application_register(spots_g_application(application), nil, nil) != 0
    }

    /// Activates the action `app.NAME`, as its menu item or shortcut would.
    public func activateAction(_ name: String) {
        g_action_group_activate_action(spots_action_group(application), name, nil)
    }

    /// Hands local paths to the running application, as `spots FILE…` does (`onOpen` receives them).
    public func open(paths: [String]) {
        var files = paths.map { g_file_new_for_path($0) }
        defer { files.forEach { g_object_unref(UnsafeMutableRawPointer($0)) } }
        files.withUnsafeMutableBufferPointer { buffer in
            g_application_open(spots_g_application(application), buffer.baseAddress, Int32(buffer.count), "")
        }
    }

    /// A new window belonging to this application (the app runs while it has windows).
    public func makeWindow() -> Window {
        Window(gtk_application_window_new(application))
    }

    /// Runs the main loop until the last window closes; returns the exit status.
    public func run(arguments: [String]) -> Int32 {
        var cArguments = arguments.map { strdup($0) }
        defer { cArguments.forEach { free($0) } }
        return g_application_run(spots_g_application(application), Int32(cArguments.count), &cArguments)
    }
}

/// GTK's About window.
open class AboutDialog: Window {
    override open class var gtkType: GType { gtk_about_dialog_get_type() }

    var about: UnsafeMutablePointer<GtkAboutDialog> { spots_about_dialog(pointer) }

    public convenience init(programName: String, version: String, comments: String, logoIconName: String) {
        self.init(gtk_about_dialog_new()!)
        gtk_about_dialog_set_program_name(about, programName)
        gtk_about_dialog_set_version(about, version)
        gtk_about_dialog_set_comments(about, comments)
        gtk_about_dialog_set_logo_icon_name(about, logoIconName)
    }

    /// Shows the MIT licence.
    public func setMITLicense() {
        gtk_about_dialog_set_license_type(about, GTK_LICENSE_MIT_X11)
    }

    /// Shows `text` as the licence, wrapped (GTK's own sentence for the MIT type reads "See the
    /// The MIT License (MIT) for details").
    public func setLicense(_ text: String) {
        gtk_about_dialog_set_license(about, text)
        gtk_about_dialog_set_wrap_license(about, 1)
    }

    /// The licence text shown (tests).
    public var license: String { gtk_about_dialog_get_license(about).map { String(cString: $0) } ?? "" }

    /// A button (or Escape, or closing) answered the dialog.
    @discardableResult
    public func onResponse(_ handler: @escaping @MainActor (ResponseType) -> Void) -> SignalConnection {
        Signal.typed(pointer, "response", withInteger: { handler(ResponseType(rawValue: $0)) })
    }
}

/// The platform's file chooser (a portal dialog where there is one). Shown without a nested
/// main loop: the answer comes through `onResponse`. Keep the chooser alive until it answers.
@MainActor
public final class FileChooser {
    private let chooser: OpaquePointer

    public enum Action: Sendable { case open, save }

    public init(title: String, parent: Window?, action: Action = .open, acceptLabel: String = "_Open", cancelLabel: String = "_Cancel") {
        let chooser = gtk_file_chooser_native_new(title, parent.map { spots_window($0.pointer) },
                                                  action == .save ? GTK_FILE_CHOOSER_ACTION_SAVE : GTK_FILE_CHOOSER_ACTION_OPEN,
                                                  acceptLabel, cancelLabel)!
        if action == .save { gtk_file_chooser_set_do_overwrite_confirmation(spots_file_chooser(UnsafeMutableRawPointer(chooser)), 1) }
        self.chooser = OpaquePointer(UnsafeMutableRawPointer(chooser))
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(chooser))
    }

    private var fileChooser: OpaquePointer { spots_file_chooser(UnsafeMutableRawPointer(chooser)) }

    /// Offers a filter by MIME types and name patterns (e.g. `*.json`).
    public func addFilter(name: String, mimeTypes: [String] = [], patterns: [String] = []) {
        let filter = gtk_file_filter_new()!
        gtk_file_filter_set_name(filter, name)
        for type in mimeTypes { gtk_file_filter_add_mime_type(filter, type) }
        for pattern in patterns { gtk_file_filter_add_pattern(filter, pattern) }
        gtk_file_chooser_add_filter(fileChooser, filter)
    }

    /// The suggested file name of a save dialog.
    public func setCurrentName(_ name: String) {
        gtk_file_chooser_set_current_name(spots_file_chooser(UnsafeMutableRawPointer(chooser)), name)
    }

    public func setCurrentFolder(_ path: String) {
        _ = gtk_file_chooser_set_current_folder(fileChooser, path)
    }

    /// The chosen file's path, once the user accepted.
    public var filename: String? { gtk_file_chooser_get_filename(fileChooser).map(takeString) }

    /// The names of the filters offered, in order.
    public var filterNames: [String] {
        guard let list = gtk_file_chooser_list_filters(fileChooser) else { return [] }
        defer { g_slist_free(list) }
        var names: [String] = []
        var node: UnsafeMutablePointer<GSList>? = list
        while let current = node {
            if let filter = current.pointee.data, let name = gtk_file_filter_get_name(OpaquePointer(filter)) {
                names.append(String(cString: name))
            }
            node = current.pointee.next
        }
        return names
    }

    /// The file name a save dialog suggests (or the user typed).
    public var currentName: String? { gtk_file_chooser_get_current_name(fileChooser).map(takeString) }

    /// Whether a save dialog asks before replacing an existing file.
    public var confirmsOverwrite: Bool { gtk_file_chooser_get_do_overwrite_confirmation(fileChooser) != 0 }

    /// The user answered: `.accept` with a file chosen, otherwise a cancel.
    @discardableResult
    public func onResponse(_ handler: @escaping @MainActor (ResponseType) -> Void) -> SignalConnection {
        Signal.typed(UnsafeMutableRawPointer(chooser), "response", withInteger: { handler(ResponseType(rawValue: $0)) })
    }

    public func show() {
        gtk_native_dialog_show(spots_native_dialog(UnsafeMutableRawPointer(chooser)))
    }

    /// Closes the dialog without an answer.
    public func hide() {
        gtk_native_dialog_hide(spots_native_dialog(UnsafeMutableRawPointer(chooser)))
    }
}

/// The desktop around the app: recent files, default applications.
@MainActor
public enum Desktop {
    /// Adds a file to the desktop's recently used files.
    public static func addToRecentFiles(uri: String) {
        guard let manager = gtk_recent_manager_get_default() else { return }
        _ = gtk_recent_manager_add_item(manager, uri)
    }

    /// Opens `uri` in its default application; returns the reason when that fails.
    public static func open(_ uri: String, from window: Window?) -> String? {
        var error: UnsafeMutablePointer<GError>?
        if gtk_show_uri_on_window(window.map { spots_window($0.pointer) }, uri, UInt32(GDK_CURRENT_TIME), &error) != 0 { return nil }
        defer { if let error { g_error_free(error) } }
        return error.map { String(cString: $0.pointee.message) } ?? translated("no application handles it")
    }
}
