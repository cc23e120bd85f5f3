import PopoverKit
import PopoverRender
import Testing
@testable import PopoverSDL

/// Italic text really slants, in every design: a row of "I"s, whose stems are upright in the
/// upright face, has its ink further right at the top than at the bottom.
@MainActor
@Suite struct ItalicFaceTests {
    let frames: HeadlessFrames
    init() throws { frames = try HeadlessFrames() }

    /// How far right (in pixels, at 2x) the ink's middle is in the glyphs' top quarter compared
    /// with their bottom quarter.
    func lean(_ font: Font) -> Double {
        let list = DisplayList(background: .white, items: [
            .text(TextRun(text: "IIII", font: font, color: .black, origin: Point(x: 10, y: 5))),
        ])
        let frame = frames.render(list, size: Size(width: 120, height: 60))
        func inkMiddle(_ rows: Range<Int>) -> Double {
            var weighted = 0.0, total = 0.0
            for y in rows {
                for x in 0..<frame.width {
                    let ink = 255 - Double(frame.rgb(x: x, y: y).red)
                    weighted += ink * Double(x)
                    total += ink
                }
            }
            return weighted / total
        }
        let inked = (0..<frame.height).filter { y in (0..<frame.width).contains { frame[$0, y] != 0xFFFFFF } }
        let top = inked.first!, height = inked.last! - top + 1
        return inkMiddle(top..<top + height / 4) - inkMiddle(top + height * 3 / 4..<top + height)
    }

    @Test(arguments: [Font.Design.proportional, .serif, .monospaced])
    func italicTextLeansRightAndUprightDoesNot(_ design: Font.Design) {
        let upright = lean(Font(size: 40, design: design))
        let italic = lean(Font(size: 40, design: design, isItalic: true))
        #expect(abs(upright) < 1.5, "upright leans \(upright) px")
        // The "I" is about 56 px tall at 2x: a slant of 8 to 12 degrees moves its top quarter's
        // middle 6 to 9 px right of its bottom quarter's.
        #expect(italic - upright > 5, "italic leans \(italic) px, upright \(upright) px")
    }

    /// Inter's italic faces are its own files, at every bundled weight.
    @Test func proportionalItalicsAreInterItalicFaces() {
        #expect(FontLibrary.file(for: Font(size: 17, isItalic: true)) == ("Inter-Italic.otf", false))
        #expect(FontLibrary.file(for: Font(size: 17, weight: .semibold, isItalic: true)) == ("Inter-SemiBoldItalic.otf", false))
        #expect(FontLibrary.file(for: Font(size: 17, weight: .black, isItalic: true)) == ("Inter-BoldItalic.otf", false))
        #expect(FontLibrary.file(for: Font(size: 17, design: .serif, isItalic: true)) == ("DejaVuSerif.ttf", true))
        #expect(FontLibrary.file(for: Font(size: 17, weight: .light)) == ("Inter-Regular.otf", false))
    }
}
