import PopoverKit
import PopoverRender
import PopoverSDL

/// Measures one popover in one rendered frame, both ways: analytically, from the placement's
/// tip, and from the pixels, with `ArrowTipDetector`. Both are compared with the tip expected from
/// the anchor (`TrackingTarget`); whether the frame counts is `TipTracking`'s rule.
nonisolated struct TrackingMeter {
    /// Pixels per point of the frames.
    var scale: Double
    /// The arrow's shape and gap.
    var arrow: ArrowSpec
    /// The bubble's fill color.
    var fill: Color
    /// The scene's color beneath the bubble; nil samples it near the arrow.
    var background: Color?

    init(scale: Double, arrow: ArrowSpec = .standard, fill: Color, background: Color? = nil) {
        self.scale = scale
        self.arrow = arrow
        self.fill = fill
        self.background = background
    }

    /// The sample for a popover placed as `placement`, pointing at `attachmentPoint`, in `frame`.
    /// Pass a `pixelSkipReason` when the drawn arrow is not meant to sit on the placement
    /// (appearing or disappearing) or cannot be seen on its own: the layout is still checked,
    /// the pixels are not, and the sample says why.
    func measure(time: Double, placement: PlacementResult, attachmentPoint: Point, frame: PixelBuffer,
                 pixelSkipReason: PixelSkipReason? = nil) -> TrackingSample {
        guard placement.isVisible, let placed = placement.arrow,
              let tracking = TipTracking(placement: placement, tip: placed.tip, attachmentPoint: attachmentPoint, gap: arrow.gap)
        else { return .hidden(time: time) }
        let expected = TrackingTarget(attachmentPoint: attachmentPoint, edge: placed.edge, gap: arrow.gap).expectedTip
        if let pixelSkipReason {
            return TrackingSample(time: time, isVisible: true, isSaturated: tracking.isSaturated,
                                  analyticError: tracking.miss * scale, pixelError: nil, pixelSkipReason: pixelSkipReason)
        }
        let detector = ArrowTipDetector(fill: fill, background: background, scale: scale, spec: arrow)
        let window = ArrowTipDetector.searchWindow(body: placement.body, edge: placed.edge, arrowHeight: arrow.height,
                                                   margin: min(2, arrow.gap * 0.75))
        let detected = detector.detectTip(in: frame, edge: placed.edge, window: window)
        return TrackingSample(time: time, isVisible: true, isSaturated: tracking.isSaturated,
                              analyticError: tracking.miss * scale,
                              pixelError: detected.map { $0.distance(to: expected) * scale })
    }
}
