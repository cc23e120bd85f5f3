#define _GNU_SOURCE
#include "CSDL2.h"
#include <SDL2/SDL_syswm.h>
#include <string.h>
#include <stdio.h>
#include <errno.h>
#include <malloc.h>

#ifdef SDL_VIDEO_DRIVER_X11
/// The X window of the last window made by csdl_create_window, watched for being destroyed
/// from outside (a window manager's kill, `xdotool windowclose`).
static Window watched_window = 0;
static volatile int watched_window_gone = 0;
static int (*previous_x_error_handler)(Display *, XErrorEvent *) = NULL;

/// Xlib's default handler ends the process on any error. A request SDL makes on its window
/// after someone else destroyed it fails with BadWindow or BadDrawable; that only means the
/// window is gone, so it ends the app cleanly (as a quit event) instead.
static int x_error_handler(Display *display, XErrorEvent *error) {
    if (watched_window != 0 && error->resourceid == watched_window
        && (error->error_code == BadWindow || error->error_code == BadDrawable)) {
        watched_window_gone = 1;
        return 0;
    }
    return previous_x_error_handler ? previous_x_error_handler(display, error) : 0;
}

static void watch_window(SDL_Window *window) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_X11) return;
    watched_window = info.info.x11.window;
    watched_window_gone = 0;
    int (*current)(Display *, XErrorEvent *) = XSetErrorHandler(x_error_handler);
    if (current != x_error_handler) previous_x_error_handler = current;
    // X's DestroyNotify reaches the app only as a window-system event.
    SDL_EventState(SDL_SYSWMEVENT, SDL_ENABLE);
}

static int is_watched_window_destroyed(const SDL_Event *event) {
    if (event->type != SDL_SYSWMEVENT || event->syswm.msg == NULL) return 0;
    if (event->syswm.msg->subsystem != SDL_SYSWM_X11) return 0;
    const XEvent *x = &event->syswm.msg->msg.x11.event;
    return x->type == DestroyNotify && x->xdestroywindow.window == watched_window;
}

static void (*display_lost_handler)(void) = NULL;

/// Xlib calls this when the connection to the X server breaks (the server died), and ends the
/// process with exit(1) once it returns: the handler is the last chance to keep what must stay.
static int x_io_error_handler(Display *display) {
    (void)display;
    void (*handler)(void) = display_lost_handler;
    display_lost_handler = NULL;
    if (handler != NULL) handler();
    return 0;
}

void csdl_on_display_lost(void (*handler)(void)) {
    display_lost_handler = handler;
    XSetIOErrorHandler(handler != NULL ? x_io_error_handler : NULL);
}
#else
void csdl_on_display_lost(void (*handler)(void)) { (void)handler; }
static volatile int watched_window_gone = 0;
static void watch_window(SDL_Window *window) { (void)window; }
static int is_watched_window_destroyed(const SDL_Event *event) { (void)event; return 0; }
#endif

static int button_number(Uint8 button) {
    switch (button) {
    case SDL_BUTTON_LEFT: return 1;
    case SDL_BUTTON_MIDDLE: return 2;
    case SDL_BUTTON_RIGHT: return 3;
    default: return (int)button;
    }
}

