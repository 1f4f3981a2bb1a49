// An item's title, subtitle and text, laid out and drawn by one widget (see spots_item_texts_new):
// the texts of the default view's rows and cards.
//
// A row or card entering the window while scrolling used to hold a box of three labels: GTK
// measured, allocated and drew each one through its own levels, and laid a label's text out
// again whenever it was asked for another width. Here each paragraph is a Pango layout kept
// for the widget's width, laid out once per text and width; the height is theirs added up.
//
// Each paragraph takes its look from the style the widget's CSS node would give a child of
// that class (`spots-title`, `spots-subtitle`, `spots-text`): font, colour, opacity, margin and
// padding. The widget's own padding and border frame the paragraphs, its background and border
// are drawn. Text wraps at word boundaries; a paragraph with a word wider than the line (a long
// name in a narrow card) is one line ellipsized instead of a word broken between characters.
// The title can be held to a number of lines (cards: two), its last one ellipsized.
#include "CSpotsShim.h"
#include <string.h>
#include <gtk/gtk-a11y.h>

enum { PARAGRAPHS = 3, SPACING = 2 };
static const char *paragraph_classes[PARAGRAPHS] = { "spots-title", "spots-subtitle", "spots-text" };

typedef struct {
    PangoLayout *layout;
    gchar *text;
    // From the paragraph's style.
    GdkRGBA color;
    gdouble opacity;
    GtkBorder frame;
    // At least as tall as a line of the paragraph's font, in pixels.
    gint line_bound;
    // The font it was laid out in.
    PangoFontDescription *font;
    // Whether `layout` lacks the text: it is given the text when it is used (a text drawn
    // from its glyphs never is).
    gboolean layout_stale;
    // A text of one line in one font is shaped once and drawn from its glyphs, without a
    // layout (see `fits_simply`): the run every such text of this style is shaped as (its
    // font, script, language and direction, taken from a layout of one; no font: none yet),
    // the text's glyphs and their logical extent (the baseline at 0), whether they hold the
    // text (1), the text is not one (-1) or is not shaped yet (0), and whether the paragraph
    // is laid out as them at the width last laid out.
    PangoAnalysis run;
    PangoGlyphString *glyphs;
    PangoRectangle glyphs_extent;
    gint shaped;
    gboolean simple;
} Paragraph;

typedef struct {
    GtkWidget parent;
    Paragraph paragraphs[PARAGRAPHS];
    // Whether the paragraphs have their style (fonts, colours, frames) for the widget's style.
    gboolean styled;
    // Whether what the texts were laid out with may have changed besides the style (the
    // direction, the screen's resolution or font options): laid out again at the next style.
    gboolean context_changed;
    // What, besides the paragraphs' fonts and frames, the layouts depend on, as last styled.
    GtkBorder frame;
    gdouble resolution;
    gulong font_options;
    // The width the layouts were laid out at (-1: none yet).
    gint width;
    // The most lines the title shows (0: any number).
    gint title_lines;
    // The accessible, while one exists: told when the texts change.
    AtkObject *accessible;
} SpotsItemTexts;

typedef struct { GtkWidgetClass parent_class; } SpotsItemTextsClass;

G_DEFINE_TYPE(SpotsItemTexts, spots_item_texts, GTK_TYPE_WIDGET)

static gboolean shown(const Paragraph *paragraph) {
    return paragraph->text != NULL;
}

static GtkBorder add_borders(GtkBorder a, GtkBorder b) {
    return (GtkBorder){ a.left + b.left, a.right + b.right, a.top + b.top, a.bottom + b.bottom };
}

// The padding and border of the style `context` has now.
static GtkBorder frame_of(GtkStyleContext *context, GtkStateFlags state) {
    GtkBorder padding, border;
    gtk_style_context_get_padding(context, state, &padding);
    gtk_style_context_get_border(context, state, &border);
    return add_borders(padding, border);
}


// A key of the font options `context` renders with (0: none set).
static gulong font_options_hash(PangoContext *context) {
    const cairo_font_options_t *options = pango_cairo_context_get_font_options(context);
    return options ? cairo_font_options_hash(options) : 0;
}

