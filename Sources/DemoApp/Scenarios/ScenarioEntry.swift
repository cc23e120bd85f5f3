/// A bundled scenario as `popover-demo scenarios` lists it.
nonisolated public struct ScenarioEntry: Hashable, Sendable {
    public var name: String
    /// The first comment line of the file, without a leading `NAME:`.
    public var description: String
    public var path: String

    public init(name: String, description: String, path: String) {
        self.name = name
        self.description = description
        self.path = path
    }
}
