import Testing
@testable import PopoverKit

/// A counter keeping its count in `@State`, bumped by a tap; its body has two statements.
struct TapCounter: View {
    @State var count = 0

    var body: some View {
        Text("\(count) taps").font(font10).onTapGesture { count += 1 }
        if count > 1 {
            Text("many").font(font10)
        }
    }
}

@Suite struct StateTests {
    let bounds = Rect(x: 0, y: 0, width: 200, height: 100)

    func texts(_ result: LayoutResult) -> [String] {
        result.root.allNodes.compactMap { node in
            if let runs = (node.drawing as? TextDrawing)?.runs { runs.map(\.text).joined() } else { nil }
        }
    }

    @Test func stateSurvivesReEvaluationOfTheKeptView() throws {
        let counter = TapCounter()
        var result = testEngine.layout(counter, in: bounds)
        #expect(texts(result) == ["0 taps"])
        for expected in 1...2 {
            let tap = try #require(result.root.allNodes.lazy.compactMap { result.target(for: $0.identity) }.first)
            #expect(tap.activate())
            result = testEngine.layout(counter, in: bounds)
            #expect(counter.count == expected)
        }
        // The body's `if` shows once the count passed 1; a copy of the view shares the state.
        #expect(texts(result) == ["2 taps", "many"])
        let copy = counter
        copy.$count.wrappedValue = 5
        #expect(counter.count == 5)
        #expect(texts(testEngine.layout(counter, in: bounds)) == ["5 taps", "many"])
    }

    @Test func gestureStateFollowsTheDragAndResetsWhenItEndsOrIsCancelled() {
        @GestureState var offset = CGSize(width: 1, height: 1)
        var changes: [CGSize] = [], ends: [CGPoint] = []
        let gesture = DragGesture(minimumDistance: 4)
            .updating($offset) { value, state, _ in state = value.translation }
            .onChanged { changes.append($0.translation) }
            .onEnded { ends.append($0.location) }
        let node = Color.black.frame(width: 50, height: 50).gesture(gesture)
        let result = testEngine.layout(node, in: Rect(x: 0, y: 0, width: 50, height: 50))
        let target = result.hitTest(Point(x: 25, y: 25)).first
        guard case .drag(let minimumDistance, _) = target?.kind else { Issue.record("no drag target"); return }
        #expect(minimumDistance == 4)

        let start = Point(x: 25, y: 25)
        target?.send(DragEvent(phase: .began, startLocation: start, location: Point(x: 30, y: 25)))
        target?.send(DragEvent(phase: .changed, startLocation: start, location: Point(x: 35, y: 15)))
        #expect(offset == CGSize(width: 10, height: -10))
        #expect(changes == [CGSize(width: 5, height: 0), CGSize(width: 10, height: -10)])
        target?.send(DragEvent(phase: .ended, startLocation: start, location: Point(x: 35, y: 15)))
        #expect(offset == CGSize(width: 1, height: 1))
        #expect(ends == [CGPoint(x: 35, y: 15)])

        target?.send(DragEvent(phase: .changed, startLocation: start, location: Point(x: 45, y: 25)))
        #expect(offset == CGSize(width: 20, height: 0))
        target?.send(DragEvent(phase: .cancelled, startLocation: start, location: Point(x: 45, y: 25)))
        #expect(offset == CGSize(width: 1, height: 1))
        // A cancelled drag does not end.
        #expect(ends.count == 1)
    }

    @Test func dragValuesCarryTranslationAndPrediction() {
        let value = DragGesture.Value(location: CGPoint(x: 30, y: 40), startLocation: CGPoint(x: 10, y: 10),
                                      velocity: CGSize(width: 400, height: -80))
        #expect(value.translation == CGSize(width: 20, height: 30))
        #expect(value.predictedEndLocation == CGPoint(x: 130, y: 20))
        #expect(value.predictedEndTranslation == CGSize(width: 120, height: 10))
    }
}
