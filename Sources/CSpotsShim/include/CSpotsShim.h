// C glue for Spots: what Swift cannot express over GTK directly.
#ifndef CSPOTSSHIM_H
#define CSPOTSSHIM_H

#include <gtk/gtk.h>

// Attaches a GLib source to the default main context that drains libdispatch's main
// queue, so DispatchQueue.main and @MainActor tasks run under gtk_main()/g_application_run().
// Idempotent; returns the source id. Call on the main thread.
guint spots_dispatch_bridge_attach(void);

// Whether the bridge is attached.
gboolean spots_dispatch_bridge_is_attached(void);

// Fixed-arity setters for g_object_set (variadic in C).
void spots_object_set_int(gpointer object, const char *property, gint value);
void spots_object_set_bool(gpointer object, const char *property, gboolean value);
void spots_object_set_double(gpointer object, const char *property, gdouble value);
void spots_object_set_string(gpointer object, const char *property, const char *value);
gboolean spots_object_get_bool(gpointer object, const char *property);

// Builds a scroll event aimed at a widget's GdkWindow, as the pointer device would send it.
// direction: a GdkScrollDirection; for GDK_SCROLL_SMOOTH the deltas are used.
// Returns a new event (free with gdk_event_free) or NULL when the widget is not realized.
GdkEvent *spots_scroll_event_new(GtkWidget *widget, GdkScrollDirection direction,
                                 gdouble delta_x, gdouble delta_y);

// Reads an event's scroll direction and deltas; returns FALSE if it is not a scroll event.
gboolean spots_scroll_event_read(const GdkEvent *event, GdkScrollDirection *direction,
                                 gdouble *delta_x, gdouble *delta_y);

// Emits GtkScrolledWindow's `move-focus-out` (a keybinding signal, variadic to emit from C):
// the focus leaves the scrolled window in `direction` instead of moving inside it.
void spots_scrolled_window_move_focus_out(GtkWidget *scrolled_window, GtkDirectionType direction);
// Item rows and flow box children (item_accessible.c): their accessibles offer an "activate"
// AtkAction while the widget is marked activatable (GTK's own have no action).
void spots_item_set_activatable(GtkWidget *item, gboolean activatable);
gboolean spots_item_is_activatable(GtkWidget *item);
// Gives list row and flow box child accessibles the "activate" action; before any is made.
void spots_item_actions_install(void);
// The name, description and role of an item's row or child: set on its accessible when it has
// one, and given to it when it is made (item_accessible.c).
void spots_item_describe(GtkWidget *item, const gchar *name, const gchar *description, AtkRole role);
// Redraws a widget's own GdkWindow asks for while a mask is set leave the mask's rectangles
// out (invalidation_mask.c). Coordinates are the window's, where its children are allocated.
void spots_widget_set_invalidation_mask(GtkWidget *widget, const GdkRectangle *rectangles, int count);
void spots_widget_clear_invalidation_mask(GtkWidget *widget);
// A vertical box whose request mode is always height for width (text_column.c): a column of
// labels that switch between wrapping and one line keeps being measured for its width.
GtkWidget *spots_text_column_new(gint spacing);
GType spots_text_column_type(void);
// A vertical column laying its children out in an order of its own, apart from their CSS
// nodes' order (placed_column.c): moving a child does not make GTK look its styles up again.
// Children are added (gtk_container_add) at the end; `move` puts `child` right after `after`
// (NULL: first); `next` is the child after `child` in that order, NULL at the end.
GtkWidget *spots_placed_column_new(void);
GType spots_placed_column_type(void);
void spots_placed_column_move(GtkWidget *column, GtkWidget *child, GtkWidget *after);
GtkWidget *spots_placed_column_next(GtkWidget *column, GtkWidget *child);
void spots_placed_column_set_fills_scroller(GtkWidget *column, gboolean fills);
// Keeps `child` shown but out of the layout and unmapped, so out of focus moves (or back in it).
void spots_placed_column_set_parked(GtkWidget *column, GtkWidget *child, gboolean parked);
gboolean spots_placed_column_is_parked(GtkWidget *column, GtkWidget *child);
// List box rows and flow box children ordered by a key each keeps (sorted_children.c): `get`
// answers INTPTR_MAX for a child without one; `sort_by_key` makes the box keep that order.
void spots_sort_key_set(GtkWidget *child, gintptr key);
gintptr spots_sort_key_get(GtkWidget *child);
void spots_list_box_sort_by_key(GtkListBox *box);
void spots_flow_box_sort_by_key(GtkFlowBox *box);
// A box whose background and border are painted from a picture shared by every box of the same
// look and size (card_box.c): a grid's rounded cards are not cut into trapezoids at each draw.
// Statistics: pictures painted and reused; `forget` drops them all (freeing the X server's pixmaps).
GtkWidget *spots_card_box_new(GtkOrientation orientation);
GType spots_card_box_type(void);
void spots_card_box_statistics(guint64 *painted, guint64 *reused);
void spots_card_box_forget_pictures(void);
// A label that shares what GTK measured with every label of the same text, settings and style
// (measured_label.c). The single line width is its text's, unwrapped, without the CSS box.
GtkWidget *spots_measured_label_new(void);
GType spots_measured_label_type(void);
gint spots_measured_label_single_line_width(GtkWidget *label);
void spots_measured_label_statistics(guint64 *hits, guint64 *misses);
// Lays texts out on one line in a label's font and style attributes (text_probe.c); NULL for
// a label with attributes or markup of its own. Free with g_object_unref.
PangoLayout *spots_text_probe_new(GtkWidget *label);
void spots_text_probe_measure(PangoLayout *probe, const char *text, gint *width, gint *height);
// Whether the probe's style attributes change how characters lay out beside one another
// (anything but the empty font features GTK gives every label).
gboolean spots_text_probe_has_text_attributes(PangoLayout *probe);
// Input widgets (input_accessible.c): their accessibles add ATK_STATE_REQUIRED and
// ATK_STATE_INVALID_ENTRY from flags set here. Install before the first input widget is made.
enum { SPOTS_INPUT_REQUIRED = 1, SPOTS_INPUT_INVALID = 2 };
void spots_input_accessibles_install(void);
void spots_input_set_states(GtkWidget *widget, gint flags);
gint spots_input_get_states(GtkWidget *widget);

