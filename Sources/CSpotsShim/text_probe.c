// A Pango layout that lays texts out on one line as a label would: in the label's font and
// with the attributes its style gives the text (letter spacing, font features), but in a
// context of its own, so the label may change or go away afterwards.
#include "CSpotsShim.h"
#include <string.h>

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

gboolean spots_text_probe_has_text_attributes(PangoLayout *probe) {
    PangoAttrList *attributes = pango_layout_get_attributes(probe);
    if (!attributes) return FALSE;
    GSList *list = pango_attr_list_get_attributes(attributes);
    gboolean found = FALSE;
    for (GSList *node = list; node; node = node->next) {
        PangoAttribute *attribute = node->data;
        const gchar *features = attribute->klass->type == PANGO_ATTR_FONT_FEATURES
            ? ((PangoAttrFontFeatures *)attribute)->features : NULL;
        gboolean normal_features = features && (features[0] == '\0' || strcmp(features, "normal") == 0);
        if (!normal_features) found = TRUE;
    }
    g_slist_free_full(list, (GDestroyNotify)pango_attribute_destroy);
    return found;
}
