#ifndef CSDL2_H
#define CSDL2_H

#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <SDL2/SDL_image.h>

/// What a flattened event is.
typedef enum {
    CSDL_EVENT_NONE = 0,
    CSDL_EVENT_QUIT,
    CSDL_EVENT_POINTER_DOWN,
    CSDL_EVENT_POINTER_UP,
    CSDL_EVENT_POINTER_MOVE,
    CSDL_EVENT_WHEEL,
    CSDL_EVENT_KEY_DOWN,
    CSDL_EVENT_KEY_UP,
    CSDL_EVENT_TEXT,
    CSDL_EVENT_RESIZED,
    CSDL_EVENT_EXPOSED,
    CSDL_EVENT_FINGER_DOWN,
    CSDL_EVENT_FINGER_UP,
    CSDL_EVENT_FINGER_MOVE,
    CSDL_EVENT_OTHER
} CSDLEventKind;

/// SDL's event union flattened into one plain struct Swift can read field by field.
typedef struct {
    CSDLEventKind kind;
    /// Pointer position in points (window coordinates divided by the points scale); for a
    /// finger, its position as a fraction of the window's width and height (0 to 1).
    double x;
    double y;
    /// 1 left, 2 middle, 3 right.
    int button;
    /// SDL_Keycode of a key event.
    int32_t keyCode;
    /// SDL_Keymod bits of a key event.
    uint16_t modifiers;
    /// Non-zero when a key event is an auto-repeat.
    int isRepeat;
    /// UTF-8 text of a text-input event, NUL-terminated.
    char text[32];
    /// Wheel scroll, in SDL's units (positive: away from the user, to the right).
    double wheelX;
    double wheelY;
    /// New window size, in points, of a resize event.
    double windowWidth;
    double windowHeight;
    /// Which finger a finger event is about.
    int64_t fingerID;
    /// Milliseconds since SDL was initialized.
    uint32_t timestamp;
} CSDLEvent;

/// Converts one SDL event (a quit once the window was destroyed from outside). `windowUnitsPerPoint` divides pointer positions and sizes.
CSDLEvent csdl_flatten_event(const SDL_Event *event, double windowUnitsPerPoint);

/// Polls one event into `out`; returns 0 when the queue is empty.
int csdl_poll_event(CSDLEvent *out, double windowUnitsPerPoint);

/// Waits up to `timeoutMs` for an event; returns 0 on timeout.
int csdl_wait_event(CSDLEvent *out, double windowUnitsPerPoint, int timeoutMs);

/// A resizable, high-DPI-aware window centered on screen. On X11 it is watched: once something
/// else destroys it, every event reads as a quit (and the X errors that follow are ignored).
SDL_Window *csdl_create_window(const char *title, int width, int height, int hidden);

/// Calls `handler` (once) when the connection to the X server is lost, before Xlib ends the
/// process with status 1; NULL restores Xlib's default. Does nothing without X11.
void csdl_on_display_lost(void (*handler)(void));

/// SDL_PIXELFORMAT_ARGB8888 and XRGB8888, which Swift sees as an anonymous enum.
uint32_t csdl_format_argb8888(void);
uint32_t csdl_format_xrgb8888(void);

/// Pushes a quit event (from any thread: `QuitOnWakeup` ends a window's loop with it).
/// Returns SDL_PushEvent's result.
int csdl_push_quit(void);

/// Writes a string to standard error; Swift 6 forbids touching the global `stderr` directly.
void csdl_write_stderr(const char *text);

/// glibc's mallopt(M_MMAP_THRESHOLD): allocations of at least `bytes` are always mapped on
/// their own and unmapped when freed. By default glibc raises that threshold after the first
/// such free, and freed frames then stay in the heap, in pieces. Returns mallopt's result.
int csdl_map_allocations_from(int bytes);

/// The X resource database of the display DISPLAY names (what `xrdb` loaded, as
/// XResourceManagerString returns it), copied with malloc: the caller frees it. NULL when there
/// is none, no X server answers, or SDL was built without X11.
char *csdl_x11_resource_manager_string(void);

/// The file (and face index within it) of the installed font fontconfig puts first, in the
/// desktop's order for sans-serif text of `openTypeWeight` (100 to 900, 400 regular), among those
/// that have `codepoint`: the font a desktop falls back to for it. Color (emoji) fonts are
/// skipped. Writes the NUL-terminated path into `path` and returns 1, or returns 0 when no font
/// has the character (or the path is longer than `pathSize`).
int csdl_fallback_font(uint32_t codepoint, int openTypeWeight, char *path, int pathSize, int *faceIndex);

/// fribidi's embedding levels (the Unicode bidirectional algorithm, rules P2 to I2) of the
/// paragraph `text` (`length` code points), its direction taken from its first strong
/// character: even levels run left to right, odd ones right to left. Writes `length` levels and
/// returns 1 when the paragraph runs left to right, 2 right to left, 0 on failure.
int csdl_bidi_levels(const uint32_t *text, int length, int8_t *levels);

#endif
