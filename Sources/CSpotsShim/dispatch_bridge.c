// Drains libdispatch's main queue from GLib's main loop.
//
// libdispatch signals pending main-queue work through an eventfd it exposes as SPI
// (_dispatch_get_main_queue_handle_4CF). We watch that fd with g_unix_fd_add; when it
// fires we first read the eventfd empty (otherwise the source stays readable and spins
// at 100% CPU), then let libdispatch run the queued blocks. Idle cost: nothing.
#include "CSpotsShim.h"
#include <glib-unix.h>
#include <stdint.h>
#include <unistd.h>

extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *msg);

static guint bridge_source_id = 0;

static gboolean on_main_queue_ready(gint fd, GIOCondition condition, gpointer user_data) {
    (void)condition;
    (void)user_data;
    uint64_t counter;
    while (read(fd, &counter, sizeof counter) == (ssize_t)sizeof counter) {
        // empty the eventfd (it is non-blocking)
    }
    _dispatch_main_queue_callback_4CF(NULL);
    return G_SOURCE_CONTINUE;
}

guint spots_dispatch_bridge_attach(void) {
    if (bridge_source_id != 0) {
        return bridge_source_id;
    }
    int fd = _dispatch_get_main_queue_handle_4CF();
    bridge_source_id = g_unix_fd_add(fd, G_IO_IN, on_main_queue_ready, NULL);
    // Work queued before the bridge existed may already have signalled the fd;
    // the source sees it readable on its first poll, so nothing is lost.
    return bridge_source_id;
}

gboolean spots_dispatch_bridge_is_attached(void) {
    return bridge_source_id != 0;
}
