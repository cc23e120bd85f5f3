/// Whether a view is coming in or going out.
public enum TransitionPhase: Hashable, Sendable {
    case insertion
    case removal
}

/// How a view enters and leaves, as SwiftUI's `AnyTransition`: opacity, offset and scale,
/// combined and possibly different for insertion and removal.
///
/// Progress runs from 0 to 1 in both phases. An insertion goes from the full effect
/// (progress 0) to the unaltered view (progress 1); a removal from the unaltered view
/// (progress 0) to the full effect (progress 1). Timing (curve, delay) belongs to the
/// `Animation` that drives the progress, not to the transition.
public struct Transition: Hashable, Sendable {
    /// One primitive effect, given at its full strength.
    public enum Effect: Hashable, Sendable {
        /// Fades to transparent.
        case opacity
        /// Moves by this many points.
        case offset(Point)
        /// Scales to this factor about a point of the view's frame.
        case scale(Double, anchor: UnitPoint)

        /// The effect at `amount` of its strength (0 none, 1 full).
        func state(amount: Double) -> TransitionState {
            switch self {
            case .opacity:
                TransitionState(opacity: 1 - amount)
            case .offset(let offset):
                TransitionState(offset: Point(x: offset.x * amount, y: offset.y * amount))
            case .scale(let scale, let anchor):
                TransitionState(scale: 1 + (scale - 1) * amount, anchor: anchor)
            }
        }
    }

    /// Effects applied on insertion, in order.
    public var insertion: [Effect]
    /// Effects applied on removal, in order.
    public var removal: [Effect]

    public init(insertion: [Effect], removal: [Effect]) {
        self.insertion = insertion
        self.removal = removal
    }

    private init(both effects: [Effect]) {
        self.init(insertion: effects, removal: effects)
    }

    /// No visible change (the view appears and disappears at once when its animation ends).
    public static let identity = Transition(both: [])
    /// Fades in and out.
    public static let opacity = Transition(both: [.opacity])
    /// Grows from and shrinks to nothing about the center, as SwiftUI's `.scale`.
    public static let scale = Transition.scale(0)

    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> Transition {
        Transition(both: [.scale(scale, anchor: anchor)])
    }

    /// Comes in from and goes out to `offset` away from the view's place.
    public static func offset(_ offset: Point) -> Transition {
        Transition(both: [.offset(offset)])
    }

    public static func offset(x: Double = 0, y: Double = 0) -> Transition {
        .offset(Point(x: x, y: y))
    }

    /// `insertion`'s insertion effects and `removal`'s removal effects.
    public static func asymmetric(insertion: Transition, removal: Transition) -> Transition {
        Transition(insertion: insertion.insertion, removal: removal.removal)
    }

    /// Both transitions at once, in each phase.
    public func combined(with other: Transition) -> Transition {
        Transition(insertion: insertion + other.insertion, removal: removal + other.removal)
    }

    /// The original library's popover: it fades in (its animation waits 0.5 s unless the delay
    /// is disabled) and fades out while moving 10 pt down.
    public static let popover = Transition.asymmetric(
        insertion: .opacity,
        removal: Transition.opacity.combined(with: .offset(y: 10)))

    /// The matched popover (seed 003): `.opacity.combined(with: .scale)`.
    public static let matchedPopover = Transition.opacity.combined(with: .scale)

    /// The view's alteration at `progress` (clamped to 0...1) of `phase`.
    public func state(progress: Double, phase: TransitionPhase) -> TransitionState {
        let clamped = min(max(progress, 0), 1)
        let amount = phase == .insertion ? 1 - clamped : clamped
        let effects = phase == .insertion ? insertion : removal
        return effects.reduce(TransitionState.identity) { $0.combined(with: $1.state(amount: amount)) }
    }
}
