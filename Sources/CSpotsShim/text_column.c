// A vertical box that always measures its height for its width (see spots_text_column_new).
//
// GTK 3 keeps a widget's request mode until its size cache is cleared, and a box takes its
// mode from its children's cached modes. Labels that switch between wrapping (height for
// width) and one line (constant size) as the width changes could leave their box, and the row
// holding it, with the mode of the labels' previous state: the row was then measured as tall
// as the labels are at their narrowest width, with the texts centred in the empty space.
#include "CSpotsShim.h"

typedef struct { GtkBox parent; } SpotsTextColumn;
typedef struct { GtkBoxClass parent_class; } SpotsTextColumnClass;

G_DEFINE_TYPE(SpotsTextColumn, spots_text_column, GTK_TYPE_BOX)

static GtkSizeRequestMode spots_text_column_get_request_mode(GtkWidget *widget) {
    (void)widget;
    return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void spots_text_column_class_init(SpotsTextColumnClass *klass) {
    GTK_WIDGET_CLASS(klass)->get_request_mode = spots_text_column_get_request_mode;
}

static void spots_text_column_init(SpotsTextColumn *column) {
    (void)column;
}

GType spots_text_column_type(void) {
    return spots_text_column_get_type();
}

GtkWidget *spots_text_column_new(gint spacing) {
    return g_object_new(spots_text_column_get_type(), "orientation", GTK_ORIENTATION_VERTICAL, "spacing", spacing, NULL);
}
