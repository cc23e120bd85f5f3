import PopoverKit

/// A scenario expanded at a fixed frame rate into the inputs each frame receives.
///
/// Frame `f` shows time `f / fps`; it receives every input whose time is after the previous
/// frame's time and no later than its own, so an input lands on the first frame at or after
/// it. Inputs keep their scripted times (a recognizer sees when the press happened, not when the
/// frame was drawn). Gliding moves and drags emit one `pointerMove` per frame strictly inside
/// their span, at that frame's time, on the eased path, then a final move exactly to the end
/// point at the end time. The last frame is the first at or after the scenario's end (frame
/// `duration × fps` when that is whole: 8 s at 60 fps is 481 frames), so it shows the end state.
nonisolated public struct ScenarioTimeline: Sendable {
    public let scenario: Scenario
    public let rate: FrameRate
    public let frameCount: Int
    private let framesInputs: [[ScenarioInput]]

    public init(_ scenario: Scenario, fps: Int = FrameRate.standard.framesPerSecond) {
        self.scenario = scenario
        rate = FrameRate(framesPerSecond: fps)
        frameCount = rate.frame(at: scenario.duration) + 1
        var builder = FrameInputsBuilder(frameCount: frameCount, rate: rate)
        for step in scenario.steps { builder.add(step) }
        framesInputs = builder.frames
    }

    /// The inputs frame `frame` receives, in script order; none outside `0..<frameCount`.
    public func inputs(forFrame frame: Int) -> [ScenarioInput] {
        framesInputs.indices.contains(frame) ? framesInputs[frame] : []
    }

    /// The time frame `frame` shows, in seconds from the start.
    public func time(ofFrame frame: Int) -> Double {
        rate.time(ofFrame: frame)
    }
}

/// Sorts the inputs of scenario steps into frames.
nonisolated private struct FrameInputsBuilder {
    var frames: [[ScenarioInput]]
    let rate: FrameRate

    init(frameCount: Int, rate: FrameRate) {
        frames = Array(repeating: [], count: frameCount)
        self.rate = rate
    }

    mutating func add(_ step: ScenarioStep) {
        let time = step.time
        switch step.action {
        case .pointerDown(let point, let button):
            event(.pointerDown(point, button), at: time)
        case .pointerUp(let point, let button):
            event(.pointerUp(point, button), at: time)
        case .pointerMove(let start, let end, let duration, let curve):
            glide(from: start, to: end, startTime: time, duration: duration, curve: curve)
        case .drag(let start, let end, let duration, let curve, let button, let release):
            event(.pointerDown(start, button), at: time)
            glide(from: start, to: end, startTime: time, duration: duration, curve: curve)
            if release { event(.pointerUp(end, button), at: time + duration) }
        case .key(let keyEvent):
            event(.key(keyEvent), at: time)
        case .keyPress(let key, let modifiers):
            event(.key(KeyEvent(.down, key, modifiers: modifiers)), at: time)
            event(.key(KeyEvent(.up, key, modifiers: modifiers)), at: time)
        case .scene(let name):
            emit(.scene(name), at: time)
        case .idiom(let name):
            emit(.idiom(name), at: time)
        case .resize(let size):
            emit(.resize(size), at: time)
        case .snapshot(let name):
            emit(.snapshot(name), at: time)
        }
    }

    private mutating func emit(_ input: ScenarioInput, at time: Double) {
        frames[min(frames.count - 1, rate.frame(at: time))].append(input)
    }

    private mutating func event(_ event: InputEvent, at time: Double) {
        emit(.event(TimedInputEvent(event, at: time)), at: time)
    }

    /// One move per frame strictly between the start and end times, then one onto `end`.
    private mutating func glide(from start: Point, to end: Point, startTime: Double, duration: Double,
                                curve: TimingCurve) {
        let endTime = startTime + duration
        let first = rate.frame(after: startTime)
        let last = rate.frame(at: endTime) - 1
        if duration > 0, first <= last {
            for frame in first...last {
                let time = rate.time(ofFrame: frame)
                let progress = curve.value(at: (time - startTime) / duration)
                let point = Point(x: start.x + (end.x - start.x) * progress,
                                  y: start.y + (end.y - start.y) * progress)
                event(.pointerMove(point), at: time)
            }
        }
        event(.pointerMove(end), at: endTime)
    }
}