CSDLEvent csdl_flatten_event(const SDL_Event *event, double windowUnitsPerPoint) {
    CSDLEvent out;
    memset(&out, 0, sizeof out);
    double unit = windowUnitsPerPoint > 0 ? windowUnitsPerPoint : 1.0;
    out.timestamp = event->common.timestamp;
    if (is_watched_window_destroyed(event)) watched_window_gone = 1;
    if (watched_window_gone) {
        out.kind = CSDL_EVENT_QUIT;
        return out;
    }
    switch (event->type) {
    case SDL_QUIT:
        out.kind = CSDL_EVENT_QUIT;
        break;
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
        // SDL also reports touches as mouse events; the finger events carry them.
        if (event->button.which == SDL_TOUCH_MOUSEID) { out.kind = CSDL_EVENT_OTHER; break; }
        out.kind = event->type == SDL_MOUSEBUTTONDOWN ? CSDL_EVENT_POINTER_DOWN : CSDL_EVENT_POINTER_UP;
        out.x = event->button.x / unit;
        out.y = event->button.y / unit;
        out.button = button_number(event->button.button);
        break;
    case SDL_MOUSEMOTION:
        if (event->motion.which == SDL_TOUCH_MOUSEID) { out.kind = CSDL_EVENT_OTHER; break; }
        out.kind = CSDL_EVENT_POINTER_MOVE;
        out.x = event->motion.x / unit;
        out.y = event->motion.y / unit;
        out.button = (event->motion.state & SDL_BUTTON_LMASK) ? 1 : 0;
        break;
    case SDL_FINGERDOWN:
    case SDL_FINGERUP:
    case SDL_FINGERMOTION:
        out.kind = event->type == SDL_FINGERDOWN ? CSDL_EVENT_FINGER_DOWN
                 : event->type == SDL_FINGERUP ? CSDL_EVENT_FINGER_UP : CSDL_EVENT_FINGER_MOVE;
        out.x = event->tfinger.x;
        out.y = event->tfinger.y;
        out.fingerID = event->tfinger.fingerId;
        break;
    case SDL_MOUSEWHEEL:
        out.kind = CSDL_EVENT_WHEEL;
        out.wheelX = event->wheel.preciseX;
        out.wheelY = event->wheel.preciseY;
        break;
    case SDL_KEYDOWN:
    case SDL_KEYUP:
        out.kind = event->type == SDL_KEYDOWN ? CSDL_EVENT_KEY_DOWN : CSDL_EVENT_KEY_UP;
        out.keyCode = event->key.keysym.sym;
        out.modifiers = event->key.keysym.mod;
        out.isRepeat = event->key.repeat;
        break;
    case SDL_TEXTINPUT:
        out.kind = CSDL_EVENT_TEXT;
        strncpy(out.text, event->text.text, sizeof out.text - 1);
        break;
    case SDL_WINDOWEVENT:
        switch (event->window.event) {
        case SDL_WINDOWEVENT_RESIZED:
        case SDL_WINDOWEVENT_SIZE_CHANGED:
            out.kind = CSDL_EVENT_RESIZED;
            out.windowWidth = event->window.data1 / unit;
            out.windowHeight = event->window.data2 / unit;
            break;
        case SDL_WINDOWEVENT_EXPOSED:
            out.kind = CSDL_EVENT_EXPOSED;
            break;
        default:
            out.kind = CSDL_EVENT_OTHER;
        }
        break;
    default:
        out.kind = CSDL_EVENT_OTHER;
    }
    return out;
}

/// The quit a destroyed window reads as, when no event carries it: given once, so that draining
/// the queue ends (SDL_PollEvent must run until it returns 0, or its end-of-poll marker stays
/// queued and hides later events).
static int window_gone_event(CSDLEvent *out) {
    static int reported = 0;
    if (!watched_window_gone || reported) return 0;
    reported = 1;
    memset(out, 0, sizeof *out);
    out->kind = CSDL_EVENT_QUIT;
    return 1;
}

int csdl_poll_event(CSDLEvent *out, double windowUnitsPerPoint) {
    SDL_Event event;
    if (!SDL_PollEvent(&event)) return window_gone_event(out);
    *out = csdl_flatten_event(&event, windowUnitsPerPoint);
    return 1;
}

int csdl_wait_event(CSDLEvent *out, double windowUnitsPerPoint, int timeoutMs) {
    SDL_Event event;
    if (window_gone_event(out)) return 1;
    if (!SDL_WaitEventTimeout(&event, timeoutMs)) return window_gone_event(out);
    *out = csdl_flatten_event(&event, windowUnitsPerPoint);
    return 1;
}

SDL_Window *csdl_create_window(const char *title, int width, int height, int hidden) {
    Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
    if (hidden) flags |= SDL_WINDOW_HIDDEN;
    SDL_Window *window = SDL_CreateWindow(title, SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, width, height, flags);
    if (window) watch_window(window);
    return window;
}

uint32_t csdl_format_argb8888(void) { return SDL_PIXELFORMAT_ARGB8888; }
uint32_t csdl_format_xrgb8888(void) { return SDL_PIXELFORMAT_XRGB8888; }

int csdl_push_quit(void) {
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_QUIT;
    e.quit.timestamp = SDL_GetTicks();
    return SDL_PushEvent(&e);
}

void csdl_write_stderr(const char *text) {
    fputs(text, stderr);
    fflush(stderr);
}

int csdl_map_allocations_from(int bytes) { return mallopt(M_MMAP_THRESHOLD, bytes); }

char *csdl_x11_resource_manager_string(void) {
#ifdef SDL_VIDEO_DRIVER_X11
    Display *display = XOpenDisplay(NULL);
    if (display == NULL) return NULL;
    const char *resources = XResourceManagerString(display);
    char *copy = resources != NULL ? strdup(resources) : NULL;
    XCloseDisplay(display);
    return copy;
#else
    return NULL;
#endif
}
