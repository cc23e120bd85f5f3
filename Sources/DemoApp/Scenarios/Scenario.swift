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
