// A box whose background and border are painted from a picture kept for their look and size.
//
// A card is a rounded box with a border. Cairo paints such a shape on an X surface by cutting
// its outline into trapezoids, for every card each time it is drawn: in a grid scrolled 400 px
// a frame, about 30 cards are drawn, and their backgrounds and borders were a tenth of the
// frame. Here the background and border are painted once into a picture of the target's kind
// (a pixmap in the X server for the window) and copied from it after that. Every card of the
// same look (the style GTK computed for it, printed) and size shares one picture: a grid's cards
// are alike, so a scroll paints one or two. The box's children are drawn on top as ever.
//
// Only the look is kept: a style change (a class, a state such as hover, a theme, an animation
// step) makes a new key, and a size or scale the picture was not made for makes a new picture.
// A few pictures are kept, the most recently used; a card whose picture would be large (past
// PICTURE_BYTES_LIMIT) is painted directly every time, as GTK's own box would be.
#include "CSpotsShim.h"
#include <string.h>

typedef struct {
    GtkBox parent;
    // The style as GTK printed it (NULL: not printed since it last changed).
    gchar *style_key;
} SpotsCardBox;

typedef struct { GtkBoxClass parent_class; } SpotsCardBoxClass;

G_DEFINE_TYPE(SpotsCardBox, spots_card_box, GTK_TYPE_BOX)

#define CARD(p) ((SpotsCardBox *)(p))

typedef struct {
    gchar *style;
    // The box's allocated size, and the part of it the picture covers (its clip, from the
    // box's origin: an outer shadow reaches past the box).
    gint width, height;
    GdkRectangle area;
    gdouble scale_x, scale_y;
    // The target's kind and device (an X display's pixmaps are drawn on that display only).
    cairo_surface_type_t kind;
    cairo_device_t *device;
    cairo_surface_t *surface;
} Picture;

enum { PICTURES = 16, PICTURE_BYTES_LIMIT = 1 << 20 };
// Most recently used first.
static Picture pictures[PICTURES];
static guint picture_count;
static guint64 painted, reused;

static const gchar *style_key(SpotsCardBox *box) {
    if (box->style_key == NULL)
        box->style_key = gtk_style_context_to_string(gtk_widget_get_style_context(GTK_WIDGET(box)),
                                                     GTK_STYLE_CONTEXT_PRINT_SHOW_STYLE);
    return box->style_key;
}

// The background and border, as GtkBox's own drawing places them: inside the CSS margin.
static void render_frame(GtkWidget *widget, cairo_t *cr, gint width, gint height) {
    GtkStyleContext *context = gtk_widget_get_style_context(widget);
    GtkBorder margin;
    gtk_style_context_get_margin(context, gtk_style_context_get_state(context), &margin);
    gint x = margin.left, y = margin.top;
    gint inner_width = width - margin.left - margin.right, inner_height = height - margin.top - margin.bottom;
    gtk_render_background(context, cr, x, y, inner_width, inner_height);
    gtk_render_frame(context, cr, x, y, inner_width, inner_height);
}

static void forget(Picture *picture) {
    g_free(picture->style);
    cairo_surface_destroy(picture->surface);
}

// Moves the picture at `index` to the front.
static Picture *use(guint index) {
    Picture found = pictures[index];
    memmove(&pictures[1], &pictures[0], index * sizeof(Picture));
    pictures[0] = found;
    return &pictures[0];
}

// The picture of the box's background and border for drawing on `target`, made when none
// fits (NULL: too large to keep, or cairo could not make one).
static cairo_surface_t *picture_for(SpotsCardBox *box, cairo_surface_t *target, gint width, gint height,
                                    GdkRectangle area) {
    gdouble scale_x = 1, scale_y = 1;
    cairo_surface_get_device_scale(target, &scale_x, &scale_y);
    if (area.width <= 0 || area.height <= 0
        || (gdouble)area.width * area.height * scale_x * scale_y * 4 > PICTURE_BYTES_LIMIT) return NULL;
    cairo_surface_type_t kind = cairo_surface_get_type(target);
    cairo_device_t *device = cairo_surface_get_device(target);
    const gchar *style = style_key(box);
    for (guint i = 0; i < picture_count; i++) {
        Picture *picture = &pictures[i];
        if (picture->width == width && picture->height == height && gdk_rectangle_equal(&picture->area, &area)
            && picture->scale_x == scale_x && picture->scale_y == scale_y && picture->kind == kind
            && picture->device == device && strcmp(picture->style, style) == 0) {
            reused++;
            return use(i)->surface;
        }
    }
    // The device scale comes with it: the picture has as many pixels as the target would.
    cairo_surface_t *surface = cairo_surface_create_similar(target, CAIRO_CONTENT_COLOR_ALPHA, area.width, area.height);
    if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) {
        cairo_surface_destroy(surface);
        return NULL;
    }
    cairo_t *cr = cairo_create(surface);
    cairo_translate(cr, -area.x, -area.y);
    render_frame(GTK_WIDGET(box), cr, width, height);
    cairo_destroy(cr);
    painted++;
    if (picture_count == PICTURES) forget(&pictures[--picture_count]);
    pictures[picture_count] = (Picture){
        .style = g_strdup(style), .width = width, .height = height, .area = area,
        .scale_x = scale_x, .scale_y = scale_y, .kind = kind, .device = device, .surface = surface,
    };
    return use(picture_count++)->surface;
}

static gboolean card_draw(GtkWidget *widget, cairo_t *cr) {
    GtkAllocation allocation, clip;
    gtk_widget_get_allocation(widget, &allocation);
    gtk_widget_get_clip(widget, &clip);
    gint width = allocation.width, height = allocation.height;
    GdkRectangle area = { clip.x - allocation.x, clip.y - allocation.y, clip.width, clip.height };
    cairo_surface_t *picture = picture_for(CARD(widget), cairo_get_group_target(cr), width, height, area);
    if (picture != NULL) {
        cairo_save(cr);
        cairo_set_source_surface(cr, picture, area.x, area.y);
        cairo_paint(cr);
        cairo_restore(cr);
    } else {
        render_frame(widget, cr, width, height);
    }
    // The children, as a box draws its contents (GtkContainer's drawing: a box adds only its
    // background and border around it).
    GtkWidgetClass *container_class = g_type_class_peek(GTK_TYPE_CONTAINER);
    return container_class->draw(widget, cr);
}

static void card_style_updated(GtkWidget *widget) {
    GTK_WIDGET_CLASS(spots_card_box_parent_class)->style_updated(widget);
    g_clear_pointer(&CARD(widget)->style_key, g_free);
}

static void card_finalize(GObject *object) {
    g_free(CARD(object)->style_key);
    G_OBJECT_CLASS(spots_card_box_parent_class)->finalize(object);
}

static void spots_card_box_class_init(SpotsCardBoxClass *klass) {
    G_OBJECT_CLASS(klass)->finalize = card_finalize;
    GTK_WIDGET_CLASS(klass)->draw = card_draw;
    GTK_WIDGET_CLASS(klass)->style_updated = card_style_updated;
}

static void spots_card_box_init(SpotsCardBox *box) {
    (void)box;
}

GtkWidget *spots_card_box_new(GtkOrientation orientation) {
    return g_object_new(spots_card_box_get_type(), "orientation", orientation, NULL);
}

GType spots_card_box_type(void) {
    return spots_card_box_get_type();
}

void spots_card_box_statistics(guint64 *painted_count, guint64 *reused_count) {
    *painted_count = painted;
    *reused_count = reused;
}

void spots_card_box_forget_pictures(void) {
    while (picture_count > 0) forget(&pictures[--picture_count]);
}
