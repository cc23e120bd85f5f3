import PopoverKit
import PopoverRender
import Testing
@testable import DemoApp

/// The status line reports the arrow's tracking as `verify` judges it: the distance from the tip
/// to where it belongs on the anchor, and "at reach limit" when the anchor is beyond the arrow's
/// reach, never a zero while the arrow misses.
@MainActor
@Suite struct StatusLineTrackingTests {
    /// The example dragged toward the bottom-trailing corner on a phone and held there.
    static func heldAtTheCorner(_ to: Point) throws -> AppHarness {
        let harness = try AppHarness(scene: "example", idiom: .phone)
        harness.run(for: 1.2)
        harness.drag(from: Point(x: 195, y: 422), to: to, steps: 20, release: false)
        harness.run(for: 1.0)
        return harness
    }

    @Test func atTheReachLimitTheLineSaysSoWithTheMiss() throws {
        let harness = try Self.heldAtTheCorner(Point(x: 390, y: 800))
        let placed = try #require(harness.placement(containing: "ExampleScene"))
        let tracking = try #require(harness.app.lastTipTracking.first)
        // The tip is where it is drawn; the miss is its distance to the globe's attachment point
        // less the gap, measured independently here.
        let tip = try #require(placed.drawnTip)
        let expected = Point(x: placed.attachmentPoint.x, y: placed.attachmentPoint.y - 3)
        #expect(abs(tracking.miss - tip.distance(to: expected)) < 1e-9)
        #expect(tracking.miss > 5)
        #expect(tracking.state == .atReachLimit)
        let text = Chrome.trackingText(harness.app.lastTipTracking, pixelScale: 2)
        #expect(text == "at reach limit, \(Int(tracking.miss.rounded())) pt", "\(text)")
        #expect(!text.contains("0.00"))
    }

    @Test func theLineAgreesWithVerifyOnWhatIsSaturated() throws {
        // The same frames, judged by the window's rule and by verify's meter.
        var saturated: Set<Bool> = []
        for corner in [Point(x: 390, y: 800), Point(x: 0, y: 800), Point(x: 195, y: 300), Point(x: 380, y: 420), Point(x: 300, y: 600)] {
            let harness = try Self.heldAtTheCorner(corner)
            let placed = try #require(harness.placement(containing: "ExampleScene"))
            let sample = TrackingMeter(scale: 1, fill: .systemBlue).measure(
                time: 0, placement: placed.placement, attachmentPoint: placed.attachmentPoint,
                frame: PixelBuffer(width: 1, height: 1), pixelSkipReason: .inTransition)
            let tracking = try #require(harness.app.lastTipTracking.first)
            #expect(tracking.isSaturated == sample.isSaturated, "\(corner)")
            saturated.insert(sample.isSaturated)
            #expect(abs(tracking.miss - (sample.analyticError ?? -1)) < 1e-9, "\(corner)")
            let text = Chrome.trackingText(harness.app.lastTipTracking, pixelScale: 1)
            #expect(text.hasPrefix(sample.isSaturated ? "at reach limit" : "tip error"), "\(corner): \(text)")
        }
        #expect(saturated == [true, false])
    }

    @Test func trackingAndSaturatedArrowsAreBothReported() {
        let text = Chrome.trackingText([TipTracking(state: .tracking, miss: 0.25), TipTracking(state: .atReachLimit, miss: 21.4),
                                        TipTracking(state: .clampedTowardAnchor, miss: 0.6)], pixelScale: 2)
        #expect(text == "tip error 0.50 px · at reach limit, 21 pt")
        #expect(Chrome.trackingText([], pixelScale: 2) == "tip error –")
        #expect(Chrome.trackingText([TipTracking(state: .clampedTowardAnchor, miss: 0.6)], pixelScale: 1)
            == "clamped toward anchor, 0.6 pt")
    }
}