// Reads each paragraph's style, as a child node of the widget's with the paragraph's class and
// none of the widget's would have it. Returns whether anything the texts are laid out by
// changed: a font, a paragraph's or the widget's frame, the resolution or font options (a
// colour or opacity only needs drawing again; most restyles, such as a row taking a class,
// change nothing the texts are laid out by).
static gboolean read_style(SpotsItemTexts *texts) {
    GtkWidget *widget = GTK_WIDGET(texts);
    GtkStyleContext *context = gtk_widget_get_style_context(widget);
    GtkStateFlags state = gtk_widget_get_state_flags(widget);
    GtkBorder frame = frame_of(context, state);
    PangoContext *pango = gtk_widget_get_pango_context(widget);
    gdouble resolution = pango_cairo_context_get_resolution(pango);
    gulong options_hash = font_options_hash(pango);
    gboolean changed = texts->context_changed || memcmp(&frame, &texts->frame, sizeof frame) != 0
        || resolution != texts->resolution || options_hash != texts->font_options;
    texts->frame = frame;
    texts->resolution = resolution;
    texts->font_options = options_hash;
    texts->context_changed = FALSE;
    for (int i = 0; i < PARAGRAPHS; i++) {
        Paragraph *paragraph = &texts->paragraphs[i];
        gtk_style_context_save(context);
        GList *classes = gtk_style_context_list_classes(context);
        for (GList *name = classes; name; name = name->next) gtk_style_context_remove_class(context, name->data);
        g_list_free(classes);
        gtk_style_context_add_class(context, paragraph_classes[i]);
        PangoFontDescription *font = NULL;
        gtk_style_context_get(context, state, "font", &font, "opacity", &paragraph->opacity, NULL);
        gtk_style_context_get_color(context, state, &paragraph->color);
        GtkBorder margin;
        gtk_style_context_get_margin(context, state, &margin);
        GtkBorder paragraph_frame = add_borders(frame_of(context, state), margin);
        gtk_style_context_restore(context);
        if (memcmp(&paragraph_frame, &paragraph->frame, sizeof paragraph_frame) != 0) changed = TRUE;
        paragraph->frame = paragraph_frame;
        if (paragraph->font && pango_font_description_equal(font, paragraph->font)) {
            pango_font_description_free(font);
            continue;
        }
        if (paragraph->font) pango_font_description_free(paragraph->font);
        paragraph->font = font;
        // Twice the font's size is more than any line of it needs.
        gdouble size = pango_font_description_get_size(font) / (gdouble)PANGO_SCALE;
        if (!pango_font_description_get_size_is_absolute(font)) size *= 96.0 / 72.0;
        paragraph->line_bound = (gint)(size * 2) + 1;
        changed = TRUE;
    }
    return changed;
}

// Forgets the run texts of this paragraph are shaped as, and the glyphs shaped.
static void forget_run(Paragraph *paragraph) {
    g_clear_object(&paragraph->run.font);
    paragraph->shaped = 0;
    paragraph->simple = FALSE;
}

// The paragraph's layout, holding its text.
static PangoLayout *synced_layout(Paragraph *paragraph) {
    if (paragraph->layout_stale) {
        pango_layout_set_text(paragraph->layout, paragraph->text ? paragraph->text : "", -1);
        paragraph->layout_stale = FALSE;
    }
    return paragraph->layout;
}

// Gives the paragraphs the widget's style; returns whether their layouts must be laid out again.
static gboolean apply_style(SpotsItemTexts *texts) {
    if (texts->styled) return FALSE;
    texts->styled = TRUE;
    GtkWidget *widget = GTK_WIDGET(texts);
    gboolean fresh = texts->paragraphs[0].layout == NULL;
    if (!read_style(texts) && !fresh) return FALSE;
    gboolean rtl = gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL;
    for (int i = 0; i < PARAGRAPHS; i++) {
        Paragraph *paragraph = &texts->paragraphs[i];
        // Another font, resolution or direction: shaped again, as another run.
        forget_run(paragraph);
        if (paragraph->layout == NULL) {
            paragraph->layout = gtk_widget_create_pango_layout(widget, paragraph->text);
            pango_layout_set_wrap(paragraph->layout, PANGO_WRAP_WORD);
            paragraph->layout_stale = FALSE;
        } else {
            // The widget's Pango context may have another direction or font options now.
            pango_layout_context_changed(paragraph->layout);
        }
        pango_layout_set_font_description(paragraph->layout, paragraph->font);
        // As a wrapping label aligns: to the widget's start edge, swapped for a paragraph
        // written the other way.
        pango_layout_set_alignment(paragraph->layout, rtl ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT);
    }
    texts->width = -1;
    return TRUE;
}

// The widget's own padding and border, as last styled.
static GtkBorder own_frame(SpotsItemTexts *texts) {
    apply_style(texts);
    return texts->frame;
}

// Whether a word of `layout` is too wide for its lines: Pango let a line's text run past the
// width, or broke a line where no line may break.
static gboolean has_overlong_word(PangoLayout *layout) {
    PangoRectangle logical;
    pango_layout_get_extents(layout, NULL, &logical);
    if (logical.width > pango_layout_get_width(layout)) {
        // The space a line wrapped at may hang past the width: only ink wider than the line
        // (a pixel's overhang aside) is a word's.
        PangoRectangle ink;
        pango_layout_get_extents(layout, &ink, NULL);
        if (ink.width > pango_layout_get_width(layout) + PANGO_SCALE) return TRUE;
    }
    if (pango_layout_get_line_count(layout) < 2) return FALSE;
    gint count = 0;
    const PangoLogAttr *attributes = pango_layout_get_log_attrs_readonly(layout, &count);
    const gchar *text = pango_layout_get_text(layout);
    for (GSList *line = pango_layout_get_lines_readonly(layout)->next; line; line = line->next) {
        PangoLayoutLine *shown_line = line->data;
        glong offset = g_utf8_pointer_to_offset(text, text + shown_line->start_index);
        if (offset < count && !attributes[offset].is_line_break) return TRUE;
    }
    return FALSE;
}

