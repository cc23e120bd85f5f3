import Foundation
import PopoverKit

/// Writes a capture as a scenario: comment lines, the opening (scene, idiom, size), then one
/// `at T` step a line, times in seconds to the millisecond, and a last `wait` until the take
/// ended, so that the scenario lasts exactly as long as the take.
///
/// A pressed pointer's path becomes gliding `move … over T` steps where a glide stays within
/// `GlideFit.tolerance` of it, and single moves elsewhere; a scene switch gets a comment above
/// it. Nothing else is merged, so every line is one input.
nonisolated enum CapturedScenarioWriter {
    /// - Parameters:
    ///   - header: the comment lines at the top, without `#`; the first describes the scenario.
    ///   - end: when the take ended, in milliseconds from its start.
    ///   - ending: what ended it, for the last line's comment ("R pressed again").
    static func text(of capture: InputCapture, header: [String], end: Int, ending: String) -> String {
        var lines = header.map { $0.isEmpty ? "#" : "# " + $0 }
        let opening = capture.opening
        lines += ["scene \(opening.scene)", "idiom \(opening.idiom)", "size \(size(opening.size))"]
        var writer = StepLines()
        let steps = capture.steps
        var index = 0
        while index < steps.count {
            if case .drag = steps[index].input {
                var path: [GlideFit.Sample] = []
                while index < steps.count, case .drag(let point) = steps[index].input {
                    path.append(GlideFit.Sample(milliseconds: steps[index].milliseconds, point: point))
                    index += 1
                }
                writer.add(path)
            } else {
                writer.add(steps[index])
                index += 1
            }
        }
        lines += writer.lines
        let finish = max(end, writer.end)
        let rest = finish - writer.end
        let comment = "# \(ending) at \(seconds(finish)) s"
        lines.append(rest > 0 ? "wait \(seconds(rest))    " + comment : comment)
        return lines.joined(separator: "\n") + "\n"
    }

    /// Milliseconds as seconds with three decimals: `1.250`.
    static func seconds(_ milliseconds: Int) -> String {
        String(format: "%d.%03d", milliseconds / 1000, milliseconds % 1000)
    }

    /// A point `X,Y`, each with no more decimals than it needs.
    static func point(_ point: Point) -> String {
        "\(coordinate(point.x)),\(coordinate(point.y))"
    }

    static func coordinate(_ value: Double) -> String {
        var text = String(format: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// A size `WxH`, each side with no more decimals than it needs.
    static func size(_ size: Size) -> String {
        "\(coordinate(size.width))x\(coordinate(size.height))"
    }

    /// The step lines, with the pointer's position and the time the last step ends.
    private struct StepLines {
        var lines: [String] = []
        /// When the last written step ends, in milliseconds.
        var end = 0
        var pointer: Point?

        mutating func add(_ step: CapturedStep) {
            let at = step.milliseconds
            switch step.input {
            case .down(let point):
                line(at, "down \(CapturedScenarioWriter.point(point))")
                pointer = point
            case .up(let point):
                line(at, point == pointer ? "up" : "up \(CapturedScenarioWriter.point(point))")
                pointer = point
            case .drag(let point), .hover(let point):
                line(at, "move \(CapturedScenarioWriter.point(point))")
                pointer = point
            case .key(let key):
                line(at, Self.key(key))
            case .scene(let name):
                sceneComment(name, at: at)
                line(at, "scene \(name)")
            case .sceneSwitched(let name):
                sceneComment(name, at: at)
            case .idiom(let name):
                line(at, "idiom \(name)")
            case .size(let size):
                line(at, "size \(CapturedScenarioWriter.size(size))")
            }
        }

        /// A pressed pointer's moves, as glides where they fit.
        mutating func add(_ path: [GlideFit.Sample]) {
            guard let from = pointer else {
                // Moves while pressed always follow a press, which sets the pointer.
                for sample in path { add(CapturedStep(milliseconds: sample.milliseconds, input: .hover(sample.point))) }
                return
            }
            var start = GlideFit.Sample(milliseconds: end, point: from)
            var first = 0
            for last in GlideFit.segmentEnds(from: start, through: path) {
                let target = path[last]
                if last == first {
                    line(target.milliseconds, "move \(CapturedScenarioWriter.point(target.point))")
                } else {
                    let duration = target.milliseconds - start.milliseconds
                    line(start.milliseconds, "move \(CapturedScenarioWriter.point(target.point)) over \(CapturedScenarioWriter.seconds(duration))")
                }
                end = target.milliseconds
                pointer = target.point
                start = target
                first = last + 1
            }
        }

        private mutating func line(_ at: Int, _ step: String) {
            lines.append("at \(CapturedScenarioWriter.seconds(at)) \(step)")
            end = at
        }

        private mutating func sceneComment(_ name: String, at: Int) {
            lines += ["", "# the \(name) scene, from \(CapturedScenarioWriter.seconds(at)) s"]
        }

        static func key(_ key: KeyEvent) -> String {
            let name = ScenarioVocabulary.name(of: key.key)
            let modifiers = key.modifiers.isEmpty ? "" : " with " + ScenarioVocabulary.name(of: key.modifiers)
            let edge: String
            if key.phase == .up {
                edge = "key up "
            } else if key.isRepeat || key.key.arrowDirection != nil {
                // An arrow is held (the keyboard drag lasts until its release); a repeat comes
                // while a key is held.
                edge = "key down "
            } else {
                // Other keys act as they go down: a press and release at once replays them.
                edge = "key "
            }
            return edge + name + modifiers + (key.isRepeat ? " repeat" : "")
        }
    }
}
