import CAllocationCounter
import Testing
@testable import PopoverPlacement

/// Placement allocates nothing on the heap: thousands of random requests (every policy, side,
/// permitted order and option, spoiled fields included) placed with no allocation at all on
/// this thread, counted by the test binary's counting malloc.
@Suite struct PlacementAllocationTests {
    @Test func placingAllocatesNothing() {
        var generator = RandomPlacementRequests(seed: 0xA110C)
        let requests = (0..<5_000).map { _ in generator.next().request }
        var checksum = 0.0
        // Once first, so that lazily made constants are not counted against the placements.
        for request in requests { checksum += PlacementEngine.compute(request).body.minX.isFinite ? 1 : 0 }
        let before = allocation_count()
        for request in requests { checksum += PlacementEngine.compute(request).body.minX.isFinite ? 1 : 0 }
        let allocations = allocation_count() - before
        #expect(allocations == 0, "\(allocations) heap allocations for \(requests.count) placements")
        #expect(checksum > 0)
    }

    /// The counter does count: an array that grows allocates.
    @Test func theCounterSeesAnAllocation() {
        let before = allocation_count()
        var grown: [Int] = []
        for value in 0..<100 { grown.append(value) }
        #expect(allocation_count() - before > 0)
        #expect(grown.count == 100)
    }
}