// Sets how `layout` ends its lines. Pango lays a layout out again for a new ellipsis or height
// only when it was wrapped or ellipsized before: a one-line text running past the width was
// neither, and kept its old lines.
static void set_line_ending(PangoLayout *layout, PangoEllipsizeMode ellipsize, gint height) {
    if (pango_layout_get_ellipsize(layout) == ellipsize && pango_layout_get_height(layout) == height) return;
    pango_layout_set_ellipsize(layout, ellipsize);
    pango_layout_set_height(layout, height);
    pango_layout_context_changed(layout);
}

// Whether `paragraph`, laid out with no width, is one line that fits `inner` pixels: then
// wrapping at that width gives the same line, placed the same (a paragraph's one line is placed
// at the widget's start edge whatever Pango aligns it to; lines of several paragraphs, written
// in either direction, would be aligned within the widest instead of the width), and no limit
// of lines cuts it. Pango shapes a text once without a width and twice with one, and a line
// that fits keeps its layout through any later width it fits. Tried only where the text's bytes
// at three fifths of an em each would fit (Latin letters and digits average about half an em;
// other scripts take two to four bytes a character): a text that surely wraps is not laid out
// twice, and one that is costs one shaping more, what one that fits saves.
static gboolean fits_unwrapped(Paragraph *paragraph, gint inner) {
    gint64 em = paragraph->line_bound / 2;
    if ((gint64)strlen(paragraph->text) * em * 3 > (gint64)inner * 5) return FALSE;
    PangoLayout *layout = synced_layout(paragraph);
    pango_layout_set_width(layout, -1);
    set_line_ending(layout, PANGO_ELLIPSIZE_NONE, -1);
    PangoRectangle logical;
    pango_layout_get_extents(layout, NULL, &logical);
    return logical.width <= inner * PANGO_SCALE && pango_layout_get_line_count(layout) == 1;
}

// Whether `text` is of the kind shaped without a layout: printable ASCII with a letter, no
// space at either end, not long. Pango makes such a text one run, left to right in either
// direction (its first strong character is a Latin letter, and digits and punctuation take
// the letters' direction), in the font the style names when that font has every character
// (shaping says when one is missing); its line is as wide as its glyphs whether wrapped or
// not, when they fit.
static gboolean is_plain_text(const gchar *text) {
    gboolean letter = FALSE;
    gsize length = 0;
    for (const guchar *c = (const guchar *)text; *c; c++, length++) {
        if (*c < 0x20 || *c > 0x7e) return FALSE;
        if (g_ascii_isalpha(*c)) letter = TRUE;
    }
    return letter && length <= 256 && text[0] != ' ' && text[length - 1] != ' ';
}

// The runs plain texts are shaped as, by what Pango chose their font by (the font map, the
// widget's and the paragraph's font, the language, the resolution and font options): shared
// by every paragraph of a style, so a card's texts take the run the first card's texts made.
typedef struct {
    PangoFontMap *font_map;
    PangoFontDescription *context_font;
    PangoFontDescription *font;
    PangoLanguage *language;
    gdouble resolution;
    gulong font_options;
    PangoAnalysis run;
} SharedRun;

enum { SHARED_RUNS = 8 };
static SharedRun shared_runs[SHARED_RUNS];
static guint next_shared_run;

static void clear_shared_run(SharedRun *shared) {
    g_clear_object(&shared->font_map);
    g_clear_pointer(&shared->context_font, pango_font_description_free);
    g_clear_pointer(&shared->font, pango_font_description_free);
    g_clear_object(&shared->run.font);
    memset(shared, 0, sizeof *shared);
}

// Whether `shared` is the run of `paragraph`'s style in `context`.
static gboolean is_run_of(const SharedRun *shared, const Paragraph *paragraph, PangoContext *context) {
    if (shared->run.font == NULL || shared->font_map != pango_context_get_font_map(context)
        || shared->language != pango_context_get_language(context)
        || shared->resolution != pango_cairo_context_get_resolution(context)) return FALSE;
    return shared->font_options == font_options_hash(context)
        && pango_font_description_equal(shared->font, paragraph->font)
        && pango_font_description_equal(shared->context_font, pango_context_get_font_description(context));
}

