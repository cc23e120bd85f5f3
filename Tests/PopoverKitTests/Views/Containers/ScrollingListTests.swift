import Testing
@testable import PopoverKit

// An iOS list pasted verbatim (only the import changed), with 30 rows.

struct Grocery: Identifiable {
    let id: Int
    var name: String
    var calories: Int
}

struct GroceryListView: View {
    let groceries = (1...30).map { Grocery(id: $0, name: "Grocery \($0)", calories: 10 * $0) }

    var body: some View {
        List(groceries) { grocery in
            GroceryRow(grocery: grocery)
        }
    }
}

struct GroceryRow: View {
    let grocery: Grocery
    @State private var isFavorite = false
    @State private var showInfo = false

    var body: some View {
        HStack {
            Image(systemName: isFavorite ? "star.fill" : "star")
                .foregroundStyle(.yellow)
                .onTapGesture { isFavorite.toggle() }
            Text(grocery.name)
            Spacer()
            Button("Info") { showInfo = true }
                .popover(isPresented: $showInfo) {
                    Text("\(grocery.calories) kcal")
                        .padding()
                }
        }
    }
}

/// The verbatim list driven through a runtime on a phone-sized window: drags and the wheel
/// scroll it, taps reach the rows where they are drawn, popovers point at them there.
@MainActor
@Suite struct ScrollingListTests {
    static let phone = Size(width: 390, height: 844)
    /// 30 rows of 44 between 35 pt above and below: 1390 tall, so 546 to scroll in 844.
    static let maxOffset = 1390.0 - 844

    func makeRuntime() -> ViewRuntime {
        let runtime = ViewRuntime(root: GroceryListView(), size: Self.phone, measurer: FixedAdvanceTextMeasurer())
        runtime.layout(at: 0)
        return runtime
    }

