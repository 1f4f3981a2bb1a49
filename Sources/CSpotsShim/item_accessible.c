// List rows and flow box children that hold an item. GTK 3's own row and child accessibles
// have no AtkAction, so a screen reader (or an AT-SPI test) could not activate an item: with
// this they answer with one "activate" action while the item has an action to run.
#include "CSpotsShim.h"
#include <gtk/gtk-a11y.h>

static GQuark activatable_quark(void) {
    static GQuark quark = 0;
    if (quark == 0) quark = g_quark_from_static_string("spots-item-activatable");
    return quark;
}

void spots_item_set_activatable(GtkWidget *item, gboolean activatable) {
    spots_item_actions_install();
    g_object_set_qdata(G_OBJECT(item), activatable_quark(), GINT_TO_POINTER(activatable ? 1 : 0));
}

gboolean spots_item_is_activatable(GtkWidget *item) {
    return GPOINTER_TO_INT(g_object_get_qdata(G_OBJECT(item), activatable_quark())) != 0;
}

// The action runs from an idle, as GtkButtonAccessible's does: the caller (an AT-SPI request)
// gets its answer before the item navigates or opens a browser.
static gboolean activate_later(gpointer data) {
    GtkWidget *widget = data;
    if (gtk_widget_get_parent(widget) != NULL) gtk_widget_activate(widget);
    return G_SOURCE_REMOVE;
}

static GtkWidget *activatable_widget(AtkAction *action) {
    GtkWidget *widget = gtk_accessible_get_widget(GTK_ACCESSIBLE(action));
    return widget != NULL && spots_item_is_activatable(widget) ? widget : NULL;
}

static gboolean item_do_action(AtkAction *action, gint index) {
    GtkWidget *widget = activatable_widget(action);
    if (widget == NULL || index != 0 || !gtk_widget_is_sensitive(widget)) return FALSE;
    g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, activate_later, g_object_ref(widget), g_object_unref);
    return TRUE;
}

static gint item_get_n_actions(AtkAction *action) {
    return activatable_widget(action) != NULL ? 1 : 0;
}

static const gchar *item_get_name(AtkAction *action, gint index) {
    return index == 0 && activatable_widget(action) != NULL ? "activate" : NULL;
}

static const gchar *item_get_description(AtkAction *action, gint index) {
    return index == 0 && activatable_widget(action) != NULL ? "Runs the item's action" : NULL;
}

static const gchar *item_get_keybinding(AtkAction *action, gint index) {
    return index == 0 && activatable_widget(action) != NULL ? "Return" : NULL;
}

static void item_action_init(AtkActionIface *iface) {
    iface->do_action = item_do_action;
    iface->get_n_actions = item_get_n_actions;
    iface->get_name = item_get_name;
    iface->get_localized_name = item_get_name;
    iface->get_description = item_get_description;
    iface->get_keybinding = item_get_keybinding;
}

// GtkFlowBoxChildAccessible's own state set asks the child's parent for its selection mode
// as if it were always a flow box; a recycled cell waits outside one (GTK logged a critical for
// every state an assistive technology asked of it). There it has a widget's states.
static AtkStateSet *(*flow_box_child_state_set)(AtkObject *object);

static AtkStateSet *item_ref_state_set(AtkObject *object) {
    GtkWidget *widget = gtk_accessible_get_widget(GTK_ACCESSIBLE(object));
    if (widget != NULL && !GTK_IS_FLOW_BOX(gtk_widget_get_parent(widget))) {
        AtkObjectClass *container = g_type_class_peek(GTK_TYPE_CONTAINER_ACCESSIBLE);
        return container->ref_state_set(object);
    }
    return flow_box_child_state_set(object);
}

// An item's accessible name, description and role, kept on its row or child: set on its
// accessible when it has one, and given to one when it is made. GTK makes a widget's accessible
// when something asks for it (an assistive technology, a test); describing every row entering
// the window through its accessible made one for each, and each text set was a notification
// nobody listened to without a screen reader (3% of a scrolled grid's frame).
typedef struct {
    gchar *name;
    gchar *description;
    AtkRole role;
    gboolean described;
    // The widget's accessible, once made (cleared if it goes before the widget).
    AtkObject *accessible;
} ItemDescription;

static GQuark description_quark(void) {
    static GQuark quark = 0;
    if (quark == 0) quark = g_quark_from_static_string("spots-item-description");
    return quark;
}

