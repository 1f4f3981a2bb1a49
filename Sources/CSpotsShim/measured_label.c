// A GtkLabel that remembers what GTK measured for a text, in a style and a width, and answers
// the next label with the same text, style and settings without laying it out again.
//
// GTK 3 measures a wrapping label by laying its text out with Pango at several widths (its
// narrowest, its widest, then the width it gets), every time its text changes. Item views are
// reused for item after item, and a screen repeats its subtitles and paragraphs: 20,000
// components of three cards spent most of `spots inspect` shaping the same paragraph again.
//
// The answer depends only on what GtkLabel reads when it measures: the text, its wrap,
// ellipsize, line and width-in-characters settings, and the style as computed for the label
// (its font, the CSS box around the text, and what the style adds to the text: letter spacing,
// font features). Those make the key, whichever rules gave the style; a label with Pango
// attributes or markup of its own is measured by GTK as before. The table is bounded: past
// `CACHE_LIMIT` entries or `CACHE_BYTES_LIMIT` bytes of keys it starts again empty (a miss
// costs one label's measurement).
#include "CSpotsShim.h"
#include <string.h>

typedef struct {
    GtkLabel parent;
    // The style part of every key, made when first needed after the style changed (NULL: stale).
    gchar *style_key;
    // Read with the style key, for `measure_widest_word`: what the CSS box adds to the width, the
    // least width the style sets, and GtkLabel's character width (Pango units).
    gint box_width, css_min_width, char_pixels;
} SpotsMeasuredLabel;

typedef struct { GtkLabelClass parent_class; } SpotsMeasuredLabelClass;

G_DEFINE_TYPE(SpotsMeasuredLabel, spots_measured_label, GTK_TYPE_LABEL)

typedef struct {
    gint minimum, natural, minimum_baseline, natural_baseline;
} Measurement;

enum { CACHE_LIMIT = 16384, CACHE_BYTES_LIMIT = 4 << 20 };
static GHashTable *cache;
// The keys' length together: long texts fill the table sooner.
static gsize cache_bytes;
static guint64 hits, misses;

static void forget_style(SpotsMeasuredLabel *label) {
    g_clear_pointer(&label->style_key, g_free);
}

static const gchar *style_key(SpotsMeasuredLabel *label) {
    if (label->style_key) return label->style_key;
    GtkWidget *widget = GTK_WIDGET(label);
    GtkStyleContext *context = gtk_widget_get_style_context(widget);
    GtkStateFlags state = gtk_widget_get_state_flags(widget);
    GtkBorder padding, border, margin;
    gtk_style_context_get_padding(context, state, &padding);
    gtk_style_context_get_border(context, state, &border);
    gtk_style_context_get_margin(context, state, &margin);
    gint min_width = 0, min_height = 0;
    gtk_style_context_get(context, state, "min-width", &min_width, "min-height", &min_height, NULL);
    label->box_width = padding.left + padding.right + border.left + border.right + margin.left + margin.right;
    label->css_min_width = min_width;
    PangoContext *pango = gtk_widget_get_pango_context(widget);
    // As GtkLabel reckons a character's width: the wider of an average character and digit.
    PangoFontMetrics *metrics = pango_context_get_metrics(pango, pango_context_get_font_description(pango),
                                                          pango_context_get_language(pango));
    label->char_pixels = MAX(pango_font_metrics_get_approximate_char_width(metrics),
                             pango_font_metrics_get_approximate_digit_width(metrics));
    pango_font_metrics_unref(metrics);
    gchar *font = pango_font_description_to_string(pango_context_get_font_description(pango));
    // What the style adds to the text (letter spacing, font features), as GTK gave it to the
    // label's own layout.
    PangoLayout *layout = gtk_label_get_layout(GTK_LABEL(label));
    PangoAttrList *attributes = layout ? pango_layout_get_attributes(layout) : NULL;
    gchar *text_style = attributes ? pango_attr_list_to_string(attributes) : g_strdup("");
    // Hinting and resolution change glyph widths without changing the font's name.
    const cairo_font_options_t *options = pango_cairo_context_get_font_options(pango);
    label->style_key = g_strdup_printf("%s %lu %g|%d %d %d %d|%d %d %d %d|%d %d %d %d|%d %d|%d %d|%s", font,
                                       options ? cairo_font_options_hash(options) : 0,
                                       pango_cairo_context_get_resolution(pango),
                                       padding.left, padding.right, padding.top, padding.bottom,
                                       border.left, border.right, border.top, border.bottom,
                                       margin.left, margin.right, margin.top, margin.bottom,
                                       min_width, min_height, gtk_widget_get_direction(widget),
                                       gtk_widget_get_scale_factor(widget), text_style);
    g_free(text_style);
    g_free(font);
    return label->style_key;
}