// Keeps the run of `paragraph`'s layout, just laid out unwrapped, as the run texts of its
// style are shaped as: when its text is plain and Pango made it one run.
static void take_run(Paragraph *paragraph) {
    if (paragraph->run.font != NULL || !is_plain_text(paragraph->text)) return;
    PangoLayoutLine *line = pango_layout_get_line_readonly(paragraph->layout, 0);
    if (line == NULL || line->runs == NULL || line->runs->next != NULL) return;
    const PangoAnalysis *analysis = &((PangoGlyphItem *)line->runs->data)->item->analysis;
    if (analysis->extra_attrs != NULL || analysis->level != 0 || analysis->font == NULL) return;
    paragraph->run = *analysis;
    g_object_ref(paragraph->run.font);
    PangoContext *context = pango_layout_get_context(paragraph->layout);
    SharedRun *shared = &shared_runs[next_shared_run++ % SHARED_RUNS];
    clear_shared_run(shared);
    shared->font_map = g_object_ref(pango_context_get_font_map(context));
    shared->context_font = pango_font_description_copy(pango_context_get_font_description(context));
    shared->font = pango_font_description_copy(paragraph->font);
    shared->language = pango_context_get_language(context);
    shared->resolution = pango_cairo_context_get_resolution(context);
    shared->font_options = font_options_hash(context);
    shared->run = *analysis;
    g_object_ref(shared->run.font);
}

// The run plain texts of `paragraph`'s style are shaped as, when one was taken.
static gboolean find_run(Paragraph *paragraph) {
    if (paragraph->run.font != NULL) return TRUE;
    PangoContext *context = pango_layout_get_context(paragraph->layout);
    for (int i = 0; i < SHARED_RUNS; i++) {
        if (!is_run_of(&shared_runs[i], paragraph, context)) continue;
        paragraph->run = shared_runs[i].run;
        g_object_ref(paragraph->run.font);
        return TRUE;
    }
    return FALSE;
}

// Whether `paragraph`'s text is shaped as the run of its style (see `is_plain_text`) and fits
// `inner` pixels: then its line is its glyphs, as a layout would have shaped them, and no
// layout is made (Pango's layout finds the text's runs, breaks and lines before it shapes, as
// costly as the shaping). A text with a character the run's font lacks is laid out instead.
static gboolean fits_simply(Paragraph *paragraph, gint inner) {
    if (paragraph->shaped == 0) {
        const gchar *text = paragraph->text;
        if (!is_plain_text(text)) {
            paragraph->shaped = -1;
            return FALSE;
        }
        // No run yet: the text is laid out, and gives its run (it may be shaped later).
        if (!find_run(paragraph)) return FALSE;
        paragraph->shaped = -1;
        if (paragraph->glyphs == NULL) paragraph->glyphs = pango_glyph_string_new();
        PangoContext *context = pango_layout_get_context(paragraph->layout);
        PangoShapeFlags flags = pango_context_get_round_glyph_positions(context) ? PANGO_SHAPE_ROUND_POSITIONS : PANGO_SHAPE_NONE;
        gint length = (gint)strlen(text);
        pango_shape_with_flags(text, length, text, length, &paragraph->run, paragraph->glyphs, flags);
        for (gint i = 0; i < paragraph->glyphs->num_glyphs; i++) {
            if (paragraph->glyphs->glyphs[i].glyph & PANGO_GLYPH_UNKNOWN_FLAG) return FALSE;
        }
        pango_glyph_string_extents(paragraph->glyphs, paragraph->run.font, NULL, &paragraph->glyphs_extent);
        paragraph->shaped = 1;
    }
    return paragraph->shaped == 1 && paragraph->glyphs_extent.width <= inner * PANGO_SCALE;
}

// The paragraph's logical extent as laid out, in pixels, as Pango gives a layout's.
static PangoRectangle logical_pixels(Paragraph *paragraph) {
    PangoRectangle logical;
    if (paragraph->simple) {
        // One line at the layout's top and start edge.
        logical = (PangoRectangle){ 0, 0, paragraph->glyphs_extent.width, paragraph->glyphs_extent.height };
        pango_extents_to_pixels(&logical, NULL);
    } else {
        pango_layout_get_pixel_extents(synced_layout(paragraph), NULL, &logical);
    }
    return logical;
}

// Lays `paragraph` out `width` pixels wide (its own frame inside that), in at most
// `most_lines` lines (0: any number). The layout is made once in its final settings: a second
// only for a paragraph with a word too wide for the line, or one that did not fit unwrapped.
static void lay_out_paragraph(Paragraph *paragraph, gint width, gint most_lines) {
    gint inner = MAX(1, width - paragraph->frame.left - paragraph->frame.right);
    paragraph->simple = fits_simply(paragraph, inner);
    if (paragraph->simple) return;
    PangoLayout *layout = synced_layout(paragraph);
    if (fits_unwrapped(paragraph, inner)) {
        take_run(paragraph);
        return;
    }
    pango_layout_set_width(layout, inner * PANGO_SCALE);
    set_line_ending(layout, most_lines > 0 ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE, most_lines > 0 ? -most_lines : -1);
    if (has_overlong_word(layout)) set_line_ending(layout, PANGO_ELLIPSIZE_END, -1);
}

