// A vertical column whose children are laid out in an order of its own, apart from the order
// of their CSS nodes (see spots_placed_column_new).
//
// GTK 3 looks a widget's style up again when its CSS node moves among its siblings (the node
// is invalidated for any parent and sibling change), and with it the styles of the nodes
// under it: moving a component's widgets to their place in a GtkBox restyled its header and
// cards. Here a child's CSS node stays where it was added, after every earlier child's;
// `spots_placed_column_move` changes only where the child is laid out, drawn, focused and
// listed (forall, hence gtk_container_get_children and the accessibility tree).
//
// A parked child (spots_placed_column_set_parked) stays shown to GTK but is not laid out,
// mapped, drawn or focused, as a GtkNotebook's other pages are. Hiding it instead, as a GtkBox
// needs, tells every sibling its position changed (GTK 3 invalidates the first child for
// :nth-last-child and, with it, every later sibling and everything under them): each component
// leaving or entering a screen's window had GTK check the style of every node of every
// component on screen.
#include "CSpotsShim.h"

typedef struct {
    GtkContainer parent;
    // The children in layout order.
    GList *children;
    // Sized by a scroller that reads no height of it without a width (see
    // spots_placed_column_set_fills_scroller).
    gboolean fills_scroller;
} SpotsPlacedColumn;

typedef struct { GtkContainerClass parent_class; } SpotsPlacedColumnClass;

G_DEFINE_TYPE(SpotsPlacedColumn, spots_placed_column, GTK_TYPE_CONTAINER)

#define PLACED(p) ((SpotsPlacedColumn *)(p))

static GQuark parked_quark(void) {
    static GQuark quark = 0;
    if (quark == 0) quark = g_quark_from_static_string("spots-placed-column-parked");
    return quark;
}

static gboolean is_parked(GtkWidget *child) {
    return g_object_get_qdata(G_OBJECT(child), parked_quark()) != NULL;
}

// Shown and not parked: given room, mapped and drawn.
static gboolean is_laid_out(GtkWidget *child) {
    return gtk_widget_get_visible(child) && !is_parked(child);
}

static void placed_add(GtkContainer *container, GtkWidget *child) {
    SpotsPlacedColumn *column = PLACED(container);
    column->children = g_list_append(column->children, child);
    gtk_widget_set_parent(child, GTK_WIDGET(container));
}

static void placed_remove(GtkContainer *container, GtkWidget *child) {
    SpotsPlacedColumn *column = PLACED(container);
    GList *link = g_list_find(column->children, child);
    if (link == NULL) return;
    gboolean was_visible = is_laid_out(child);
    // Unparenting makes it child-visible again; elsewhere it is not parked.
    g_object_set_qdata(G_OBJECT(child), parked_quark(), NULL);
    gtk_widget_unparent(child);
    column->children = g_list_delete_link(column->children, link);
    if (was_visible && gtk_widget_get_visible(GTK_WIDGET(container)))
        gtk_widget_queue_resize(GTK_WIDGET(container));
}

static void placed_forall(GtkContainer *container, gboolean include_internals,
                          GtkCallback callback, gpointer data) {
    (void)include_internals;
    // The callback may remove the child it is given (gtk_container_foreach on destroy).
    GList *link = PLACED(container)->children;
    while (link != NULL) {
        GtkWidget *child = link->data;
        link = link->next;
        callback(child, data);
    }
}

static GType placed_child_type(GtkContainer *container) {
    (void)container;
    return GTK_TYPE_WIDGET;
}

