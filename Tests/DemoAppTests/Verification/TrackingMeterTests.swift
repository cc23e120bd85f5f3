import PopoverKit
import PopoverRender
import PopoverSDL
import Testing
import TestSupport
@testable import DemoApp

@MainActor
@Suite struct TrackingMeterTests {
    static func textRenderer(scale: Double) throws -> (SDLRuntime, TextRenderer) {
        let runtime = try SharedSDL.headless()
        return (runtime, TextRenderer(fonts: runtime.fonts, scale: scale))
    }

    @Test(arguments: [1.0, 2.0]) func placedPopoversTrackOnEverySide(scale: Double) throws {
        let (runtime, text) = try Self.textRenderer(scale: scale)
        defer { withExtendedLifetime(runtime) {} }
        var random = SplitMix64(seed: 42)
        let meter = TrackingMeter(scale: scale, fill: TestBubble.fill, background: .white)
        for side in Edge.allCases {
            for frameIndex in 0..<6 {
                let scene = TestPopoverScene.random(side: side, using: &random)
                let sample = meter.measure(time: Double(frameIndex) / 60, placement: scene.placement,
                                           attachmentPoint: scene.target.attachmentPoint,
                                           frame: scene.render(scale: scale, text: text))
                #expect(sample.isVisible && !sample.isSaturated)
                #expect(try #require(sample.analyticError) < 1e-9, "\(side)")
                #expect(try #require(sample.pixelError) < 0.25, "\(side) \(sample.pixelError!) \(scene.anchor)")
            }
        }
    }

    @Test(arguments: [Point(x: 1, y: 0), Point(x: 0, y: 1)])
    func arrowDrawnTwoPixelsOffFails(offset: Point) throws {
        let scale = 2.0
        let (runtime, text) = try Self.textRenderer(scale: scale)
        defer { withExtendedLifetime(runtime) {} }
        var random = SplitMix64(seed: 3)
        var log = TrackingLog()
        let meter = TrackingMeter(scale: scale, fill: TestBubble.fill)
        // 1 pt at scale 2 is 2 px, along the edge or along the arrow's axis.
        let fault = TrackingFault(tipOffset: offset)
        for (frameIndex, side) in [Edge.top, .bottom, .leading, .trailing].enumerated() {
            let scene = TestPopoverScene.random(side: side, using: &random)
            let sample = meter.measure(time: Double(frameIndex) / 60, placement: scene.placement,
                                       attachmentPoint: scene.target.attachmentPoint,
                                       frame: scene.render(scale: scale, fault: fault, text: text))
            // The layout is unchanged, so only the pixels see the fault.
            #expect(try #require(sample.analyticError) < 1e-9)
            #expect(abs(try #require(sample.pixelError) - 2) < 0.25, "\(side)")
            log.record(sample, popover: "bubble")
        }
        let report = log.report(scenario: "broken")
        #expect(!report.passed && report.exitCode == 1)
        #expect(report.popovers[0].analytic.max! < 0.5 && report.popovers[0].pixels.max! > 1)
    }

    @Test func unsettledPopoversAreCheckedByLayoutOnlyAndHiddenOnesNotAtAll() {
        let scene = TestPopoverScene(anchor: Rect(x: 220, y: 160, width: 40, height: 28), side: .top)
        let frame = PixelBuffer(width: 10, height: 10)
        let meter = TrackingMeter(scale: 1, fill: TestBubble.fill)
        let unsettled = meter.measure(time: 0.5, placement: scene.placement, attachmentPoint: scene.target.attachmentPoint,
                                      frame: frame, pixelSkipReason: .inTransition)
        #expect(unsettled.isVisible && !unsettled.isPixelMeasurable && unsettled.pixelError == nil)
        #expect(unsettled.analyticError == 0 && !unsettled.isArrowMissing && !unsettled.isPixelTracked)
        var hidden = scene.placement
        hidden.hiddenReason = .wouldCoverAnchor
        #expect(meter.measure(time: 0.5, placement: hidden, attachmentPoint: .zero, frame: frame) == .hidden(time: 0.5))
    }

    @Test func saturatedArrowIsFlaggedAndExcluded() throws {
        // An anchor beyond the container's leading edge: the body stays inside, the arrow cannot reach.
        let scene = TestPopoverScene(anchor: Rect(x: -60, y: 200, width: 40, height: 28), side: .top)
        let arrow = try #require(scene.placement.arrow)
        #expect(arrow.isSaturated)
        let meter = TrackingMeter(scale: 1, fill: TestBubble.fill)
        let sample = meter.measure(time: 0, placement: scene.placement, attachmentPoint: scene.target.attachmentPoint,
                                   frame: scene.render(scale: 1, text: nil))
        #expect(sample.isSaturated && !sample.isTracked)
        #expect(try #require(sample.analyticError) > 10)
        // The arrow at its limit beside the corner is still found where it is drawn.
        #expect(abs(try #require(sample.pixelError) - sample.analyticError!) < 0.25)
        #expect(PopoverTrackingSummary(popover: "p", samples: [sample], thresholds: .standard).passed)
    }
}
