/* GTK 4's recycling list as a baseline for spots-bench: a GtkListView (or, with --grid, a
 * GtkGridView of four columns) of COUNT rows with a title and a subtitle label each, in an
 * 800x900 window.
 *
 *     gtk4-baseline COUNT [--grid] [--scroll FRAMES]
 *
 * Prints `RESULT ms=… peak_mb=…`: the time from before the model is made to the window's first
 * painted frame, and the process's peak resident memory then. With --scroll it then scrolls
 * 400 px a frame from the top to the end (and again from the top) for FRAMES frames, as
 * spots-bench scrolls its own screens, and adds the main thread's processor time a frame:
 * `cpu_median_ms=… cpu_p95_ms=…`. One process cannot load GTK 3 and GTK 4, so spots-bench runs
 * this as a child (Scripts/build-gtk4-baseline.sh builds it). */
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static double peak_mb(void) {
    FILE *status = fopen("/proc/self/status", "r");
    char line[256];
    double kb = 0;
    if (!status) return 0;
    while (fgets(line, sizeof line, status)) {
        if (strncmp(line, "VmHWM:", 6) == 0) { kb = atof(line + 6); break; }
    }
    fclose(status);
    return kb / 1024;
}

static double thread_cpu_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static double start;
static double first_frame_ms;
static double first_peak_mb;
static int paints;

static void after_paint(GdkFrameClock *clock, gpointer data) {
    if (paints++ > 0) return;
    first_frame_ms = now_ms() - start;
    first_peak_mb = peak_mb();
}

static int compare_doubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static void drain(void) {
    while (g_main_context_pending(NULL)) g_main_context_iteration(NULL, FALSE);
}

/* Moves the view to `value` and waits for the frame that shows it (none when it stays put). */
static void move_to(GtkAdjustment *adjustment, double value) {
    double before_value = gtk_adjustment_get_value(adjustment);
    int before = paints;
    gtk_adjustment_set_value(adjustment, value);
    if (gtk_adjustment_get_value(adjustment) != before_value) {
        while (paints == before) g_main_context_iteration(NULL, TRUE);
    }
    drain();
}

/* The main thread's processor time of each frame: from setting the position to the frame
 * painted and everything it scheduled run (waiting for the frame clock costs none). */
static void scroll(GtkScrolledWindow *scroller, int frames, double *median, double *p95) {
    GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment(scroller);
    double *work = g_new(double, frames);
    double position = 0;
    for (int frame = 0; frame < frames; frame++) {
        position += 400;
        if (position > gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)) {
            move_to(adjustment, 0);
            position = 400;
        }
        double cpu = thread_cpu_ms();
        move_to(adjustment, position);
        work[frame] = thread_cpu_ms() - cpu;
    }
    qsort(work, frames, sizeof *work, compare_doubles);
    *median = work[frames / 2];
    *p95 = work[(int)((frames - 1) * 0.95)];
    g_free(work);
}

static void setup_row(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2);
    GtkWidget *title = gtk_label_new(NULL);
    GtkWidget *subtitle = gtk_label_new(NULL);
    gtk_label_set_xalign(GTK_LABEL(title), 0);
    gtk_label_set_xalign(GTK_LABEL(subtitle), 0);
    gtk_box_append(GTK_BOX(box), title);
    gtk_box_append(GTK_BOX(box), subtitle);
    gtk_list_item_set_child(item, box);
}

static void bind_row(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    GtkWidget *box = gtk_list_item_get_child(item);
    GtkWidget *title = gtk_widget_get_first_child(box);
    GtkWidget *subtitle = gtk_widget_get_next_sibling(title);
    const char *text = gtk_string_object_get_string(GTK_STRING_OBJECT(gtk_list_item_get_item(item)));
    char line[64];
    gtk_label_set_text(GTK_LABEL(title), text);
    snprintf(line, sizeof line, "Subtitle %u", gtk_list_item_get_position(item));
    gtk_label_set_text(GTK_LABEL(subtitle), line);
}

static void map_window(GtkWidget *window, gpointer data) {
    g_signal_connect(gtk_widget_get_frame_clock(window), "after-paint", G_CALLBACK(after_paint), NULL);
}

int main(int argc, char **argv) {
    int count = argc > 1 ? atoi(argv[1]) : 1000;
    gboolean grid = FALSE;
    int scroll_frames = 0;
    for (int arg = 2; arg < argc; arg++) {
        if (strcmp(argv[arg], "--grid") == 0) grid = TRUE;
        else if (strcmp(argv[arg], "--scroll") == 0 && arg + 1 < argc) scroll_frames = atoi(argv[++arg]);
    }
    gtk_init();
    start = now_ms();
    GtkStringList *strings = gtk_string_list_new(NULL);
    char text[64];
    for (int index = 0; index < count; index++) {
        snprintf(text, sizeof text, "Item %d", index);
        gtk_string_list_append(strings, text);
    }
    GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
    g_signal_connect(factory, "setup", G_CALLBACK(setup_row), NULL);
    g_signal_connect(factory, "bind", G_CALLBACK(bind_row), NULL);
    GtkSelectionModel *selection = GTK_SELECTION_MODEL(gtk_no_selection_new(G_LIST_MODEL(strings)));
    GtkWidget *view;
    if (grid) {
        view = gtk_grid_view_new(selection, factory);
        gtk_grid_view_set_min_columns(GTK_GRID_VIEW(view), 4);
        gtk_grid_view_set_max_columns(GTK_GRID_VIEW(view), 4);
    } else {
        view = gtk_list_view_new(selection, factory);
    }
    GtkWidget *scroller = gtk_scrolled_window_new();
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scroller), view);
    GtkWidget *window = gtk_window_new();
    gtk_window_set_default_size(GTK_WINDOW(window), 800, 900);
    gtk_window_set_child(GTK_WINDOW(window), scroller);
    g_signal_connect(window, "map", G_CALLBACK(map_window), NULL);
    gtk_window_present(GTK_WINDOW(window));
    while (paints == 0) g_main_context_iteration(NULL, TRUE);
    if (scroll_frames <= 0) {
        printf("RESULT ms=%.2f peak_mb=%.1f\n", first_frame_ms, first_peak_mb);
        return 0;
    }
    /* Settled first: the rows of the first screen measured and the scrollbar's range known. */
    for (int settle = 0; settle < 20; settle++) {
        g_usleep(10000);
        drain();
    }
    double median, p95;
    scroll(GTK_SCROLLED_WINDOW(scroller), scroll_frames, &median, &p95);
    printf("RESULT ms=%.2f peak_mb=%.1f cpu_median_ms=%.3f cpu_p95_ms=%.3f\n", first_frame_ms, first_peak_mb, median, p95);
    return 0;
}
