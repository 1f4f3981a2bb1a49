import CSpotsGtk
import Foundation
import SpotsModel

/// One app window: a header bar (Back, Open, Refresh, menu), an error bar, and the screen —
/// or a status page while there is no good screen to show yet.
///
/// Loading, live reload, refresh, navigation and pagination live in ScreenWindow+Loading.swift.
@MainActor
public final class ScreenWindow: ComponentDelegate, RefreshDelegate, ScrollDelegate {
    public let window: WidgetPointer
    public var onClose: (() -> Void)?
    /// The components on screen.
    public let controller: Controller
    /// Told about actions the window does not handle itself (neither a URL nor `open:`).
    public var onAction: (@MainActor (Item, String) -> Void)?
    /// Opens http(s) and mailto URLs; the default hands them to the desktop (tests replace it).
    public var openExternally: (@MainActor (URL) -> Void)?

    let headerBar: WidgetPointer
    let backButton: WidgetPointer
    let refreshButton: WidgetPointer
    let refreshStack: WidgetPointer
    let spinner: WidgetPointer
    let infoBar: WidgetPointer
    let infoLabel: WidgetPointer
    let stack: WidgetPointer
    let statusTitle: WidgetPointer
    let statusMessage: WidgetPointer

    /// The screen on display and where it came from; errors never replace it.
    public internal(set) var current: LoadedScreen?
    public internal(set) var source: ScreenSource?
    /// Screens to go Back to.
    public internal(set) var history: [ScreenSource] = []
    /// The error on display (in the error bar or on the status page), if any.
    public internal(set) var errorMessage: String?
    var watcher: FileWatcher?
    var recheckTimer: MainLoopTimer?
    var nextPage: ScreenSource?
    var pagination = PaginationChain()
    var isLoadingPage = false
    var loadGeneration = 0
    var fileChooser: OpaquePointer?
    /// The screen's templates and stylesheet.
    let resources = ScreenResources()

    /// A window of `application`, or a plain toplevel window when nil (tests).
    public init(application: UnsafeMutablePointer<GtkApplication>?) {
        window = application.map { gtk_application_window_new($0) } ?? gtk_window_new(GTK_WINDOW_TOPLEVEL)
        gtk_window_set_default_size(spots_window(window), 960, 760)
        gtk_window_set_icon_name(spots_window(window), Self.iconName)

        headerBar = gtk_header_bar_new()
        gtk_header_bar_set_show_close_button(spots_header_bar(headerBar), 1)
        gtk_header_bar_set_title(spots_header_bar(headerBar), "Spots")
        backButton = Self.iconButton("go-previous-symbolic", name: "Back", tooltip: "Back (Alt+Left)")
        let openButton = Self.iconButton("document-open-symbolic", name: "Open", tooltip: "Open a screen (Ctrl+O)")
        refreshButton = Self.iconButton("view-refresh-symbolic", name: "Refresh", tooltip: "Refresh (Ctrl+R)")
        spinner = gtk_spinner_new()
        Gtk.setAccessibleName("Loading", on: spinner)
        refreshStack = gtk_stack_new()
        gtk_stack_add_named(spots_stack(refreshStack), refreshButton, "button")
        gtk_stack_add_named(spots_stack(refreshStack), spinner, "spinner")
        gtk_header_bar_pack_start(spots_header_bar(headerBar), backButton)
        gtk_header_bar_pack_start(spots_header_bar(headerBar), openButton)
        gtk_header_bar_pack_end(spots_header_bar(headerBar), Self.makeMainMenuButton())
        gtk_header_bar_pack_end(spots_header_bar(headerBar), refreshStack)
        gtk_window_set_titlebar(spots_window(window), headerBar)

        infoBar = gtk_info_bar_new()
        gtk_info_bar_set_message_type(spots_info_bar(infoBar), GTK_MESSAGE_ERROR)
        gtk_info_bar_set_show_close_button(spots_info_bar(infoBar), 1)
        infoLabel = Gtk.label("", wrap: true)
        gtk_label_set_selectable(spots_label(infoLabel), 1)
        // Selectable for copying, but not focusable: a focused selectable label selects all its text.
        gtk_widget_set_can_focus(infoLabel, 0)
        if let area = gtk_info_bar_get_content_area(spots_info_bar(infoBar)) {
            Gtk.add(infoLabel, to: UnsafeMutableRawPointer(area).assumingMemoryBound(to: GtkWidget.self))
        }
        gtk_info_bar_set_revealed(spots_info_bar(infoBar), 0)

        controller = Controller()
        gtk_widget_set_vexpand(controller.widget.pointer, 1)
        stack = gtk_stack_new()
        gtk_stack_add_named(spots_stack(stack), controller.widget.pointer, "screen")
        let status = Self.makeStatusPage()
        statusTitle = status.title
        statusMessage = status.message
        gtk_stack_add_named(spots_stack(stack), status.page, "status")

        let layout = Gtk.box(GTK_ORIENTATION_VERTICAL)
        Gtk.packStart(infoBar, in: layout)
        Gtk.packStart(stack, in: layout, expand: true)
        Gtk.add(layout, to: window)
        // GtkStack ignores switching to a child that is not shown yet: show everything now.
        gtk_widget_show_all(layout)
        gtk_widget_show_all(headerBar)
        gtk_widget_set_visible(backButton, 0)

        controller.delegate = self
        controller.refreshDelegate = self
        controller.scrollDelegate = self
        controller.onRefreshingChanged = { [weak self] refreshing in self?.showSpinner(refreshing) }
        openExternally = { [weak self] url in self?.showURI(url) }
        connectSignals(openButton: openButton)
    }

