// The phone-era photo codecs, apart from X11 and from the host: only the photo library decodes with them.
// libheif reads HEIC and (through its AV1 decoder) AVIF; libwebp reads WebP, libwebpdemux its chunks
// (EXIF) and the first frame of an animation.
#include <libheif/heif.h>
#include <webp/decode.h>
#include <webp/demux.h>