// Lays the paragraphs out for a widget `width` pixels wide (its own frame included).
static void lay_out(SpotsItemTexts *texts, gint width) {
    apply_style(texts);
    GtkBorder frame = own_frame(texts);
    gint inner = MAX(1, width - frame.left - frame.right);
    if (inner == texts->width) return;
    for (int i = 0; i < PARAGRAPHS; i++) {
        if (shown(&texts->paragraphs[i])) lay_out_paragraph(&texts->paragraphs[i], inner, i == 0 ? texts->title_lines : 0);
    }
    texts->width = inner;
}

static gint paragraph_height(Paragraph *paragraph) {
    return logical_pixels(paragraph).height + paragraph->frame.top + paragraph->frame.bottom;
}

// The widget's height at the width laid out.
static gint laid_out_height(SpotsItemTexts *texts) {
    GtkBorder frame = own_frame(texts);
    gint height = frame.top + frame.bottom, count = 0;
    for (int i = 0; i < PARAGRAPHS; i++) {
        if (!shown(&texts->paragraphs[i])) continue;
        height += paragraph_height(&texts->paragraphs[i]);
        count++;
    }
    return height + (count > 1 ? (count - 1) * SPACING : 0);
}

// Where `paragraph`'s text starts across the widget, and how wide it is: placed as a label
// whose text starts at the widget's start edge places it (at the left, or at the right when
// the widget reads right to left), its lines aligned inside as Pango aligns them. `origin`: where
// the layout itself goes for that.
static void paragraph_extent(SpotsItemTexts *texts, Paragraph *paragraph, gint *x, gint *width, gint *origin) {
    GtkWidget *widget = GTK_WIDGET(texts);
    GtkBorder frame = own_frame(texts);
    PangoRectangle logical = logical_pixels(paragraph);
    gint room = MAX(1, texts->width - paragraph->frame.left - paragraph->frame.right);
    gboolean rtl = gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL;
    *x = frame.left + paragraph->frame.left + (rtl ? room - logical.width : 0);
    *width = logical.width;
    *origin = *x - logical.x;
}

// The number of words in `text`, at least one.
static gint word_count(const gchar *text) {
    gint words = 0;
    gboolean in_word = FALSE;
    for (const gchar *c = text; *c; c = g_utf8_next_char(c)) {
        gboolean space = g_unichar_isspace(g_utf8_get_char(c));
        if (!space && !in_word) words++;
        in_word = !space;
    }
    return MAX(1, words);
}

// The height at the narrowest width, where GTK asks for one without a width to give (the
// window's size hints), found without laying anything out: a line of every word, as tall as
// the widget can be at any width. GTK keeps one answer for all the widths between two that
// gave the same height, so this must be no less than any height at a wider width.
static gint narrowest_height(SpotsItemTexts *texts) {
    GtkBorder frame = own_frame(texts);
    gint height = frame.top + frame.bottom, count = 0;
    for (int i = 0; i < PARAGRAPHS; i++) {
        const Paragraph *paragraph = &texts->paragraphs[i];
        if (!shown(paragraph)) continue;
        gint lines = word_count(paragraph->text);
        if (i == 0 && texts->title_lines > 0) lines = MIN(lines, texts->title_lines);
        height += paragraph->frame.top + paragraph->frame.bottom + lines * paragraph->line_bound;
        count++;
    }
    return height + (count > 1 ? (count - 1) * SPACING : 0);
}

