/// A point (or offset vector) animating towards a target, one `AnimatedValue` per axis.
public struct AnimatedPoint: Hashable, Sendable {
    public private(set) var x: AnimatedValue
    public private(set) var y: AnimatedValue

    public init(_ point: Point, settleThreshold: Double = 0.001) {
        x = AnimatedValue(point.x, settleThreshold: settleThreshold)
        y = AnimatedValue(point.y, settleThreshold: settleThreshold)
    }

    public var value: Point { Point(x: x.value, y: y.value) }
    /// Points per second on each axis.
    public var velocity: Point { Point(x: x.velocity, y: y.velocity) }
    public var target: Point { Point(x: x.target, y: y.target) }
    public var isSettled: Bool { x.isSettled && y.isSettled }

    /// Animates both axes from their current state towards `target`.
    public mutating func animate(to target: Point, with animation: Animation = .default) {
        x.animate(to: target.x, with: animation)
        y.animate(to: target.y, with: animation)
    }

    /// Jumps to `point` and stops there (e.g. while a drag moves it directly).
    public mutating func set(_ point: Point) {
        x.set(point.x)
        y.set(point.y)
    }

    public mutating func advance(by seconds: Double) {
        x.advance(by: seconds)
        y.advance(by: seconds)
    }
}
