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
