import PopoverKit

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
