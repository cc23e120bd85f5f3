import Testing
@testable import PopoverKit

// Pasted from an ordinary SwiftUI example; only the import differs.
private struct HelpButton: View {
    @State private var showHelp = false

    var body: some View {
        Button("Help") { showHelp = true }
            .popover(isPresented: $showHelp) {
                HelpContent()
            }
    }
}

private struct HelpContent: View {
    @State private var showMore = false

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Tap a row to edit it.")
            if showMore {
                Text("Swipe left on a row to delete it.")
                Text("Drag a row to reorder the list.")
            }
            Button(showMore ? "Less" : "More") {
                showMore.toggle()
            }
        }
        .padding()
    }
}

private struct HelpScreen: View {
    var body: some View {
        VStack {
            HelpButton()
            Spacer()
        }
        .padding()
    }
}

/// The same content, its lines revealed in `withAnimation`.
private struct AnimatedHelp: View {
    var body: some View {
        VStack {
            Text("Help").popover(isPresented: .constant(true)) { AnimatedHelpContent() }
            Spacer()
        }
        .padding()
    }
}

private struct AnimatedHelpContent: View {
    @State private var showMore = false

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Tap a row to edit it.")
            if showMore {
                Text("Swipe left on a row to delete it.")
            }
            Button(showMore ? "Less" : "More") {
                withAnimation(.linear(duration: 1)) { showMore.toggle() }
            }
        }
        .padding()
    }
}

/// A popover whose content's own `@State` changes: measured with that state every frame.
@MainActor
@Suite struct PopoverContentStateTests {
    let size = Size(width: 390, height: 600)

    func popover(_ runtime: ViewRuntime) throws -> PlacedPopover {
        try #require(runtime.host.placements.first)
    }

    /// The frames of the texts drawn in the last frame, by their text.
    func textFrames(_ runtime: ViewRuntime) -> [String: Rect] {
        var frames: [String: Rect] = [:]
        for node in runtime.lastLayout!.root.allNodes {
            guard let runs = (node.drawing as? TextDrawing)?.runs else { continue }
            frames[runs.map(\.text).joined()] = node.frame
        }
        return frames
    }

    func expectArrowOnAnchor(_ placed: PlacedPopover) throws {
        let tip = try #require(placed.drawnTip)
        #expect(tip.x >= placed.anchor.minX && tip.x <= placed.anchor.maxX)
        #expect(abs(tip.y - (placed.anchor.maxY + placed.arrowGap)) < 1e-6, "below its anchor, the arrow on it")
    }

    @Test func moreLinesMakeTheBubbleTallerAndKeepItOnItsAnchor() throws {
        let runtime = ViewRuntime(root: HelpScreen(), size: size, measurer: FixedAdvanceTextMeasurer())
        runtime.layout(at: 0)
        try tapText("Help", in: runtime, at: 1)
        runtime.layout(at: 2)
        let before = try popover(runtime)
        try expectArrowOnAnchor(before)

        try tapText("More", in: runtime, at: 2)
        runtime.layout(at: 3)
        let after = try popover(runtime)
        let body = after.placement.body
        #expect(body.height > before.placement.body.height + 40)
        #expect(body.minY == before.placement.body.minY)
        try expectArrowOnAnchor(after)
        let lines = ["Tap a row to edit it.", "Swipe left on a row to delete it.", "Drag a row to reorder the list.", "Less"]
        let frames = textFrames(runtime)
        for line in lines {
            let frame = try #require(frames[line], "\(line) drawn whole")
            #expect(frame.minX >= body.minX && frame.maxX <= body.maxX && frame.minY >= body.minY && frame.maxY <= body.maxY,
                    "\(line) inside the bubble")
        }

        try tapText("Less", in: runtime, at: 3)
        runtime.layout(at: 4)
        #expect(try popover(runtime).placement.body == before.placement.body)
        #expect(textFrames(runtime)["More"] != nil)
    }

    @Test func theBubbleGrowsAlongWithAnimation() throws {
        let runtime = ViewRuntime(root: AnimatedHelp(), size: size, measurer: FixedAdvanceTextMeasurer())
        runtime.layout(at: 0)
        runtime.layout(at: 0.5)
        let id = AnyHashable("popover:\(try popover(runtime).id)")
        func bubble() throws -> Rect {
            try #require(runtime.lastLayout!.root.allNodes.first { $0.explicitID == id }).frame
        }
        let start = try bubble()
        try tapText("More", in: runtime, at: 1)
        #expect(try bubble() == start, "drawn where it was when the change shows")
        for step in 1...30 { runtime.layout(at: 1.1 + Double(step) / 60) }
        let middle = try bubble()
        let end = try popover(runtime).placement.body
        #expect(middle.height > start.height + 1 && middle.height < end.height - 1)
        #expect(middle.minY == start.minY)
        for step in 1...60 { runtime.layout(at: 1.6 + Double(step) / 60) }
        #expect(try bubble() == end)
    }
}
