/// The demo's scenes in tab order (keys 1 to 6).
enum SceneCatalog {
    static let all: [any DemoScene.Type] = [ExampleScene.self, MultipleScene.self, SystemScene.self, MatchedScene.self, UIKitScene.self, StressScene.self]

    static var names: [String] { all.map { $0.name } }

    static func index(named name: String) throws -> Int {
        guard let index = names.firstIndex(of: name) else {
            throw UsageError("unknown scene \"\(name)\"; valid scenes: \(names.joined(separator: ", "))")
        }
        return index
    }
}
