import PopoverKit

/// Which runs of a captured pointer path one gliding `move` can stand for: a linear glide from
/// the path's last written point to a later captured point replaces the moves between them
/// when, at every moment, it stays within `tolerance` of the captured path.
///
/// The captured path is the pointer's position between captured moves, joined by straight
/// lines in time; a linear glide is straight in time too, so their distance is largest at the
/// captured moves, and checking those proves the whole span.
nonisolated enum GlideFit {
    /// The farthest a replayed glide may stray from the captured path, in points.
    static let tolerance = 0.5

    /// A pointer position at a time, in milliseconds from the start of the take.
    struct Sample: Hashable, Sendable {
        var milliseconds: Int
        var point: Point
    }

    /// The captured moves `path` (after the pointer was at `start`) as segments, each the index
    /// of the move it ends on: greedily the longest glide from the previous end that fits. A
    /// segment of one move is that move itself.
    static func segmentEnds(from start: Sample, through path: [Sample]) -> [Int] {
        var ends: [Int] = []
        var origin = start
        var first = 0
        while first < path.count {
            var end = first
            while end + 1 < path.count, fits(from: origin, to: path[end + 1], passing: path[first...end]) {
                end += 1
            }
            ends.append(end)
            origin = path[end]
            first = end + 1
        }
        return ends
    }

    /// Whether a linear glide from `start` to `end` passes within `tolerance` of every sample
    /// of `between`, each at its own time.
    static func fits(from start: Sample, to end: Sample, passing between: ArraySlice<Sample>) -> Bool {
        let duration = Double(end.milliseconds - start.milliseconds)
        return between.allSatisfy { sample in
            // A glide of no time is a jump to its end point.
            let progress = duration > 0 ? Double(sample.milliseconds - start.milliseconds) / duration : 1
            let glide = Point(x: start.point.x + (end.point.x - start.point.x) * progress,
                              y: start.point.y + (end.point.y - start.point.y) * progress)
            return glide.distance(to: sample.point) <= tolerance
        }
    }
}
