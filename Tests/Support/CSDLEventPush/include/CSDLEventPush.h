#ifndef CSDL_EVENT_PUSH_H
#define CSDL_EVENT_PUSH_H

#include <stdint.h>

/// Synthetic input pushed into SDL's queue, for tests that read it as a window does. Each
/// returns SDL_PushEvent's result. Positions are in window units; the event names the window
/// with keyboard focus, if any. (A quit is `csdl_push_quit`, in CSDL2, which the app uses too.)
int csdl_push_pointer_button(int down, int x, int y, int button);
int csdl_push_pointer_move(int x, int y);
int csdl_push_key(int down, int32_t keyCode, uint16_t modifiers);
int csdl_push_resize(int width, int height);
/// `phase`: 0 down, 1 move, 2 up; x and y as fractions of the window's size.
int csdl_push_finger(int phase, int64_t fingerID, float x, float y);

#endif
