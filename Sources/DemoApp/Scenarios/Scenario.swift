import PopoverKit

/// A parsed scenario script: timed pointer, key and control steps (see `ScenarioParser`).
nonisolated public struct Scenario: Hashable, Sendable {
    /// The name it is known by, the file name without its `.scenario` extension.
    public var name: String
    /// The path it was read from, as mistakes found later (a frame size) name it; empty if none.
    public var file: String
    /// The first comment line, without a leading `NAME:`; empty if the file has no comment.
    public var description: String
    /// The steps in the order they run, their times never decreasing.
    public var steps: [ScenarioStep]
    /// Seconds from the start to the end of the last step or wait.
    public var duration: Double

    public init(name: String, file: String = "", description: String, steps: [ScenarioStep], duration: Double) {
        self.name = name
        self.file = file
        self.description = description
        self.steps = steps
        self.duration = duration
    }
}

/// One action of a scenario with the absolute time it starts, in seconds from the start.
nonisolated public struct ScenarioStep: Hashable, Sendable {
    public var time: Double
    public var action: ScenarioAction
    /// The 1-based line of the scenario file it came from.
    public var line: Int

    public init(time: Double, action: ScenarioAction, line: Int) {
        self.time = time
        self.action = action
        self.line = line
    }

    /// When the action is over: `time` plus its duration.
    public var endTime: Double { time + action.duration }
}

/// What a scenario hands the app in one frame: an input event, as live input would arrive,
/// or a control step the runner performs itself.
nonisolated public enum ScenarioInput: Hashable, Sendable {
    case event(TimedInputEvent)
    case scene(String)
    case idiom(String)
    case resize(Size)
    /// Save the frame rendered after this frame's inputs under this name.
    case snapshot(String)
}
