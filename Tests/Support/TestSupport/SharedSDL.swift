import PopoverSDL

/// One headless SDL runtime (SDL, SDL_ttf and the bundled fonts) for every test of the run
/// that draws text or pushes events: it starts once per run, not once per test.
@MainActor
public enum SharedSDL {
    private static var started: SDLRuntime?

    public static func headless() throws -> SDLRuntime {
        if let started { return started }
        let runtime = try SDLRuntime(mode: .headless)
        started = runtime
        return runtime
    }
}
