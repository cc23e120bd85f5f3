import Testing
@testable import PopoverKit

private struct InboxMenu: View {
    @State var log: [String] = []

    var body: some View {
        VStack {
            Menu("Actions") {
                Button("Mark all read") { log.append("read") }
                Divider()
                Button("Delete all", role: .destructive) { log.append("delete") }
            }
            Text("log \(log.joined(separator: ","))")
        }
    }
}

/// `Menu` opens a popover of full-width rows; a button in it runs and closes the menu.
@MainActor
@Suite struct MenuTests {
    func runtime() -> ViewRuntime {
        let runtime = ViewRuntime(root: InboxMenu(), size: Size(width: 390, height: 600), measurer: FixedAdvanceTextMeasurer())
        runtime.layout(at: 0)
        return runtime
    }

    @Test func theMenuOpensAsRowsAndAButtonRunsAndClosesIt() throws {
        let runtime = runtime()
        #expect(textNodes("Mark all read", in: runtime).isEmpty)
        try tapText("Actions", in: runtime, at: 1)
        runtime.layout(at: 2)
        let read = try #require(textNodes("Mark all read", in: runtime).first)
        let delete = try #require(textNodes("Delete all", in: runtime).first)
        #expect(read.frame.minX == delete.frame.minX, "rows line up at the leading edge")
        #expect(delete.frame.minY > read.frame.maxY + 2 * MenuMetrics.rowInsets.top)
        // The whole row takes the press, not only the title: press at the row's far end.
        let row = try #require(runtime.lastLayout!.hitTest(Point(x: read.frame.minX + MenuMetrics.minimumWidth - 40,
                                                                    y: read.frame.midY)).first)
        #expect(row.isFocusable)
        tap(Point(x: read.frame.minX + MenuMetrics.minimumWidth - 40, y: read.frame.midY), in: runtime, at: 3)
        runtime.layout(at: 4)
        #expect(drawnTexts(runtime).contains("log read"))
        #expect(textNodes("Mark all read", in: runtime).isEmpty, "the button closed the menu")
    }

    @Test func aDestructiveButtonIsRedAndOthersTakeTheLabelColor() throws {
        let runtime = runtime()
        try tapText("Actions", in: runtime, at: 1)
        runtime.layout(at: 2)
        func color(_ text: String) -> Color? {
            (textNodes(text, in: runtime).first?.drawing as? TextDrawing)?.runs.first?.color
        }
        #expect(color("Delete all") == Color.systemRed.resolved(in: .light))
        #expect(color("Mark all read") == Color.primary.resolved(in: .light))
    }

    @Test func sectionsAndDividersSetRowsApartLoopsSpreadOut() {
        let rows = MenuList.rows(of: [
            Text("a").makeNode(),
            ForEach(0..<2) { Text("\($0)") }.makeNode(),
            Divider().makeNode(),
            Section { Text("s") }.makeNode(),
            Text("z").makeNode(),
        ])
        #expect(rows.count == 5)
        #expect(rows.map(\.startsSection) == [false, false, false, true, true])
        #expect(rows[3].endsSection)
    }
}
