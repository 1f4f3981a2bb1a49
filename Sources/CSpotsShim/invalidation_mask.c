#include "CSpotsShim.h"

// A GtkListBox or GtkFlowBox asks GTK to redraw all of itself whenever a child is shown, hidden
// or re-sorted (GTK 3 queues a resize of the box, and a resize queues a redraw). While the item
// window slides, the rows that stay have not changed, yet the whole visible list would be
// painted again every frame. GDK lets an invalidate handler trim what is invalidated in a
// window and its children: while a mask is set, the rectangles of rows that stay are left out.
// Anything that moves or resizes is still invalidated by GTK when it is allocated afterwards.

static GQuark mask_quark(void) {
    static GQuark quark = 0;
    if (quark == 0) quark = g_quark_from_static_string("spots-invalidation-mask");
    return quark;
}

static void trim_invalidation(GdkWindow *window, cairo_region_t *region) {
    cairo_region_t *mask = g_object_get_qdata(G_OBJECT(window), mask_quark());
    if (mask != NULL) cairo_region_subtract(region, mask);
}

void spots_widget_set_invalidation_mask(GtkWidget *widget, const GdkRectangle *rectangles, int count) {
    if (!gtk_widget_get_has_window(widget) || !gtk_widget_get_realized(widget)) return;
    GdkWindow *window = gtk_widget_get_window(widget);
    cairo_region_t *mask = cairo_region_create_rectangles((const cairo_rectangle_int_t *)rectangles, count);
    g_object_set_qdata_full(G_OBJECT(window), mask_quark(), mask, (GDestroyNotify)cairo_region_destroy);
    gdk_window_set_invalidate_handler(window, trim_invalidation);
}

void spots_widget_clear_invalidation_mask(GtkWidget *widget) {
    if (!gtk_widget_get_has_window(widget) || !gtk_widget_get_realized(widget)) return;
    g_object_set_qdata(G_OBJECT(gtk_widget_get_window(widget)), mask_quark(), NULL);
}
