import CSpotsGtk

/// GNOME's Keyboard Shortcuts window (GtkShortcutsWindow), filled from plain data: groups of
/// shortcuts, each a title and an accelerator in GTK's syntax (`<Primary>o`; alternatives
/// separated by spaces, e.g. `<Primary>r F5`).
///
/// GTK builds its sections, groups and shortcuts only through GtkBuilder, so the window is made
/// from a generated `.ui` document.
public final class ShortcutsWindow: Window {
    override public class var gtkType: GType { gtk_shortcuts_window_get_type() }

    public struct Group: Sendable {
        public var title: String
        public var shortcuts: [(title: String, accelerator: String)]

        public init(_ title: String, _ shortcuts: [(title: String, accelerator: String)]) {
            self.title = title
            self.shortcuts = shortcuts
        }
    }

    /// A new window listing `groups` in one section (not shown yet; it is a toplevel: destroy
    /// it or let the user close it).
    public static func make(title: String, groups: [Group]) -> ShortcutsWindow? {
        guard let builder = try? Builder(string: document(title: title, groups: groups)),
              let window = builder.widget("shortcuts", as: ShortcutsWindow.self) else { return nil }
        window.spellOutKeyNames(in: window)
        return window
    }

    /// GtkShortcutLabel shows a key it has no symbol for by its keysym name, which only some
    /// translations turn into words: "Page_Up" in English. Those read as on the key cap instead.
    private func spellOutKeyNames(in widget: Widget) {
        guard let container = widget.as(Container.self) else { return }
        container.forEachInternalChild { child in
            if let label = child.as(Label.self), Self.isKeyName(label.text) {
                label.text = label.text.replacingOccurrences(of: "_", with: " ")
            } else {
                spellOutKeyNames(in: child)
            }
        }
    }

    /// Whether `text` is a keysym name with an underscore (`Page_Up`), not a title.
    static func isKeyName(_ text: String) -> Bool {
        text.contains("_") && !text.contains(" ") && gdk_keyval_from_name(text) != UInt32(GDK_KEY_VoidSymbol)
    }

    static func document(title: String, groups: [Group]) -> String {
        func property(_ name: String, _ value: String) -> String {
            "<property name=\"\(name)\">\(escaped(value))</property>"
        }
        let groupsXML = groups.map { group in
            let shortcuts = group.shortcuts.map { shortcut in
                "<child><object class=\"GtkShortcutsShortcut\">\(property("visible", "1"))"
                    + "\(property("title", shortcut.title))\(property("accelerator", shortcut.accelerator))</object></child>"
            }.joined()
            return "<child><object class=\"GtkShortcutsGroup\">\(property("visible", "1"))\(property("title", group.title))"
                + "\(shortcuts)</object></child>"
        }.joined()
        return "<interface><object class=\"GtkShortcutsWindow\" id=\"shortcuts\">\(property("title", title))"
            + "<child><object class=\"GtkShortcutsSection\">\(property("visible", "1"))\(property("section-name", "shortcuts"))"
            + "\(property("max-height", "14"))\(groupsXML)</object></child></object></interface>"
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}

/// An accelerator string parsed the way GTK reads it (`<Primary>question` → `?` with Control).
public enum Accelerator {
    public static func parse(_ accelerator: String) -> KeyEvent? {
        var keyval: UInt32 = 0
        var modifiers = GdkModifierType(rawValue: 0)
        gtk_accelerator_parse(accelerator, &keyval, &modifiers)
        guard keyval != 0 else { return nil }
        return KeyEvent(keyval: keyval, modifiers: ModifierType(rawValue: modifiers.rawValue))
    }
}