// Appends `value` in decimal: keys are made for every measurement a label is asked for, and
// formatting them with printf was a third of what scrolling cards spent on their texts' keys.
static void append_int(GString *key, gint value) {
    char digits[12];
    char *end = digits + sizeof digits, *start = end;
    guint magnitude = value < 0 ? 0u - (guint)value : (guint)value;
    do {
        *--start = (char)('0' + magnitude % 10);
        magnitude /= 10;
    } while (magnitude);
    if (value < 0) *--start = '-';
    g_string_append_len(key, start, end - start);
}

// The key of one measurement (`kind` says which, `for_size` at what size), or NULL when the
// label has settings GTK reads that the key does not hold.
static gchar *measurement_key(SpotsMeasuredLabel *measured, char kind, gint for_size) {
    GtkLabel *label = GTK_LABEL(measured);
    if (gtk_label_get_attributes(label) || gtk_label_get_use_markup(label) || gtk_label_get_angle(label) != 0.0)
        return NULL;
    const gchar *style = style_key(measured);
    const gchar *text = gtk_label_get_label(label);
    gsize style_length = strlen(style), text_length = text ? strlen(text) : 0;
    GString *key = g_string_sized_new(style_length + text_length + 64);
    g_string_append_c(key, kind);
    append_int(key, for_size);
    gint settings[] = { gtk_label_get_line_wrap(label), gtk_label_get_line_wrap_mode(label),
                        gtk_label_get_ellipsize(label), gtk_label_get_lines(label),
                        gtk_label_get_width_chars(label), gtk_label_get_max_width_chars(label),
                        gtk_label_get_single_line_mode(label), gtk_label_get_use_underline(label) };
    for (gsize index = 0; index < G_N_ELEMENTS(settings); index++) {
        g_string_append_c(key, index == 0 ? '|' : ' ');
        append_int(key, settings[index]);
    }
    g_string_append_c(key, '|');
    g_string_append_len(key, style, (gssize)style_length);
    g_string_append_c(key, '|');
    if (text) g_string_append_len(key, text, (gssize)text_length);
    return g_string_free(key, FALSE);
}

static const Measurement *remembered(const gchar *key) {
    if (!key || !cache) return NULL;
    const Measurement *found = g_hash_table_lookup(cache, key);
    if (found) hits++; else misses++;
    return found;
}

static void remember(gchar *key, Measurement measurement) {
    if (!key) return;
    if (!cache) cache = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, g_free);
    gsize bytes = strlen(key) + sizeof measurement;
    if (g_hash_table_size(cache) >= CACHE_LIMIT || cache_bytes + bytes > CACHE_BYTES_LIMIT) {
        g_hash_table_remove_all(cache);
        cache_bytes = 0;
    }
    if (!g_hash_table_contains(cache, key)) cache_bytes += bytes;
    g_hash_table_replace(cache, key, g_memdup2(&measurement, sizeof measurement));
}

#define PARENT GTK_WIDGET_CLASS(spots_measured_label_parent_class)

