import Foundation

/// One axis of a chart: a value range starting at zero, rounded up to a "nice" end, with evenly
/// spaced ticks of 1, 2, 2.5 or 5 times a power of ten.
nonisolated struct PlotAxis: Hashable, Sendable {
    let upperBound: Double
    let step: Double

    /// An axis from 0 covering `maximum`, with about `tickCount` intervals.
    init(covering maximum: Double, tickCount: Int = 5) {
        let target = maximum.isFinite && maximum > 0 ? maximum : 1
        let rough = target / Double(max(1, tickCount))
        let magnitude = pow(10, (log10(rough)).rounded(.down))
        let multiple = [1, 2, 2.5, 5, 10].first { $0 * magnitude >= rough } ?? 10
        step = multiple * magnitude
        upperBound = (target / step).rounded(.up) * step
    }

    /// The tick values from 0 to the upper bound.
    var ticks: [Double] {
        let count = Int((upperBound / step).rounded())
        return (0...count).map { Double($0) * step }
    }

    /// `value` as a fraction of the axis (0 at zero, 1 at the upper bound).
    func fraction(_ value: Double) -> Double { value / upperBound }

    /// A tick label with no more decimals than the step needs.
    func label(_ value: Double) -> String {
        let decimals = step >= 1 && step.rounded() == step ? 0 : (step * 10).rounded() == step * 10 ? 1 : 2
        return String(format: "%.\(decimals)f", value)
    }
}
