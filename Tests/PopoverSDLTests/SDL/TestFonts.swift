import PopoverSDL

/// The fonts bundled with PopoverSDL, as its resource bundle holds them after the build.
@MainActor
enum TestFonts {
    static var folder: String { FontLibrary.bundledFontFolder }
}
