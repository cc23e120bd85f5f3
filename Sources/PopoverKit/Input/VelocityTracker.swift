/// Estimates a pointer's velocity from its recent samples.
///
/// The velocity is the displacement from the oldest sample within `window` seconds of the
/// latest one, divided by the time between them. When no earlier sample is that recent (the
/// pointer rested, then moved or was released), the latest earlier sample is used instead, so
/// a pointer released after resting reports the speed of its last movement over that whole
/// pause: near zero.
public struct VelocityTracker: Hashable, Sendable {
    private struct Sample: Hashable, Sendable {
        var location: Point
        var time: Double
    }

    /// How far back, in seconds, samples count towards the estimate.
    public var window: Double
    private var samples: [Sample] = []

    public init(window: Double = 0.1) {
        precondition(window > 0, "VelocityTracker window must be positive, got \(window)")
        self.window = window
    }

    public mutating func add(_ location: Point, at time: Double) {
        samples.append(Sample(location: location, time: time))
        // Only the newest sample older than the window can still serve as a fallback reference.
        while samples.count > 2 && samples[1].time < time - window {
            samples.removeFirst()
        }
    }

    public mutating func reset() {
        samples.removeAll()
    }

    /// Points per second; zero until two samples at different times exist.
    public var velocity: Point {
        guard let latest = samples.last else { return .zero }
        let earlier = samples.filter { $0.time < latest.time }
        guard let reference = earlier.first(where: { $0.time >= latest.time - window }) ?? earlier.last else {
            return .zero
        }
        let dt = latest.time - reference.time
        return Point(x: (latest.location.x - reference.location.x) / dt,
                     y: (latest.location.y - reference.location.y) / dt)
    }
}
