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
