import Testing
@testable import PopoverKit

@Suite struct PresentationCoordinatorTests {
    func opacity(_ frame: PresentationFrame, _ id: String) -> Double { frame.appearance(of: id)!.state.opacity }

    @Test func insertionWaitsHalfASecondThenFadesIn() {
        var coordinator = PresentationCoordinator()
        let request = PopoverRequest(id: "a", isPresented: true)
        #expect(opacity(coordinator.update([request], now: 0), "a") == 0)
        #expect(opacity(coordinator.update([request], now: 0.49), "a") == 0)
        _ = coordinator.update([request], now: 0.5)
        // Halfway through the 0.35 s ease-in-out the fade is exactly half done.
        #expect(abs(opacity(coordinator.update([request], now: 0.5 + 0.175), "a") - 0.5) < 1e-9)
        #expect(opacity(coordinator.update([request], now: 0.9), "a") == 1)
    }

    @Test func nextChangeIsTheEndOfTheDelayThenEveryFrameOfTheFadeThenNone() {
        var coordinator = PresentationCoordinator()
        let request = PopoverRequest(id: "a", isPresented: true)
        #expect(coordinator.nextChange == nil)
        _ = coordinator.update([request], now: 0)
        #expect(coordinator.nextChange == 0.5)
        _ = coordinator.update([request], now: 0.3)
        #expect(coordinator.nextChange == 0.5)
        _ = coordinator.update([request], now: 0.6)
        #expect(coordinator.nextChange == 0.6)
        _ = coordinator.update([request], now: 0.85)
        #expect(coordinator.nextChange == nil)
        // A removal moves until its fade is over.
        _ = coordinator.update([PopoverRequest(id: "a", isPresented: false)], now: 2)
        #expect(coordinator.nextChange == 2)
        _ = coordinator.update([PopoverRequest(id: "a", isPresented: false)], now: 2.35)
        #expect(coordinator.nextChange == nil)
    }

    @Test func disabledDelayShowsAtOnce() {
        var coordinator = PresentationCoordinator()
        let request = PopoverRequest(id: "a", isPresented: true, disableDelay: true)
        _ = coordinator.update([request], now: 0)
        #expect(opacity(coordinator.update([request], now: 0.35), "a") == 1)
    }

    @Test func removalFadesWhileMovingTenPointsDown() {
        var coordinator = PresentationCoordinator()
        var request = PopoverRequest(id: "a", isPresented: true, disableDelay: true)
        _ = coordinator.update([request], now: 0)
        _ = coordinator.update([request], now: 1)
        request.isPresented = false
        _ = coordinator.update([request], now: 1)
        let half = coordinator.update([request], now: 1.175).appearance(of: "a")!
        #expect(abs(half.state.opacity - 0.5) < 1e-9)
        #expect(abs(half.state.offset.y - 5) < 1e-9)
        #expect(!half.isInteractive)
        let done = coordinator.update([request], now: 1.4).appearance(of: "a")!
        #expect(done.state.opacity == 0 && done.state.offset.y == 10 && !done.isRendered)
    }

    @Test func lastExclusiveHidesTheOthersUntilItGoes() {
        var coordinator = PresentationCoordinator()
        let a = PopoverRequest(id: "a", isPresented: true, disableDelay: true)
        var menu = PopoverRequest(id: "menu", isPresented: false, isExclusive: true, disableDelay: true)
        var other = PopoverRequest(id: "other", isPresented: false, isExclusive: true, disableDelay: true)
        _ = coordinator.update([a, menu, other], now: 0)
        var frame = coordinator.update([a, menu, other], now: 1)
        #expect(opacity(frame, "a") == 1)
        menu.isPresented = true
        other.isPresented = true
        _ = coordinator.update([a, menu, other], now: 1)
        frame = coordinator.update([a, menu, other], now: 2)
        #expect(opacity(frame, "a") == 0 && opacity(frame, "menu") == 0 && opacity(frame, "other") == 1)
        other.isPresented = false
        _ = coordinator.update([a, menu, other], now: 2)
        frame = coordinator.update([a, menu, other], now: 3)
        #expect(opacity(frame, "a") == 0 && opacity(frame, "menu") == 1)
        menu.isPresented = false
        _ = coordinator.update([a, menu, other], now: 3)
        frame = coordinator.update([a, menu, other], now: 4)
        // The non-exclusive one comes back, with no new insertion delay.
        #expect(opacity(frame, "a") == 1 && opacity(frame, "menu") == 0)
    }

    @Test func fadesWhileCoveringItsAnchorAndReturns() {
        var coordinator = PresentationCoordinator()
        var request = PopoverRequest(id: "a", isPresented: true, disableDelay: true)
        _ = coordinator.update([request], now: 0)
        #expect(opacity(coordinator.update([request], now: 1), "a") == 1)
        request.wouldCoverAnchor = true
        _ = coordinator.update([request], now: 1)
        let hidden = coordinator.update([request], now: 2).appearance(of: "a")!
        #expect(hidden.state.opacity == 0 && hidden.state.offset.y == 0 && !hidden.isInteractive)
        request.wouldCoverAnchor = false
        _ = coordinator.update([request], now: 2)
        #expect(opacity(coordinator.update([request], now: 3), "a") == 1)
    }

    @Test func dimmingFollowsShownDismissiblePopovers() {
        var coordinator = PresentationCoordinator()
        var menu = PopoverRequest(id: "menu", isPresented: true, isDismissible: true, disableDelay: true)
        var frame = coordinator.update([menu], now: 0)
        #expect(frame.dimmingCatchesInput)
        #expect(coordinator.dismissibleIDs == ["menu"])
        frame = coordinator.update([menu], now: 1)
        #expect(frame.dimming == 1)
        menu.isPresented = false
        frame = coordinator.update([menu], now: 1)
        #expect(!frame.dimmingCatchesInput && coordinator.dismissibleIDs.isEmpty)
        frame = coordinator.update([menu], now: 2)
        #expect(frame.dimming == 0)
    }

    @Test func identityPersistsAcrossFramesAndForgetsRemovedViews() {
        var coordinator = PresentationCoordinator()
        let a = PopoverRequest(id: "a", isPresented: true, disableDelay: true)
        let b = PopoverRequest(id: "b", isPresented: true, disableDelay: true)
        _ = coordinator.update([a, b], now: 0)
        var frame = coordinator.update([a, b], now: 1)
        #expect(opacity(frame, "a") == 1 && opacity(frame, "b") == 1)
        // b's view leaves the tree; when it comes back it is a new presentation, faded in again.
        frame = coordinator.update([a], now: 1.5)
        #expect(frame.appearances.map(\.id) == ["a"])
        frame = coordinator.update([a, b], now: 2)
        #expect(opacity(frame, "b") == 0)
    }
}
