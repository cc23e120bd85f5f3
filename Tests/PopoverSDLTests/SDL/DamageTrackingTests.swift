import PopoverKit
import Testing
@testable import PopoverRender
@testable import PopoverSDL

/// The compositor redraws only where a frame differs from the last one, and that gives exactly
/// the pixels of a full redraw.
@MainActor
@Suite struct DamageTrackingTests {
    static let frame = PixelRect(minX: 0, minY: 0, maxX: 400, maxY: 300)

    func footprints(_ items: [DisplayItem]) -> [ItemFootprint] {
        FootprintResolver(scale: 1, text: nil, frame: Self.frame).footprints(of: items)
    }

    func square(x: Double, color: Color = Color(hex: 0x0A84FF)) -> DisplayItem {
        .fill(.rect(Rect(x: x, y: 10, width: 20, height: 20)), color)
    }

    @Test func anUnchangedListDamagesNothing() {
        let items = [square(x: 10), .pushOpacity(0.5), square(x: 100), .popOpacity]
        #expect(DamageRegion.rectangles(from: footprints(items), to: footprints(items), frame: Self.frame).isEmpty)
    }

    @Test func aMovedFillDamagesWhereItWasAndWhereItIs() {
        let old = footprints([square(x: 100, color: .black), square(x: 10)])
        let new = footprints([square(x: 100, color: .black), square(x: 50)])
        let rects = DamageRegion.rectangles(from: old, to: new, frame: Self.frame)
        // Each square's pixels with one pixel to spare for anti-aliasing.
        #expect(Set(rects) == [PixelRect(minX: 9, minY: 9, maxX: 31, maxY: 31),
                               PixelRect(minX: 49, minY: 9, maxX: 71, maxY: 31)])
    }

    @Test func aChangedOpacityDamagesTheItemsItApplies() {
        let old = footprints([square(x: 10), .pushOpacity(0.5), square(x: 100), .popOpacity])
        let new = footprints([square(x: 10), .pushOpacity(0.6), square(x: 100), .popOpacity])
        #expect(DamageRegion.rectangles(from: old, to: new, frame: Self.frame)
            == [PixelRect(minX: 99, minY: 9, maxX: 121, maxY: 31)])
    }

    @Test func overlappingRectanglesMergeIntoOne() {
        let old = footprints([square(x: 10)])
        let new = footprints([square(x: 15)])
        #expect(DamageRegion.rectangles(from: old, to: new, frame: Self.frame)
            == [PixelRect(minX: 9, minY: 9, maxX: 36, maxY: 31)])
    }

    @Test func aChangeBehindGlassRedrawsAllTheGlassReads() {
        let glass = DisplayItem.backdropBlur(.rect(Rect(x: 150, y: 100, width: 60, height: 40)), radius: 20, tint: .white.opacity(0.3))
        let old = footprints([square(x: 10), glass])
        let new = footprints([square(x: 130), glass])
        let reach = try! #require(new[1].backdropReach)
        // σ = 10 px: the blur reads 30 px (and one to spare) around the glass's pixels.
        #expect(reach == PixelRect(minX: 118, minY: 68, maxX: 242, maxY: 172))
        let rects = DamageRegion.rectangles(from: old, to: new, frame: Self.frame)
        #expect(rects.count == 2)
        #expect(rects.contains(PixelRect(minX: 9, minY: 9, maxX: 31, maxY: 31)))
        // The moved square (129...151 × 9...31) does not reach the glass; drawn over it, it would.
        let nearer = footprints([.fill(.rect(Rect(x: 130, y: 60, width: 20, height: 20)), Color(hex: 0x0A84FF)), glass])
        let merged = DamageRegion.rectangles(from: old, to: nearer, frame: Self.frame)
        #expect(merged.contains { $0.contains(reach) && $0.contains(PixelRect(minX: 129, minY: 59, maxX: 151, maxY: 81)) })
    }

    @Test func changesOverMostOfTheFrameRedrawAllOfIt() {
        let old = footprints([.fill(.rect(Rect(x: 0, y: 0, width: 400, height: 250)), Color(red: 1, green: 0.2, blue: 0.2))])
        let new = footprints([.fill(.rect(Rect(x: 0, y: 0, width: 400, height: 250)), Color(hex: 0x0A84FF))])
        #expect(DamageRegion.rectangles(from: old, to: new, frame: Self.frame) == [Self.frame])
    }

    // MARK: Pixels

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