// The width of a label that wraps at words and is one character wide at least and at most (as
// `TextStack` makes them), in one layout of its text instead of GtkLabel's three.
//
// GtkLabel lays such a text out unwrapped, then wrapped at one character's width (the lines are
// its words: the widest is the minimum width), then wrapped again at that minimum (the natural
// width, which is the widest word again: no line can be wider, and the widest word's line is
// that wide). A header entering the window with a title never measured before paid for all
// three while the user scrolled. False when the label is not of that kind.
static gboolean measure_widest_word(SpotsMeasuredLabel *measured, gint *minimum, gint *natural) {
    GtkLabel *label = GTK_LABEL(measured);
    if (!gtk_widget_get_visible(GTK_WIDGET(label)) || !gtk_label_get_line_wrap(label) ||
        gtk_label_get_line_wrap_mode(label) != PANGO_WRAP_WORD || gtk_label_get_ellipsize(label) != PANGO_ELLIPSIZE_NONE ||
        gtk_label_get_width_chars(label) != 1 || gtk_label_get_max_width_chars(label) != 1 ||
        gtk_label_get_angle(label) != 0.0 || gtk_label_get_attributes(label) || gtk_label_get_use_markup(label))
        return FALSE;
    gint xpad = 0, ypad = 0;
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    gtk_misc_get_padding(GTK_MISC(label), &xpad, &ypad);
    G_GNUC_END_IGNORE_DEPRECATIONS
    style_key(measured);
    PangoLayout *layout = pango_layout_copy(gtk_label_get_layout(label));
    pango_layout_set_width(layout, measured->char_pixels);
    PangoRectangle extents;
    pango_layout_get_extents(layout, NULL, &extents);
    g_object_unref(layout);
    // Then as GTK's CSS box does: the style's least width, and its margin, border and padding.
    gint content = PANGO_PIXELS_CEIL(MAX(extents.width, measured->char_pixels)) + 2 * xpad;
    *minimum = *natural = MAX(0, MAX(content, measured->css_min_width) + measured->box_width);
    return TRUE;
}

static void get_preferred_width(GtkWidget *widget, gint *minimum, gint *natural) {
    gchar *key = measurement_key((SpotsMeasuredLabel *)widget, 'w', -1);
    const Measurement *known = remembered(key);
    if (known) {
        *minimum = known->minimum;
        *natural = known->natural;
        g_free(key);
        return;
    }
    if (!measure_widest_word((SpotsMeasuredLabel *)widget, minimum, natural))
        PARENT->get_preferred_width(widget, minimum, natural);
    remember(key, (Measurement){ *minimum, *natural, -1, -1 });
}

static void get_preferred_height(GtkWidget *widget, gint *minimum, gint *natural) {
    gchar *key = measurement_key((SpotsMeasuredLabel *)widget, 'h', -1);
    const Measurement *known = remembered(key);
    if (known) {
        *minimum = known->minimum;
        *natural = known->natural;
        g_free(key);
        return;
    }
    PARENT->get_preferred_height(widget, minimum, natural);
    remember(key, (Measurement){ *minimum, *natural, -1, -1 });
}

static void get_preferred_width_for_height(GtkWidget *widget, gint height, gint *minimum, gint *natural) {
    gchar *key = measurement_key((SpotsMeasuredLabel *)widget, 'W', height);
    const Measurement *known = remembered(key);
    if (known) {
        *minimum = known->minimum;
        *natural = known->natural;
        g_free(key);
        return;
    }
    PARENT->get_preferred_width_for_height(widget, height, minimum, natural);
    remember(key, (Measurement){ *minimum, *natural, -1, -1 });
}

