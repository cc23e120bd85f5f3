import PopoverKit
import Testing
@testable import PopoverRender

/// Damage between two display lists: where a frame differs from the last one, as rectangles
/// to redraw, and all of the frame once most of it changed.
@MainActor
@Suite struct DamageRegionTests {
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
}
