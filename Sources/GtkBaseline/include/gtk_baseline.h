#ifndef GTK_BASELINE_H
#define GTK_BASELINE_H

#include <gtk/gtk.h>

/* GTK's own cost, for spots-bench to compare against: a GtkListBox of `count` rows of two
 * plain labels (title and subtitle), in a GtkScrolledWindow in `window`, built in C. */
GtkWidget *gtk_baseline_list(GtkWidget *window, int count);

#endif