static GtkSizeRequestMode get_request_mode(GtkWidget *widget) {
    (void)widget;
    return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

// Rows and cards are as wide as their list, grid or carousel makes them: the texts ask for no
// width of their own (laying them out on one line to say how wide they would like to be costs
// a layout per text that the given width then replaces).
static void get_preferred_width(GtkWidget *widget, gint *minimum, gint *natural) {
    GtkBorder frame = own_frame((SpotsItemTexts *)widget);
    *minimum = *natural = 1 + frame.left + frame.right;
}

static void get_preferred_height_for_width(GtkWidget *widget, gint width, gint *minimum, gint *natural) {
    SpotsItemTexts *texts = (SpotsItemTexts *)widget;
    GtkBorder frame = own_frame(texts);
    if (width <= 1 + frame.left + frame.right) {
        *minimum = *natural = narrowest_height(texts);
        return;
    }
    lay_out(texts, width);
    *minimum = *natural = laid_out_height(texts);
}

// Without a width: as at the narrowest width (what GTK asks a height-for-width widget anyway).
static void get_preferred_height(GtkWidget *widget, gint *minimum, gint *natural) {
    SpotsItemTexts *texts = (SpotsItemTexts *)widget;
    apply_style(texts);
    *minimum = *natural = narrowest_height(texts);
}

static void get_preferred_width_for_height(GtkWidget *widget, gint height, gint *minimum, gint *natural) {
    (void)height;
    get_preferred_width(widget, minimum, natural);
}

static gboolean draw(GtkWidget *widget, cairo_t *cr) {
    SpotsItemTexts *texts = (SpotsItemTexts *)widget;
    GtkStyleContext *context = gtk_widget_get_style_context(widget);
    gint width = gtk_widget_get_allocated_width(widget), height = gtk_widget_get_allocated_height(widget);
    gtk_render_background(context, cr, 0, 0, width, height);
    gtk_render_frame(context, cr, 0, 0, width, height);
    lay_out(texts, width);
    gint y = own_frame(texts).top;
    for (int i = 0; i < PARAGRAPHS; i++) {
        Paragraph *paragraph = &texts->paragraphs[i];
        if (!shown(paragraph)) continue;
        GdkRGBA color = paragraph->color;
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha * paragraph->opacity);
        gint x = 0, text_width = 0, origin = 0;
        paragraph_extent(texts, paragraph, &x, &text_width, &origin);
        if (paragraph->simple) {
            // Where a layout draws its line: the baseline below the top by the line's ascent
            // (moved by the matrix, as a point is stored in 256ths of a pixel).
            cairo_save(cr);
            cairo_translate(cr, 0, -paragraph->glyphs_extent.y / (gdouble)PANGO_SCALE);
            cairo_move_to(cr, origin, y + paragraph->frame.top);
            pango_cairo_show_glyph_string(cr, paragraph->run.font, paragraph->glyphs);
            cairo_restore(cr);
        } else {
            cairo_move_to(cr, origin, y + paragraph->frame.top);
            pango_cairo_show_layout(cr, synced_layout(paragraph));
        }
        y += paragraph_height(paragraph) + SPACING;
    }
    return FALSE;
}

// Styles the widget again now: laid out again if that changes how, else only drawn again.
static void restyle(SpotsItemTexts *texts) {
    texts->styled = FALSE;
    if (apply_style(texts)) gtk_widget_queue_resize(GTK_WIDGET(texts));
    else gtk_widget_queue_draw(GTK_WIDGET(texts));
}

static void style_updated(GtkWidget *widget) {
    GTK_WIDGET_CLASS(spots_item_texts_parent_class)->style_updated(widget);
    restyle((SpotsItemTexts *)widget);
}

static void direction_changed(GtkWidget *widget, GtkTextDirection previous) {
    GTK_WIDGET_CLASS(spots_item_texts_parent_class)->direction_changed(widget, previous);
    ((SpotsItemTexts *)widget)->context_changed = TRUE;
    restyle((SpotsItemTexts *)widget);
}

// Every item texts widget alive, to style again when a stylesheet comes or goes: GTK restyles
// a widget only when its own node's style changes, and a rule for `.spots-title` changes only
// the paragraph's.
static GHashTable *alive;

void spots_item_texts_restyle_all(void) {
    // A theme may bring other fonts under the same names.
    for (int i = 0; i < SHARED_RUNS; i++) clear_shared_run(&shared_runs[i]);
    if (alive == NULL) return;
    GHashTableIter iter;
    gpointer widget;
    g_hash_table_iter_init(&iter, alive);
    while (g_hash_table_iter_next(&iter, &widget, NULL)) {
        ((SpotsItemTexts *)widget)->styled = FALSE;
        gtk_widget_queue_resize(widget);
    }
}

// Another screen may have another resolution and font options. GTK says the screen changed
// whenever the widget joins or leaves a window (from or to none), as a recycled card does: a
// widget in no window lays text out for the default screen, so joining a window on it changes
// nothing (reading the style again there was half of what adding a card to a grid cost).
static void screen_changed(GtkWidget *widget, GdkScreen *previous) {
    if (GTK_WIDGET_CLASS(spots_item_texts_parent_class)->screen_changed)
        GTK_WIDGET_CLASS(spots_item_texts_parent_class)->screen_changed(widget, previous);
    GdkScreen *before = previous != NULL ? previous : gdk_screen_get_default();
    if (before == gtk_widget_get_screen(widget)) return;
    ((SpotsItemTexts *)widget)->context_changed = TRUE;
    restyle((SpotsItemTexts *)widget);
}

static void finalize(GObject *object) {
    SpotsItemTexts *texts = (SpotsItemTexts *)object;
    g_hash_table_remove(alive, texts);
    // The accessible may outlive the widget: it must not clear a pointer freed with it.
    if (texts->accessible) g_object_remove_weak_pointer(G_OBJECT(texts->accessible), (gpointer *)&texts->accessible);
    for (int i = 0; i < PARAGRAPHS; i++) {
        g_clear_object(&texts->paragraphs[i].layout);
        forget_run(&texts->paragraphs[i]);
        g_clear_pointer(&texts->paragraphs[i].glyphs, pango_glyph_string_free);
        g_clear_pointer(&texts->paragraphs[i].font, pango_font_description_free);
        g_free(texts->paragraphs[i].text);
    }
    G_OBJECT_CLASS(spots_item_texts_parent_class)->finalize(object);
}

