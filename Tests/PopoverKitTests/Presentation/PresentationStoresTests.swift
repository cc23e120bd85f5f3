import Testing
@testable import PopoverKit

/// The state the presentation styles keep between frames, store by store.
@Suite struct PresentationStoresTests {
    @Test func aHiddenMatchedPopoverSchedulesTheEndOfItsRemoval() {
        var sequences = MatchedPopoverSequences()
        #expect(sequences.shown(in: "a", selection: AnyHashable(1), now: 0) == AnyHashable(1))
        #expect(sequences.removalEnds.isEmpty)
        // Another selection hides the shown one first; its removal ends a removal's length later.
        #expect(sequences.shown(in: "a", selection: AnyHashable(2), now: 1) == nil)
        #expect(sequences.removalEnds == [1 + MatchedPopoverSequence.removalDuration])
        // Each container keeps its own sequence.
        #expect(sequences.shown(in: "b", selection: AnyHashable(2), now: 1) == AnyHashable(2))
        #expect(sequences.removalEnds == [1 + MatchedPopoverSequence.removalDuration])
    }

    @Test func anItemPopoverKeepsItsLastItemsContentOnceTheItemIsGone() {
        var contents = ItemPopoverContents()
        var built: [String] = []
        let build = { (item: String) -> [ViewNode] in
            built.append(item)
            return [Text(item).makeNode()]
        }
        #expect(contents.content(for: "p", item: String?.none, build: build) == nil)
        _ = contents.content(for: "p", item: "first", build: build)?()
        _ = contents.content(for: "p", item: "second", build: build)?()
        _ = contents.content(for: "p", item: String?.none, build: build)?()
        #expect(built == ["first", "second", "second"])
        // Another popover remembers nothing of this one's.
        #expect(contents.content(for: "q", item: String?.none, build: build) == nil)
    }
}
