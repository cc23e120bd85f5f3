import PopoverKit

/// What the parser knows between lines: the time the next step starts and the pointer.
nonisolated struct ScenarioParseState {
    var time = 0.0
    var steps: [ScenarioStep] = []
    var pointer: Point?
    /// The button held down and the line that pressed it.
    var pressed: (button: PointerButton, line: Int)?

    mutating func add(_ action: ScenarioAction, line: Int) {
        steps.append(ScenarioStep(time: time, action: action, line: line))
        time += action.duration
    }

    func requireReleased(_ reader: ScenarioLineReader, _ keyword: ScenarioToken) throws {
        if let pressed {
            throw reader.error("`up` first (a button has been down since line \(pressed.line))", at: keyword)
        }
    }
}
