// GTK 3 for Swift: the headers, plus static inline functions for the macros
// Swift cannot import (checked casts, type ids, g_signal_connect, TRUE/FALSE).
#ifndef CSPOTSGTK_SHIM_H
#define CSPOTSGTK_SHIM_H

#include <gtk/gtk.h>
#include <gdk/gdk.h>
#include <gdk-pixbuf/gdk-pixbuf.h>
#include <glib-unix.h>
#include <cairo.h>

// Checked casts: GLib's macros verify the instance type at run time and warn on a mismatch.
static inline GtkWidget *spots_widget(gpointer p) { return GTK_WIDGET(p); }
static inline GtkContainer *spots_container(gpointer p) { return GTK_CONTAINER(p); }
static inline GtkBox *spots_box(gpointer p) { return GTK_BOX(p); }
static inline GtkBin *spots_bin(gpointer p) { return GTK_BIN(p); }
static inline GtkWindow *spots_window(gpointer p) { return GTK_WINDOW(p); }
static inline GtkLabel *spots_label(gpointer p) { return GTK_LABEL(p); }
static inline GtkButton *spots_button(gpointer p) { return GTK_BUTTON(p); }
static inline GtkListBox *spots_list_box(gpointer p) { return GTK_LIST_BOX(p); }
static inline GtkListBoxRow *spots_list_box_row(gpointer p) { return GTK_LIST_BOX_ROW(p); }
static inline GtkFlowBox *spots_flow_box(gpointer p) { return GTK_FLOW_BOX(p); }
static inline GtkFlowBoxChild *spots_flow_box_child(gpointer p) { return GTK_FLOW_BOX_CHILD(p); }
static inline GtkScrolledWindow *spots_scrolled_window(gpointer p) { return GTK_SCROLLED_WINDOW(p); }
static inline GtkHeaderBar *spots_header_bar(gpointer p) { return GTK_HEADER_BAR(p); }
static inline GtkInfoBar *spots_info_bar(gpointer p) { return GTK_INFO_BAR(p); }
static inline GtkImage *spots_image(gpointer p) { return GTK_IMAGE(p); }
static inline GtkOffscreenWindow *spots_offscreen_window(gpointer p) { return GTK_OFFSCREEN_WINDOW(p); }
static inline GtkApplication *spots_application(gpointer p) { return GTK_APPLICATION(p); }
static inline GtkApplicationWindow *spots_application_window(gpointer p) { return GTK_APPLICATION_WINDOW(p); }
static inline GtkMenuButton *spots_menu_button(gpointer p) { return GTK_MENU_BUTTON(p); }
static inline GtkToggleButton *spots_toggle_button(gpointer p) { return GTK_TOGGLE_BUTTON(p); }
static inline GtkStack *spots_stack(gpointer p) { return GTK_STACK(p); }
static inline GtkRevealer *spots_revealer(gpointer p) { return GTK_REVEALER(p); }
static inline GtkSpinner *spots_spinner(gpointer p) { return GTK_SPINNER(p); }
static inline GApplication *spots_g_application(gpointer p) { return G_APPLICATION(p); }
static inline GActionGroup *spots_action_group(gpointer p) { return G_ACTION_GROUP(p); }
static inline GActionMap *spots_action_map(gpointer p) { return G_ACTION_MAP(p); }
static inline GObject *spots_object(gpointer p) { return G_OBJECT(p); }
static inline GtkStyleProvider *spots_style_provider(gpointer p) { return GTK_STYLE_PROVIDER(p); }
static inline GtkViewport *spots_viewport(gpointer p) { return GTK_VIEWPORT(p); }
static inline GtkOrientable *spots_orientable(gpointer p) { return GTK_ORIENTABLE(p); }
static inline GtkPopover *spots_popover(gpointer p) { return GTK_POPOVER(p); }
static inline GtkOverlay *spots_overlay(gpointer p) { return GTK_OVERLAY(p); }
static inline GtkFixed *spots_fixed(gpointer p) { return GTK_FIXED(p); }
static inline GtkLayout *spots_layout(gpointer p) { return GTK_LAYOUT(p); }
static inline GtkEventBox *spots_event_box(gpointer p) { return GTK_EVENT_BOX(p); }
static inline GtkFileChooser *spots_file_chooser(gpointer p) { return GTK_FILE_CHOOSER(p); }
static inline GtkNativeDialog *spots_native_dialog(gpointer p) { return GTK_NATIVE_DIALOG(p); }
static inline GtkEntry *spots_entry(gpointer p) { return GTK_ENTRY(p); }
static inline GtkSwitch *spots_switch(gpointer p) { return GTK_SWITCH(p); }
static inline GtkRadioButton *spots_radio_button(gpointer p) { return GTK_RADIO_BUTTON(p); }
static inline GtkComboBox *spots_combo_box(gpointer p) { return GTK_COMBO_BOX(p); }
static inline GtkComboBoxText *spots_combo_box_text(gpointer p) { return GTK_COMBO_BOX_TEXT(p); }
static inline GtkRange *spots_range(gpointer p) { return GTK_RANGE(p); }
static inline GtkScale *spots_scale(gpointer p) { return GTK_SCALE(p); }
static inline GtkCalendar *spots_calendar(gpointer p) { return GTK_CALENDAR(p); }
static inline GtkTextView *spots_text_view(gpointer p) { return GTK_TEXT_VIEW(p); }
static inline GtkAboutDialog *spots_about_dialog(gpointer p) { return GTK_ABOUT_DIALOG(p); }
static inline GtkDialog *spots_dialog(gpointer p) { return GTK_DIALOG(p); }
static inline GtkMessageDialog *spots_message_dialog(gpointer p) { return GTK_MESSAGE_DIALOG(p); }

