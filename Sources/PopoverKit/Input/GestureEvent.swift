/// What a gesture recognizer reports for a pointer event.
public enum GestureEvent: Hashable, Sendable {
    /// A drag passed its minimum distance.
    case began(DragValue)
    /// A begun drag moved.
    case changed(DragValue)
    /// A begun drag was released; the value carries the final velocity and predicted end.
    case ended(DragValue)
    /// A press was released close to where it started: a tap at that location.
    case tapped(Point)
    /// A begun drag or a candidate tap was abandoned (moved too far, held too long, or cancelled).
    case cancelled
}

/// The state of a drag, as SwiftUI's `DragGesture.Value`. Vectors are `Point`s in points.
public struct DragValue: Hashable, Sendable {
    /// When the latest pointer sample was taken, in seconds.
    public var time: Double
    /// Where the pointer went down.
    public var startLocation: Point
    /// Where the pointer is now.
    public var location: Point
    /// Points per second, estimated from the recent samples.
    public var velocity: Point

    public init(time: Double, startLocation: Point, location: Point, velocity: Point) {
        self.time = time
        self.startLocation = startLocation
        self.location = location
        self.velocity = velocity
    }

    public var translation: Point { location - startLocation }

    /// Per millisecond, the factor by which a flung movement keeps its speed (UIKit's normal
    /// scroll deceleration); a fling at velocity v then travels v · r / (1 − r) / 1000 further.
    public static let decelerationRate = 0.998

    /// Where the translation would come to rest if the pointer were released at this velocity.
    public var predictedEndTranslation: Point {
        let coast = Self.decelerationRate / (1 - Self.decelerationRate) / 1000
        return Point(x: translation.x + velocity.x * coast, y: translation.y + velocity.y * coast)
    }

    public var predictedEndLocation: Point { startLocation + predictedEndTranslation }
}
