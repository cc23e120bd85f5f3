#include "CSDLEventPush.h"
#include <SDL2/SDL.h>
#include <string.h>

static Uint32 window_id(void) {
    SDL_Window *focus = SDL_GetKeyboardFocus();
    return focus ? SDL_GetWindowID(focus) : 0;
}

int csdl_push_pointer_button(int down, int x, int y, int button) {
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP;
    e.button.timestamp = SDL_GetTicks();
    e.button.windowID = window_id();
    e.button.state = down ? SDL_PRESSED : SDL_RELEASED;
    e.button.button = (Uint8)button;
    e.button.clicks = 1;
    e.button.x = x;
    e.button.y = y;
    return SDL_PushEvent(&e);
}

int csdl_push_pointer_move(int x, int y) {
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_MOUSEMOTION;
    e.motion.timestamp = SDL_GetTicks();
    e.motion.windowID = window_id();
    e.motion.x = x;
    e.motion.y = y;
    return SDL_PushEvent(&e);
}

int csdl_push_key(int down, int32_t keyCode, uint16_t modifiers) {
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = down ? SDL_KEYDOWN : SDL_KEYUP;
    e.key.timestamp = SDL_GetTicks();
    e.key.windowID = window_id();
    e.key.state = down ? SDL_PRESSED : SDL_RELEASED;
    e.key.keysym.sym = keyCode;
    e.key.keysym.scancode = SDL_GetScancodeFromKey(keyCode);
    e.key.keysym.mod = modifiers;
    return SDL_PushEvent(&e);
}

int csdl_push_resize(int width, int height) {
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_WINDOWEVENT;
    e.window.timestamp = SDL_GetTicks();
    e.window.windowID = window_id();
    e.window.event = SDL_WINDOWEVENT_RESIZED;
    e.window.data1 = width;
    e.window.data2 = height;
    return SDL_PushEvent(&e);
}

int csdl_push_finger(int phase, int64_t fingerID, float x, float y) {
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = phase == 0 ? SDL_FINGERDOWN : phase == 2 ? SDL_FINGERUP : SDL_FINGERMOTION;
    e.tfinger.timestamp = SDL_GetTicks();
    e.tfinger.fingerId = fingerID;
    e.tfinger.x = x;
    e.tfinger.y = y;
    e.tfinger.pressure = phase == 2 ? 0 : 1;
    e.tfinger.windowID = window_id();
    return SDL_PushEvent(&e);
}
