/// One step of a placement, in the shape of Floating UI's middleware: it reads the placement so
/// far (the request's geometry, the side, the body's frame and what earlier steps recorded in
/// `data`), changes it, and either lets the next step run or asks for a reset: the whole list
/// runs again from its first step with the body on a new placement. A list of steps is itself a
/// step (`PlacementSteps`), and `PlacementPolicy` names the lists the library ships. A program adds
/// its own rule by writing a type that conforms and putting it in a list; it needs no change here.
public protocol PlacementStep: Sendable {
    /// Runs the step on `state`.
    func apply(to state: inout PlacementState) -> PlacementStepOutcome
}

/// What a step asks for once it has run.
public enum PlacementStepOutcome: Hashable, Sendable {
    /// Go on with the next step.
    case next
    /// Put the body on this placement (its ideal frame there) and run the list again from its
    /// first step; what the steps recorded in `data` stays. At most `PlacementEngine.resetLimit`
    /// resets are honoured, after which `reset` counts as `next`, so a list never loops forever.
    case reset(Placement)
}

/// A step that may be left out: nil does nothing. `Shift?` is a shift that can be turned off.
extension Optional: PlacementStep where Wrapped: PlacementStep {
    @inline(__always)
    public func apply(to state: inout PlacementState) -> PlacementStepOutcome {
        self?.apply(to: &state) ?? .next
    }
}

/// Two steps in order: the second runs unless the first asks for a reset. Lists of any length are
/// pairs of pairs, built with `PlacementSteps { … }`; every step keeps its own type, so a list of
/// the library's steps compiles to straight-line code with nothing to allocate.
public struct StepPair<First: PlacementStep, Second: PlacementStep>: PlacementStep {
    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    @inline(__always)
    public func apply(to state: inout PlacementState) -> PlacementStepOutcome {
        let outcome = first.apply(to: &state)
        if case .reset = outcome { return outcome }
        return second.apply(to: &state)
    }
}

/// A list of steps that does nothing: what an empty `PlacementSteps { }` builds.
public struct NoStep: PlacementStep {
    public init() {}

    @inline(__always)
    public func apply(to state: inout PlacementState) -> PlacementStepOutcome { .next }
}

/// Builds a list of steps from a block, as SwiftUI builds views:
/// `PlacementSteps { RoomiestSide(); Flip(); Shift(padding: 8); FloatingArrow() }`.
@resultBuilder
public enum PlacementStepsBuilder {
    public static func buildExpression<Step: PlacementStep>(_ step: Step) -> Step { step }
    public static func buildPartialBlock<Step: PlacementStep>(first: Step) -> Step { first }
    public static func buildPartialBlock<First: PlacementStep, Second: PlacementStep>(
        accumulated: First, next: Second) -> StepPair<First, Second> {
        StepPair(accumulated, next)
    }
    public static func buildBlock() -> NoStep { NoStep() }
    public static func buildOptional<Step: PlacementStep>(_ step: Step?) -> Step? { step }
    public static func buildEither<First: PlacementStep, Second: PlacementStep>(first: First) -> EitherStep<First, Second> {
        .first(first)
    }
    public static func buildEither<First: PlacementStep, Second: PlacementStep>(second: Second) -> EitherStep<First, Second> {
        .second(second)
    }
}

/// One of two steps, chosen when the list is built (`if … else` in `PlacementSteps { … }`).
public enum EitherStep<First: PlacementStep, Second: PlacementStep>: PlacementStep {
    case first(First)
    case second(Second)

    @inline(__always)
    public func apply(to state: inout PlacementState) -> PlacementStepOutcome {
        switch self {
        case .first(let step): step.apply(to: &state)
        case .second(let step): step.apply(to: &state)
        }
    }
}

/// A list of steps written as a block: `PlacementSteps { OriginalSide(); Constrain() }`. It is a
/// step itself, so lists nest.
public struct PlacementSteps<Steps: PlacementStep>: PlacementStep {
    public var steps: Steps

    public init(@PlacementStepsBuilder _ steps: () -> Steps) {
        self.steps = steps()
    }

    @inline(__always)
    public func apply(to state: inout PlacementState) -> PlacementStepOutcome {
        steps.apply(to: &state)
    }
}

/// A list of steps chosen while the program runs (the `layout` command's `"steps"`), each behind
/// an existential: slower than a `PlacementSteps` list, which knows its steps' types.
public struct AnyPlacementSteps: PlacementStep {
    public var steps: [any PlacementStep]

    public init(_ steps: [any PlacementStep]) {
        self.steps = steps
    }

    public func apply(to state: inout PlacementState) -> PlacementStepOutcome {
        for step in steps {
            let outcome = step.apply(to: &state)
            if case .reset = outcome { return outcome }
        }
        return .next
    }
}
