/// The largest tracking errors, in pixels, that still pass.
nonisolated struct TrackingThresholds: Codable, Hashable, Sendable {
    var analytic: Double
    var pixels: Double

    init(analytic: Double, pixels: Double) {
        self.analytic = analytic
        self.pixels = pixels
    }

    /// Issue 7: half a pixel from the layout values, one pixel from the image.
    static let standard = TrackingThresholds(analytic: 0.5, pixels: 1)
}
