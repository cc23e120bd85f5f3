import Foundation
import PopoverKit
import Testing
@testable import PopoverRender
@testable import PopoverSDL

/// Text in a bubble: white glyphs on the blue, emoji in color.
@MainActor
@Suite struct TextPixelTests {
    let frames: HeadlessFrames
    init() throws { frames = try HeadlessFrames() }

    static func bubble(with text: String) -> DisplayList {
        let shape = BubbleShape(body: Rect(x: 20, y: 20, width: 200, height: 60), cornerRadius: 20,
                                arrow: BubbleArrow(edge: .bottom, tip: Point(x: 120, y: 89)))
        return DisplayList(background: .white, items: [
            .fill(shape.path, Color(hex: 0x0A84FF)),
            .text(TextRun(text: text, font: .bubble, color: .white, origin: Point(x: 50, y: 38))),
        ])
    }

    @Test func whiteTextRendersInsideTheBlueBubble() {
        let frame = frames.render(Self.bubble(with: "Hello, popover"), size: Size(width: 240, height: 100))
        let body = PixelRect(minX: 40, minY: 40, maxX: 440, maxY: 160)
        var white = 0, blue = 0, between = 0
        for y in body.minY..<body.maxY {
            for x in body.minX..<body.maxX {
                let (r, g, b) = frame.rgb(x: x, y: y)
                if frame[x, y] == 0xFFFFFF { white += 1 } else if frame[x, y] == 0x0A84FF { blue += 1 }
                // Anti-aliased glyph edges lie on the line from blue to white: blue stays at least as high.
                else if b >= r && b >= g && r >= 0x0A { between += 1 }
            }
        }
        #expect(white > 300, "\(white) white pixels")
        #expect(between > 100, "\(between) anti-aliased pixels")
        #expect(blue > 20_000)
        // Only the text line's rows carry white.
        let textRows = (body.minY..<body.maxY).filter { y in (80..<400).contains { frame[$0, y] == 0xFFFFFF } }
        #expect(!textRows.isEmpty)
        #expect(textRows.allSatisfy { (76...120).contains($0) }, "\(textRows.min() ?? -1)...\(textRows.max() ?? -1)")
    }

    /// run.sh installs the emoji font, so a machine without it fails here, naming the package,
    /// rather than skipping: emoji in color is a README promise.
    @Test func emojiPixelsAreColored() throws {
        try #require(FontLibrary.emojiFontPaths.contains { FileManager.default.isReadableFile(atPath: $0) },
                     "Noto Color Emoji is missing (looked for \(FontLibrary.emojiFontPaths.joined(separator: ", "))): apt-get install fonts-noto-color-emoji, as run.sh does")
        let frame = frames.render(Self.bubble(with: "⚡🌙"), size: Size(width: 240, height: 100))
        let glyphArea = PixelRect(minX: 96, minY: 70, maxX: 200, maxY: 130)
        var saturatedNonBlue = 0
        for y in glyphArea.minY..<glyphArea.maxY {
            for x in glyphArea.minX..<glyphArea.maxX {
                let (r, g, b) = frame.rgb(x: x, y: y)
                let high = max(r, g, b), low = min(r, g, b)
                // Saturated and warm (the bolt's and moon's yellows), so neither gray, white, nor the bubble.
                if high - low > 100 && r > b { saturatedNonBlue += 1 }
            }
        }
        #expect(saturatedNonBlue > 200, "\(saturatedNonBlue) colored pixels")
    }
}