static GtkSizeRequestMode placed_request_mode(GtkWidget *widget) {
    (void)widget;
    return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void placed_preferred_width(GtkWidget *widget, gint *minimum, gint *natural) {
    gint most_minimum = 0, most_natural = 0;
    for (GList *link = PLACED(widget)->children; link != NULL; link = link->next) {
        GtkWidget *child = link->data;
        if (!is_laid_out(child)) continue;
        gint child_minimum = 0, child_natural = 0;
        gtk_widget_get_preferred_width(child, &child_minimum, &child_natural);
        most_minimum = MAX(most_minimum, child_minimum);
        most_natural = MAX(most_natural, child_natural);
    }
    *minimum = most_minimum;
    *natural = most_natural;
}

static void placed_preferred_height_for_width(GtkWidget *widget, gint width, gint *minimum, gint *natural) {
    gint total_minimum = 0, total_natural = 0;
    for (GList *link = PLACED(widget)->children; link != NULL; link = link->next) {
        GtkWidget *child = link->data;
        if (!is_laid_out(child)) continue;
        gint child_minimum = 0, child_natural = 0;
        if (width < 0)
            gtk_widget_get_preferred_height(child, &child_minimum, &child_natural);
        else
            gtk_widget_get_preferred_height_for_width(child, width, &child_minimum, &child_natural);
        total_minimum += child_minimum;
        total_natural += child_natural;
    }
    *minimum = total_minimum;
    *natural = total_natural;
}

static void placed_preferred_height(GtkWidget *widget, gint *minimum, gint *natural) {
    if (PLACED(widget)->fills_scroller) {
        // No minimum, and as natural the height it was given last.
        *minimum = 0;
        *natural = MAX(0, gtk_widget_get_allocated_height(widget));
        return;
    }
    placed_preferred_height_for_width(widget, -1, minimum, natural);
}

static void placed_preferred_width_for_height(GtkWidget *widget, gint height, gint *minimum, gint *natural) {
    (void)height;
    placed_preferred_width(widget, minimum, natural);
}

// Each shown child gets the full width and its natural height, one under the other, as a
// vertical GtkBox gives children that do not expand; short of room, each gets its minimum and
// a share of what is left by GTK's own distribution.
static void placed_size_allocate(GtkWidget *widget, GtkAllocation *allocation) {
    SpotsPlacedColumn *column = PLACED(widget);
    gtk_widget_set_allocation(widget, allocation);

    guint count = 0;
    for (GList *link = column->children; link != NULL; link = link->next)
        if (is_laid_out(link->data)) count++;
    GtkRequestedSize *sizes = g_newa(GtkRequestedSize, MAX(count, 1));
    gint total_minimum = 0, total_natural = 0;
    guint index = 0;
    for (GList *link = column->children; link != NULL; link = link->next) {
        GtkWidget *child = link->data;
        if (!is_laid_out(child)) continue;
        gtk_widget_get_preferred_height_for_width(child, allocation->width,
                                                  &sizes[index].minimum_size, &sizes[index].natural_size);
        sizes[index].data = child;
        total_minimum += sizes[index].minimum_size;
        total_natural += sizes[index].natural_size;
        index++;
    }
    gboolean natural = allocation->height >= total_natural;
    if (!natural && allocation->height > total_minimum)
        gtk_distribute_natural_allocation(allocation->height - total_minimum, count, sizes);

    GdkRectangle clip = *allocation;
    gint y = allocation->y;
    for (index = 0; index < count; index++) {
        GtkAllocation child_allocation = {
            .x = allocation->x, .y = y, .width = allocation->width,
            .height = natural ? sizes[index].natural_size : sizes[index].minimum_size,
        };
        gtk_widget_size_allocate(sizes[index].data, &child_allocation);
        GdkRectangle child_clip;
        gtk_widget_get_clip(sizes[index].data, &child_clip);
        gdk_rectangle_union(&clip, &child_clip, &clip);
        y += child_allocation.height;
    }
    gtk_widget_set_clip(widget, &clip);
}

// The column's own CSS box (a background a stylesheet gives it), then the children.
static gboolean placed_draw(GtkWidget *widget, cairo_t *cr) {
    GtkStyleContext *context = gtk_widget_get_style_context(widget);
    gint width = gtk_widget_get_allocated_width(widget), height = gtk_widget_get_allocated_height(widget);
    gtk_render_background(context, cr, 0, 0, width, height);
    gtk_render_frame(context, cr, 0, 0, width, height);
    return GTK_WIDGET_CLASS(spots_placed_column_parent_class)->draw(widget, cr);
}

static void placed_finalize(GObject *object) {
    g_list_free(PLACED(object)->children);
    G_OBJECT_CLASS(spots_placed_column_parent_class)->finalize(object);
}

static void spots_placed_column_class_init(SpotsPlacedColumnClass *klass) {
    GObjectClass *object_class = G_OBJECT_CLASS(klass);
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    GtkContainerClass *container_class = GTK_CONTAINER_CLASS(klass);
    object_class->finalize = placed_finalize;
    widget_class->get_request_mode = placed_request_mode;
    widget_class->get_preferred_width = placed_preferred_width;
    widget_class->get_preferred_height = placed_preferred_height;
    widget_class->get_preferred_height_for_width = placed_preferred_height_for_width;
    widget_class->get_preferred_width_for_height = placed_preferred_width_for_height;
    widget_class->size_allocate = placed_size_allocate;
    widget_class->draw = placed_draw;
    container_class->add = placed_add;
    container_class->remove = placed_remove;
    container_class->forall = placed_forall;
    container_class->child_type = placed_child_type;
    gtk_container_class_handle_border_width(container_class);
    // Styled and read as a vertical GtkBox is.
    gtk_widget_class_set_css_name(widget_class, "box");
    gtk_widget_class_set_accessible_role(widget_class, ATK_ROLE_FILLER);
}

static void spots_placed_column_init(SpotsPlacedColumn *column) {
    gtk_widget_set_has_window(GTK_WIDGET(column), FALSE);
    gtk_widget_set_redraw_on_allocate(GTK_WIDGET(column), FALSE);
    gtk_style_context_add_class(gtk_widget_get_style_context(GTK_WIDGET(column)), GTK_STYLE_CLASS_VERTICAL);
}

GtkWidget *spots_placed_column_new(void) {
    return g_object_new(spots_placed_column_get_type(), NULL);
}

GType spots_placed_column_type(void) {
    return spots_placed_column_get_type();
}

void spots_placed_column_move(GtkWidget *column, GtkWidget *child, GtkWidget *after) {
    SpotsPlacedColumn *placed = PLACED(column);
    GList *link = g_list_find(placed->children, child);
    if (link == NULL || child == after) return;
    placed->children = g_list_remove_link(placed->children, link);
    GList *anchor = after != NULL ? g_list_find(placed->children, after) : NULL;
    if (after != NULL && anchor == NULL) {
        // Not a child: back where it was asked from, at the end.
        placed->children = g_list_concat(placed->children, link);
    } else if (anchor == NULL) {
        placed->children = g_list_concat(link, placed->children);
    } else {
        link->prev = anchor;
        link->next = anchor->next;
        if (anchor->next != NULL) anchor->next->prev = link;
        anchor->next = link;
    }
    if (is_laid_out(child) && gtk_widget_get_visible(column))
        gtk_widget_queue_resize(column);
}

void spots_placed_column_set_parked(GtkWidget *column, GtkWidget *child, gboolean parked) {
    if (gtk_widget_get_parent(child) != column || is_parked(child) == (parked != FALSE)) return;
    g_object_set_qdata(G_OBJECT(child), parked_quark(), parked ? GINT_TO_POINTER(1) : NULL);
    // Unmapped (and the window's focus in it dropped, with the chain of focus children GTK
    // keeps to return to) or mapped again, as hiding and showing would: GTK's own focus moves
    // pass over unmapped children.
    gtk_widget_set_child_visible(child, !parked);
    // The column measures it again: a child that changed while parked may not reach the
    // column with its own resize (GTK stops at a widget that already waits for one).
    if (gtk_widget_get_visible(child) && gtk_widget_get_visible(column))
        gtk_widget_queue_resize(column);
}

gboolean spots_placed_column_is_parked(GtkWidget *column, GtkWidget *child) {
    return gtk_widget_get_parent(child) == column && is_parked(child);
}

GtkWidget *spots_placed_column_next(GtkWidget *column, GtkWidget *child) {
    GList *link = g_list_find(PLACED(column)->children, child);
    return link != NULL && link->next != NULL ? link->next->data : NULL;
}

// A screen's scroller asks its content for its height without a width at every layout (for
// the window's size hints, and its viewport for a width at that height, which a column does not
// depend on) and, scrolling vertically without passing its natural height on, uses neither:
// measuring every component and item again without a width for it was a tenth of a scroll
// frame's work on a screen of many components. Its width and its heights for a width are
// measured as ever (the viewport lays it out no narrower than its minimum width).
void spots_placed_column_set_fills_scroller(GtkWidget *column, gboolean fills) {
    SpotsPlacedColumn *placed = PLACED(column);
    if (placed->fills_scroller == fills) return;
    placed->fills_scroller = fills;
    gtk_widget_queue_resize(column);
}
