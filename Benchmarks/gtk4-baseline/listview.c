/* GTK 4's recycling list as a baseline for spots-bench: a GtkListView (or, with --grid, a
 * GtkGridView of four columns) of COUNT rows with a title and a subtitle label each, in an
 * 800x900 window.
 *
 *     gtk4-baseline COUNT [--grid]
 *
 * Prints `RESULT ms=… peak_mb=…`: the time from before the model is made to the window's first
 * painted frame, and the process's peak resident memory then. One process cannot load GTK 3 and
 * GTK 4, so spots-bench runs this as a child (Scripts/build-gtk4-baseline.sh builds it). */
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

static double start;
static gboolean painted;

static void after_paint(GdkFrameClock *clock, gpointer data) {
    if (painted) return;
    painted = TRUE;
    printf("RESULT ms=%.2f peak_mb=%.1f\n", now_ms() - start, peak_mb());
    fflush(stdout);
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
    gboolean grid = argc > 2 && strcmp(argv[2], "--grid") == 0;
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
    while (!painted) g_main_context_iteration(NULL, TRUE);
    return 0;
}
