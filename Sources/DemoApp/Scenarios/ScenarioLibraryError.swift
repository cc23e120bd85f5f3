/// A scenario that could not be found or read (mistakes inside one are `ScenarioError`s).
nonisolated public enum ScenarioLibraryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No bundled scenario has this name; `available` lists the ones there are.
    case unknownScenario(String, available: [String])
    case unreadable(path: String, reason: String)

    public var description: String {
        switch self {
        case .unknownScenario(let name, let available):
            let list = available.isEmpty ? "none" : available.joined(separator: ", ")
            return "unknown scenario `\(name)`: expected one of \(list), or the path of a .scenario file"
        case .unreadable(let path, let reason):
            return "cannot read scenario \(path): \(reason)"
        }
    }
}
