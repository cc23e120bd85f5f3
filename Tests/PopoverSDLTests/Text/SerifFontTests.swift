import PopoverKit
import Testing
@testable import PopoverSDL

/// `.serif` text is set in the bundled DejaVu Serif, not in the proportional face.
@MainActor
@Suite struct SerifFontTests {
    @Test func serifTextIsSetInItsOwnFace() throws {
        let renderer = try HeadlessRenderer(size: Size(width: 100, height: 100), scale: 1)
        let text = "Hamburgefonstiv"
        let sans = renderer.measurer.width(of: text, font: Font(size: 17))
        let serif = renderer.measurer.width(of: text, font: Font(size: 17, design: .serif))
        let boldSerif = renderer.measurer.width(of: text, font: Font(size: 17, weight: .bold, design: .serif))
        // DejaVu Serif is wider than Inter, and its bold wider still.
        #expect(serif > sans * 1.05)
        #expect(boldSerif > serif)
    }
}
