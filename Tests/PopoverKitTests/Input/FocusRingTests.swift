import Testing
@testable import PopoverKit

@Suite struct FocusRingTests {
    @Test func nextWrapsFromLastToFirst() {
        var ring = FocusRing(["menu", "lightning", "sleep"])
        #expect(ring.focused == nil)
        #expect(ring.focusNext() == "menu")
        #expect(ring.focusNext() == "lightning")
        #expect(ring.focusNext() == "sleep")
        #expect(ring.focusNext() == "menu")
    }

    @Test func previousWrapsFromFirstToLast() {
        var ring = FocusRing(["menu", "lightning", "sleep"])
        #expect(ring.focusPrevious() == "sleep")
        #expect(ring.focusPrevious() == "lightning")
        ring.focus("menu")
        #expect(ring.focusPrevious() == "sleep")
    }

    @Test func replacingIDsKeepsOrDropsFocus() {
        var ring = FocusRing([1, 2, 3], focused: 2)
        ring.replaceIDs([2, 5])
        #expect(ring.focused == 2)
        #expect(ring.focusNext() == 5)
        ring.replaceIDs([7, 8])
        #expect(ring.focused == nil)
        ring.focus(42)
        #expect(ring.focused == nil, "an unknown id is ignored")
        ring.focus(8)
        ring.focus(nil)
        #expect(ring.focused == nil)
    }

    @Test func emptyRingFocusesNothing() {
        var ring = FocusRing<Int>([])
        #expect(ring.focusNext() == nil)
        #expect(ring.focusPrevious() == nil)
        #expect(FocusRing([1], focused: 9).focused == nil)
    }
}