// The accessible: a label whose name is the texts shown, one per line, as a screen reader's
// review of the row or card reads them (the item's own accessible names it by its title already).

typedef struct { GtkWidgetAccessible parent; } SpotsItemTextsAccessible;
typedef struct { GtkWidgetAccessibleClass parent_class; } SpotsItemTextsAccessibleClass;

G_DEFINE_TYPE(SpotsItemTextsAccessible, spots_item_texts_accessible, GTK_TYPE_WIDGET_ACCESSIBLE)

static gchar *joined_texts(SpotsItemTexts *texts) {
    GString *joined = g_string_new(NULL);
    for (int i = 0; i < PARAGRAPHS; i++) {
        if (!shown(&texts->paragraphs[i])) continue;
        if (joined->len > 0) g_string_append_c(joined, '\n');
        g_string_append(joined, texts->paragraphs[i].text);
    }
    return g_string_free(joined, FALSE);
}

static const gchar *accessible_get_name(AtkObject *object) {
    const gchar *given = ATK_OBJECT_CLASS(spots_item_texts_accessible_parent_class)->get_name(object);
    if (given) return given;
    GtkWidget *widget = gtk_accessible_get_widget(GTK_ACCESSIBLE(object));
    if (widget == NULL) return NULL;
    // ATK hands out a pointer it does not free: keep the string on the accessible.
    gchar *name = joined_texts((SpotsItemTexts *)widget);
    g_object_set_data_full(G_OBJECT(object), "spots-item-texts-name", name, g_free);
    return name;
}

static void accessible_initialize(AtkObject *object, gpointer data) {
    ATK_OBJECT_CLASS(spots_item_texts_accessible_parent_class)->initialize(object, data);
    atk_object_set_role(object, ATK_ROLE_LABEL);
    SpotsItemTexts *texts = data;
    texts->accessible = object;
    g_object_add_weak_pointer(G_OBJECT(object), (gpointer *)&texts->accessible);
}

static void spots_item_texts_accessible_class_init(SpotsItemTextsAccessibleClass *klass) {
    AtkObjectClass *object_class = ATK_OBJECT_CLASS(klass);
    object_class->get_name = accessible_get_name;
    object_class->initialize = accessible_initialize;
}

static void spots_item_texts_accessible_init(SpotsItemTextsAccessible *accessible) {
    (void)accessible;
}

static void spots_item_texts_class_init(SpotsItemTextsClass *klass) {
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    widget_class->get_request_mode = get_request_mode;
    widget_class->get_preferred_width = get_preferred_width;
    widget_class->get_preferred_height = get_preferred_height;
    widget_class->get_preferred_height_for_width = get_preferred_height_for_width;
    widget_class->get_preferred_width_for_height = get_preferred_width_for_height;
    widget_class->draw = draw;
    widget_class->style_updated = style_updated;
    widget_class->direction_changed = direction_changed;
    widget_class->screen_changed = screen_changed;
    G_OBJECT_CLASS(klass)->finalize = finalize;
    // Styled as the box of labels it replaces.
    gtk_widget_class_set_css_name(widget_class, "box");
    gtk_widget_class_set_accessible_type(widget_class, spots_item_texts_accessible_get_type());
}

static void theme_changed(GObject *settings, GParamSpec *property, gpointer data) {
    (void)settings; (void)property; (void)data;
    spots_item_texts_restyle_all();
}

static void spots_item_texts_init(SpotsItemTexts *texts) {
    if (alive == NULL) {
        alive = g_hash_table_new(NULL, NULL);
        // A theme or its dark variant brings other rules for the paragraphs too.
        GtkSettings *settings = gtk_settings_get_default();
        if (settings) {
            g_signal_connect(settings, "notify::gtk-theme-name", G_CALLBACK(theme_changed), NULL);
            g_signal_connect(settings, "notify::gtk-application-prefer-dark-theme", G_CALLBACK(theme_changed), NULL);
        }
    }
    g_hash_table_add(alive, texts);
    gtk_widget_set_has_window(GTK_WIDGET(texts), FALSE);
    texts->width = -1;
}

GType spots_item_texts_type(void) {
    return spots_item_texts_get_type();
}

GtkWidget *spots_item_texts_new(void) {
    return g_object_new(spots_item_texts_get_type(), NULL);
}

