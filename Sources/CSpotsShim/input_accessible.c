// Input widgets (entries, switches, check and radio buttons, combo boxes, scales). GTK 3's
// accessibles never say an input is required or holds an invalid value: ATK has the states
// (ATK_STATE_REQUIRED, ATK_STATE_INVALID_ENTRY) but no widget sets them. The state sets of
// these widgets' accessible classes add them from flags kept on the widget; widgets without
// flags answer exactly as before.
#include "CSpotsShim.h"
#include <gtk/gtk-a11y.h>

static GQuark input_states_quark(void) {
    static GQuark quark = 0;
    if (quark == 0) quark = g_quark_from_static_string("spots-input-states");
    return quark;
}

// GTK's ref_state_set of each accessible class we wrapped, by its GType.
static GHashTable *originals;
// The class whose original runs now (main thread only): an original that chains up to a parent
// class we also wrapped comes back here, and goes on to that parent's original.
static GType running;

static AtkStateSet *input_ref_state_set(AtkObject *object) {
    GType type = running != 0 ? g_type_parent(running) : G_OBJECT_TYPE(object);
    while (type != 0 && !g_hash_table_contains(originals, GSIZE_TO_POINTER(type))) type = g_type_parent(type);
    if (type == 0) return atk_state_set_new();
    AtkStateSet *(*original)(AtkObject *) = g_hash_table_lookup(originals, GSIZE_TO_POINTER(type));
    GType outer = running;
    running = type;
    AtkStateSet *set = original(object);
    running = outer;
    if (outer != 0) return set;
    GtkWidget *widget = gtk_accessible_get_widget(GTK_ACCESSIBLE(object));
    if (widget == NULL) return set;
    gint flags = GPOINTER_TO_INT(g_object_get_qdata(G_OBJECT(widget), input_states_quark()));
    if (flags & SPOTS_INPUT_REQUIRED) atk_state_set_add_state(set, ATK_STATE_REQUIRED);
    if (flags & SPOTS_INPUT_INVALID) atk_state_set_add_state(set, ATK_STATE_INVALID_ENTRY);
    return set;
}

// Wraps the ref_state_set of the accessible class a sample widget gets. The accessible types
// and GTK's class names stay as they are (`spots inspect`, stylesheets and subclasses see GTK's).
static void install_for(GtkWidget *sample) {
    g_object_ref_sink(sample);
    GType type = G_OBJECT_TYPE(gtk_widget_get_accessible(sample));
    if (!g_hash_table_contains(originals, GSIZE_TO_POINTER(type))) {
        AtkObjectClass *klass = g_type_class_ref(type);
        g_hash_table_insert(originals, GSIZE_TO_POINTER(type), klass->ref_state_set);
        klass->ref_state_set = input_ref_state_set;
    }
    gtk_widget_destroy(sample);
    g_object_unref(sample);
}

void spots_input_accessibles_install(void) {
    if (originals != NULL) return;
    originals = g_hash_table_new(g_direct_hash, g_direct_equal);
    install_for(gtk_entry_new());
    install_for(gtk_switch_new());
    install_for(gtk_check_button_new());
    install_for(gtk_radio_button_new(NULL));
    install_for(gtk_combo_box_text_new());
    install_for(gtk_scale_new(GTK_ORIENTATION_HORIZONTAL, NULL));
    install_for(gtk_text_view_new());
}

void spots_input_set_states(GtkWidget *widget, gint flags) {
    gint old = GPOINTER_TO_INT(g_object_get_qdata(G_OBJECT(widget), input_states_quark()));
    if (old == flags) return;
    g_object_set_qdata(G_OBJECT(widget), input_states_quark(), GINT_TO_POINTER(flags));
    AtkObject *accessible = gtk_widget_get_accessible(widget);
    // Tells a screen reader the state changed (Orca announces "invalid entry").
    if ((old ^ flags) & SPOTS_INPUT_REQUIRED)
        atk_object_notify_state_change(accessible, ATK_STATE_REQUIRED, (flags & SPOTS_INPUT_REQUIRED) != 0);
    if ((old ^ flags) & SPOTS_INPUT_INVALID)
        atk_object_notify_state_change(accessible, ATK_STATE_INVALID_ENTRY, (flags & SPOTS_INPUT_INVALID) != 0);
}

gint spots_input_get_states(GtkWidget *widget) {
    return GPOINTER_TO_INT(g_object_get_qdata(G_OBJECT(widget), input_states_quark()));
}
