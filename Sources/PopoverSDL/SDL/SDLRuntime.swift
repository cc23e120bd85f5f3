import CSDL2

/// Owns SDL's global state: initializes SDL and SDL_ttf once and shuts them down in the right order.
///
/// Fonts must be closed before TTF_Quit (closing one after crashes), so the runtime keeps the
/// font library and releases it first. Like all SDL state it lives on the main actor, which also
/// keeps tests that touch SDL from running at the same time.
@MainActor
public final class SDLRuntime {
    public enum Mode {
        /// No video: events only (for synthetic events) and SDL_ttf. Used for headless rendering.
        case headless
        /// Video and events, for a real window.
        case windowed
    }

    public let mode: Mode
    public private(set) var fonts: FontLibrary
    private let subsystems: UInt32

    /// - Parameter fontSearchPaths: folders to look for the fonts in, in order; by default the
    ///   fonts bundled with PopoverSDL.
    /// - Parameter display: for a window, the environment that decides which video drivers SDL
    ///   may try. Throws `NoDisplayError` without starting SDL's video when none could show one.
    public init(mode: Mode, fontSearchPaths: [String] = FontLibrary.bundledFontFolders, display: DisplayEnvironment = DisplayEnvironment()) throws {
        self.mode = mode
        let flags: UInt32 = mode == .windowed ? UInt32(SDL_INIT_VIDEO | SDL_INIT_EVENTS) : UInt32(SDL_INIT_EVENTS)
        if mode == .headless {
            // Never let a headless run grab a display or an audio device by accident.
            SDL_SetHint(SDL_HINT_VIDEODRIVER, "offscreen")
        } else if let drivers = display.videoDriverHint {
            guard !drivers.isEmpty else {
                throw NoDisplayError(reason: "DISPLAY is not set and no Wayland socket was found, so there is nothing to show a window on")
            }
            SDL_SetHint(SDL_HINT_VIDEODRIVER, drivers)
        }
        subsystems = flags
        guard SDL_InitSubSystem(flags) == 0 else { throw SDLError("SDL_Init") }
        guard TTF_Init() == 0 else {
            SDL_QuitSubSystem(flags)
            throw SDLError("TTF_Init")
        }
        do {
            fonts = try FontLibrary(searchPaths: fontSearchPaths)
        } catch {
            TTF_Quit()
            SDL_QuitSubSystem(flags)
            throw error
        }
    }

    /// The video driver SDL chose, or nil without video.
    public var videoDriver: String? {
        guard let name = SDL_GetCurrentVideoDriver() else { return nil }
        return String(cString: name)
    }

    // SDL and SDL_ttf count their initializations, so several runtimes may come and go.
    isolated deinit {
        fonts.closeAll()
        TTF_Quit()
        SDL_QuitSubSystem(subsystems)
    }
}
