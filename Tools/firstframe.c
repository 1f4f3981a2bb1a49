/* firstframe.c: a GTK 3 module that times the first painted frame of any GTK 3 program.
 *
 * Load it with GTK_MODULES=/absolute/path/firstframe.so. When the program's first toplevel window
 * is mapped, the module listens to that window's frame clock; after the first frame is painted it
 * prints, on standard error,
 *
 *   FIRSTFRAME ms=<since launch> rows=<children of list and flow boxes> boxes=<list and flow boxes>
 *              hwm_kb=<peak resident memory> rss_kb=<resident memory now> t0=<env|proc>
 *
 * "Since launch" is since FF_T0 (nanoseconds since the epoch, taken by the caller just before it
 * starts the program: FF_T0=$(date +%s%N)), else since the kernel started the process (whole clock
 * ticks: 10 ms steps). Because the module measures from outside the program's own code, Spots and
 * a plain C program are measured the same way and their figures compare.
 *
 * Environment:
 *   FF_WAIT_ROWS=1   count the first frame that shows list or flow box children (skips an empty frame)
 *   FF_SCROLL=N      then scroll the first scrolled window taller than 300 px by FF_STEP px (default
 *                    50) every frame for N frames, going back to the top at the end, and print
 *                    SCROLL frame_work_ms ... (before-paint to after-paint: update, layout and paint),
 *                    SCROLL frame_interval_ms ... (after-paint to after-paint) and SCROLLEND hwm_kb=...
 *   FF_EXIT=1        exit as soon as the figures are printed
 *
 * Build: gcc -O2 -shared -fPIC -o firstframe.so Tools/firstframe.c $(pkg-config --cflags --libs gtk+-3.0)
 * Tools/first-frame.sh builds it and runs a program with it. */
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* The scrolled window to scroll is the first one at least this tall: a page, not a carousel strip. */
#define SCROLLER_MIN_HEIGHT 300

static GtkWidget *toplevel;
static GtkWidget *scroller;
static gboolean first_frame_reported;
static int frames_to_scroll;
static int frames_scrolled;
static double scroll_step;
static double paint_started_ms;
static double last_paint_ended_ms;
static GArray *frame_work_ms;
static GArray *frame_interval_ms;

static double ms_of(clockid_t clock) {
    struct timespec now;
    clock_gettime(clock, &now);
    return now.tv_sec * 1e3 + now.tv_nsec / 1e6;
}

static gboolean env_flag(const char *name) {
    const char *value = g_getenv(name);
    return value != NULL && value[0] != '\0' && strcmp(value, "0") != 0;
}

/* Milliseconds since launch, and which launch time it counts from. */
static double ms_since_launch(const char **origin) {
    const char *t0 = g_getenv("FF_T0");
    if (t0 != NULL && t0[0] != '\0') {
        *origin = "env";
        return ms_of(CLOCK_REALTIME) - g_ascii_strtod(t0, NULL) / 1e6;
    }
    /* Field 22 of /proc/self/stat: when the process started, in clock ticks since boot. The
     * process name (field 2) may hold spaces and parentheses, so read on from its last ')'. */
    *origin = "proc";
    gchar *stat = NULL;
    if (!g_file_get_contents("/proc/self/stat", &stat, NULL, NULL)) return -1;
    const char *rest = strrchr(stat, ')');
    unsigned long long start_ticks = 0;
    int field = 2;
    for (const char *p = rest; p != NULL && *p != '\0'; p++) {
        if (*p != ' ') continue;
        if (++field == 22) { start_ticks = g_ascii_strtoull(p + 1, NULL, 10); break; }
    }
    g_free(stat);
    return ms_of(CLOCK_BOOTTIME) - start_ticks * 1e3 / sysconf(_SC_CLK_TCK);
}

/* A "VmHWM:" or "VmRSS:" line of /proc/self/status, in kB (-1 when missing). */
static long status_kb(const char *key) {
    gchar *status = NULL;
    long value = -1;
    if (!g_file_get_contents("/proc/self/status", &status, NULL, NULL)) return -1;
    const char *line = strstr(status, key);
    if (line != NULL) value = strtol(line + strlen(key), NULL, 10);
    g_free(status);
    return value;
}

typedef struct {
    int rows;
    int boxes;
} Census;

/* Counts list and flow box children in the whole tree (internal children too), and finds the
 * scrolled window to scroll. */
static void count(GtkWidget *widget, gpointer data) {
    Census *census = data;
    if (GTK_IS_LIST_BOX(widget) || GTK_IS_FLOW_BOX(widget)) {
        GList *children = gtk_container_get_children(GTK_CONTAINER(widget));
        census->rows += g_list_length(children);
        census->boxes++;
        g_list_free(children);
    }
    if (scroller == NULL && GTK_IS_SCROLLED_WINDOW(widget)
        && gtk_widget_get_allocated_height(widget) >= SCROLLER_MIN_HEIGHT) {
        scroller = widget;
    }
    if (GTK_IS_CONTAINER(widget)) gtk_container_forall(GTK_CONTAINER(widget), count, data);
}

