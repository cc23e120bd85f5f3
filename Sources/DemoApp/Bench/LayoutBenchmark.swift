import PopoverKit

/// `popover-demo bench layout`: placement throughput. One million requests are generated up front
/// from a fixed seed (anchors anywhere in a 1280×800 container inset by 4, bodies 80–400 × 40–300,
/// the standard arrow); each policy places all of them five times and reports the median rate.
/// The `edges` run prefers a random side and alignment with all four sides permitted, flip and
/// shift on (padding 8) and the arrow.
public enum LayoutBenchmark {
    public static let caseCount = 1_000_000
    public static let runCount = 5
    public static let seed: UInt64 = 0x00C0_FFEE_1A70_0715

    /// Exactly two lines: `layout original: N placements/s` and `layout edges: N placements/s`.
    public static func run() -> [String] {
        run(caseCount: caseCount, runCount: runCount)
    }

    /// The same with a smaller workload, for tests.
    static func run(caseCount: Int, runCount: Int) -> [String] {
        var requests = makeRequests(count: caseCount)
        let original = medianRate(requests, runCount: runCount)
        for index in requests.indices {
            requests[index].policy = .edges
        }
        let edges = medianRate(requests, runCount: runCount)
        return ["layout original: \(original) placements/s", "layout edges: \(edges) placements/s"]
    }

    static func makeRequests(count: Int = caseCount) -> ContiguousArray<PlacementRequest> {
        var random = Random(seed: seed)
        let container = Rect(x: 0, y: 0, width: 1280, height: 800)
        var requests = ContiguousArray<PlacementRequest>()
        requests.reserveCapacity(count)
        for _ in 0..<count {
            let anchor = Rect(x: random.number(in: -20...1260), y: random.number(in: -20...780),
                              width: random.number(in: 0...160), height: random.number(in: 0...60))
            let preferred = Placement(side: Edge.allCases[random.index(below: 4)],
                                      alignment: PlacementAlignment.allCases[random.index(below: 3)])
            requests.append(PlacementRequest(
                anchor: anchor,
                bodySize: Size(width: random.number(in: 80...400), height: random.number(in: 40...300)),
                container: container, containerInset: EdgeInsets(all: 4),
                preferredPlacement: random.index(below: 4) == 0 ? nil : preferred,
                shiftPadding: 8))
        }
        return requests
    }

    /// Placements per second over all requests: the median of `runCount` timed passes.
    static func medianRate(_ requests: ContiguousArray<PlacementRequest>, runCount: Int) -> Int {
        let clock = ContinuousClock()
        var rates: [Double] = []
        for _ in 0..<runCount {
            var checksum = 0.0
            let start = clock.now
            for request in requests {
                let result = PopoverPlacement.compute(request)
                checksum += result.body.minX + (result.arrow?.tip.y ?? 0)
            }
            let elapsed = clock.now - start
            consume(checksum)
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
            rates.append(Double(requests.count) / max(seconds, 1e-9))
        }
        return Int(rates.sorted()[runCount / 2])
    }

    /// Keeps the optimiser from dropping the placements whose results feed `value`.
    @inline(never)
    static func consume(_ value: Double) {
        if value.isNaN { print("layout benchmark checksum is NaN") }
    }

    /// SplitMix64: a tiny seeded generator so the workload is the same on every run.
    struct Random {
        var state: UInt64

        init(seed: UInt64) {
            state = seed
        }

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        /// Uniform in the range, from the top 53 bits.
        mutating func number(in range: ClosedRange<Double>) -> Double {
            range.lowerBound + Double(next() >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
        }

        mutating func index(below count: Int) -> Int {
            Int(next() % UInt64(count))
        }
    }
}
