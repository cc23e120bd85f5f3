import Testing
@testable import PopoverPlacement

/// Steps as a program uses them: the library's policies are lists of the public steps, a
/// program's own step joins a list without any change to the engine, and resets run the list
/// again but never forever.
@Suite struct PlacementStepTests {
    static let container = Rect(x: 0, y: 0, width: 400, height: 800)

    /// A program's own rule: the body's origin on whole points, after everything else.
    struct WholePoints: PlacementStep {
        func apply(to state: inout PlacementState) -> PlacementStepOutcome {
            state.body.origin = Point(x: state.body.minX.rounded(), y: state.body.minY.rounded())
            state.data.custom["wholePoints.dx"] = state.body.minX
            return .next
        }
    }

    /// A program's own side rule: below the anchor whenever there is room there, by a reset.
    struct BelowWhenRoomy: PlacementStep {
        func apply(to state: inout PlacementState) -> PlacementStepOutcome {
            guard let placement = state.placement, placement.side != .bottom,
                  state.geometry.room(on: .bottom) >= 0 else { return .next }
            return .reset(Placement(side: .bottom, alignment: placement.alignment))
        }
    }

    /// A step that never stops asking.
    struct AlwaysReset: PlacementStep {
        func apply(to state: inout PlacementState) -> PlacementStepOutcome {
            .reset(Placement(side: state.placement?.side == .top ? .bottom : .top))
        }
    }

    @Test func theLibrarysPoliciesAreListsOfThePublicSteps() {
        var requests = RandomPlacementRequests(seed: 0x5_7E95)
        for _ in 0..<20_000 {
            let placement = requests.next().request
            let listed: PlacementResult = switch placement.rules {
            case .original:
                PlacementEngine.compute(placement.request, steps: PlacementSteps {
                    OriginalSide(); Constrain(); HideWhenCovering(); OriginalArrow()
                })
            case .edges(let permitted, let flip, let shift) where permitted.isEmpty:
                PlacementEngine.compute(placement.request, steps: PlacementSteps {
                    RoomiestSide()
                    if flip { Flip() }
                    shift
                    FloatingArrow(shift: shift)
                })
            case .edges(let permitted, let flip, let shift):
                PlacementEngine.compute(placement.request, steps: PlacementSteps {
                    PermittedOrder(permitted, flip: flip, fitsAfter: shift); shift; FloatingArrow(shift: shift)
                })
            case .centered:
                PlacementEngine.compute(placement.request, steps: Centered())
            }
            #expect(listed == PlacementEngine.compute(placement), "\(placement)")
        }
    }

    @Test func aProgramsOwnStepJoinsAListUnchanged() {
        let request = PlacementRequest(anchor: Rect(x: 180.4, y: 600.3, width: 40, height: 40),
                                       bodySize: Size(width: 200.2, height: 100), container: Self.container)
        let edges = PlacementEngine.compute(request, policy: .edges)
        let rounded = PlacementEngine.compute(request, steps: PlacementSteps {
            PlacementPolicy.floatingSteps(flip: true, shift: Shift())
            WholePoints()
        })
        #expect(edges.body.minX != edges.body.minX.rounded())
        #expect(rounded.body.origin == Point(x: edges.body.minX.rounded(), y: edges.body.minY.rounded()))
        #expect(rounded.placement == edges.placement && rounded.arrow == edges.arrow)
    }

    @Test func aResetRunsTheListAgainOnTheNewPlacement() {
        // Room above and below; the original's rule picks top for an anchor in the lower half.
        let request = PlacementRequest(anchor: Rect(x: 180, y: 500, width: 40, height: 40),
                                       bodySize: Size(width: 200, height: 100), container: Self.container)
        #expect(PlacementEngine.compute(request).side == .top)
        var state = PlacementState(request)
        PlacementEngine.run(PlacementSteps { OriginalSide(); BelowWhenRoomy(); Constrain(); OriginalArrow() }, on: &state)
        #expect(state.resets == 1)
        let result = state.result
        #expect(result.side == .bottom)
        #expect(result.body == Rect(x: 100, y: 552, width: 200, height: 100))
        #expect(result.arrow?.tip == Point(x: 200, y: 543))
    }

    @Test func resetsStopAtTheLimit() {
        var state = PlacementState(PlacementRequest(anchor: Rect(x: 180, y: 500, width: 40, height: 40),
                                                    bodySize: Size(width: 200, height: 100), container: Self.container))
        PlacementEngine.run(AlwaysReset(), on: &state)
        #expect(state.resets == PlacementEngine.resetLimit)
        #expect(state.result.body.minX.isFinite)
    }

    @Test func namedStepsMakeTheSameListAsThePolicy() {
        let named = NamedPlacementSteps.all.map { $0.stepName }
        #expect(Set(named).count == named.count, "two steps share a name: \(named)")
        var requests = RandomPlacementRequests(seed: 0x4A3ED)
        for _ in 0..<5_000 {
            var placement = requests.next().request
            placement.policy = .edges
            placement.permittedSides = []
            let values = PlacementStepOptionValues(["shift": .bool(placement.shift), "shiftPadding": .number(placement.shiftPadding)])
            let steps: [any PlacementStep] = [
                RoomiestSide(.init()), placement.flip ? Flip(.init()) : NoStep(),
                placement.shift ? Shift(.init(["padding": .number(placement.shiftPadding)])) : NoStep(),
                FloatingArrow(values),
            ]
            #expect(PlacementEngine.compute(placement.request, steps: AnyPlacementSteps(steps)) == PlacementEngine.compute(placement))
        }
    }
}
