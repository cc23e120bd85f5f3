import Testing
@testable import PopoverKit

/// matchedPopover (seed 003): unit-point attachment, hide-then-show switching, tap to dismiss.
@Suite struct MatchedPopoverTests {
    /// Two 40 × 20 sources stacked 8 pt apart in the middle of a 400 × 400 container:
    /// source 1 at (180, 176) anchored at its top, source 2 at (180, 204) anchored at its bottom.
    static func harness(_ selection: Box<Int?>) -> PresentationHarness {
        PresentationHarness(size: Size(width: 400, height: 400)) {
            VStack(spacing: 8) {
                box(40, 20).matchedPopoverSource(id: 1, anchor: .top)
                box(40, 20).matchedPopoverSource(id: 2, anchor: .bottom)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .matchedPopover(selection: selection.binding, anchor: { $0 == 1 ? .top : .bottom }) { _ in
                box(60, 30)
            }
        }
    }

    @Test func popoverOppositePointSitsOnTheSourcePoint() {
        let selection = Box<Int?>(1)
        let harness = Self.harness(selection)
        harness.layout(at: 0)
        // Source 1's top center is (200, 176): the popover's bottom center sits there.
        #expect(harness.placed("#1")?.placement.body == Rect(x: 170, y: 146, width: 60, height: 30))
        #expect(harness.placed("#1")?.placement.arrow == nil)
        selection.value = 2
        harness.layout(at: 1)
        harness.layout(at: 2)
        // Source 2's bottom center is (200, 224): the popover's top center sits there.
        #expect(harness.placed("#2")?.placement.body == Rect(x: 170, y: 224, width: 60, height: 30))
    }

    @Test func sourceAndContainerAnchorsAreIndependent() {
        // Source anchored at its bottom, container asking for .top: the popover's bottom center
        // goes on the source's bottom center, as matchedGeometryEffect would put it.
        let harness = PresentationHarness(size: Size(width: 400, height: 400)) {
            box(40, 20).matchedPopoverSource(id: "a")
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .matchedPopover(selection: .constant("a"), anchor: .top) { _ in box(60, 30) }
        }
        harness.layout(at: 0)
        #expect(harness.placed("#a")?.placement.body == Rect(x: 170, y: 180, width: 60, height: 30))
    }

    @Test func switchingHidesTheOldPopoverBeforeShowingTheNew() {
        let selection = Box<Int?>(1)
        let harness = Self.harness(selection)
        harness.layout(at: 0)
        harness.layout(at: 0.35)
        #expect(harness.opacity("#1") == 1 && harness.opacity("#2") == 0)
        selection.value = 2
        harness.layout(at: 1)
        // Halfway through the 0.35 s removal: 1 is half faded and half scaled; 2 has not begun.
        harness.layout(at: 1.175)
        let leaving = harness.placed("#1")!.appearance.state
        #expect(abs(leaving.opacity - 0.5) < 1e-9 && abs(leaving.scale - 0.5) < 1e-9)
        #expect(harness.opacity("#2") == 0)
        // The removal is over: 2's insertion starts now.
        harness.layout(at: 1.35)
        #expect(harness.opacity("#1") < 1e-9 && harness.opacity("#2") == 0)
        harness.layout(at: 1.525)
        let arriving = harness.placed("#2")!.appearance.state
        #expect(abs(arriving.opacity - 0.5) < 1e-9 && abs(arriving.scale - 0.5) < 1e-9)
        harness.layout(at: 1.75)
        #expect(harness.opacity("#2") == 1 && harness.placed("#2")!.appearance.state.scale == 1)
    }

    @Test func theHostWakesForTheNextPopoverWhenTheRemovalEnds() {
        let selection = Box<Int?>(1)
        let harness = Self.harness(selection)
        harness.layout(at: 0)
        harness.layout(at: 0.35)
        #expect(harness.host.nextChange == nil)
        selection.value = 2
        harness.layout(at: 1)
        #expect(harness.host.nextChange == 1)
        harness.layout(at: 1.35)
        #expect(harness.host.nextChange == 1.35)
        harness.layout(at: 1.75)
        #expect(harness.host.nextChange == nil)
        #expect(harness.opacity("#2") == 1)
    }

    @Test func aPressAnywhereClearsTheSelection() {
        let selection = Box<Int?>(2)
        let harness = Self.harness(selection)
        harness.layout(at: 0)
        // The catcher covers the whole container.
        #expect(harness.target(PopoverDimmingID())?.frame == Rect(x: 0, y: 0, width: 400, height: 400))
        harness.pressOutside()
        #expect(selection.value == nil)
        harness.layout(at: 0.1)
        #expect(harness.target(PopoverDimmingID()) == nil)
    }

    @Test func containersMadeOnOneLineKeepTheirOwnSequences() {
        let selections = ["a": Box<Int?>(1), "b": Box<Int?>(2)]
        let harness = PresentationHarness(size: Size(width: 400, height: 400)) {
            HStack(spacing: 0) {
                ForEach(["a", "b"], id: \.self) { name in
                    box(40, 20).matchedPopoverSource(id: name == "a" ? 1 : 2)
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                        .matchedPopover(selection: selections[name]!.binding, id: name) { _ in box(60, 30) }
                }
            }.makeNode()
        }
        harness.layout(at: 0)
        harness.layout(at: 0.35)
        // Without the ids the two would share one sequence and keep hiding each other.
        #expect(harness.opacity("#a#1") == 1 && harness.opacity("#b#2") == 1)
    }

    @Test func sequenceWaitsForTheRemovalEvenAfterAPassThroughNil() {
        var sequence = MatchedPopoverSequence()
        #expect(sequence.update(selection: 1, now: 0) == AnyHashable(1))
        #expect(sequence.update(selection: nil, now: 1) == nil)
        // Selected again 0.1 s into the removal: shown only when the removal has run its 0.35 s.
        #expect(sequence.update(selection: 2, now: 1.1) == nil)
        #expect(sequence.update(selection: 2, now: 1.34) == nil)
        #expect(sequence.update(selection: 2, now: 1.35) == AnyHashable(2))
        #expect(MatchedPopoverSequence.removalDuration == 0.35)
    }
}
