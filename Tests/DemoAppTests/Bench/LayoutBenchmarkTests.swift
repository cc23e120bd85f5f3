import Testing
@testable import DemoApp

@MainActor
@Suite struct LayoutBenchmarkTests {
    @Test func printsExactlyTheThreeRateLines() {
        let lines = LayoutBenchmark.run(caseCount: 2_000, runCount: 3)
        #expect(lines.count == 3)
        #expect(lines[0].wholeMatch(of: /layout original: [1-9][0-9]* placements\/s/) != nil, "\(lines)")
        #expect(lines[1].wholeMatch(of: /layout edges: [1-9][0-9]* placements\/s/) != nil, "\(lines)")
        #expect(lines[2].wholeMatch(of: /layout edges permitted: [1-9][0-9]* placements\/s/) != nil, "\(lines)")
    }

    @Test func workloadIsTheSameEveryTime() {
        let first = LayoutBenchmark.makeCases(count: 100), second = LayoutBenchmark.makeCases(count: 100)
        #expect(first == second)
        #expect(Set(first.map(\.request.anchor)).count == 100)
    }

    @Test func permittedRunUsesEveryOrderOfAllFourSides() {
        let orders = LayoutBenchmark.allOrders()
        #expect(orders.count == 24 && Set(orders.map(\.description)).count == 24)
        #expect(orders.allSatisfy { $0.count == 4 })
    }
}
