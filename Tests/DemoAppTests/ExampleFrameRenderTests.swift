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
        let backend = HeadlessBackend(runtime: runtime, size: Size(width: 390, height: 844), scale: 1)
        let scene = ExampleFrame(size: backend.pointSize)
        backend.draw(scene.displayList(measurer: backend.textRenderer))
        let frame = backend.frame
        #expect(frame.width == 390 && frame.height == 844)

        func isBubbleBlue(_ x: Int, _ y: Int) -> Bool {
            let (r, g, b) = frame.rgb(x: x, y: y)
            return r == 0x0A && g == 0x84 && b == 0xFF
        }
        func isGlobeTint(_ x: Int, _ y: Int) -> Bool {
            let (r, g, b) = frame.rgb(x: x, y: y)
            return r < 40 && g > 90 && g < 150 && b > 220
        }
        let centerX = 195
        let globeRows = (0..<frame.height).filter { y in (centerX - 11...centerX + 11).contains { isGlobeTint($0, y) } }
        let bubbleRows = (0..<frame.height).filter { y in (0..<frame.width).contains { isBubbleBlue($0, y) } }
        #expect(!globeRows.isEmpty)
        #expect(bubbleRows.count > 40)
        // Solid bubble fill ends above the globe, with the arrow and its gap in between.
        #expect(bubbleRows.max()! < globeRows.min()!)
        #expect(globeRows.min()! - bubbleRows.max()! < 14)
        // The bubble is horizontally centered on the globe.
        let row = bubbleRows[bubbleRows.count / 2]
        let xs = (0..<frame.width).filter { isBubbleBlue($0, row) }
        #expect(abs((xs.min()! + xs.max()!) / 2 - centerX) <= 1)
        // Text is drawn in white inside the bubble.
        let whiteInside = bubbleRows.contains { y in xs.contains { x in frame[x, y] == 0xFFFFFF } }
        #expect(whiteInside)
    }
}
