import Foundation
import PopoverKit
import PopoverSDL
import Testing
@testable import DemoApp

/// The example frame rendered headlessly shows the bubble's blue above the globe.
@MainActor
@Suite struct ExampleFrameRenderTests {
    @Test func bubbleBlueSitsAboveTheGlobe() throws {
        let runtime = try SDLRuntime(mode: .headless, fontSearchPaths: AssetLocator.fontFolders())
        let backend = HeadlessBackend(runtime: runtime, size: Size(width: 390, height: 844), scale: 2)
        let app = AppRuntime(idiom: .phone, size: backend.pointSize, measurer: backend.textRenderer)
        backend.draw(FixedStepClock.run(app, until: 1.0))
        let frame = backend.frame
        #expect(frame.width == 780 && frame.height == 1688)

        // Fully covered bubble pixels carry the exact fill color.
        func isBubbleBlue(_ x: Int, _ y: Int) -> Bool { frame[x, y] == 0x0A84FF }
        func isBluish(_ x: Int, _ y: Int) -> Bool {
            let (r, _, b) = frame.rgb(x: x, y: y)
            return Int(b) - Int(r) > 60
        }
        let centerX = 390
        // The scene area, above the tab strip (whose selected tab is blue too).
        let sceneRows = 0..<(frame.height - Int(AppRuntime.chromeHeight) * 2)
        let bubbleRows = sceneRows.filter { y in (0..<frame.width).contains { isBubbleBlue($0, y) } }
        #expect(bubbleRows.count > 80)
        // Below the bubble's last fully covered row (at the arrow) comes a short gap, then the globe.
        let bubbleBottom = bubbleRows.max()!
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
}
