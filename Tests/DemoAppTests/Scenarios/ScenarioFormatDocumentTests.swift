import Foundation
import Testing
import TestSupport
@testable import DemoApp

@Suite struct ScenarioFormatDocumentTests {
    /// The example at the top of docs/scenario-format.md parses, so the documentation cannot drift from the parser.
    @Test func formatDocumentExampleParses() throws {
        let path = Repository.path("docs/scenario-format.md")
        let document = try String(contentsOfFile: path, encoding: .utf8)
        let blocks = document.components(separatedBy: "```")
        try #require(blocks.count >= 3)
        let scenario = try ScenarioTestSupport.parser.parse(blocks[1], name: "example-drag-tracking", file: path)
        #expect(scenario.description == "drag the content to each corner and release")
        #expect(scenario.steps.count == 9)
        #expect(scenario.duration == 7.5)
    }
}
