#ifndef GTK_BASELINE_H
#define GTK_BASELINE_H

#include <gtk/gtk.h>

/* GTK's own cost, for spots-bench to compare against: a GtkListBox of `count` rows of two
 * plain labels (title and subtitle), in a GtkScrolledWindow in `window`, built in C. */
GtkWidget *gtk_baseline_list(GtkWidget *window, int count);

/* GTK's own cost of laying out a long screen whole: `count` sections (a header label and a
 * GtkListBox of three two-label rows), built and laid out 800 px wide in an offscreen window,
 * `chunk` sections at a time, each chunk destroyed before the next. Returns the sum of the
 * chunks' heights. */
long gtk_baseline_sections(int count, int chunk);

#endif
