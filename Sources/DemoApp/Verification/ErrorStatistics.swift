import Foundation

/// The largest and the 99th-percentile (nearest-rank) errors of a set of frames, in pixels, and
/// when the largest one happened (the first such frame); all nil when there were no frames.
nonisolated struct ErrorStatistics: Codable, Hashable, Sendable {
    var max: Double?
    var p99: Double?
    /// Scenario time (seconds) of the frame with the largest error.
    var maxTime: Double?

    init(max: Double?, p99: Double?, maxTime: Double? = nil) {
        self.max = max
        self.p99 = p99
        self.maxTime = maxTime
    }

    /// Statistics of errors without times.
    init(_ errors: [Double]) {
        self.init(timed: errors.map { (time: nil, error: $0) })
    }

    /// Statistics of (time, error) pairs in frame order.
    init(timed frames: [(time: Double?, error: Double)]) {
        let sorted = frames.map(\.error).sorted()
        max = sorted.last
        p99 = Self.nearestRank(0.99, of: sorted)
        maxTime = frames.first { $0.error == sorted.last }?.time
    }

    /// Missing values are written as null rather than left out, so every report has the same keys.
    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(max, forKey: .max)
        try container.encode(p99, forKey: .p99)
        try container.encode(maxTime, forKey: .maxTime)
    }

    private enum CodingKeys: String, CodingKey { case max, p99, maxTime }

    /// The nearest-rank percentile: the smallest value with at least `fraction` of the values at
    /// or below it, i.e. the value at 1-based rank ⌈fraction · n⌉ of the sorted values.
    static func nearestRank(_ fraction: Double, of sorted: [Double]) -> Double? {
        guard !sorted.isEmpty else { return nil }
        let rank = Int((fraction * Double(sorted.count)).rounded(.up))
        return sorted[Swift.max(1, Swift.min(sorted.count, rank)) - 1]
    }
}
