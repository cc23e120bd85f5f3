/// One popover's verdict over a scenario: frame counts, error statistics of the tracked frames
/// (visible and unsaturated) by both methods, and whether it passed.
nonisolated struct PopoverTrackingSummary: Codable, Hashable, Sendable {
    var popover: String
    var framesVisible: Int
    var framesSaturated: Int
    /// Tracked frames whose arrow could be measured from the pixels.
    var framesPixelMeasured: Int
    /// Tracked frames whose arrow could not be found in the pixels (each one fails).
    var framesArrowMissing: Int
    /// Tracked frames checked from the layout only, by why (`PixelSkipReason`'s words): with the
    /// saturated and the pixel-measured frames, they add up to the visible ones.
    var framesNotFromPixels: [String: Int]
    var analytic: ErrorStatistics
    var pixels: ErrorStatistics
    var passed: Bool

    init(popover: String, samples: [TrackingSample], thresholds: TrackingThresholds) {
        self.popover = popover
        let visible = samples.filter(\.isVisible)
        let tracked = visible.filter(\.isTracked)
        framesVisible = visible.count
        framesSaturated = visible.count - tracked.count
        framesPixelMeasured = tracked.filter(\.isPixelTracked).count
        framesArrowMissing = tracked.filter(\.isArrowMissing).count
        framesNotFromPixels = tracked.reduce(into: [:]) { counts, sample in
            if let reason = sample.pixelSkipReason { counts[reason.rawValue, default: 0] += 1 }
        }
        analytic = ErrorStatistics(timed: tracked.compactMap { sample in sample.analyticError.map { (sample.time, $0) } })
        pixels = ErrorStatistics(timed: tracked.filter(\.isPixelTracked).compactMap { sample in
            sample.pixelError.map { (sample.time, $0) }
        })
        passed = framesArrowMissing == 0
            && (analytic.max ?? 0) <= thresholds.analytic
            && (pixels.max ?? 0) <= thresholds.pixels
    }
}
