#include "gtk_baseline.h"
#include <stdio.h>

GtkWidget *gtk_baseline_list(GtkWidget *window, int count) {
    GtkWidget *scroller = gtk_scrolled_window_new(NULL, NULL);
    GtkWidget *list = gtk_list_box_new();
    char text[64];
    for (int index = 0; index < count; index++) {
        GtkWidget *row = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2);
        snprintf(text, sizeof text, "Item %d", index);
        GtkWidget *title = gtk_label_new(text);
        snprintf(text, sizeof text, "Subtitle %d", index);
        GtkWidget *subtitle = gtk_label_new(text);
        gtk_label_set_xalign(GTK_LABEL(title), 0);
        gtk_label_set_xalign(GTK_LABEL(subtitle), 0);
        gtk_box_pack_start(GTK_BOX(row), title, FALSE, TRUE, 0);
        gtk_box_pack_start(GTK_BOX(row), subtitle, FALSE, TRUE, 0);
        gtk_list_box_insert(GTK_LIST_BOX(list), row, -1);
    }
    gtk_container_add(GTK_CONTAINER(scroller), list);
    gtk_container_add(GTK_CONTAINER(window), scroller);
    return list;
}

static GtkWidget *baseline_section(int section) {
    char text[64];
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    snprintf(text, sizeof text, "Section %d", section);
    gtk_box_pack_start(GTK_BOX(box), gtk_label_new(text), FALSE, FALSE, 0);
    GtkWidget *list = gtk_list_box_new();
    for (int index = 0; index < 3; index++) {
        GtkWidget *row = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2);
        snprintf(text, sizeof text, "Item %d.%d", section, index);
        gtk_box_pack_start(GTK_BOX(row), gtk_label_new(text), FALSE, TRUE, 0);
        snprintf(text, sizeof text, "Subtitle %d", index);
        gtk_box_pack_start(GTK_BOX(row), gtk_label_new(text), FALSE, TRUE, 0);
        gtk_list_box_insert(GTK_LIST_BOX(list), row, -1);
    }
    gtk_box_pack_start(GTK_BOX(box), list, FALSE, FALSE, 0);
    return box;
}

long gtk_baseline_sections(int count, int chunk) {
    long height = 0;
    for (int first = 0; first < count; first += chunk) {
        GtkWidget *window = gtk_offscreen_window_new();
        GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
        for (int section = first; section < first + chunk && section < count; section++) {
            gtk_box_pack_start(GTK_BOX(box), baseline_section(section), FALSE, FALSE, 0);
        }
        gtk_widget_set_size_request(window, 800, -1);
        gtk_container_add(GTK_CONTAINER(window), box);
        gtk_widget_show_all(window);
        while (gtk_events_pending()) gtk_main_iteration();
        GtkAllocation allocation;
        gtk_widget_get_allocation(box, &allocation);
        height += allocation.height;
        gtk_widget_destroy(window);
    }
    return height;
}
