import Testing
@testable import PopoverKit

@Suite struct InputEventTests {
    @Test func arrowKeysPointInScreenDirections() {
        #expect(Key.upArrow.arrowDirection == Point(x: 0, y: -1))
        #expect(Key.downArrow.arrowDirection == Point(x: 0, y: 1))
        #expect(Key.leftArrow.arrowDirection == Point(x: -1, y: 0))
        #expect(Key.rightArrow.arrowDirection == Point(x: 1, y: 0))
        #expect(Key.tab.arrowDirection == nil)
    }

    /// Every combination of the four modifiers is a value of its own that holds exactly its
    /// members, so a shortcut never mistakes one held modifier for another.
    @Test func everyModifierCombinationIsDistinct() {
        let all: [Modifiers] = [.shift, .control, .alt, .command]
        var seen: Set<Modifiers> = []
        for mask in 0..<(1 << all.count) {
            let members = all.indices.filter { mask & (1 << $0) != 0 }
            let held = members.reduce(into: Modifiers()) { $0.formUnion(all[$1]) }
            for index in all.indices {
                #expect(held.contains(all[index]) == members.contains(index), "combination \(mask), modifier \(index)")
            }
            seen.insert(held)
        }
        #expect(seen.count == 1 << all.count)
    }
}
