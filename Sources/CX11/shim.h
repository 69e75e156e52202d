// The C headers XHost needs, in one place (and X-Resource, which the tests and benchmarks measure the
// server's memory with). XUTIL_DEFINE_FUNCTIONS turns Xutil's macros (XDestroyImage, XGetPixel) into
// functions Swift can call.
#define XUTIL_DEFINE_FUNCTIONS
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/keysym.h>
#include <X11/cursorfont.h>
#include <X11/extensions/Xrender.h>
#include <X11/extensions/XTest.h>
#include <X11/extensions/XInput2.h>
#include <X11/extensions/XShm.h>
#include <X11/extensions/XRes.h>
#include <sys/ipc.h>
#include <sys/shm.h>
#include <X11/Xcursor/Xcursor.h>
#include <X11/Xft/Xft.h>
#include <fontconfig/fontconfig.h>
#include "rsvg-shim.h"
#include <malloc.h>

// Xlib's input-method calls take variadic name/value lists, which Swift cannot call: these fixed
// forms are the only ones the host uses (no pre-edit or status area: the input method composes on its
// own and hands over finished text).
static inline XIC tessera_create_input_context(XIM im, Window window) {
    return XCreateIC(im, XNInputStyle, XIMPreeditNothing | XIMStatusNothing,
                     XNClientWindow, window, XNFocusWindow, window, (char *)0);
}

static inline char *tessera_set_input_method_destroy_callback(XIM im, XIMProc proc, XPointer data) {
    XIMCallback callback = { data, proc };
    return XSetIMValues(im, XNDestroyCallback, &callback, (char *)0);
}

static inline long tessera_input_context_filter_events(XIC ic) {
    unsigned long mask = 0;
    if (XGetICValues(ic, XNFilterEvents, &mask, (char *)0) != 0) return 0;
    return (long)mask;
}
