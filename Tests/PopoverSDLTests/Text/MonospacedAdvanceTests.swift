import PopoverKit
import PopoverSDL
import Testing
import TestSupport

/// Code is as wide as the original's: SF Mono advances 1266/2048 em a character, and our
/// monospaced text does the same at the sizes the bubbles use.
@MainActor
@Suite struct MonospacedAdvanceTests {
    @Test(arguments: [14.0, 16.0])
    func aCodeLineAdvancesAsSFMonoDoes(_ size: Double) throws {
        let renderer = TextRenderer(fonts: try SharedSDL.headless().fonts, scale: 2)
        let code = "Image(systemName: \"globe\")"
        let width = renderer.width(of: code, font: Font(size: size).monospaced())
        let sfMono = Double(code.count) * size * 1266 / 2048
        #expect(abs(width - sfMono) / sfMono < 0.015, "\(width) pt against SF Mono's \(sfMono)")
    }
}
