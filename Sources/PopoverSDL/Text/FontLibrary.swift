import CSDL2
import Foundation
import PopoverKit
import PopoverRender

/// Finds the bundled font files and opens SDL_ttf fonts at pixel sizes, caching each one.
///
/// Text is set in Inter (a close, freely licensed stand-in for SF Pro), serif text in DejaVu
/// Serif and code in DejaVu Sans Mono (the ancestor of Menlo). Emoji come from the system's Noto Color Emoji when installed.
///
/// Italic text is set in Inter's own italic faces, drawn for it as SF Pro's are (slanted, with
/// the letters' details redrawn for the slant). Serif and monospaced italics are slanted by
/// SDL_ttf (its italic style shears the upright glyphs), which for DejaVu Sans Mono is what its
/// oblique face is, and saves bundling four more files for rarely slanted designs.
///
/// Characters none of these has (other scripts: Japanese, Arabic, Devanagari…) are drawn in
/// the system font fontconfig offers for them (`FallbackFonts`), as desktops do.
@MainActor
public final class FontLibrary {
    /// File names by weight for proportional text, and for monospaced text.
    static let proportionalFiles: [Font.Weight: String] = [
        .regular: "Inter-Regular.otf", .medium: "Inter-Medium.otf",
        .semibold: "Inter-SemiBold.otf", .bold: "Inter-Bold.otf",
    ]
    static let proportionalItalicFiles: [Font.Weight: String] = [
        .regular: "Inter-Italic.otf", .medium: "Inter-MediumItalic.otf",
        .semibold: "Inter-SemiBoldItalic.otf", .bold: "Inter-BoldItalic.otf",
    ]
    static let monospacedFiles: [Font.Weight: String] = [
        .regular: "DejaVuSansMono.ttf", .medium: "DejaVuSansMono.ttf",
        .semibold: "DejaVuSansMono-Bold.ttf", .bold: "DejaVuSansMono-Bold.ttf",
    ]
    static let serifFiles: [Font.Weight: String] = [
        .regular: "DejaVuSerif.ttf", .medium: "DejaVuSerif.ttf",
        .semibold: "DejaVuSerif-Bold.ttf", .bold: "DejaVuSerif-Bold.ttf",
    ]
    /// Every bundled file.
    static var requiredFiles: [String] {
        Set(proportionalFiles.values).union(proportionalItalicFiles.values).union(monospacedFiles.values).union(serifFiles.values).sorted()
    }
    /// DejaVu Sans Mono advances 1233/2048 em a character, SF Mono 1266/2048 (the reference
    /// close-up's code line measures 0.618 em a character): code is set this much larger, so a
    /// code line is as wide as the original's.
    static let monospacedSizeScale = 1266.0 / 1233.0
    /// Where Debian's fonts-noto-color-emoji puts its font.
    public static let emojiFontPaths = [
        "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf",
        "/usr/share/fonts/noto/NotoColorEmoji.ttf",
    ]
    /// Noto Color Emoji holds one bitmap strike, 109 pixels per em.
    static let emojiStrikeSize: Int32 = 109

