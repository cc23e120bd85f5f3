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

// The survey's one-liners for text and color (its S14Probe), as written.
struct P000: View { var body: some View { Text("a").font(.system(size: 20)) } }
struct P001: View { var body: some View { Text("a").font(.system(.title, design: .rounded)) } }
struct P002: View { var body: some View { Text("a").bold() } }
struct P003: View { var body: some View { Text("a").font(.body.bold()) } }
struct P004: View { var body: some View { Text("a").italic() } }
struct P005: View { var body: some View { Text("a").underline() } }
struct P006: View { var body: some View { Text("a").monospacedDigit() } }
struct P034: View { var body: some View { Color(white: 0.5) } }
struct P073: View { var body: some View { Text(verbatim: "a") } }
struct PrimaryAndSecondary: View {
    var body: some View { VStack { Text("a").foregroundStyle(.primary); Text("b").foregroundStyle(.secondary) } }
}

@MainActor
@Suite struct TextSnippetTests {
    func runs(_ view: some View) -> [TextRun] {
        testEngine.layout(view, in: Rect(x: 0, y: 0, width: 100, height: 100)).displayList().items
            .compactMap { if case .text(let run) = $0 { run } else { nil } }
    }

    @Test func theSurveysOneLinersSetTheirFonts() {
        #expect(runs(P000()).map(\.font) == [Font(size: 20)])
        #expect(runs(P001()).map(\.font) == [Font(size: 28)])
        #expect(runs(P002()).map(\.font) == [Font(size: 17, weight: .bold)])
        #expect(runs(P003()).map(\.font) == [Font(size: 17, weight: .bold)])
        #expect(runs(P004()).map(\.font) == [Font(size: 17, isItalic: true)])
        #expect(runs(P006()).map(\.font) == [Font(size: 17, hasMonospacedDigits: true)])
        #expect(runs(P073()).map(\.text) == ["a"])
        #expect(runs(PrimaryAndSecondary()).map(\.color) == [Color.label, .secondaryLabel].map { $0.resolved(in: .light) })
        let gray = testEngine.layout(P034(), in: Rect(x: 0, y: 0, width: 10, height: 10)).displayList().items
        #expect(gray.contains { if case .fill(_, let color) = $0 { color == Color(white: 0.5) } else { false } })
        let underline = testEngine.layout(P005(), in: Rect(x: 0, y: 0, width: 100, height: 100)).displayList().items
        #expect(underline.filter { if case .fill = $0 { true } else { false } }.count == 1)
    }

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
