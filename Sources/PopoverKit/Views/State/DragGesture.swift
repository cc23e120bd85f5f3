/// A drag, as SwiftUI's `DragGesture`: attach it with `.gesture(_:)`, follow it with
/// `updating(_:body:)` (into a `@GestureState`), `onChanged(_:)` and `onEnded(_:)`.
///
/// It recognizes nothing itself: the app's drag recognizer finds the `.gesture` target under
/// the pointer and delivers `DragEvent`s to it (`HitTarget.send`), which become `Value`s here.
/// Locations are in window coordinates (SwiftUI's `.global`), not the view's own.
public struct DragGesture {
    /// The state of a drag at one step, in SwiftUI's types: Core Graphics values, so ported code
    /// such as `state = value.translation` into a `@GestureState var offset: CGSize` compiles as
    /// written. Properties cannot be overloaded by type, so offering `Size` as well would mean a
    /// second set of names; library code converts instead (`Size(value.translation)`).
    public struct Value: Equatable, Sendable {
        /// Where the pointer is now.
        public var location: CGPoint
        /// Where the pointer went down.
        public var startLocation: CGPoint
        /// The pointer's speed in points per second, per axis.
        public var velocity: CGSize

        public init(location: CGPoint, startLocation: CGPoint, velocity: CGSize = .zero) {
            self.location = location
            self.startLocation = startLocation
            self.velocity = velocity
        }

        /// How far the pointer has moved since it went down.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }

        /// Where a fling would come to rest: the location carried on by the velocity for a
        /// quarter second.
        public var predictedEndLocation: CGPoint {
            CGPoint(x: location.x + velocity.width / 4, y: location.y + velocity.height / 4)
        }

        /// `translation` carried on as `predictedEndLocation` is.
        public var predictedEndTranslation: CGSize {
            let end = predictedEndLocation
            return CGSize(width: end.x - startLocation.x, height: end.y - startLocation.y)
        }

        init(_ event: DragEvent) {
            self.init(location: CGPoint(event.location), startLocation: CGPoint(event.startLocation),
                      velocity: CGSize(event.velocity))
        }
    }

    /// How far, in points, the pointer must move before the drag begins.
    public var minimumDistance: Double
    /// What each step runs, in the order they were added.
    private var onStep: [(DragEvent) -> Void] = []

    public init(minimumDistance: Double = 10) {
        self.minimumDistance = minimumDistance
    }

    /// Updates `state` with `body` on each step of the drag; `state` returns to its initial
    /// value when the drag ends or is cancelled (before `onEnded` actions run).
    public func updating<State>(
        _ state: GestureState<State>,
        body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> DragGesture {
        adding { event in
            switch event.phase {
            case .began, .changed:
                var transaction = Transaction()
                state.update { body(Value(event), &$0, &transaction) }
            case .ended, .cancelled:
                state.reset()
            }
        }
    }

    /// Runs `action` on each step while the drag goes on.
    public func onChanged(_ action: @escaping (Value) -> Void) -> DragGesture {
        adding { event in
            if event.phase == .began || event.phase == .changed { action(Value(event)) }
        }
    }

    /// Runs `action` when the drag ends (not when it is cancelled), with its last value.
    public func onEnded(_ action: @escaping (Value) -> Void) -> DragGesture {
        adding { event in
            if event.phase == .ended { action(Value(event)) }
        }
    }

    private func adding(_ step: @escaping (DragEvent) -> Void) -> DragGesture {
        var gesture = self
        gesture.onStep.append(step)
        return gesture
    }

    /// Delivers one step of the drag to everything attached.
    func handle(_ event: DragEvent) {
        for step in onStep { step(event) }
    }
}

extension View {
    /// Attaches `gesture` to the view: its frame (the layout frame, as with `gesture(minimumDistance:_:)`)
    /// becomes a drag target.
    public func gesture(_ gesture: DragGesture) -> ViewNode {
        self.gesture(minimumDistance: gesture.minimumDistance) { gesture.handle($0) }
    }
}