    /// The installed app icon, or a stock one when running from the build folder.
    public static var iconName: String {
        let installed = "io.github.SpotsGtk.Spots"
        if let theme = gtk_icon_theme_get_default(), gtk_icon_theme_has_icon(theme, installed) != 0 { return installed }
        return "view-grid-symbolic"
    }

    public func present() {
        gtk_widget_show(window)
        gtk_window_present(spots_window(window))
    }

    public func close() {
        gtk_window_close(spots_window(window))
    }

    /// Whether the error bar is showing (an error while a good screen stays).
    public var isErrorBarRevealed: Bool { gtk_info_bar_get_revealed(spots_info_bar(infoBar)) != 0 }

    /// "screen" or "status".
    public var visiblePage: String {
        gtk_stack_get_visible_child_name(spots_stack(stack)).map { String(cString: $0) } ?? ""
    }

    /// The header bar's title.
    public var title: String {
        gtk_header_bar_get_title(spots_header_bar(headerBar)).map { String(cString: $0) } ?? ""
    }

    /// Whether the Back button is offered.
    public var canGoBack: Bool { !history.isEmpty }

    // MARK: - Showing state

    func showError(_ message: String, severity: GtkMessageType = GTK_MESSAGE_ERROR) {
        log(message)
        errorMessage = message
        if current == nil {
            gtk_label_set_text(spots_label(statusMessage), message)
            gtk_label_set_text(spots_label(statusTitle), "This screen could not be opened")
            gtk_stack_set_visible_child_name(spots_stack(stack), "status")
        } else {
            gtk_info_bar_set_message_type(spots_info_bar(infoBar), severity)
            gtk_label_set_text(spots_label(infoLabel), message)
            gtk_info_bar_set_revealed(spots_info_bar(infoBar), 1)
        }
    }

    func clearError() {
        errorMessage = nil
        gtk_info_bar_set_revealed(spots_info_bar(infoBar), 0)
    }

    func showTitle(_ title: String, subtitle: String?) {
        gtk_header_bar_set_title(spots_header_bar(headerBar), title)
        gtk_header_bar_set_subtitle(spots_header_bar(headerBar), subtitle)
        gtk_window_set_title(spots_window(window), title)
    }

    func showSpinner(_ spinning: Bool) {
        if spinning {
            gtk_spinner_start(spots_spinner(spinner))
            gtk_stack_set_visible_child_name(spots_stack(refreshStack), "spinner")
        } else {
            gtk_spinner_stop(spots_spinner(spinner))
            gtk_stack_set_visible_child_name(spots_stack(refreshStack), "button")
        }
    }

