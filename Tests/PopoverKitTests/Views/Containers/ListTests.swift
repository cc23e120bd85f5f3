import Testing
@testable import PopoverKit

// A settings form as an iOS developer writes it (only the import changed).

struct NotificationSettings: View {
    @State private var allowNotifications = true
    @State private var sounds = false
    let channels = ["News", "Sports", "Weather"]

    var body: some View {
        Form {
            Section("Notifications") {
                Toggle("Allow Notifications", isOn: $allowNotifications)
                Toggle("Sounds", isOn: $sounds)
            }
            Section {
                ForEach(channels, id: \.self) { channel in
                    Text(channel)
                }
            } header: {
                Text("Channels")
            } footer: {
                Text("Channels you follow.")
            }
        }
    }
}

/// `List`, `Section` and `Form` as iOS draws them: cards, headers, rows, separators, styles.
@MainActor
@Suite struct ListTests {
    static let phone = Size(width: 390, height: 844)

    func layout(_ view: some View) -> LayoutResult {
        testEngine.layout(view, in: Rect(origin: .zero, size: Self.phone))
    }

    func list(in result: LayoutResult) throws -> (node: LaidOutNode, drawing: ListDrawing) {
        let node = try #require(result.root.allNodes.first { $0.drawing is ListDrawing && $0.children.count > 1 })
        return (node, node.drawing as! ListDrawing)
    }

    func text(_ string: String, in result: LayoutResult) -> (frame: Rect, run: TextRun)? {
        for node in result.root.allNodes {
            if let run = (node.drawing as? TextDrawing)?.runs.first, run.text == string { return (node.frame, run) }
        }
        return nil
    }

    @Test func insetGroupedSectionsAreRoundedCardsWithHeadersAndInsetSeparators() throws {
        let result = layout(NotificationSettings())
        // The grouped gray behind everything.
        #expect(result.displayList().items.first == .fill(.rect(Rect(origin: .zero, size: Self.phone)),
                                                         Color.systemGroupedBackground.resolved(in: .light)))
        let (_, drawing) = try list(in: result)
        let white = Color.secondarySystemGroupedBackground.resolved(in: .light)
        // Header: 17 above, 13 pt capitals (a 16 pt line), 7 below; two 44 pt switch rows.
        #expect(drawing.fills.count == 2)
        #expect(drawing.fills[0].0 == .roundedRect(Rect(x: 16, y: 40, width: 358, height: 88), cornerRadius: 10))
        #expect(drawing.fills[0].1 == white)
        let header = try #require(text("NOTIFICATIONS", in: result))
        #expect(header.frame.minX == 32 && header.frame.minY == 17)
        #expect(header.run.font.size == 13 && header.run.color == Color.secondaryLabel.resolved(in: .light))
        // Separators between rows only, 16 pt in from the card's leading edge to its trailing edge.
        #expect(drawing.overlays.map(\.0) == [
            .rect(Rect(x: 32, y: 84 - 0.5, width: 342, height: 0.5)),
            .rect(Rect(x: 32, y: 128 + 17 + 16 + 7 + 44 - 0.5, width: 342, height: 0.5)),
            .rect(Rect(x: 32, y: 128 + 17 + 16 + 7 + 88 - 0.5, width: 342, height: 0.5)),
        ])
        // The second section's rows come from a ForEach; its footer is not in capitals.
        #expect(text("CHANNELS", in: result) != nil)
        #expect(text("News", in: result)?.frame.minX == 32)
        let footer = try #require(text("Channels you follow.", in: result))
        #expect(footer.frame.minY == 128 + 17 + 16 + 7 + 132 + 7)
    }

    @Test func aFormIsInsetGroupedWhateverTheListStyle() throws {
        let form = layout(NotificationSettings().listStyle(.plain))
        #expect(try list(in: form).drawing.fills.count == 2)
    }

    @Test func plainListsHaveNoCardsAndSeparatorsToTheEdge() throws {
        let result = layout(List { Text("One"); Text("Two"); Text("Three") }.listStyle(.plain))
        #expect(result.displayList().items.first == .fill(.rect(Rect(origin: .zero, size: Self.phone)),
                                                         Color.systemBackground.resolved(in: .light)))
        let (_, drawing) = try list(in: result)
        #expect(drawing.fills.isEmpty)
        #expect(drawing.overlays.map(\.0) == [
            .rect(Rect(x: 16, y: 44 - 0.5, width: 374, height: 0.5)),
            .rect(Rect(x: 16, y: 88 - 0.5, width: 374, height: 0.5)),
        ])
        #expect(text("One", in: result)?.frame.minY == 12)
    }

    @Test func groupedSectionsSpanTheWidth() throws {
        let result = layout(List { Section("Items") { Text("One") } }.listStyle(.grouped))
        #expect(try list(in: result).drawing.fills.map(\.0) == [.rect(Rect(x: 0, y: 40, width: 390, height: 44))])
    }

    @Test func rowsOutsideSectionsFormSectionsOfTheirOwnAndTallRowsGrow() throws {
        let result = layout(List(["a", "b"], id: \.self) { name in
            Text(name)
            box(10, 60)
        })
        let (_, drawing) = try list(in: result)
        // One card for the four rows, 35 below the top: 44, 73 (60 + 2 × 6.5), 44, 73.
        #expect(drawing.fills.map(\.0) == [.roundedRect(Rect(x: 16, y: 35, width: 358, height: 234), cornerRadius: 10)])
        let mixed = layout(List {
            Text("loose")
            Section { Text("inside") }
        })
        #expect(try list(in: mixed).drawing.fills.count == 2)
    }

    @Test func aSectionOutsideAListStacksItsHeaderRowsAndFooter() {
        let result = layout(VStack(spacing: 0) {
            Section { box(10, 10) } header: { box(20, 20) } footer: { box(30, 30) }
        })
        let fills = result.root.allNodes.filter { $0.drawing is FillDrawing }.map(\.frame.size)
        #expect(fills == [Size(width: 20, height: 20), Size(width: 10, height: 10), Size(width: 30, height: 30)])
    }

    @Test func switchesInAFormFlipTheirRowsState() throws {
        let runtime = ViewRuntime(root: NotificationSettings(), size: Self.phone, measurer: FixedAdvanceTextMeasurer())
        runtime.layout(at: 0)
        let sounds = try #require(runtime.lastLayout!.root.allNodes.first { node in
            (node.drawing as? TextDrawing)?.runs.first?.text == "Sounds"
        })
        runtime.handle(.pointerDown(sounds.frame.center, .primary), at: 1)
        runtime.handle(.pointerUp(sounds.frame.center, .primary), at: 1.05)
        runtime.layout(at: 1.1)
        let switches = runtime.lastLayout!.root.allNodes.compactMap { node -> Bool? in
            guard let target = runtime.lastLayout!.target(for: node.identity), case .toggle(let isOn) = target.kind else { return nil }
            return isOn.wrappedValue
        }
        #expect(switches == [true, true])
    }
}
