// The C headers XHost needs, in one place. XUTIL_DEFINE_FUNCTIONS turns Xutil's macros
// (XDestroyImage, XGetPixel) into functions Swift can call.
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
#include <sys/ipc.h>
#include <sys/shm.h>
#include <X11/Xcursor/Xcursor.h>
#include <X11/Xft/Xft.h>
#include <fontconfig/fontconfig.h>
#include <png.h>
#include <turbojpeg.h>
#include <zlib.h>
#include <malloc.h>
#include <malloc.h>
