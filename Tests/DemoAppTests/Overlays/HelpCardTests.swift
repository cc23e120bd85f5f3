@testable import PopoverKit
import PopoverSDL
import Testing
import TestSupport
@testable import DemoApp

/// The help card fits every idiom's window, is opaque in the idiom's scheme, and Escape closes
/// it before it reaches the popovers beneath.
@MainActor
@Suite struct HelpCardTests {
    @Test func theCardFitsEveryIdiomAndIsOpaque() throws {
        let runtime = try SharedSDL.headless()
        for idiom in Idiom.allCases {
            let size = AppRuntime.windowSize(for: idiom)
            let backend = HeadlessBackend(runtime: runtime, size: size, scale: 1)
            let items = HelpCard(size: size, measurer: backend.textRenderer, colorScheme: idiom.colorScheme).items
            // Everything the card draws (but its shadow), scaled as drawn, lies inside the window.
            var scale = 1.0, anchor = Point.zero
            var card: Rect?
            for item in items {
                switch item {
                case .pushTransform(let t): scale = t.scale; anchor = t.anchor
                case .fill(let path, let color):
                    let bounds = ClipDrawing.bounds(of: path) ?? .zero
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

    /// Scaled as drawn, no text of the card is smaller than 9 pt, on the watch too.
    @Test func theCardsTextReadsInEveryIdiom() throws {
        let runtime = try SharedSDL.headless()
        for idiom in Idiom.allCases {
            let size = AppRuntime.windowSize(for: idiom)
            let backend = HeadlessBackend(runtime: runtime, size: size, scale: 1)
            var scale = 1.0
            var sizes: [Double] = []
            for item in HelpCard(size: size, measurer: backend.textRenderer, colorScheme: idiom.colorScheme).items {
                switch item {
                case .pushTransform(let t): scale = t.scale
                case .text(let run): sizes.append(run.font.size * scale)
                default: break
                }
            }
            #expect(!sizes.isEmpty && sizes.min()! >= 9, "\(idiom): text at \(sizes.min() ?? 0) pt")
        }
    }

    /// The status line is one line of 11 pt text or more on every idiom, never cut: a narrow
    /// window takes a shorter wording, which still says how the arrow tracks.
    @Test func theStatusLineIsOneReadableLineOnEveryIdiom() throws {
        for idiom in Idiom.allCases {
            let size = AppRuntime.windowSize(for: idiom)
            let backend = HeadlessBackend(runtime: try SharedSDL.headless(), size: size, scale: 1)
            let app = AppRuntime(sceneIndex: 0, idiom: idiom, size: size, measurer: backend.textRenderer)
            let list = FixedStepClock.run(app, until: 0.5, fps: 10)
            let status = Chrome(runtime: app).statusLine
            let lines = list.items.compactMap { item -> TextRun? in
                if case .text(let run) = item, run.font.design == .monospaced, run.origin.y > idiom.windowSize.height {
                    return run
                }
                return nil
            }
            #expect(lines.map(\.text) == [status], "\(idiom)")
            #expect(status.contains("tip"), "\(idiom): \(status)")
            for line in lines {
                let width = backend.textRenderer.width(of: line.text, font: line.font)
                #expect(line.font.size >= 11, "\(idiom): \(line.font.size) pt")
                #expect(line.origin.x >= 0 && line.origin.x + width <= size.width, "\(idiom): \(line.text): \(width) pt")
                #expect(line.origin.y + line.font.size <= size.height, "\(idiom): \(line.text) below the window")
            }
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
