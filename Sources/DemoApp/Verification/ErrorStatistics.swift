import Foundation

/// The largest and the 99th-percentile (nearest-rank) errors of a set of frames, in pixels; both
/// nil when there were no frames.
nonisolated struct ErrorStatistics: Codable, Hashable, Sendable {
    var max: Double?
    var p99: Double?

    init(max: Double?, p99: Double?) {
        self.max = max
        self.p99 = p99
    }

    init(_ errors: [Double]) {
        let sorted = errors.sorted()
        max = sorted.last
        p99 = Self.nearestRank(0.99, of: sorted)
    }

    /// Missing values are written as null rather than left out, so every report has the same keys.
    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(max, forKey: .max)
        try container.encode(p99, forKey: .p99)
    }

    private enum CodingKeys: String, CodingKey { case max, p99 }

    /// The nearest-rank percentile: the smallest value with at least `fraction` of the values at
    /// or below it, i.e. the value at 1-based rank ⌈fraction · n⌉ of the sorted values.
    static func nearestRank(_ fraction: Double, of sorted: [Double]) -> Double? {
        guard !sorted.isEmpty else { return nil }
        let rank = Int((fraction * Double(sorted.count)).rounded(.up))
        return sorted[Swift.max(1, Swift.min(sorted.count, rank)) - 1]
    }
}
