import PopoverKit

/// One popover in one frame: whether it was measured and how far its arrow tip was from where it
/// belongs, by the two methods. Errors are in pixels.
nonisolated struct TrackingSample: Codable, Hashable, Sendable {
    /// Scenario time of the frame, in seconds.
    var time: Double
    /// Shown with an arrow (and not in a transition), so its tip should track the anchor.
    var isVisible: Bool
    /// The anchor lies beyond the arrow's reach, so the arrow points beside it on purpose.
    var isSaturated: Bool
    /// Distance from the placement's tip to the expected tip; nil when not visible.
    var analyticError: Double?
    /// Distance from the tip found in the frame's pixels to the expected tip; nil when not visible
    /// or when no arrow was found (see `isArrowMissing`).
    var pixelError: Double?
    /// Why the arrow cannot be measured from this frame's pixels (mid-transition, covered by
    /// another popover, over other content, on glass); nil when it can. The layout is still
    /// checked.
    var pixelSkipReason: PixelSkipReason?

    init(time: Double, isVisible: Bool, isSaturated: Bool, analyticError: Double?, pixelError: Double?,
         pixelSkipReason: PixelSkipReason? = nil) {
        self.time = time
        self.isVisible = isVisible
        self.isSaturated = isSaturated
        self.analyticError = analyticError
        self.pixelError = pixelError
        self.pixelSkipReason = pixelSkipReason
    }

    /// The arrow can be measured from this frame's pixels.
    var isPixelMeasurable: Bool { pixelSkipReason == nil }

    /// A frame where the popover is not shown.
    static func hidden(time: Double) -> TrackingSample {
        TrackingSample(time: time, isVisible: false, isSaturated: false, analyticError: nil, pixelError: nil)
    }

    /// Counts toward the statistics and the verdict: visible and not saturated.
    var isTracked: Bool { isVisible && !isSaturated }

    /// Tracked and measured from pixels.
    var isPixelTracked: Bool { isTracked && isPixelMeasurable }

    /// Visible and measurable, but no arrow could be found in the pixels: a failure when tracked.
    var isArrowMissing: Bool { isVisible && isPixelMeasurable && pixelError == nil }

    private enum CodingKeys: String, CodingKey {
        case time, isVisible = "visible", isSaturated = "saturated", analyticError, pixelError,
             pixelSkipReason = "notFromPixelsBecause"
    }
}
