import Testing
@testable import PopoverKit

@Suite struct TransitionTests {
    private func close(_ a: Point, _ b: Point) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

    @Test func popoverFadesInAndFadesOutMovingDown() {
        let inserting = Transition.popover.state(progress: 0.25, phase: .insertion)
        #expect(inserting == TransitionState(opacity: 0.25))
        #expect(Transition.popover.state(progress: 0, phase: .insertion).opacity == 0)
        #expect(Transition.popover.state(progress: 1, phase: .insertion) == .identity)

        #expect(Transition.popover.state(progress: 0, phase: .removal) == .identity)
        let removing = Transition.popover.state(progress: 0.5, phase: .removal)
        #expect(removing.opacity == 0.5)
        #expect(removing.offset == Point(x: 0, y: 5))
        #expect(removing.scale == 1)
        let removed = Transition.popover.state(progress: 1, phase: .removal)
        #expect(removed.opacity == 0)
        #expect(removed.offset == Point(x: 0, y: 10))
    }

    @Test func matchedPopoverFadesAndScalesAboutItsCenter() {
        let state = Transition.matchedPopover.state(progress: 0.5, phase: .insertion)
        #expect(state.opacity == 0.5)
        #expect(state.scale == 0.5)
        #expect(state.anchor == .center)
        // Half size about the center (140, 220) of a 80×40 frame at (100, 200).
        let transform = state.transform(in: Rect(x: 100, y: 200, width: 80, height: 40))
        #expect(close(transform.apply(Point(x: 100, y: 200)), Point(x: 120, y: 210)))
        #expect(close(transform.apply(Point(x: 180, y: 240)), Point(x: 160, y: 230)))
        #expect(Transition.matchedPopover.state(progress: 1, phase: .removal).scale == 0)
    }

    @Test func scaleKeepsItsAnchorInPlace() {
        let state = Transition.scale(0.5, anchor: .topLeading).state(progress: 1, phase: .removal)
        let transform = state.transform(in: Rect(x: 10, y: 20, width: 100, height: 50))
        #expect(close(transform.apply(Point(x: 10, y: 20)), Point(x: 10, y: 20)))
        #expect(close(transform.apply(Point(x: 110, y: 70)), Point(x: 60, y: 45)))
        #expect(state.anchor == .topLeading)
    }

    @Test func scalesAboutDifferentAnchorsComposeExactly() {
        // Half about the top-leading corner, then half about the bottom-trailing one, in a
        // 100×100 frame at the origin: p ↦ 0.5p, then q ↦ 100 + 0.5(q − 100) = 50 + 0.5q.
        // Together p ↦ 50 + 0.25p, whose fixed point is 200/3, i.e. unit 2/3.
        let transition = Transition.scale(0.5, anchor: .topLeading)
            .combined(with: .scale(0.5, anchor: .bottomTrailing))
        let state = transition.state(progress: 0, phase: .insertion)
        #expect(state.scale == 0.25)
        let transform = state.transform(in: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(close(transform.apply(.zero), Point(x: 50, y: 50)))
        #expect(close(transform.apply(Point(x: 100, y: 100)), Point(x: 75, y: 75)))
        #expect(abs(state.anchor.x - 2.0 / 3) < 1e-12 && abs(state.anchor.y - 2.0 / 3) < 1e-12)
    }

    @Test func offsetAppliesAfterTheScaleUnscaled() {
        let state = Transition.scale(0.5).combined(with: .offset(x: 8, y: -6))
            .state(progress: 1, phase: .removal)
        let transform = state.transform(in: Rect(x: 0, y: 0, width: 40, height: 40))
        // The center (20, 20) stays under the scale, then moves by (8, −6).
        #expect(close(transform.apply(Point(x: 20, y: 20)), Point(x: 28, y: 14)))
        #expect(close(transform.apply(.zero), Point(x: 18, y: 4)))
    }

    @Test func asymmetricUsesEachSideOfItsTransitions() {
        let transition = Transition.asymmetric(insertion: .offset(y: -20), removal: .opacity)
        #expect(transition.state(progress: 0, phase: .insertion) == TransitionState(offset: Point(x: 0, y: -20)))
        #expect(transition.state(progress: 0.75, phase: .insertion).offset == Point(x: 0, y: -5))
        #expect(transition.state(progress: 1, phase: .removal) == TransitionState(opacity: 0))
    }

    @Test func combinedOpacitiesMultiplyAndProgressClamps() {
        let doubled = Transition.opacity.combined(with: .opacity)
        #expect(doubled.state(progress: 0.5, phase: .removal).opacity == 0.25)
        #expect(Transition.popover.state(progress: 1.5, phase: .removal)
            == Transition.popover.state(progress: 1, phase: .removal))
        #expect(Transition.popover.state(progress: -1, phase: .insertion).opacity == 0)
        #expect(Transition.identity.state(progress: 0, phase: .insertion) == .identity)
    }
}
