import Testing
@testable import PopoverKit

private enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla
    var id: Self { self }
}

private struct FlavorForm: View {
    @State var flavor: Flavor = .vanilla
    @State var sort = 0
    let style: PickerStyle

    var body: some View {
        Form {
            Picker("Flavor", selection: $flavor) {
                ForEach(Flavor.allCases) { flavor in
                    Text(flavor.rawValue)
                }
            }
            .pickerStyle(style)
            Picker("Sort", selection: $sort) {
                Text("Newest").tag(0)
                Text("Oldest").tag(1)
            }
            .pickerStyle(.segmented)
            Text("chose \(flavor.rawValue) \(sort)")
        }
    }
}

/// `Picker` chooses among its content's tagged views, drawn as a menu, segments or inline rows.
@MainActor
@Suite struct PickerTests {
    func runtime(_ style: PickerStyle) -> ViewRuntime {
        let runtime = ViewRuntime(root: FlavorForm(style: style), size: Size(width: 390, height: 600),
                                  measurer: FixedAdvanceTextMeasurer())
        runtime.layout(at: 0)
        return runtime
    }

    @Test func aMenuPickerInAFormShowsTheLabelAndTheChosenValueAndItsMenuChooses() throws {
        let runtime = runtime(.menu)
        let label = try #require(textNodes("Flavor", in: runtime).first)
        let value = try #require(textNodes("vanilla", in: runtime).first)
        #expect(value.frame.minX > label.frame.maxX + 100, "the value sits at the row's trailing end")
        #expect(textNodes("chocolate", in: runtime).isEmpty, "the other options wait in the menu")
        try tapText("vanilla", in: runtime, at: 1)
        runtime.layout(at: 2)
        #expect(textNodes("chocolate", in: runtime).count == 1, "the menu lists the options")
        try tapText("chocolate", in: runtime, at: 3)
        runtime.layout(at: 4)
        #expect(drawnTexts(runtime).contains("chose chocolate 0"))
        #expect(textNodes("vanilla", in: runtime).isEmpty, "choosing closed the menu")
    }

    @Test func segmentsChooseByTagAndTheChosenOneIsRaised() throws {
        let runtime = runtime(.menu)
        let oldest = try #require(textNodes("Oldest", in: runtime).first)
        let newest = try #require(textNodes("Newest", in: runtime).first)
        #expect(abs(oldest.frame.midY - newest.frame.midY) < 1e-9, "side by side")
        func raised() -> Rect? {
            runtime.lastLayout!.root.allNodes.first { node in
                (node.drawing as? FillDrawing)?.color == Color.white && node.frame.height == PickerMetrics.segmentedHeight - 4
            }?.frame
        }
        #expect(try #require(raised()).contains(newest.frame.center))
        try tapText("Oldest", in: runtime, at: 1)
        #expect(drawnTexts(runtime).contains("chose vanilla 1"))
        #expect(try #require(raised()).contains(oldest.frame.center))
    }

    @Test func anInlinePickerListsEveryOptionWithACheckmarkAtTheChosenOne() throws {
        let runtime = runtime(.inline)
        let chocolate = try #require(textNodes("chocolate", in: runtime).first)
        #expect(textNodes("vanilla", in: runtime).count == 1)
        try tapText("chocolate", in: runtime, at: 1)
        #expect(drawnTexts(runtime).contains("chose chocolate 0"))
        // The one checkmark drawn (the others are at opacity 0) is on the chosen row.
        let checks = visibleCheckmarks(runtime)
        #expect(checks.count == 1)
        #expect(checks.allSatisfy { abs($0.midY - chocolate.frame.midY) < 1 })
    }

    /// The frames of the checkmarks a runtime's last frame draws at an opacity above 0.
    func visibleCheckmarks(_ runtime: ViewRuntime) -> [Rect] {
        var opacities: [Double] = [1], frames: [Rect] = []
        for item in runtime.lastLayout!.displayList().items {
            switch item {
            case .pushOpacity(let opacity): opacities.append(opacities.last! * opacity)
            case .popOpacity: opacities.removeLast()
            case .icon(let name, let rect, _) where name == "checkmark" && opacities.last! > 0: frames.append(rect)
            default: break
            }
        }
        return frames
    }

    @Test func aTagIsFoundThroughOtherModifiers() {
        #expect(Text("a").tag(3).padding().bold().makeNode().pickerTag == AnyHashable(3))
        #expect(Text("a").id("x").pickerTag == AnyHashable("x"))
    }
}