static int compare_doubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static void print_spread(const char *name, GArray *values) {
    if (values->len == 0) return;
    double *sorted = (double *)values->data;
    qsort(sorted, values->len, sizeof(double), compare_doubles);
    fprintf(stderr, "SCROLL %s n=%u median=%.2f p95=%.2f max=%.2f\n", name, values->len,
            sorted[values->len / 2], sorted[(guint)(values->len * 0.95)], sorted[values->len - 1]);
}

static void finish(void) {
    fflush(stderr);
    if (env_flag("FF_EXIT")) _exit(0);
}

/* Runs in the frame's update phase, so its work counts in the frame it scrolls. */
static gboolean scroll_one_step(GtkWidget *widget, GdkFrameClock *clock, gpointer data) {
    if (scroller == NULL || frames_scrolled >= frames_to_scroll) return G_SOURCE_REMOVE;
    GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(scroller));
    double value = gtk_adjustment_get_value(adjustment) + scroll_step;
    double end = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment);
    gtk_adjustment_set_value(adjustment, value > end ? 0 : value);
    return G_SOURCE_CONTINUE;
}

static void before_paint(GdkFrameClock *clock, gpointer data) {
    paint_started_ms = ms_of(CLOCK_MONOTONIC);
}

static void report_first_frame(void) {
    Census census = {0, 0};
    count(toplevel, &census);
    if (env_flag("FF_WAIT_ROWS") && census.rows == 0) return;
    const char *origin = NULL;
    double elapsed = ms_since_launch(&origin);
    first_frame_reported = TRUE;
    fprintf(stderr, "FIRSTFRAME ms=%.1f rows=%d boxes=%d hwm_kb=%ld rss_kb=%ld t0=%s\n", elapsed, census.rows,
            census.boxes, status_kb("VmHWM:"), status_kb("VmRSS:"), origin);
    const char *frames = g_getenv("FF_SCROLL");
    frames_to_scroll = frames != NULL ? atoi(frames) : 0;
    if (frames_to_scroll <= 0) { finish(); return; }
    if (scroller == NULL) {
        fprintf(stderr, "SCROLL no scrolled window of %d px or more to scroll\n", SCROLLER_MIN_HEIGHT);
        finish();
        return;
    }
    const char *step = g_getenv("FF_STEP");
    scroll_step = step != NULL ? g_ascii_strtod(step, NULL) : 50;
    frame_work_ms = g_array_new(FALSE, FALSE, sizeof(double));
    frame_interval_ms = g_array_new(FALSE, FALSE, sizeof(double));
    gtk_widget_add_tick_callback(toplevel, scroll_one_step, NULL, NULL);
}

static void after_paint(GdkFrameClock *clock, gpointer data) {
    double now = ms_of(CLOCK_MONOTONIC);
    if (!first_frame_reported) {
        report_first_frame();
        last_paint_ended_ms = now;
        return;
    }
    if (frames_scrolled >= frames_to_scroll) return;
    /* The first scrolled frame follows the report; its interval counts from the first frame. */
    double work = now - paint_started_ms, interval = now - last_paint_ended_ms;
    g_array_append_val(frame_work_ms, work);
    g_array_append_val(frame_interval_ms, interval);
    last_paint_ended_ms = now;
    if (++frames_scrolled < frames_to_scroll) return;
    print_spread("frame_work_ms", frame_work_ms);
    print_spread("frame_interval_ms", frame_interval_ms);
    fprintf(stderr, "SCROLLEND hwm_kb=%ld\n", status_kb("VmHWM:"));
    finish();
}

/* The first ordinary toplevel window that maps is the one measured (not an offscreen window,
 * a popup or a tooltip). */
static gboolean window_mapped(GSignalInvocationHint *hint, guint count_of_values, const GValue *values, gpointer data) {
    GtkWidget *widget = g_value_get_object(&values[0]);
    if (toplevel != NULL) return FALSE;
    if (!GTK_IS_WINDOW(widget) || GTK_IS_OFFSCREEN_WINDOW(widget)
        || gtk_window_get_window_type(GTK_WINDOW(widget)) != GTK_WINDOW_TOPLEVEL) {
        return TRUE;
    }
    GdkFrameClock *clock = gtk_widget_get_frame_clock(widget);
    if (clock == NULL) return TRUE;
    toplevel = widget;
    g_signal_connect(clock, "before-paint", G_CALLBACK(before_paint), NULL);
    g_signal_connect(clock, "after-paint", G_CALLBACK(after_paint), NULL);
    return FALSE; /* one window is enough: the hook removes itself */
}

G_MODULE_EXPORT void gtk_module_init(gint *argc, gchar ***argv) {
    /* The "map" signal exists once GtkWidget's class does; the reference is kept for good. */
    g_type_class_ref(GTK_TYPE_WIDGET);
    g_signal_add_emission_hook(g_signal_lookup("map", GTK_TYPE_WIDGET), 0, window_mapped, NULL, NULL);
}