    func frame(ofText text: String, in runtime: ViewRuntime) throws -> Rect {
        try #require(runtime.lastLayout!.root.allNodes.first { node in
            (node.drawing as? TextDrawing)?.runs.map(\.text).joined() == text
        }, "no text \(text)").frame
    }

    /// The "Info" button text in the row of `name`.
    func infoFrame(inRow name: String, of runtime: ViewRuntime) throws -> Rect {
        let row = try frame(ofText: name, in: runtime)
        return try #require(runtime.lastLayout!.root.allNodes.first { node in
            (node.drawing as? TextDrawing)?.runs.map(\.text).joined() == "Info" && abs(node.frame.midY - row.midY) < 1
        }).frame
    }

    /// The popovers showing, after laying out `time` and a settled moment later.
    func shown(_ runtime: ViewRuntime, at time: Double) -> [PlacedPopover] {
        runtime.layout(at: time)
        runtime.layout(at: time + 1)
        return runtime.host.placements.filter { $0.appearance.state.opacity > 0 }
    }

    func drag(_ runtime: ViewRuntime, from start: Point, by dy: Double, at time: Double) {
        runtime.handle(.pointerDown(start, .primary), at: time)
        for step in 1...5 {
            runtime.handle(.pointerMove(Point(x: start.x, y: start.y + dy * Double(step) / 5)), at: time + 0.01 * Double(step))
        }
        runtime.handle(.pointerUp(Point(x: start.x, y: start.y + dy), .primary), at: time + 0.06)
        runtime.layout(at: time + 0.1)
    }

    @Test func rowsAreLaidOutAsAnInsetGroupedList() throws {
        let runtime = makeRuntime()
        let first = try frame(ofText: "Grocery 1", in: runtime)
        let second = try frame(ofText: "Grocery 2", in: runtime)
        #expect(second.minY - first.minY == 44)
        // The first card starts 35 below the top; a 20 pt line is centered in its 44 pt row.
        #expect(first.minY == 35 + 12)
    }

    @Test func aDragMovesTheRowsByTheDragClampedAtBothEnds() throws {
        let runtime = makeRuntime()
        let before = try frame(ofText: "Grocery 10", in: runtime)
        drag(runtime, from: Point(x: 150, y: 600), by: -200, at: 1)
        #expect(try frame(ofText: "Grocery 10", in: runtime).minY == before.minY - 200)
        // Past the end: the last rows stop at the bottom.
        drag(runtime, from: Point(x: 150, y: 800), by: -700, at: 2)
        #expect(try frame(ofText: "Grocery 10", in: runtime).minY == before.minY - Self.maxOffset)
        // Past the top: back at rest, no further.
        drag(runtime, from: Point(x: 150, y: 100), by: 700, at: 3)
        #expect(try frame(ofText: "Grocery 10", in: runtime).minY == before.minY)
    }

    @Test func theWheelScrollsTheListUnderThePointer() throws {
        let runtime = makeRuntime()
        let before = try frame(ofText: "Grocery 10", in: runtime)
        runtime.handle(.pointerMove(Point(x: 150, y: 400)), at: 1)
        runtime.handle(.wheel(dx: 0, dy: 120), at: 1)
        runtime.layout(at: 1.1)
        #expect(try frame(ofText: "Grocery 10", in: runtime).minY == before.minY - 120)
        runtime.handle(.wheel(dx: 0, dy: -1000), at: 2)
        runtime.layout(at: 2.1)
        #expect(try frame(ofText: "Grocery 10", in: runtime).minY == before.minY)
    }

    @Test func aTapAfterScrollingHitsTheRowDrawnThereAndItsPopoverPointsAtIt() throws {
        let runtime = makeRuntime()
        drag(runtime, from: Point(x: 150, y: 700), by: -300, at: 1)
        let info = try infoFrame(inRow: "Grocery 20", of: runtime)
        #expect(info.maxY < Self.phone.height && info.minY > 0)
        let point = info.center
        runtime.handle(.pointerDown(point, .primary), at: 2)
        runtime.handle(.pointerUp(point, .primary), at: 2.05)
        let shown = shown(runtime, at: 2.1)
        #expect(drawnTexts(runtime).filter { $0.hasSuffix("kcal") } == ["200 kcal"])
        // The popover's anchor is the button where it is drawn, scrolled.
        #expect(shown.count == 1)
        let anchor = try #require(shown.first?.anchor)
        #expect(abs(anchor.midY - info.midY) < 1 && anchor.minX <= info.minX && anchor.maxX >= info.maxX)
    }

    @Test func aShownPopoverFollowsItsRowAsTheListScrolls() throws {
        let runtime = makeRuntime()
        let info = try infoFrame(inRow: "Grocery 5", of: runtime)
        runtime.handle(.pointerDown(info.center, .primary), at: 1)
        runtime.handle(.pointerUp(info.center, .primary), at: 1.05)
        let before = try #require(shown(runtime, at: 1.1).first?.anchor)
        #expect(abs(before.midY - info.midY) < 1)
        runtime.handle(.pointerMove(Point(x: 150, y: 400)), at: 3)
        runtime.handle(.wheel(dx: 0, dy: 60), at: 3)
        let moved = try #require(shown(runtime, at: 3.1).first?.anchor)
        #expect(moved.minY == before.minY - 60)
    }

    @Test func aPressOnARowButtonThatMovesScrollsInsteadOfTapping() throws {
        let runtime = makeRuntime()
        let info = try infoFrame(inRow: "Grocery 10", of: runtime)
        let before = try frame(ofText: "Grocery 10", in: runtime)
        drag(runtime, from: info.center, by: -100, at: 1)
        #expect(try frame(ofText: "Grocery 10", in: runtime).minY == before.minY - 100)
        #expect(shown(runtime, at: 2).isEmpty)
    }

    @Test func theIndicatorShowsWhileDragging() throws {
        let runtime = makeRuntime()
        func scrollLabel() -> String? {
            runtime.lastLayout!.root.allNodes.compactMap { ($0.drawing as? ScrollViewDrawing)?.label }.first
        }
        #expect(scrollLabel()?.hasSuffix("indicator") == false)
        runtime.handle(.pointerDown(Point(x: 150, y: 600), .primary), at: 1)
        runtime.handle(.pointerMove(Point(x: 150, y: 550)), at: 1.05)
        runtime.layout(at: 1.1)
        #expect(scrollLabel()?.hasSuffix("indicator") == true)
        runtime.handle(.pointerUp(Point(x: 150, y: 550), .primary), at: 1.2)
        runtime.layout(at: 1.3)
        #expect(scrollLabel()?.hasSuffix("indicator") == false)
    }
}
