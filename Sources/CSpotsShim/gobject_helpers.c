// Fixed-arity wrappers over variadic GObject and GDK calls.
#include "CSpotsShim.h"

void spots_object_set_int(gpointer object, const char *property, gint value) {
    g_object_set(object, property, value, NULL);
}

void spots_object_set_bool(gpointer object, const char *property, gboolean value) {
    g_object_set(object, property, value, NULL);
}

void spots_object_set_double(gpointer object, const char *property, gdouble value) {
    g_object_set(object, property, value, NULL);
}

void spots_object_set_string(gpointer object, const char *property, const char *value) {
    g_object_set(object, property, value, NULL);
}

gboolean spots_object_get_bool(gpointer object, const char *property) {
    gboolean value = FALSE;
    g_object_get(object, property, &value, NULL);
    return value;
}

GdkEvent *spots_scroll_event_new(GtkWidget *widget, GdkScrollDirection direction,
                                 gdouble delta_x, gdouble delta_y) {
    GdkWindow *window = gtk_widget_get_window(widget);
    if (window == NULL) {
        return NULL;
    }
    GdkEvent *event = gdk_event_new(GDK_SCROLL);
    event->scroll.window = g_object_ref(window);
    event->scroll.send_event = TRUE;
    event->scroll.time = GDK_CURRENT_TIME;
    event->scroll.direction = direction;
    event->scroll.delta_x = delta_x;
    event->scroll.delta_y = delta_y;
    GtkAllocation allocation;
    gtk_widget_get_allocation(widget, &allocation);
    event->scroll.x = allocation.x + allocation.width / 2.0;
    event->scroll.y = allocation.y + allocation.height / 2.0;
    GdkSeat *seat = gdk_display_get_default_seat(gdk_window_get_display(window));
    if (seat != NULL) {
        gdk_event_set_device(event, gdk_seat_get_pointer(seat));
    }
    return event;
}

gboolean spots_scroll_event_read(const GdkEvent *event, GdkScrollDirection *direction,
                                 gdouble *delta_x, gdouble *delta_y) {
    if (event == NULL || event->type != GDK_SCROLL) {
        return FALSE;
    }
    *direction = event->scroll.direction;
    *delta_x = 0;
    *delta_y = 0;
    if (event->scroll.direction == GDK_SCROLL_SMOOTH) {
        *delta_x = event->scroll.delta_x;
        *delta_y = event->scroll.delta_y;
    }
    return TRUE;
}

void spots_scrolled_window_move_focus_out(GtkWidget *scrolled_window, GtkDirectionType direction) {
    g_return_if_fail(GTK_IS_SCROLLED_WINDOW(scrolled_window));
    g_signal_emit_by_name(scrolled_window, "move-focus-out", direction);
}
