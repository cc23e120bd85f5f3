import PopoverKit

/// `popover-demo bench layout`: placement throughput. One million requests are generated up front
/// from a fixed seed (anchors anywhere in a 1280×800 container inset by 4, bodies 80–400 × 40–300,
/// the standard arrow); each policy places all of them five times and reports the median rate.
/// The `edges` run prefers a random side and alignment (a quarter leave the side automatic), with
/// flip, shift (padding 8) and the arrow: Floating UI's rules. The `edges permitted` run places
/// the same requests with all four sides permitted in a per-request shuffled order: UIKit's order.
public enum LayoutBenchmark {
    public static let caseCount = 1_000_000
    public static let runCount = 5
    public static let seed: UInt64 = 0x00C0_FFEE_1A70_0715

    /// Exactly three lines: `layout original: N placements/s`, `layout edges: N placements/s` and
    /// `layout edges permitted: N placements/s`.
    public static func run() -> [String] {
        run(caseCount: caseCount, runCount: runCount)
    }

    /// The same with a smaller workload, for tests.
    static func run(caseCount: Int, runCount: Int) -> [String] {
        var cases = makeCases(count: caseCount)
        let original = medianRate(cases, runCount: runCount)
        for index in cases.indices {
            cases[index].policy = .edges(shift: Shift(padding: shiftPadding))
        }
        let edges = medianRate(cases, runCount: runCount)
        let orders = allOrders()
        var random = SplitMix64(seed: seed)
        for index in cases.indices {
            cases[index].policy = .edges(permitted: orders[random.index(below: orders.count)],
                                         shift: Shift(padding: shiftPadding))
        }
        let permitted = medianRate(cases, runCount: runCount)
        return ["layout original: \(original) placements/s", "layout edges: \(edges) placements/s",
                "layout edges permitted: \(permitted) placements/s"]
    }

    /// The 24 orders of the four sides.
    static func allOrders() -> [PermittedSides] {
        var orders: [PermittedSides] = []
        for first in Edge.allCases {
            for second in Edge.allCases where second != first {
                for third in Edge.allCases where third != first && third != second {
                    let fourth = Edge.allCases.first { ![first, second, third].contains($0) }!
                    orders.append([first, second, third, fourth])
                }
            }
        }
        return orders
    }

    /// The padding the `edges` runs shift with.
    static let shiftPadding = 8.0

    /// One placement to time: a request and the policy that places it.
    struct Case: Equatable {
        var request: PlacementRequest
        var policy: PlacementPolicy
    }

    /// `count` requests from the fixed seed, each with the `original` policy.
    static func makeCases(count: Int = caseCount) -> ContiguousArray<Case> {
        var random = SplitMix64(seed: seed)
        let container = Rect(x: 0, y: 0, width: 1280, height: 800)
        var requests = ContiguousArray<Case>()
        requests.reserveCapacity(count)
        for _ in 0..<count {
            let anchor = Rect(x: random.uniform(-20...1260), y: random.uniform(-20...780),
                              width: random.uniform(0...160), height: random.uniform(0...60))
            let preferred = Placement(side: Edge.allCases[random.index(below: 4)],
                                      alignment: PlacementAlignment.allCases[random.index(below: 3)])
            requests.append(Case(request: PlacementRequest(
                anchor: anchor,
                bodySize: Size(width: random.uniform(80...400), height: random.uniform(40...300)),
                container: container, containerInset: EdgeInsets(all: 4),
                preferredPlacement: random.index(below: 4) == 0 ? nil : preferred), policy: .original))
        }
        return requests
    }

    /// Placements per second over all requests: the median of `runCount` timed passes.
    static func medianRate(_ requests: ContiguousArray<Case>, runCount: Int) -> Int {
        let clock = ContinuousClock()
        var rates: [Double] = []
        for _ in 0..<runCount {
            var checksum = 0.0
            let start = clock.now
            for placement in requests {
                let result = PlacementEngine.compute(placement.request, policy: placement.policy)
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
}
