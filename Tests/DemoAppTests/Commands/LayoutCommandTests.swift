import Testing
@testable import DemoApp

@MainActor
@Suite struct LayoutCommandTests {
    func run(_ lines: [String]) -> (status: Int32, output: [String]) {
        var output: [String] = []
        let status = LayoutCommand.run(input: lines) { output.append($0) }
        return (status, output)
    }

    let base = #""anchor":{"x":180,"y":600,"width":40,"height":40},"body":{"width":200,"height":100},"container":{"x":0,"y":0,"width":400,"height":800}"#

    @Test func originalDefaultsGiveTheHandComputedResult() {
        let (status, output) = run(["{\"id\":1,\(base)}"])
        #expect(status == 0)
        #expect(output == [
            #"{"id":1,"body":{"x":100,"y":488,"width":200,"height":100},"side":"top","placement":"top","arrowTip":{"x":200,"y":597},"arrowBase":{"x":200,"y":588},"saturated":false,"visible":true,"hiddenReason":null,"ideal":{"x":100,"y":488,"width":200,"height":100}}"#,
        ])
    }

    @Test func malformedLinesReportTheirLineNumberAndTheRunGoesOn() {
        let (status, output) = run([
            "{\"id\":\"a\",\(base)}",
            "not json",
            "{\"id\":\"c\",\(base),\"policy\":\"sideways\"}",
            "",
            "[1,2]",
            "{\"id\":[6],\"anchor\":{\"x\":1}}",
            "{\"id\":null,\(base),\"flip\":1}",
            "{\"id\":8,\(base),\"policy\":\"centered\"}",
        ])
        #expect(status == 0)
        // One line out for each line in, blank ones included.
        #expect(output.count == 8)
        #expect(output[0].hasPrefix(#"{"id":"a","body":"#))
        #expect(output[1] == #"{"id":null,"error":"line 2: not valid JSON at column 2"}"#)
        #expect(output[2] == #"{"id":"c","error":"line 3: \"policy\" must be \"original\", \"edges\" or \"centered\""}"#)
        #expect(output[3] == #"{"id":null,"error":"line 4: blank (each line is one case, a JSON object)"}"#)
        #expect(output[4] == #"{"id":null,"error":"line 5: expected a JSON object"}"#)
        #expect(output[5] == #"{"id":[6],"error":"line 6: \"anchor\" must be an object with numbers x, y, width, height (\"y\" is missing)"}"#)
        #expect(output[6] == #"{"id":null,"error":"line 7: \"flip\" must be true or false"}"#)
        #expect(output[7] == #"{"id":8,"body":{"x":100,"y":350,"width":200,"height":100},"side":null,"placement":"centered","arrowTip":null,"arrowBase":null,"saturated":false,"visible":true,"hiddenReason":null,"ideal":{"x":100,"y":350,"width":200,"height":100}}"#)
    }

    @Test func missingAndUnknownFieldsAreNamed() {
        let (_, output) = run([
            #"{"id":1,"anchor":{"x":0,"y":0,"width":1,"height":1},"body":{"width":1,"height":1}}"#,
            "{\"id\":2,\(base),\"colour\":\"red\"}",
        ])
        #expect(output == [
            #"{"id":1,"error":"line 1: missing field \"container\""}"#,
            #"{"id":2,"error":"line 2: unknown field \"colour\""}"#,
        ])
    }

    @Test func edgesOptionsAreRead() {
        // Anchor at the container's left edge, top preferred, only top and bottom permitted:
        // shift moves x from −80 to the padding 8 and the arrow saturates at 8 + 20 + 13.5.
        let line = #"{"id":"e","anchor":{"x":0,"y":600,"width":40,"height":40},"body":{"width":200,"height":100},"# +
            #""container":{"x":0,"y":0,"width":400,"height":800},"policy":"edges","placement":"top","# +
            #""permitted":["top","bottom"],"shiftPadding":8,"flip":true,"shift":true}"#
        #expect(run([line]).output == [
            #"{"id":"e","body":{"x":8,"y":488,"width":200,"height":100},"side":"top","placement":"top","arrowTip":{"x":41.5,"y":597},"arrowBase":{"x":41.5,"y":588},"saturated":true,"visible":true,"hiddenReason":null,"ideal":{"x":-80,"y":488,"width":200,"height":100}}"#,
        ])
    }

    @Test func attachmentInsetArrowAndAlignmentAreRead() {
        // Point (200, 640) of the anchor; no arrow: 4 pt spacing; top-start: x = 200; inset 10
        // on the trailing side keeps maxX at 390, so x = 190; arrow null.
        let line = #"{"id":3,"anchor":{"x":100,"y":600,"width":100,"height":40},"attachment":{"x":1,"y":1},"# +
            #""body":{"width":200,"height":100},"container":{"x":0,"y":0,"width":400,"height":800},"# +
            #""inset":{"trailing":10},"placement":"top-start","arrow":null,"cornerRadius":12}"#
        #expect(run([line]).output == [
            #"{"id":3,"body":{"x":190,"y":536,"width":200,"height":100},"side":"top","placement":"top-start","arrowTip":null,"arrowBase":null,"saturated":false,"visible":true,"hiddenReason":null,"ideal":{"x":200,"y":536,"width":200,"height":100}}"#,
        ])
    }

    @Test func hiddenResultsSayWhy() {
        let line = #"{"id":4,"anchor":{"x":180,"y":50,"width":40,"height":40},"body":{"width":200,"height":100},"# +
            #""container":{"x":0,"y":0,"width":400,"height":800},"placement":"top","arrow":{"gap":0.5}}"#
        let output = run([line]).output
        #expect(output.count == 1)
        #expect(output[0].contains(#""visible":false,"hiddenReason":"wouldCoverAnchor""#))
        #expect(output[0].contains(#""ideal":{"x":100,"y":-59.5,"width":200,"height":100}"#))
    }
}

