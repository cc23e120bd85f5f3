import PopoverKit
import Testing
@testable import PopoverRender

/// Clip paths cut drawing to an anti-aliased outline, nest with rectangle clips and end at popClip.
@MainActor
@Suite struct ClipPathPixelTests {
    static let size = Size(width: 100, height: 80)
    static let everything = Path.rect(Rect(x: 0, y: 0, width: 100, height: 80))

    @Test func circleClipCutsAFillToTheCircleWithExactEdges() {
        let circle = Path.ellipse(in: Rect(x: 20, y: 10, width: 60, height: 60))
        let clipped = CompositorFrames.render(DisplayList(background: .black, items: [
            .pushClipPath(circle), .fill(Self.everything, .white), .popClip,
        ]), size: Self.size, scale: 1)
        let filled = CompositorFrames.render(DisplayList(background: .black, items: [.fill(circle, .white)]),
                                   size: Self.size, scale: 1)
        // Same pixels as filling the circle itself: the clip's coverage scales the fill's alpha.
        #expect(clipped == filled)
        #expect(clipped[50, 40] == 0xFFFFFF)
        #expect(clipped[21, 11] == 0x000000) // inside the bounding box, outside the circle
        #expect((1...254).contains(clipped.rgb(x: 20, y: 40).red)) // anti-aliased edge
    }

    @Test func popClipEndsTheClipAndNestedClipsIntersect() {
        let left = Path.rect(Rect(x: 0, y: 0, width: 50, height: 80))
        let circle = Path.ellipse(in: Rect(x: 20, y: 10, width: 60, height: 60))
        let frame = CompositorFrames.render(DisplayList(background: .black, items: [
            .pushClipPath(circle),
            .pushClip(Rect(x: 0, y: 0, width: 100, height: 40)),
            .pushClipPath(left),
            .fill(Self.everything, .white),
            .popClip,
            .popClip,
            .popClip,
            .fill(.rect(Rect(x: 0, y: 75, width: 10, height: 5)), Color(hex: 0x0A84FF)),
        ]), size: Self.size, scale: 1)
        #expect(frame[40, 30] == 0xFFFFFF) // in all three
        #expect(frame[60, 30] == 0x000000) // right of the left half
        #expect(frame[40, 50] == 0x000000) // below the rectangle clip
        #expect(frame[22, 12] == 0x000000) // outside the circle
        #expect(frame[5, 77] == 0x0A84FF) // after popping, drawing is unclipped
    }

    @Test func glassIsClippedToo() {
        let half = Path.roundedRect(Rect(x: 0, y: 0, width: 50, height: 80), cornerRadius: 4)
        let frame = CompositorFrames.render(DisplayList(background: .black, items: [
            .pushClipPath(half),
            .backdropBlur(Self.everything, radius: 4, tint: .white),
            .popClip,
        ]), size: Self.size, scale: 1)
        #expect(frame[25, 40] == 0xFFFFFF)
        #expect(frame[75, 40] == 0x000000)
        #expect(frame[0, 0] != 0xFFFFFF) // the rounded corner is cut
    }
}
