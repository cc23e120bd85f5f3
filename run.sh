#!/usr/bin/env bash
# Set up, build and run the popover demo on Debian or Ubuntu.
#   ./run.sh [ARGS...]   install what is missing, build (release) and run popover-demo ARGS
#                        (with no display and no ARGS, record the default demo clip to demo.mp4)
#   ./run.sh test [ARGS] install what is missing and run `swift test -c release ARGS` (optimised:
#                        the pixel and video tests render thousands of frames)
set -euo pipefail
cd "$(dirname "$0")"

# SDL2 and SDL_ttf for windows, input and text; SDL_image for PNG output; ffmpeg for video;
# Noto Color Emoji for emoji; pkg-config for the build. For the tests of the real window: Xvfb,
# with xrdb and xwininfo (the desktop's scale) and xdotool (keys and resizes from outside) on
# X11; sway, headless, with grim (screenshots) and wtype (a virtual keyboard) on Wayland.
# Text in other scripts: fontconfig (libfontconfig-dev) finds the system font for characters the
# bundled fonts lack, fribidi (libfribidi-dev) orders right-to-left text; fonts-noto-core
# (Arabic, Hebrew, Devanagari and most other scripts, 42 MB) and fonts-noto-cjk (Chinese,
# Japanese, Korean, 91 MB: Debian's only Noto CJK package) are the fonts the tests draw them in.
PACKAGES=(pkg-config libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev ffmpeg fonts-noto-color-emoji xvfb xauth x11-xserver-utils x11-utils xdotool sway grim wtype libfontconfig-dev libfribidi-dev fonts-noto-core fonts-noto-cjk)

say() { printf 'run.sh: %s\n' "$*" >&2; }

install_missing_packages() {
    local missing=() package
    for package in "${PACKAGES[@]}"; do
        if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
            missing+=("$package")
        fi
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    if ! command -v apt-get >/dev/null 2>&1; then
        say "this system has no apt-get; install these packages (or your system's equivalents) by hand: ${missing[*]}"
        exit 1
    fi
    local sudo=()
    if [ "$(id -u)" -ne 0 ]; then
        if ! command -v sudo >/dev/null 2>&1; then
            say "need root to install ${missing[*]}: run as root or install sudo"
            exit 1
        fi
        sudo=(sudo)
    fi
    say "installing ${missing[*]}"
    "${sudo[@]}" apt-get update -q
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
}

find_swift() {
    if command -v swift >/dev/null 2>&1; then return 0; fi
    if [ -x /opt/swift/usr/bin/swift ]; then export PATH="/opt/swift/usr/bin:$PATH"; return 0; fi
    say "the Swift toolchain (6.2 or later) is not on PATH; install it from swift.org and try again"
    exit 1
}

has_display() { [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; }

install_missing_packages
find_swift

if [ "${1:-}" = "test" ]; then
    shift
    # The example packages use the library as any package would: keep them compiling.
    swift build --package-path Examples/HelloPopover >&2
    swift build --package-path Examples/WorldPopovers >&2
    exec swift test -c release "$@"
fi

swift build -c release --product popover-demo >&2
demo=.build/release/popover-demo

if [ $# -eq 0 ] && ! has_display; then
    out="$PWD/demo.mp4"
    say "no display: recording the default demo clip (example-drag-tracking) headlessly instead of opening a window"
    "$demo" record --scenario example-drag-tracking --out "$out"
    say "wrote $out"
    exit 0
fi
exec "$demo" "$@"
