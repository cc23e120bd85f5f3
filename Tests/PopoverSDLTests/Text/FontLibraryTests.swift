import Foundation
import PopoverSDL
import Testing
import TestSupport

/// A font folder whose files are there but are no fonts (empty, cut short, random bytes, a Git
/// LFS pointer) is refused with the file's name, instead of drawing pictures without text, even
/// when a later folder has good fonts.
@MainActor
@Suite struct FontLibraryTests {
    nonisolated static let lfsPointer = "version https://git-lfs.github.com/spec/v1\noid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393\nsize 310000\n"

    /// A copy of the bundled fonts with `file` replaced by what `damage` makes of it.
    static func damagedCopy(_ file: String, _ damage: (Data) -> Data) throws -> String {
        let source = try #require(FontLibrary.bundledFontFolders.first { FileManager.default.fileExists(atPath: $0 + "/" + file) })
        let copy = NSTemporaryDirectory() + "fonts-\(UUID().uuidString)"
        try FileManager.default.copyItem(atPath: source, toPath: copy)
        let original = try Data(contentsOf: URL(fileURLWithPath: copy + "/" + file))
        try damage(original).write(to: URL(fileURLWithPath: copy + "/" + file))
        return copy
    }

    nonisolated static let damages: [(String, @Sendable (Data) -> Data)] = [
        ("empty", { _ in Data() }),
        ("truncated", { $0.prefix(2048) }),
        ("random", { Data((0..<$0.count).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) }) }),
        ("lfs", { _ in Data(lfsPointer.utf8) }),
    ]

    @Test(arguments: ["Inter-Regular.otf", "DejaVuSansMono-Bold.ttf"], 0..<4)
    func anUnusableFontIsRefusedByName(file: String, damage: Int) throws {
        _ = try SharedSDL.headless()
        let folder = try Self.damagedCopy(file, Self.damages[damage].1)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        do {
            _ = try SDLRuntime(mode: .headless, fontSearchPaths: [folder])
            Issue.record("a \(Self.damages[damage].0) \(file) was accepted")
        } catch let error as FontLibraryError {
            #expect("\(error)".hasPrefix("\(folder)/\(file) is not a usable font"), "\(error)")
        }
    }

    /// The first folder that holds every file is the one taken: a damaged file there is refused
    /// even when a later folder (the source tree of a checkout) has good fonts, so the refusal
    /// does not depend on where the program runs (issue 36).
    @Test func aDamagedFolderIsRefusedThoughALaterOneIsGood() throws {
        _ = try SharedSDL.headless()
        let folder = try Self.damagedCopy("Inter-Bold.otf") { _ in Data() }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        do {
            let runtime = try SDLRuntime(mode: .headless, fontSearchPaths: [folder] + FontLibrary.bundledFontFolders)
            Issue.record("the damaged folder was passed over for \(runtime.fonts.fontDirectory)")
        } catch let error as FontLibraryError {
            #expect("\(error)".hasPrefix("\(folder)/Inter-Bold.otf is not a usable font"), "\(error)")
        }
    }

    /// A folder without the files (an executable copied away from its bundle) is passed over.
    @Test func aFolderWithoutTheFontsIsPassedOver() throws {
        let empty = NSTemporaryDirectory() + "fonts-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: empty) }
        let runtime = try SDLRuntime(mode: .headless, fontSearchPaths: [empty] + FontLibrary.bundledFontFolders)
        #expect(runtime.fonts.fontDirectory != empty)
    }
}
