import CSpotsGtk
import Foundation
import SpotsModel

/// One app window: a header bar, an error bar, and the screen (or a status page when
/// there is no good screen to show yet).
@MainActor
public final class ScreenWindow: ComponentDelegate {
    public let window: WidgetPointer
    public var onClose: (() -> Void)?
    /// The components on screen.
    public let controller: Controller
    private let headerBar: WidgetPointer
    private let infoBar: WidgetPointer
    private let infoLabel: WidgetPointer
    private let stack: WidgetPointer
    private let statusTitle: WidgetPointer
    private let statusMessage: WidgetPointer
    /// The last screen that loaded; errors never replace it.
    public private(set) var current: LoadedScreen?
    /// The error on display (in the error bar or the status page), if any.
    public private(set) var errorMessage: String?

    /// A window of `application`, or a plain toplevel window when nil (tests).
    public init(application: UnsafeMutablePointer<GtkApplication>?) {
        if let application {
            window = gtk_application_window_new(application)
        } else {
            window = gtk_window_new(GTK_WINDOW_TOPLEVEL)
        }
        gtk_window_set_default_size(spots_window(window), 960, 760)
        gtk_window_set_icon_name(spots_window(window), "view-grid-symbolic")

        headerBar = gtk_header_bar_new()
        gtk_header_bar_set_show_close_button(spots_header_bar(headerBar), 1)
        gtk_header_bar_set_title(spots_header_bar(headerBar), "Spots")
        gtk_header_bar_pack_end(spots_header_bar(headerBar), Self.makeMainMenuButton())
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
        controller.delegate = self

        Signal.connect(infoBar, "response", withInteger: { [weak self] _ in
            guard let self else { return }
            gtk_info_bar_set_revealed(spots_info_bar(self.infoBar), 0)
        })
        Signal.connect(window, "destroy") { [weak self] in self?.onClose?() }
    }

    public func present() {
        gtk_widget_show_all(window)
        gtk_window_present(spots_window(window))
    }

    public func close() {
        gtk_window_close(spots_window(window))
    }

    public func open(path: String) {
        load { try ScreenLoader.load(path: path, knownKinds: ComponentRegistry.shared.knownKinds) }
    }

    public func openDemo() {
        load { try ScreenLoader.demo() }
    }

    /// Shows the screen `load` produces; on failure keeps whatever is on screen and says why.
    private func load(_ load: () throws -> LoadedScreen) {
        do {
            let loaded = try load()
            for warning in loaded.warnings { log("\(warning)") }
            current = loaded
            // Only what changed is touched, so reopening an edited file keeps everything else as it was.
            controller.reloadIfNeeded(loaded.screen.components, location: loaded.location)
            gtk_header_bar_set_title(spots_header_bar(headerBar), loaded.displayTitle)
            gtk_header_bar_set_subtitle(spots_header_bar(headerBar), loaded.screen.title == nil ? nil : loaded.name)
            gtk_stack_set_visible_child_name(spots_stack(stack), "screen")
            gtk_info_bar_set_revealed(spots_info_bar(infoBar), 0)
            errorMessage = nil
        } catch {
            let message = (error as? Diagnostic)?.description ?? "\(error)"
            log(message)
            errorMessage = message
            if current == nil {
                if let file = (error as? Diagnostic)?.file {
                    gtk_header_bar_set_title(spots_header_bar(headerBar), (file as NSString).lastPathComponent)
                }
                gtk_label_set_text(spots_label(statusMessage), message)
                gtk_label_set_text(spots_label(statusTitle), "This screen could not be opened")
                gtk_stack_set_visible_child_name(spots_stack(stack), "status")
            } else {
                gtk_label_set_text(spots_label(infoLabel), message)
                gtk_info_bar_set_revealed(spots_info_bar(infoBar), 1)
            }
        }
    }

    /// Loads a screen from memory (as if read from `file`); used by tests and future sources.
    public func open(data: Data, file: String, location: ResourceLocation) {
        load {
            try ScreenLoader.load(data: data, file: file, location: location, name: (file as NSString).lastPathComponent,
                                  knownKinds: ComponentRegistry.shared.knownKinds)
        }
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

    // MARK: ComponentDelegate

    public func component(_ component: Component, itemSelected item: Item) {
        let name = item.title.isEmpty ? "item \(item.index)" : "\"\(item.title)\""
        log("selected \(name) in component \(component.model.index)" + (item.action.map { ", action \($0)" } ?? ""))
    }

    // MARK: Building

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

    private func log(_ message: String) {
        FileHandle.standardError.write(Data("spots: \(message)\n".utf8))
    }
}