    /// Where the fonts that ship with PopoverSDL may be, most likely first: the target's
    /// resource bundle, which SwiftPM puts beside the built executable (its name starts with the
    /// package's identity, so it is found by its suffix), then the source tree it was built from.
    /// Unlike SwiftPM's `Bundle.module`, which stops the program when its bundle is missing, an
    /// executable copied away from both gets `FontLibraryError.fontsNotFound` naming the paths.
    nonisolated public static var bundledFontFolders: [String] {
        let executable = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]).deletingLastPathComponent()
        let besideExecutable = ((try? FileManager.default.contentsOfDirectory(atPath: executable.path)) ?? [])
            .filter { $0.hasSuffix("_PopoverSDL.resources") }.sorted()
            .map { executable.appendingPathComponent($0).appendingPathComponent("Fonts").path }
        let sourceTree = URL(fileURLWithPath: #filePath).deletingLastPathComponent() // Text
            .deletingLastPathComponent() // PopoverSDL
            .appendingPathComponent("Resources/Fonts").path
        return besideExecutable + [sourceTree]
    }

    /// Every font file a library made from `searchPaths` may open: the bundled files found in
    /// each folder (a folder before the one taken is read too), and the emoji font.
    public static func inputFiles(searchPaths: [String] = bundledFontFolders) -> [String] {
        let required = requiredFiles
        return (searchPaths.flatMap { folder in required.map { folder + "/" + $0 } } + emojiFontPaths)
            .filter { FileManager.default.fileExists(atPath: $0) }
    }

    /// Every file of the font folders in `searchPaths`: the fonts and their licences, the
    /// resources that ship with the library.
    public static func resourceFiles(searchPaths: [String] = bundledFontFolders) -> [String] {
        searchPaths.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted().map { folder + "/" + $0 }
        }
    }

    public let fontDirectory: String
    public let emojiFontPath: String?
    /// The system fonts characters the bundled fonts lack fall back to; nil when switched off.
    let fallback: FallbackFonts?
    private var open: [FontKey: OpaquePointer] = [:]
    private var openFallbacks: [FallbackKey: OpaquePointer] = [:]
    private var emojiFont: OpaquePointer?

    struct FontKey: Hashable {
        var file: String
        var pixelSize: Int32
        /// Slanted by SDL_ttf: the file has no italic face of its own.
        var isSlanted: Bool
    }

    struct FallbackKey: Hashable {
        var face: Int
        var pixelSize: Int32
    }

    /// Looks for the bundled fonts in each of `searchPaths` (folders) in order, and takes the
    /// first folder that has them all, if every one draws a glyph: a file that is there but no
    /// font (empty, truncated, a Git LFS pointer) would otherwise draw no text at all, without a word.
    /// Throws an error naming every path tried when none holds them, or the file that is broken.
    /// SDL_ttf must be initialised. `fontFallback` false draws only the bundled fonts (and the
    /// emoji font), as the tests of fallback do to see their checks fail without it.
    public init(searchPaths: [String], fontFallback: Bool = true) throws {
        let required = Self.requiredFiles
        var found: String?
        for folder in searchPaths where required.allSatisfy({ FileManager.default.isReadableFile(atPath: folder + "/" + $0) }) {
            // The first folder with every file is the one: a damaged file there is refused even
            // when a later folder (a checkout's source tree) would do, so the refusal does not
            // depend on where the program runs.
            if let unusable = required.first(where: { !Self.drawsAGlyph(folder + "/" + $0) }) {
                throw FontLibraryError.unusableFont(path: folder + "/" + unusable)
            }
            found = folder
            break
        }
        guard let directory = found else {
            throw FontLibraryError.fontsNotFound(tried: searchPaths, files: required)
        }
        fontDirectory = directory
        fallback = fontFallback ? FallbackFonts() : nil
        emojiFontPath = Self.emojiFontPaths.first { FileManager.default.isReadableFile(atPath: $0) }
    }

    /// Whether the font file at `path` opens and draws a letter with some ink.
    static func drawsAGlyph(_ path: String) -> Bool {
        guard let handle = TTF_OpenFont(path, 16) else { return false }
        defer { TTF_CloseFont(handle) }
        guard let surface = TTF_RenderUTF8_Blended(handle, "Ag", SDL_Color(r: 0, g: 0, b: 0, a: 255)) else { return false }
        defer { SDL_FreeSurface(surface) }
        guard SDL_LockSurface(surface) == 0 else { return false }
        defer { SDL_UnlockSurface(surface) }
        let pitch = Int(surface.pointee.pitch), height = Int(surface.pointee.h), width = Int(surface.pointee.w)
        guard width > 0, let pixels = surface.pointee.pixels?.assumingMemoryBound(to: UInt32.self) else { return false }
        let alphaMask = surface.pointee.format.pointee.Amask
        for row in 0..<height {
            for column in 0..<width where pixels[row * pitch / 4 + column] & alphaMask != 0 { return true }
        }
        return false
    }

    /// The file that holds `font`'s face, and whether it must be slanted to be italic.
    static func file(for font: Font) -> (name: String, isSlanted: Bool) {
        let weight = font.weight.bundledWeight
        switch font.design {
        case .proportional: return ((font.isItalic ? proportionalItalicFiles : proportionalFiles)[weight]!, false)
        case .monospaced: return (monospacedFiles[weight]!, font.isItalic)
        case .serif: return (serifFiles[weight]!, font.isItalic)
        }
    }

    /// The SDL_ttf font for `font` at a size of `pixelSize` pixels per em.
    func ttfFont(for font: Font, pixelSize: Int32) throws -> OpaquePointer {
        let (file, isSlanted) = Self.file(for: font)
        let size = font.design == .monospaced ? Int32((Double(pixelSize) * Self.monospacedSizeScale).rounded()) : pixelSize
        let key = FontKey(file: file, pixelSize: max(1, size), isSlanted: isSlanted)
        if let cached = open[key] { return cached }
        let path = fontDirectory + "/" + file
        guard let handle = TTF_OpenFont(path, Int32(key.pixelSize)) else {
            throw SDLError("TTF_OpenFont(\(path))")
        }
        TTF_SetFontHinting(handle, TTF_HINTING_LIGHT)
        if isSlanted { TTF_SetFontStyle(handle, TTF_STYLE_ITALIC) }
        open[key] = handle
        return handle
    }

    /// The SDL_ttf font for fallback face `face` (see `FallbackFonts`) at `pixelSize` pixels per em.
    func fallbackFont(_ face: Int, pixelSize: Int32) -> OpaquePointer? {
        let key = FallbackKey(face: face, pixelSize: max(1, pixelSize))
        if let cached = openFallbacks[key] { return cached }
        guard let file = fallback?.faces[face],
              let handle = TTF_OpenFontIndex(file.path, key.pixelSize, file.index) else { return nil }
        TTF_SetFontHinting(handle, TTF_HINTING_LIGHT)
        openFallbacks[key] = handle
        return handle
    }

    /// The color emoji font at its fixed strike size, or nil when it is not installed.
    func emoji() -> OpaquePointer? {
        if let emojiFont { return emojiFont }
        guard let path = emojiFontPath, let handle = TTF_OpenFont(path, Self.emojiStrikeSize) else { return nil }
        emojiFont = handle
        return handle
    }

    /// Closes every font. Must run before TTF_Quit.
    func closeAll() {
        for handle in open.values { TTF_CloseFont(handle) }
        open.removeAll()
        for handle in openFallbacks.values { TTF_CloseFont(handle) }
        openFallbacks.removeAll()
        fallback?.closeAll()
        if let emojiFont { TTF_CloseFont(emojiFont) }
        emojiFont = nil
    }
}

public enum FontLibraryError: Error, CustomStringConvertible {
    case fontsNotFound(tried: [String], files: [String])
    /// The file is there but draws nothing: empty, truncated, not a font, or a Git LFS pointer.
    case unusableFont(path: String)

    public var description: String {
        switch self {
        case .fontsNotFound(let tried, let files):
            "bundled fonts not found (\(files.joined(separator: ", "))); looked in: "
                + (tried.isEmpty ? "(no paths)" : tried.joined(separator: ", "))
        case .unusableFont(let path):
            "\(path) is not a usable font (empty, truncated, or a Git LFS pointer: run `git lfs pull`); no text could be drawn"
        }
    }
}