// An item's title (0), subtitle (1) and text (2) laid out and drawn by one widget
// (item_texts.c). Empty texts are not shown. The rest reads what it laid out, for `inspect`.
GtkWidget *spots_item_texts_new(void);
GType spots_item_texts_type(void);
void spots_item_texts_set(GtkWidget *widget, gint index, const gchar *text);
void spots_item_texts_set_title_lines(GtkWidget *widget, gint lines);
gint spots_item_texts_get_title_lines(GtkWidget *widget);
// Styles every item texts widget again (after a stylesheet is added, changed or removed).
void spots_item_texts_restyle_all(void);
const gchar *spots_item_texts_get(GtkWidget *widget, gint index);
// The paragraph's layout (NULL: not shown or not laid out yet); the widget keeps it.
PangoLayout *spots_item_texts_layout(GtkWidget *widget, gint index);
gint spots_item_texts_line_width(GtkWidget *widget, gint index);
gint spots_item_texts_top(GtkWidget *widget, gint index);
// Where the paragraph's text starts across the widget and how wide it is (FALSE: not laid out).
gboolean spots_item_texts_extent(GtkWidget *widget, gint index, gint *x, gint *width);
// The colour the paragraph is drawn in, its opacity in the alpha (FALSE: not styled yet).
gboolean spots_item_texts_color(GtkWidget *widget, gint index, GdkRGBA *color);
// Whether the paragraph, as last laid out, is drawn from glyphs shaped without a layout.
gboolean spots_item_texts_drawn_from_glyphs(GtkWidget *widget, gint index);
// A layout in the paragraph's font in a Pango context of its own (see text_probe.c).
PangoLayout *spots_item_texts_probe_new(GtkWidget *widget, gint index);

#endif
