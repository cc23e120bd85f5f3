import Foundation
import PopoverKit
import PopoverSDL
import Testing
import TestSupport
@testable import DemoApp

/// The example frame rendered headlessly shows the bubble's blue above the globe, in the
/// system blue of the idiom's color scheme.
@MainActor
@Suite struct ExampleFrameRenderTests {
    @Test func bubbleBlueSitsAboveTheGlobe() throws {
        let runtime = try SharedSDL.headless()
        let backend = HeadlessBackend(runtime: runtime, size: Size(width: 390, height: 844), scale: 2)
        let app = AppRuntime(idiom: .phone, size: backend.pointSize, measurer: backend.textRenderer)
        backend.draw(FixedStepClock.run(app, until: 1.0))
        let frame = backend.frame
        #expect(frame.width == 780 && frame.height == 1688)

        // Fully covered bubble pixels carry the exact fill color: the light system blue.
        func isBubbleBlue(_ x: Int, _ y: Int) -> Bool { frame[x, y] == 0x007AFF }
        func isBluish(_ x: Int, _ y: Int) -> Bool {
            let (r, _, b) = frame.rgb(x: x, y: y)
            return Int(b) - Int(r) > 60
        }
        let centerX = 390
        // The scene area, above the tab strip (whose selected tab is blue too).
        let sceneRows = 0..<(frame.height - Int(AppRuntime.chromeHeight) * 2)
        // The globe is drawn in the same blue; a bubble row is far wider than the globe (40 px).
        let bubbleRows = sceneRows.filter { y in (0..<frame.width).filter { isBubbleBlue($0, y) }.count > 100 }
        // One line of text (the latest example's) and its padding: about 33 pt, 66 px at 2x.
        #expect(bubbleRows.count > 60, "\(bubbleRows.count) rows")
        // Below the bubble's last fully covered row (at the arrow) comes a short gap, then the globe.
        // (the body's last wide row, then down the center column through the arrow).
        var bubbleBottom = bubbleRows.max()!
        while isBubbleBlue(centerX, bubbleBottom + 1) { bubbleBottom += 1 }
        let column = (0..<frame.height).map { isBluish(centerX, $0) }
        let gapTop = try #require(column[(bubbleBottom + 1)...].firstIndex(of: false))
        let globeTop = try #require(column[gapTop...].firstIndex(of: true))
        let globeBottom = try #require(column[globeTop..<(globeTop + 60)].lastIndex(of: true))
        // The arrow's anti-aliased tip, then the 3 pt (6 px) gap to the globe's frame.
        #expect((1...4).contains(gapTop - bubbleBottom), "tip \(bubbleBottom)...\(gapTop)")
        #expect((4...10).contains(globeTop - gapTop), "gap \(gapTop)...\(globeTop)")
        #expect((36...46).contains(globeBottom - globeTop), "globe \(globeTop)...\(globeBottom)")
        // The bubble is horizontally centered on the globe.
        let row = bubbleRows[bubbleRows.count / 2]
        let xs = (0..<frame.width).filter { isBubbleBlue($0, row) }
        #expect(abs((xs.min()! + xs.max()!) / 2 - centerX) <= 1)
        // Text is drawn in white inside the bubble.
        let whiteInside = bubbleRows.contains { y in xs.contains { x in frame[x, y] == 0xFFFFFF } }
        #expect(whiteInside)
    }

    @Test func darkIdiomsDrawTheDarkBlueWithWhiteTextOnADarkWindow() throws {
        let runtime = try SharedSDL.headless()
        for idiom in [Idiom.watch, .tv, .vision] {
            let size = AppRuntime.windowSize(for: idiom)
            let backend = HeadlessBackend(runtime: runtime, size: size, scale: 1)
            let app = AppRuntime(idiom: idiom, size: size, measurer: backend.textRenderer)
            let list = FixedStepClock.run(app, until: 1.0)
            backend.draw(list)
            #expect(backend.frame.pixels.contains(0x0A84FF), "\(idiom)")
            #expect(!backend.frame.pixels.contains(0x007AFF), "\(idiom)")
            // The window is dark where the content sits (the middle of the scene area); vision's
            // glass is lighter, but never so light that white text falls below 4.5:1 on it
            // (luminance at most 1.05 / 4.5 − 0.05).
            let middle = backend.frame[backend.frame.width / 2, Int(idiom.windowSize.height * 0.8)]
            let darkest = idiom == .vision ? 1.05 / 4.5 - 0.05 : 0.06
            #expect(Color(hex: middle).relativeLuminance < darkest, "\(idiom): \(Color(hex: middle).relativeLuminance)")
            let texts = list.items.compactMap { if case .text(let run) = $0 { run } else { nil } }
            let hello = try #require(texts.first { $0.text == "Hello, world!" })
            #expect(hello.color == .white)
        }
    }
}
