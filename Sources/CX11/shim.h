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
#include "text-shim.h"
#include <malloc.h>
