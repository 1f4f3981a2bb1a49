// gettext from the C library (glibc's libintl.h), which Swift's Glibc module does not export.
// SpotsModel's Translation is its only user.
#pragma once
#include <libintl.h>