void spots_item_texts_set(GtkWidget *widget, gint index, const gchar *text) {
    SpotsItemTexts *texts = (SpotsItemTexts *)widget;
    if (index < 0 || index >= PARAGRAPHS) return;
    Paragraph *paragraph = &texts->paragraphs[index];
    // An empty text is not shown, as an empty label was hidden.
    const gchar *value = text != NULL && text[0] != '\0' ? text : NULL;
    if (g_strcmp0(paragraph->text, value) == 0) return;
    g_free(paragraph->text);
    paragraph->text = g_strdup(value);
    paragraph->layout_stale = paragraph->layout != NULL;
    paragraph->shaped = 0;
    paragraph->simple = FALSE;
    // Laid out again at the next width asked (the same width: a new text is laid out anyway).
    texts->width = -1;
    gtk_widget_queue_resize(widget);
    if (texts->accessible) g_object_notify(G_OBJECT(texts->accessible), "accessible-name");
}

void spots_item_texts_set_title_lines(GtkWidget *widget, gint lines) {
    SpotsItemTexts *texts = (SpotsItemTexts *)widget;
    if (texts->title_lines == MAX(0, lines)) return;
    texts->title_lines = MAX(0, lines);
    texts->width = -1;
    gtk_widget_queue_resize(widget);
}

gint spots_item_texts_get_title_lines(GtkWidget *widget) {
    return ((SpotsItemTexts *)widget)->title_lines;
}

const gchar *spots_item_texts_get(GtkWidget *widget, gint index) {
    SpotsItemTexts *texts = (SpotsItemTexts *)widget;
    return index >= 0 && index < PARAGRAPHS ? texts->paragraphs[index].text : NULL;
}

PangoLayout *spots_item_texts_layout(GtkWidget *widget, gint index) {
    SpotsItemTexts *texts = (SpotsItemTexts *)widget;
    if (index < 0 || index >= PARAGRAPHS || !shown(&texts->paragraphs[index])) return NULL;
    Paragraph *paragraph = &texts->paragraphs[index];
    if (paragraph->layout == NULL) return NULL;
    PangoLayout *layout = synced_layout(paragraph);
    // A text drawn from its glyphs: the layout it would have had, one line unwrapped.
    if (paragraph->simple) {
        pango_layout_set_width(layout, -1);
        set_line_ending(layout, PANGO_ELLIPSIZE_NONE, -1);
    }
    return layout;
}

gint spots_item_texts_line_width(GtkWidget *widget, gint index) {
    SpotsItemTexts *texts = (SpotsItemTexts *)widget;
    if (index < 0 || index >= PARAGRAPHS || texts->width < 0) return 0;
    const Paragraph *paragraph = &texts->paragraphs[index];
    return MAX(0, texts->width - paragraph->frame.left - paragraph->frame.right);
}

gint spots_item_texts_top(GtkWidget *widget, gint index) {
    SpotsItemTexts *texts = (SpotsItemTexts *)widget;
    GtkBorder frame = own_frame(texts);
    gint y = frame.top;
    for (int i = 0; i < PARAGRAPHS && i < index; i++) {
        if (shown(&texts->paragraphs[i]) && texts->paragraphs[i].layout) y += paragraph_height(&texts->paragraphs[i]) + SPACING;
    }
    return y;
}

gboolean spots_item_texts_extent(GtkWidget *widget, gint index, gint *x, gint *width) {
    SpotsItemTexts *texts = (SpotsItemTexts *)widget;
    if (index < 0 || index >= PARAGRAPHS || !shown(&texts->paragraphs[index]) || texts->paragraphs[index].layout == NULL
        || texts->width < 0) return FALSE;
    gint origin = 0;
    paragraph_extent(texts, &texts->paragraphs[index], x, width, &origin);
    return TRUE;
}

gboolean spots_item_texts_color(GtkWidget *widget, gint index, GdkRGBA *color) {
    SpotsItemTexts *texts = (SpotsItemTexts *)widget;
    if (index < 0 || index >= PARAGRAPHS || !texts->styled) return FALSE;
    *color = texts->paragraphs[index].color;
    color->alpha *= texts->paragraphs[index].opacity;
    return TRUE;
}

gboolean spots_item_texts_drawn_from_glyphs(GtkWidget *widget, gint index) {
    SpotsItemTexts *texts = (SpotsItemTexts *)widget;
    return index >= 0 && index < PARAGRAPHS && texts->width >= 0 && texts->paragraphs[index].simple;
}

PangoLayout *spots_item_texts_probe_new(GtkWidget *widget, gint index) {
    SpotsItemTexts *texts = (SpotsItemTexts *)widget;
    if (index < 0 || index >= PARAGRAPHS || texts->paragraphs[index].layout == NULL) return NULL;
    PangoContext *context = gtk_widget_create_pango_context(widget);
    PangoLayout *probe = pango_layout_new(context);
    g_object_unref(context);
    pango_layout_set_font_description(probe, pango_layout_get_font_description(texts->paragraphs[index].layout));
    return probe;
}
