import CSpotsGtk

/// GTK's modal message dialog: a question and its details over a parent window, with the buttons
/// the caller adds. Shown without a nested main loop: the answer comes through `onResponse`
/// (Escape and closing the dialog answer `.deleteEvent`).
open class MessageDialog: Window {
    override open class var gtkType: GType { gtk_message_dialog_get_type() }

    var dialog: UnsafeMutablePointer<GtkDialog> { spots_dialog(pointer) }

    public convenience init(parent: Window?, type: MessageType, text: String, secondaryText: String? = nil) {
        self.init(spots_message_dialog_new(parent.map { spots_window($0.pointer) }, type.gtk, text, secondaryText)!)
    }

    /// Adds a button that answers `response`; `label` may hold a mnemonic (`_Send`).
    @discardableResult
    public func addButton(_ label: String, response: ResponseType) -> Button? {
        gtk_dialog_add_button(dialog, label, response.rawValue).map { Button($0) }
    }

    /// The button Enter activates when the focus is on no other button.
    public func setDefaultResponse(_ response: ResponseType) {
        gtk_dialog_set_default_response(dialog, response.rawValue)
    }

    /// The button that answers `response`, if there is one.
    public func button(for response: ResponseType) -> Button? {
        gtk_dialog_get_widget_for_response(dialog, response.rawValue).map { Button($0) }
    }

    /// Answers the dialog as its button for `response` would.
    public func respond(_ response: ResponseType) {
        gtk_dialog_response(dialog, response.rawValue)
    }

    /// The main text and the details (tests and screen readers read both).
    public var text: String { stringProperty("text") }
    public var secondaryText: String { stringProperty("secondary-text") }

    private func stringProperty(_ name: String) -> String {
        var value = GValue()
        g_value_init(&value, GType(16 << 2)) // G_TYPE_STRING
        defer { g_value_unset(&value) }
        g_object_get_property(UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: GObject.self), name, &value)
        return g_value_get_string(&value).map { String(cString: $0) } ?? ""
    }

    /// A button, Escape or closing answered the dialog.
    @discardableResult
    public func onResponse(_ handler: @escaping @MainActor (ResponseType) -> Void) -> SignalConnection {
        Signal.typed(pointer, "response", withInteger: { handler(ResponseType(rawValue: $0)) })
    }
}
