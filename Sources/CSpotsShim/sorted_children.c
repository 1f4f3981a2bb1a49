// Children of a list box or flow box ordered by an integer key each child keeps (see
// spots_sort_key_set). GTK compares keys a few times for every child that moves or enters
// while a list scrolls: the comparison is C's, reading each key through a quark.
#include "CSpotsShim.h"
#include <stdint.h>

static GQuark sort_key_quark(void) {
    static GQuark quark;
    if (quark == 0) quark = g_quark_from_static_string("spots-sort-key");
    return quark;
}

// Stored one up, so that no key (NULL) and key 0 differ.
void spots_sort_key_set(GtkWidget *child, gintptr key) {
    g_object_set_qdata(G_OBJECT(child), sort_key_quark(), (gpointer)(key + 1));
}

gintptr spots_sort_key_get(GtkWidget *child) {
    gpointer stored = g_object_get_qdata(G_OBJECT(child), sort_key_quark());
    return stored == NULL ? INTPTR_MAX : (gintptr)stored - 1;
}

static gint compare_keys(gpointer first, gpointer second) {
    gintptr a = spots_sort_key_get(first), b = spots_sort_key_get(second);
    return a < b ? -1 : (a > b ? 1 : 0);
}

static gint compare_rows(GtkListBoxRow *first, GtkListBoxRow *second, gpointer unused) {
    (void)unused;
    return compare_keys(first, second);
}

static gint compare_children(GtkFlowBoxChild *first, GtkFlowBoxChild *second, gpointer unused) {
    (void)unused;
    return compare_keys(first, second);
}

void spots_list_box_sort_by_key(GtkListBox *box) {
    gtk_list_box_set_sort_func(box, compare_rows, NULL, NULL);
}

void spots_flow_box_sort_by_key(GtkFlowBox *box) {
    gtk_flow_box_set_sort_func(box, compare_children, NULL, NULL);
}
