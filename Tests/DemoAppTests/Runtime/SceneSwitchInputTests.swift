import Foundation
import Testing

/// Input that lands in the same frame as a scene or idiom switch reaches nothing of the scene
/// that went away: a dismiss or a press there used to reach its freed bindings and crash
/// (status 134). Each scenario opens a dismissible popover, switches, and acts at once.
@Suite struct SceneSwitchInputTests {
    static let switches = ["scene example", "idiom mac", "scene multiple", "idiom watch"]
    static let actions = ["key escape", "down 100,300\nup", "key escape\nkey escape"]

    @Test(arguments: switches, actions)
    func inputInTheFrameOfASwitchReachesOnlyTheNewScene(change: String, action: String) throws {
        let script = "scene system\nwait 0.5\n\(change)\n\(action)\nwait 0.2\n"
        let demo = try DemoProcess(["verify", "--scenario", "switch.scenario", "--scale", "1", "--fps", "20"]) { folder in
            try script.write(toFile: folder + "/switch.scenario", atomically: true, encoding: .utf8)
        }
        #expect(demo.status(within: 120) == 0, "\(demo.standardError)")
    }

    /// A press held across a switch is released on the new scene: the old one's button, gone,
    /// is never activated.
    @Test func aPressHeldAcrossASwitchActivatesNothingOld() throws {
        let script = "scene uikit\nwait 0.3\ndown 195,300\nscene example\nwait 0.1\nup\nwait 1.5\n"
        let demo = try DemoProcess(["verify", "--scenario", "held.scenario", "--scale", "1", "--fps", "20"]) { folder in
            try script.write(toFile: folder + "/held.scenario", atomically: true, encoding: .utf8)
        }
        #expect(demo.status(within: 120) == 0, "\(demo.standardError)")
    }
}