/// The `layout` command's `"steps"`: a list of named steps places as the policy of the same steps
/// does, and every message about a step comes from the step's own description.
@MainActor
@Suite struct LayoutStepsTests {
    let base = #""anchor":{"x":180,"y":30,"width":40,"height":40},"body":{"width":200,"height":100},"container":{"x":0,"y":0,"width":400,"height":800},"placement":"top-start""#

    func output(_ line: String) -> String {
        var output: [String] = []
        _ = LayoutCommand.run(input: [line]) { output.append($0) }
        return output[0]
    }

    @Test func namedStepsPlaceAsThePolicyOfTheSameSteps() {
        let policy = output("{\(base),\"policy\":\"edges\",\"shiftPadding\":8}")
        let steps = output("{\(base),\"steps\":[\"roomiest-side\",\"flip\",{\"name\":\"shift\",\"padding\":8},{\"name\":\"floating-arrow\",\"shiftPadding\":8}]}")
        #expect(policy.contains(#""side":"bottom""#), "flip moved it below")
        #expect(steps == policy)
        let original = output("{\(base),\"steps\":[\"original-side\",\"constrain\",\"hide-when-covering\",\"original-arrow\"]}")
        #expect(original == output("{\(base)}"))
    }

    @Test(arguments: [
        (#""steps":["flop"]"#,
         #"steps[0]: unknown step \"flop\"; the steps: original-side, roomiest-side, permitted-order, flip, constrain, shift, hide-when-covering, original-arrow, floating-arrow, centered"#),
        (#""steps":[{"name":"shift","paddng":8}]"#,
         #"steps[0].paddng: \"shift\" has no option \"paddng\"; its options: padding (number, default 0)"#),
        (#""steps":["flip",{"name":"flip","x":1}]"#, #"steps[1].x: \"flip\" has no option \"x\"; it takes no options"#),
        (#""steps":[{"name":"shift","padding":"8"}]"#, #"\"steps[0].padding\" must be a number"#),
        (#""steps":[{"padding":8}]"#, #"steps[0] has no \"name\""#),
        (#""steps":"flip""#, #"\"steps\" must be an array of step names or objects with a \"name\" and the step's options"#),
        (#""steps":["flip"],"shift":false"#, #"\"steps\" and \"shift\" cannot both be given: the steps carry their own options"#),
    ])
    func stepErrorsComeFromTheStepsDescriptions(_ fields: String, _ message: String) {
        #expect(output("{\"id\":1,\(base),\(fields)}") == "{\"id\":1,\"error\":\"line 1: \(message)\"}")
    }
}
