// libsoup 3 for Swift: the header, plus static inline functions for what Swift cannot call
// (variadic constructors).
#ifndef CSPOTSSOUP_SHIM_H
#define CSPOTSSOUP_SHIM_H

#include <libsoup/soup.h>

// A session with room for `max_conns` connections, `max_conns_per_host` to one host (both are
// construct-only properties, so they need g_object_new, which is variadic).
static inline SoupSession *spots_soup_session_new(guint max_conns, guint max_conns_per_host) {
    return SOUP_SESSION(g_object_new(SOUP_TYPE_SESSION, "max-conns", max_conns,
                                     "max-conns-per-host", max_conns_per_host, NULL));
}

#endif
