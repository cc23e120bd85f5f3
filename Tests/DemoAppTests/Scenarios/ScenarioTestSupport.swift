@testable import DemoApp

/// The scene and idiom names the demo app offers, as the parser is given them.
enum ScenarioTestSupport {
    static let scenes = ["example", "multiple", "system", "matched", "uikit", "stress"]
    static let idioms = ["mac", "phone", "pad", "watch", "tv", "vision"]
    static let parser = ScenarioParser(validScenes: scenes, validIdioms: idioms)

    static func parse(_ text: String) throws -> Scenario {
        try parser.parse(text, name: "test", file: "test.scenario")
    }

    /// The error parsing `text` throws, nil if it parses.
    static func error(parsing text: String) -> ScenarioError? {
        do {
            _ = try parse(text)
            return nil
        } catch let error as ScenarioError {
            return error
        } catch {
            return nil
        }
    }
}