    /// Whether the spinner is showing in place of the Refresh button.
    public var isSpinning: Bool {
        gtk_stack_get_visible_child_name(spots_stack(refreshStack)).map { String(cString: $0) } == "spinner"
    }

    func log(_ message: String) {
        FileHandle.standardError.write(Data("spots: \(message)\n".utf8))
    }

    private func showURI(_ url: URL) {
        var error: UnsafeMutablePointer<GError>?
        if gtk_show_uri_on_window(spots_window(window), url.absoluteString, UInt32(GDK_CURRENT_TIME), &error) == 0 {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "no application handles it"
            if let error { g_error_free(error) }
            showError("Cannot open \(url.absoluteString): \(reason)", severity: GTK_MESSAGE_WARNING)
        }
    }

    // MARK: - Input

    private func connectSignals(openButton: WidgetPointer) {
        Signal.connect(infoBar, "response", withInteger: { [weak self] _ in
            guard let self else { return }
            gtk_info_bar_set_revealed(spots_info_bar(self.infoBar), 0)
        })
        Signal.connect(window, "destroy") { [weak self] in
            self?.watcher = nil
            self?.onClose?()
        }
        Signal.connect(backButton, "clicked") { [weak self] in self?.goBack() }
        Signal.connect(openButton, "clicked") { [weak self] in self?.chooseFile() }
        Signal.connect(refreshButton, "clicked") { [weak self] in self?.controller.refresh() }
        Signal.connect(window, "key-press-event", returning: { [weak self] event in
            guard let self, let event else { return false }
            return self.handleKey(event.assumingMemoryBound(to: GdkEvent.self))
        })
        // Dropping a .json file on the window opens it.
        gtk_drag_dest_set(window, GTK_DEST_DEFAULT_ALL, nil, 0, GDK_ACTION_COPY)
        gtk_drag_dest_add_uri_targets(window)
        Signal.connectDroppedURIs(window) { [weak self] uris in
            guard let self, let uri = uris.first(where: { $0.lowercased().hasSuffix(".json") }) ?? uris.first else { return }
            self.open(ScreenSource(argument: uri))
        }
    }

    /// Feeds a key press through the window's shortcuts (tests).
    public func handleKeyForTesting(_ event: UnsafeMutablePointer<GdkEvent>) -> Bool {
        handleKey(event)
    }

    /// Ctrl+O, Ctrl+R, F5 and Alt+Left, with or without a GtkApplication.
    func handleKey(_ event: UnsafeMutablePointer<GdkEvent>) -> Bool {
        var keyval: UInt32 = 0
        var state = GdkModifierType(rawValue: 0)
        guard gdk_event_get_keyval(event, &keyval) != 0 else { return false }
        gdk_event_get_state(event, &state)
        let relevant = state.rawValue & (GDK_CONTROL_MASK.rawValue | GDK_MOD1_MASK.rawValue | GDK_SHIFT_MASK.rawValue)
        switch (keyval, relevant) {
        case (UInt32(GDK_KEY_o), GDK_CONTROL_MASK.rawValue):
            chooseFile()
        case (UInt32(GDK_KEY_r), GDK_CONTROL_MASK.rawValue), (UInt32(GDK_KEY_F5), 0):
            controller.refresh()
        case (UInt32(GDK_KEY_Left), GDK_MOD1_MASK.rawValue):
            goBack()
        default:
            return false
        }
        return true
    }

    /// The native file chooser (a portal dialog where there is one), filtered to JSON.
    public func chooseFile() {
        let chooser = gtk_file_chooser_native_new("Open a Screen", spots_window(window), GTK_FILE_CHOOSER_ACTION_OPEN, "_Open", "_Cancel")!
        let filter = gtk_file_filter_new()!
        gtk_file_filter_set_name(filter, "JSON screens")
        gtk_file_filter_add_mime_type(filter, "application/json")
        gtk_file_filter_add_pattern(filter, "*.json")
        let fileChooser = OpaquePointer(UnsafeMutableRawPointer(chooser))
        gtk_file_chooser_add_filter(fileChooser, filter)
        if case .file(let path)? = source {
            _ = gtk_file_chooser_set_current_folder(fileChooser, (path as NSString).deletingLastPathComponent)
        }
        // The response signal, not gtk_native_dialog_run: a nested main loop would stall main-queue work.
        Signal.connect(UnsafeMutableRawPointer(chooser), "response", withInteger: { [weak self] response in
            guard let self else { return }
            if response == Int32(GTK_RESPONSE_ACCEPT.rawValue), let name = gtk_file_chooser_get_filename(fileChooser) {
                let path = String(cString: name)
                g_free(name)
                self.open(.file(path))
            }
            if let chooser = self.fileChooser { g_object_unref(UnsafeMutableRawPointer(chooser)) }
            self.fileChooser = nil
        })
        self.fileChooser = OpaquePointer(UnsafeMutableRawPointer(chooser))
        gtk_native_dialog_show(UnsafeMutableRawPointer(chooser).assumingMemoryBound(to: GtkNativeDialog.self))
    }

