import PopoverSDL

/// One headless SDL runtime (SDL, SDL_ttf and the bundled fonts) for every test in this target
/// that draws text or pushes events: it starts once per run, not once per test.
@MainActor
enum SharedSDL {
    private static var started: SDLRuntime?

    static func headless() throws -> SDLRuntime {
        if let started { return started }
        let runtime = try SDLRuntime(mode: .headless)
        started = runtime
        return runtime
    }
}