// gtk_message_dialog_new and its secondary text are variadic: Swift cannot call them.
static inline GtkWidget *spots_message_dialog_new(GtkWindow *parent, GtkMessageType type, const char *text,
                                                  const char *secondary) {
    GtkWidget *dialog = gtk_message_dialog_new(parent, GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT, type,
                                               GTK_BUTTONS_NONE, "%s", text);
    if (secondary) gtk_message_dialog_format_secondary_text(GTK_MESSAGE_DIALOG(dialog), "%s", secondary);
    return dialog;
}

static inline gboolean spots_is_container(gpointer p) { return GTK_IS_CONTAINER(p); }
static inline gboolean spots_is_widget(gpointer p) { return GTK_IS_WIDGET(p); }
static inline gboolean spots_is_label(gpointer p) { return GTK_IS_LABEL(p); }
static inline gboolean spots_is_list_box_row(gpointer p) { return GTK_IS_LIST_BOX_ROW(p); }
static inline gboolean spots_is_flow_box_child(gpointer p) { return GTK_IS_FLOW_BOX_CHILD(p); }

// The run-time class name of an instance, e.g. "GtkListBox".
static inline const char *spots_type_name(gpointer p) { return G_OBJECT_TYPE_NAME(p); }

// g_signal_connect is a macro; the Swift wrapper always passes a destroy notify.
static inline gulong spots_signal_connect(gpointer instance, const char *signal, GCallback handler,
                                          gpointer data, GClosureNotify destroy, gboolean after) {
    return g_signal_connect_data(instance, signal, handler, data, destroy, after ? G_CONNECT_AFTER : 0);
}

static inline const gboolean spots_true(void) { return TRUE; }
static inline const gboolean spots_false(void) { return FALSE; }
static inline gboolean spots_source_continue(void) { return G_SOURCE_CONTINUE; }
static inline gint spots_priority_high_idle(void) { return G_PRIORITY_HIGH_IDLE; }
static inline gint spots_priority_default_idle(void) { return G_PRIORITY_DEFAULT_IDLE; }

#endif
