/// A scalar's value and its rate of change (units per second) at one instant.
public struct MotionState: Hashable, Sendable {
    public var value: Double
    public var velocity: Double

    public init(value: Double, velocity: Double = 0) {
        self.value = value
        self.velocity = velocity
    }
}
