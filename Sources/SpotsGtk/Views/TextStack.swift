import CSpotsGtk
import SpotsModel

/// Title, subtitle and text labels stacked vertically; empty ones are hidden.
@MainActor
final class TextStack {
    let box: WidgetPointer
    let title: WidgetPointer
    let subtitle: WidgetPointer
    let text: WidgetPointer

    init(titleClass: String = "spots-title", maximumTitleLines: Int32 = 0) {
        box = Gtk.box(GTK_ORIENTATION_VERTICAL, spacing: 2)
        title = Gtk.label("", styleClasses: [titleClass], wrap: true)
        subtitle = Gtk.label("", styleClasses: ["spots-subtitle"], wrap: true)
        text = Gtk.label("", styleClasses: ["spots-text"], wrap: true)
        if maximumTitleLines > 0 {
            gtk_label_set_lines(spots_label(title), maximumTitleLines)
            gtk_label_set_ellipsize(spots_label(title), PANGO_ELLIPSIZE_END)
        }
        for label in [title, subtitle, text] {
            // Labels wrap inside whatever width they get, instead of asking for their full text width.
            gtk_label_set_width_chars(spots_label(label), 1)
            gtk_label_set_max_width_chars(spots_label(label), 1)
            gtk_widget_set_no_show_all(label, 1)
            Gtk.packStart(label, in: box)
        }
        gtk_widget_set_valign(box, GTK_ALIGN_CENTER)
    }

    func show(_ item: Item) {
        set(title, item.title)
        set(subtitle, item.subtitle)
        set(text, item.text)
    }

    private func set(_ label: WidgetPointer, _ value: String) {
        gtk_label_set_text(spots_label(label), value)
        gtk_widget_set_visible(label, value.isEmpty ? 0 : 1)
    }
}
