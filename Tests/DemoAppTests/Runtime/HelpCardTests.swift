@testable import PopoverKit
import PopoverSDL
import Testing
@testable import DemoApp

/// The help card fits every idiom's window, is opaque in the idiom's scheme, and Escape closes
/// it before it reaches the popovers beneath.
@MainActor
@Suite struct HelpCardTests {
    @Test func theCardFitsEveryIdiomAndIsOpaque() throws {
        let runtime = try SharedSDL.headless()
        for idiom in Idiom.allCases {
            let size = Size(width: idiom.windowSize.width, height: idiom.windowSize.height + AppRuntime.chromeHeight)
            let backend = HeadlessBackend(runtime: runtime, size: size, scale: 1)
            let items = HelpCard(size: size, measurer: backend.textRenderer, colorScheme: idiom.colorScheme).items
            // Everything the card draws (but its shadow), scaled as drawn, lies inside the window.
            var scale = 1.0, anchor = Point.zero
            var card: Rect?
            for item in items {
                switch item {
                case .pushTransform(let t): scale = t.scale; anchor = t.anchor
                case .fill(let path, let color):
                    let bounds = NodePlacer.bounds(of: path, or: .zero)
                    let drawn = Rect(x: anchor.x + (bounds.minX - anchor.x) * scale, y: anchor.y + (bounds.minY - anchor.y) * scale,
                                     width: bounds.width * scale, height: bounds.height * scale)
                    card = card ?? drawn
                    #expect(color.alpha == 1, "\(idiom): the card is opaque")
                    #expect(color == Color.tertiarySystemBackground.resolved(in: idiom.colorScheme))
                default: break
                }
            }
            let frame = try #require(card, "\(idiom)")
            #expect(frame.minX >= 0 && frame.minY >= 0 && frame.maxX <= size.width && frame.maxY <= size.height,
                    "\(idiom): card \(frame) in \(size)")
        }
    }

    @Test func escapeClosesTheHelpBeforeTheMenu() throws {
        let harness = try AppHarness()
        harness.example.isMenuPresented = true
        harness.run(for: 0.5)
        harness.key(.letter("h"))
        #expect(harness.app.showsHelp)
        harness.key(.escape)
        #expect(!harness.app.showsHelp)
        #expect(harness.example.isMenuPresented)
        harness.key(.escape)
        #expect(!harness.example.isMenuPresented)
    }
}
