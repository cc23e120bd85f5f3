import Testing
@testable import PopoverKit

// Two snippets as an iOS developer writes them, pasted with only the import changed.

struct SummaryCard: View {
    var body: some View {
        VStack(alignment: .leading) { Text("Title").font(.headline); Text("Sub").font(.subheadline).foregroundStyle(.secondary); Divider(); Text("Done").strikethrough().italic() }.padding()
    }
}

struct TodoItem: Identifiable {
    let id: Int
    let title: String
    let note: String
}

struct TaskListView: View {
    let tasks = [
        TodoItem(id: 1, title: "Buy milk", note: "2 litres, semi-skimmed"),
        TodoItem(id: 2, title: "Call mum", note: "Before Sunday"),
        TodoItem(id: 3, title: "Write report", note: "Due Friday"),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Tasks")
                .font(.largeTitle)
                .bold()
            ForEach(tasks) { task in
                TaskRow(task: task)
            }
            Spacer()
        }
        .padding()
    }
}

struct TaskRow: View {
    let task: TodoItem
    @State private var isDone = false
    @State private var showInfo = false

    var body: some View {
        HStack {
            Button(isDone ? "Done" : "Todo") {
                isDone.toggle()
            }
            Text(task.title)
                .strikethrough(isDone)
            Spacer()
            Button("Info") {
                showInfo = true
            }
            .popover(isPresented: $showInfo) {
                Text(task.note)
                    .padding()
            }
        }
    }
}

@MainActor
@Suite struct TextSnippetTests {
    /// Fonts by text, the divider's fill and the strike line, from the card's display list.
    @Test func aCardDrawsStylesADividerAndAStrike() throws {
        let items = testEngine.layout(SummaryCard(), in: Rect(x: 0, y: 0, width: 300, height: 200)).displayList().items
        let runs = items.compactMap { if case .text(let run) = $0 { run } else { nil } }
        let fills = items.compactMap { if case .fill(let path, let color) = $0 { (pathBounds(path), color) } else { nil } }
        #expect(runs.map(\.text) == ["Title", "Sub", "Done"])
        #expect(runs.map(\.font) == [Font(size: 17, weight: .semibold), Font(size: 15), Font(size: 17, isItalic: true)])
        #expect(runs[1].color == Color.secondaryLabel.resolved(in: .light))
        #expect(fills.count == 2)
        // The divider spans the padded width, one point high at scale 1, between "Sub" and "Done".
        let (divider, dividerColor) = fills[0]
        #expect(divider.minX == 16 && divider.width == 268 && divider.height == 1)
        #expect(divider.minY > runs[1].origin.y + 15 && divider.maxY < runs[2].origin.y)
        #expect(dividerColor == Color.separator.resolved(in: .light))
        // The strike crosses "Done" (4 characters at 0.6 × 17) through the lowercase letters'
        // middle (the baseline is 16 below the run's top), in its color.
        let (strike, strikeColor) = fills[1]
        let baseline = runs[2].origin.y + 16
        #expect(strike.minX == runs[2].origin.x && abs(strike.width - 4 * 0.6 * 17) < 1e-9)
        #expect(strike.midY > baseline - 0.4 * 17 && strike.midY < baseline - 0.2 * 17)
        #expect(strikeColor == runs[2].color)
    }

    /// Tapping a row's "Todo" strikes its title, and only its own.
    @Test func tappingTodoStrikesThatTask() throws {
        let runtime = ViewRuntime(root: TaskListView(), size: Size(width: 390, height: 600), measurer: FixedAdvanceTextMeasurer())
        let items = runtime.layout(at: 0).displayList().items
        let title = try #require(items.compactMap { if case .text(let run) = $0 { run } else { nil } }.first)
        #expect(title.text == "Tasks" && title.font == Font(size: 34, weight: .bold))
        #expect(strikeCount(runtime) == 0)
        try tapText("Todo", in: runtime, at: 1)
        #expect(drawnTexts(runtime).filter { $0 == "Done" }.count == 1)
        #expect(strikeCount(runtime) == 1)
        let struck = try #require(runtime.lastLayout!.root.allNodes.compactMap { $0.drawing as? TextDrawing }.first { !$0.lines.isEmpty })
        #expect(struck.runs.map(\.text) == ["Buy milk"])
    }

    func strikeCount(_ runtime: ViewRuntime) -> Int {
        runtime.lastLayout!.root.allNodes.compactMap { $0.drawing as? TextDrawing }.reduce(0) { $0 + $1.lines.count }
    }
}
