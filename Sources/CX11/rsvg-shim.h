// The part of librsvg's C API (2.52 and later) the host uses to rasterise SVG icons, declared here
// rather than through <librsvg/rsvg.h>, whose glib headers come with pkg-config flags SwiftPM warns
// about. The library itself is linked by module.modulemap.
#include <cairo/cairo.h>
#include <stddef.h>

typedef struct _RsvgHandle RsvgHandle;
typedef struct {
    unsigned int domain;
    int code;
    char *message;
} TesseraGError;
typedef struct {
    double x;
    double y;
    double width;
    double height;
} RsvgRectangle;

RsvgHandle *rsvg_handle_new_from_data(const unsigned char *data, size_t data_len, TesseraGError **error);
int rsvg_handle_render_document(RsvgHandle *handle, cairo_t *cr, const RsvgRectangle *viewport, TesseraGError **error);
void g_object_unref(void *object);
void g_error_free(TesseraGError *error);
