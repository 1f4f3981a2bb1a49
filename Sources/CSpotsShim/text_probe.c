// A Pango layout that lays texts out on one line as a label would: in the label's font and
// with the attributes its style gives the text (letter spacing, font features), but in a
// context of its own, so the label may change or go away afterwards.
#include "CSpotsShim.h"

PangoLayout *spots_text_probe_new(GtkWidget *widget) {
    GtkLabel *label = GTK_LABEL(widget);
    if (gtk_label_get_attributes(label) || gtk_label_get_use_markup(label)) return NULL;
    PangoLayout *own = gtk_label_get_layout(label);
    PangoContext *context = gtk_widget_create_pango_context(widget);
    PangoLayout *probe = pango_layout_new(context);
    g_object_unref(context);
    PangoAttrList *attributes = own ? pango_layout_get_attributes(own) : NULL;
    if (attributes) pango_layout_set_attributes(probe, attributes);
    return probe;
}

void spots_text_probe_measure(PangoLayout *probe, const char *text, gint *width, gint *height) {
    pango_layout_set_text(probe, text, -1);
    pango_layout_get_pixel_size(probe, width, height);
}
