// Nothing to compile: the target exists to expose libintl.h to Swift (see include/CSpotsIntl.h).
#include "CSpotsIntl.h"
