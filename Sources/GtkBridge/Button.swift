import CSpotsGtk

/// A push button.
open class Button: Bin {
    override open class var gtkType: GType { gtk_button_get_type() }

    var button: UnsafeMutablePointer<GtkButton> { spots_button(pointer) }

    public convenience init(label: String = "") {
        self.init(gtk_button_new_with_label(label)!)
    }

    /// An icon-only button; give it a `tooltip` and an `accessibleName`.
    public convenience init(iconName: String, size: IconSize = .button) {
        self.init(gtk_button_new_from_icon_name(iconName, size.gtk)!)
    }

    public var label: String {
        get { gtk_button_get_label(button).map { String(cString: $0) } ?? "" }
        set { gtk_button_set_label(button, newValue) }
    }

    /// The named icon the button shows (nil: none, or not a named icon); setting it replaces the content.
    public var iconName: String? {
        get { gtk_button_get_image(button).flatMap { Widget($0).as(Image.self)?.iconName } }
        set {
            // A named local keeps the new image's wrapper (its only reference) alive across the call.
            let image = newValue.map { Image(iconName: $0, size: .button) }
            withExtendedLifetime(image) { gtk_button_set_image(button, image?.pointer) }
        }
    }

    public func setImage(_ image: Widget?) {
        gtk_button_set_image(button, image?.pointer)
    }

    /// Whether the button draws a frame (false: flat, as in header bars).
    public var hasRelief: Bool {
        get { gtk_button_get_relief(button) != GTK_RELIEF_NONE }
        set { gtk_button_set_relief(button, newValue ? GTK_RELIEF_NORMAL : GTK_RELIEF_NONE) }
    }

    @discardableResult
    public func onClicked(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signal.typed(pointer, "clicked", handler)
    }

    /// Clicks the button from code (emits `clicked`).
    public func click() { gtk_button_clicked(button) }
}

/// A button that stays pressed in or out.
open class ToggleButton: Button {
    override open class var gtkType: GType { gtk_toggle_button_get_type() }

    public convenience init() {
        self.init(gtk_toggle_button_new()!)
    }

    public var isActive: Bool {
        get { gtk_toggle_button_get_active(spots_toggle_button(pointer)) != 0 }
        set { gtk_toggle_button_set_active(spots_toggle_button(pointer), newValue.gboolean) }
    }

    @discardableResult
    public func onToggled(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signal.typed(pointer, "toggled", handler)
    }
}

/// A button that opens a menu or popover.
open class MenuButton: ToggleButton {
    override open class var gtkType: GType { gtk_menu_button_get_type() }

    public convenience init() {
        self.init(gtk_menu_button_new()!)
    }

    /// Shows `menu` (a GMenu model of action items) when clicked.
    public func setMenu(_ menu: Menu) {
        gtk_menu_button_set_menu_model(spots_menu_button(pointer), menu.model)
    }

    public func setPopover(_ popover: Popover?) {
        gtk_menu_button_set_popover(spots_menu_button(pointer), popover?.pointer)
    }
}

/// A bubble attached to a widget.
open class Popover: Bin {
    override open class var gtkType: GType { gtk_popover_get_type() }

    public convenience init(relativeTo widget: Widget?) {
        self.init(gtk_popover_new(widget?.pointer)!)
    }

    public func popup() { gtk_popover_popup(spots_popover(pointer)) }
    public func popdown() { gtk_popover_popdown(spots_popover(pointer)) }

    /// The widget the popover points at.
    public func setRelativeTo(_ widget: Widget?) {
        withExtendedLifetime(widget) { gtk_popover_set_relative_to(spots_popover(pointer), widget?.pointer) }
    }
}

/// A menu model of action items (`app.about`…), as menu buttons show them.
@MainActor
public final class Menu {
    let menu: OpaquePointer

    public init() {
        menu = g_menu_new()
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(menu))
    }

    var model: UnsafeMutablePointer<GMenuModel> {
        UnsafeMutableRawPointer(menu).assumingMemoryBound(to: GMenuModel.self)
    }

    /// Appends an item that activates `action` (e.g. "app.quit").
    public func append(_ label: String, action: String) {
        g_menu_append(menu, label, action)
    }
}