static void get_preferred_height_and_baseline_for_width(GtkWidget *widget, gint width, gint *minimum, gint *natural,
                                                        gint *minimum_baseline, gint *natural_baseline) {
    gchar *key = measurement_key((SpotsMeasuredLabel *)widget, 'B', width);
    const Measurement *known = remembered(key);
    gint ignored_minimum_baseline, ignored_natural_baseline;
    if (!minimum_baseline) minimum_baseline = &ignored_minimum_baseline;
    if (!natural_baseline) natural_baseline = &ignored_natural_baseline;
    if (known) {
        *minimum = known->minimum;
        *natural = known->natural;
        *minimum_baseline = known->minimum_baseline;
        *natural_baseline = known->natural_baseline;
        g_free(key);
        return;
    }
    PARENT->get_preferred_height_and_baseline_for_width(widget, width, minimum, natural, minimum_baseline,
                                                        natural_baseline);
    remember(key, (Measurement){ *minimum, *natural, *minimum_baseline, *natural_baseline });
}

static void get_preferred_height_for_width(GtkWidget *widget, gint width, gint *minimum, gint *natural) {
    gchar *key = measurement_key((SpotsMeasuredLabel *)widget, 'H', width);
    const Measurement *known = remembered(key);
    if (known) {
        *minimum = known->minimum;
        *natural = known->natural;
        g_free(key);
        return;
    }
    PARENT->get_preferred_height_for_width(widget, width, minimum, natural);
    remember(key, (Measurement){ *minimum, *natural, -1, -1 });
}

static void style_updated(GtkWidget *widget) {
    forget_style((SpotsMeasuredLabel *)widget);
    PARENT->style_updated(widget);
}

static void direction_changed(GtkWidget *widget, GtkTextDirection previous) {
    forget_style((SpotsMeasuredLabel *)widget);
    PARENT->direction_changed(widget, previous);
}

static void screen_changed(GtkWidget *widget, GdkScreen *previous) {
    forget_style((SpotsMeasuredLabel *)widget);
    if (PARENT->screen_changed) PARENT->screen_changed(widget, previous);
}

static void finalize(GObject *object) {
    forget_style((SpotsMeasuredLabel *)object);
    G_OBJECT_CLASS(spots_measured_label_parent_class)->finalize(object);
}

static void spots_measured_label_class_init(SpotsMeasuredLabelClass *klass) {
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    widget_class->get_preferred_width = get_preferred_width;
    widget_class->get_preferred_height = get_preferred_height;
    widget_class->get_preferred_width_for_height = get_preferred_width_for_height;
    widget_class->get_preferred_height_for_width = get_preferred_height_for_width;
    widget_class->get_preferred_height_and_baseline_for_width = get_preferred_height_and_baseline_for_width;
    widget_class->style_updated = style_updated;
    widget_class->direction_changed = direction_changed;
    widget_class->screen_changed = screen_changed;
    G_OBJECT_CLASS(klass)->finalize = finalize;
    // Styled as every label is.
    gtk_widget_class_set_css_name(widget_class, "label");
}

static void spots_measured_label_init(SpotsMeasuredLabel *label) {
    label->style_key = NULL;
}

GType spots_measured_label_type(void) {
    return spots_measured_label_get_type();
}

GtkWidget *spots_measured_label_new(void) {
    return g_object_new(spots_measured_label_get_type(), NULL);
}

gint spots_measured_label_single_line_width(GtkWidget *widget) {
    GtkLabel *label = GTK_LABEL(widget);
    gboolean one_line = !gtk_label_get_line_wrap(label) && gtk_label_get_ellipsize(label) == PANGO_ELLIPSIZE_NONE;
    gchar *key = one_line && G_TYPE_CHECK_INSTANCE_TYPE(widget, spots_measured_label_get_type())
        ? measurement_key((SpotsMeasuredLabel *)widget, 'S', -1) : NULL;
    const Measurement *known = remembered(key);
    if (known) {
        g_free(key);
        return known->natural;
    }
    gint width = 0, height = 0;
    PangoLayout *layout = gtk_label_get_layout(label);
    if (layout) pango_layout_get_pixel_size(layout, &width, &height);
    remember(key, (Measurement){ width, width, -1, -1 });
    return width;
}

void spots_measured_label_statistics(guint64 *hit_count, guint64 *miss_count) {
    *hit_count = hits;
    *miss_count = misses;
}