    // MARK: - ComponentDelegate

    public func component(_ component: Component, itemSelected item: Item) {
        guard let action = item.action else { return }
        switch ItemAction(action) {
        case .external(let url):
            openExternally?(url)
        case .navigate(let target):
            if let refusal = RemotePolicy.refusal(ofTarget: target, from: source) { return showError("Cannot follow \"\(action)\": \(refusal)", severity: GTK_MESSAGE_WARNING) }
            guard let destination = source?.resolve(target) else {
                showError("Cannot follow \"\(action)\": not a screen this app can open", severity: GTK_MESSAGE_WARNING)
                return
            }
            navigate(to: destination)
        case .other(let value):
            log("action \"\(value)\" of \"\(item.title)\" is not handled by the app")
            onAction?(item, value)
        }
    }

    // MARK: - Building

    private static func iconButton(_ icon: String, name: String, tooltip: String) -> WidgetPointer {
        let button = gtk_button_new_from_icon_name(icon, GTK_ICON_SIZE_BUTTON)!
        gtk_widget_set_tooltip_text(button, tooltip)
        Gtk.setAccessibleName(name, on: button)
        return button
    }

    private static func makeMainMenuButton() -> WidgetPointer {
        let menu = g_menu_new()!
        g_menu_append(menu, "About Spots", "app.about")
        g_menu_append(menu, "Quit", "app.quit")
        let button = gtk_menu_button_new()!
        gtk_menu_button_set_menu_model(spots_menu_button(button), UnsafeMutableRawPointer(menu).assumingMemoryBound(to: GMenuModel.self))
        g_object_unref(UnsafeMutableRawPointer(menu))
        let icon = gtk_image_new_from_icon_name("open-menu-symbolic", GTK_ICON_SIZE_BUTTON)
        gtk_button_set_image(spots_button(button), icon)
        gtk_widget_set_tooltip_text(button, "Main Menu")
        Gtk.setAccessibleName("Main Menu", on: button)
        return button
    }

    private static func makeStatusPage() -> (page: WidgetPointer, title: WidgetPointer, message: WidgetPointer) {
        let page = Gtk.box(GTK_ORIENTATION_VERTICAL, spacing: 12)
        gtk_widget_set_valign(page, GTK_ALIGN_CENTER)
        gtk_widget_set_halign(page, GTK_ALIGN_CENTER)
        Gtk.setMargins(page, top: 24, left: 48, bottom: 24, right: 48)
        let icon = gtk_image_new_from_icon_name("dialog-error-symbolic", GTK_ICON_SIZE_DIALOG)!
        gtk_image_set_pixel_size(spots_image(icon), 96)
        Gtk.addStyleClass("dim-label", to: icon)
        let title = Gtk.label("", styleClasses: ["spots-status-title"])
        gtk_label_set_xalign(spots_label(title), 0.5)
        let message = Gtk.label("", wrap: true)
        gtk_label_set_xalign(spots_label(message), 0.5)
        gtk_label_set_justify(spots_label(message), GTK_JUSTIFY_CENTER)
        gtk_label_set_selectable(spots_label(message), 1)
        gtk_widget_set_can_focus(message, 0)
        gtk_label_set_max_width_chars(spots_label(message), 70)
        for widget in [icon, title, message] { Gtk.packStart(widget, in: page) }
        return (page, title, message)
    }
}
