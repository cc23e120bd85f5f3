/// The samples of every popover over a scenario, per popover in order of first appearance.
nonisolated struct TrackingLog: Hashable, Sendable {
    /// One popover's samples in frame order.
    struct Series: Hashable, Sendable {
        var popover: String
        var samples: [TrackingSample]
    }

    private(set) var series: [Series] = []
    private var indexByPopover: [String: Int] = [:]

    init() {}

    /// Adds the sample of `popover` for the next frame.
    mutating func record(_ sample: TrackingSample, popover: String) {
        if let index = indexByPopover[popover] {
            series[index].samples.append(sample)
        } else {
            indexByPopover[popover] = series.count
            series.append(Series(popover: popover, samples: [sample]))
        }
    }

    /// The verdict for the whole scenario.
    func report(scenario: String, thresholds: TrackingThresholds = .standard) -> TrackingReport {
        TrackingReport(scenario: scenario, thresholds: thresholds,
                       popovers: series.map { PopoverTrackingSummary(popover: $0.popover, samples: $0.samples, thresholds: thresholds) })
    }
}