static void free_description(gpointer data) {
    ItemDescription *kept = data;
    if (kept->accessible) g_object_remove_weak_pointer(G_OBJECT(kept->accessible), (gpointer *)&kept->accessible);
    g_free(kept->name);
    g_free(kept->description);
    g_free(kept);
}

static ItemDescription *kept_description(GtkWidget *item) {
    ItemDescription *kept = g_object_get_qdata(G_OBJECT(item), description_quark());
    if (kept == NULL) {
        kept = g_new0(ItemDescription, 1);
        g_object_set_qdata_full(G_OBJECT(item), description_quark(), kept, free_description);
    }
    return kept;
}

static void describe(AtkObject *accessible, const ItemDescription *kept) {
    atk_object_set_name(accessible, kept->name);
    atk_object_set_description(accessible, kept->description);
    atk_object_set_role(accessible, kept->role);
}

void spots_item_describe(GtkWidget *item, const gchar *name, const gchar *description, AtkRole role) {
    ItemDescription *kept = kept_description(item);
    if (g_strcmp0(kept->name, name) != 0) {
        g_free(kept->name);
        kept->name = g_strdup(name);
    }
    if (g_strcmp0(kept->description, description) != 0) {
        g_free(kept->description);
        kept->description = g_strdup(description);
    }
    kept->role = role;
    kept->described = TRUE;
    if (kept->accessible) describe(kept->accessible, kept);
}

// Called when a row's or child's accessible is made: it is noted, and given the item's
// description.
static void (*row_initialize)(AtkObject *object, gpointer data);
static void (*child_initialize)(AtkObject *object, gpointer data);

static void keep_accessible(AtkObject *accessible, gpointer data) {
    if (!GTK_IS_WIDGET(data)) return;
    ItemDescription *kept = kept_description(data);
    if (kept->accessible) g_object_remove_weak_pointer(G_OBJECT(kept->accessible), (gpointer *)&kept->accessible);
    kept->accessible = accessible;
    g_object_add_weak_pointer(G_OBJECT(accessible), (gpointer *)&kept->accessible);
    if (kept->described) describe(accessible, kept);
}

static void row_accessible_initialize(AtkObject *object, gpointer data) {
    row_initialize(object, data);
    keep_accessible(object, data);
}

static void child_accessible_initialize(AtkObject *object, gpointer data) {
    child_initialize(object, data);
    keep_accessible(object, data);
}

// GTK's row and child accessibles get the interface at run time (GLib initialises it for
// classes that already exist): subclassing the widgets instead would rename every item's GTK
// class, which `spots inspect` and stylesheets see. Rows not marked activatable have 0 actions.
void spots_item_actions_install(void) {
    static gboolean installed = FALSE;
    if (installed) return;
    installed = TRUE;
    // GTK 3.24 defines GtkFlowBoxChildAccessible but never gives it to GtkFlowBoxChild, whose
    // children are plain container accessibles: hook it up (accessibles made from now on).
    gtk_widget_class_set_accessible_type(g_type_class_ref(GTK_TYPE_FLOW_BOX_CHILD), GTK_TYPE_FLOW_BOX_CHILD_ACCESSIBLE);
    static const GInterfaceInfo info = { (GInterfaceInitFunc)item_action_init, NULL, NULL };
    GType types[] = { GTK_TYPE_LIST_BOX_ROW_ACCESSIBLE, GTK_TYPE_FLOW_BOX_CHILD_ACCESSIBLE };
    for (gsize i = 0; i < G_N_ELEMENTS(types); i++) {
        if (!g_type_is_a(types[i], ATK_TYPE_ACTION)) g_type_add_interface_static(types[i], ATK_TYPE_ACTION, &info);
    }
    // After the interfaces: a class made before them would not take them.
    AtkObjectClass *child_class = g_type_class_ref(GTK_TYPE_FLOW_BOX_CHILD_ACCESSIBLE);
    g_type_class_ref(GTK_TYPE_CONTAINER_ACCESSIBLE);
    flow_box_child_state_set = child_class->ref_state_set;
    child_class->ref_state_set = item_ref_state_set;
    child_initialize = child_class->initialize;
    child_class->initialize = child_accessible_initialize;
    AtkObjectClass *row_class = g_type_class_ref(GTK_TYPE_LIST_BOX_ROW_ACCESSIBLE);
    row_initialize = row_class->initialize;
    row_class->initialize = row_accessible_initialize;
}
