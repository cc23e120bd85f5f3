import PopoverKit
import Testing
@testable import PopoverRender
@testable import PopoverSDL

/// The headless backend redraws only where a frame differs from the last one (the damage
/// rectangles of DamageRegionTests), and that gives exactly the pixels of a full redraw.
@MainActor
@Suite struct DamageTrackingTests {
    static func differingPixels(_ a: PixelBuffer, _ b: PixelBuffer) -> Int {
        guard a.width == b.width, a.height == b.height else { return max(a.pixels.count, b.pixels.count) }
        return zip(a.pixels, b.pixels).count { $0 != $1 }
    }

    /// A frame of the example's kind: a backdrop, text, a bubble with its shadow, a glass menu
    /// with its shadow and a clipped, faded badge, with the bubble at `bubbleX`.
    func scene(bubbleX: Double, menuOpacity: Double = 1, badge: String = "3") -> DisplayList {
        let bubble = Path.roundedRect(Rect(x: bubbleX, y: 60, width: 140, height: 50), cornerRadius: 20)
        let menu = Path.roundedRect(Rect(x: 220, y: 150, width: 150, height: 90), cornerRadius: 12)
        return DisplayList(background: Color(red: 0.95, green: 0.95, blue: 0.97), items: [
            .fill(.rect(Rect(x: 0, y: 0, width: 400, height: 40)), Color(red: 0.2, green: 0.5, blue: 0.3)),
            .text(TextRun(text: "Tracking", font: Font(size: 16), color: .black, origin: Point(x: 12, y: 10))),
            .icon(name: "globe", rect: Rect(x: 180, y: 200, width: 30, height: 30), color: Color(hex: 0x0A84FF)),
            .shadow(bubble, color: .black.opacity(0.3), radius: 20, offset: Point(x: 0, y: 4)),
            .fill(bubble, Color(red: 0.04, green: 0.52, blue: 1)),
            .text(TextRun(text: "Hello", font: Font(size: 16), color: .white, origin: Point(x: bubbleX + 20, y: 75))),
            .pushOpacity(menuOpacity),
            .shadow(menu, color: .black.opacity(0.2), radius: 16, offset: .zero),
            .backdropBlur(menu, radius: 20, tint: .white.opacity(0.4)),
            .pushClipPath(menu),
            .text(TextRun(text: "Lightning", font: Font(size: 14), color: .black, origin: Point(x: 240, y: 170))),
            .popClip,
            .popOpacity,
            .pushClip(Rect(x: 350, y: 260, width: 30, height: 30)),
            .fill(.ellipse(in: Rect(x: 345, y: 255, width: 40, height: 40)), Color(red: 1, green: 0.2, blue: 0.2)),
            .text(TextRun(text: badge, font: Font(size: 14), color: .white, origin: Point(x: 360, y: 265))),
            .popClip,
        ])
    }

    @Test func everyFrameOfASequenceMatchesAFullRedraw() throws {
        let frames = try HeadlessFrames()
        let size = Size(width: 400, height: 300)
        let backend = HeadlessBackend(runtime: frames.runtime, size: size, scale: 2)
        let sequence = [
            scene(bubbleX: 20), scene(bubbleX: 20), scene(bubbleX: 20.125), scene(bubbleX: 31.7),
            scene(bubbleX: 150), // the bubble's shadow now reaches the glass
            scene(bubbleX: 150, menuOpacity: 0.5), scene(bubbleX: 150, menuOpacity: 0.5, badge: "4"),
            DisplayList(background: .white, items: scene(bubbleX: 10).items), scene(bubbleX: 10),
        ]
        for (index, list) in sequence.enumerated() {
            backend.draw(list)
            let full = frames.render(list, size: size)
            #expect(Self.differingPixels(backend.frame, full) == 0, "frame \(index)")
        }
    }

    @Test func anOverlayIsRepairedByTheNextFrame() throws {
        let frames = try HeadlessFrames()
        let size = Size(width: 400, height: 300)
        let backend = HeadlessBackend(runtime: frames.runtime, size: size, scale: 1)
        let list = scene(bubbleX: 40)
        backend.draw(list)
        let clean = backend.frame
        backend.drawOverlay([.fill(.rect(Rect(x: 5, y: 250, width: 60, height: 30)), Color(red: 1, green: 0.2, blue: 0.2))])
        #expect(Self.differingPixels(backend.frame, clean) == 60 * 30)
        backend.draw(list)
        #expect(Self.differingPixels(backend.frame, clean) == 0)
    }
}
