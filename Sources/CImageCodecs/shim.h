// The image codecs, apart from X11: the photo library decodes with them, and the host writes PNGs.
#include <png.h>
#include <turbojpeg.h>
#include <zlib.h>
