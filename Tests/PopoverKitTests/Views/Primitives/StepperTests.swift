import Testing
@testable import PopoverKit

private struct QuantityForm: View {
    @State var quantity = 1

    var body: some View {
        VStack {
            Stepper("Quantity: \(quantity)", value: $quantity, in: 1...3)
        }
    }
}

/// `Stepper` is UIKit's − | + pill at the trailing edge; its halves step the value within bounds.
@MainActor
@Suite struct StepperTests {
    let size = Size(width: 300, height: 200)

    func runtime() -> ViewRuntime {
        let runtime = ViewRuntime(root: QuantityForm(), size: size, measurer: FixedAdvanceTextMeasurer())
        runtime.layout(at: 0)
        return runtime
    }

    /// The pill's frame: the rounded gray background's.
    func pill(_ runtime: ViewRuntime) throws -> Rect {
        try #require(runtime.lastLayout!.root.allNodes.first { node in
            node.frame.size == Size(width: 2 * StepperMetrics.halfSize.width + 1, height: StepperMetrics.halfSize.height)
        }).frame
    }

    @Test func thePillSitsAtTheTrailingEdgeAfterTheLabel() throws {
        let runtime = runtime()
        let frame = try pill(runtime)
        #expect(frame.maxX == size.width)
        #expect(drawnTexts(runtime) == ["Quantity: 1"])
    }

    @Test func plusStepsUpAndStopsAtTheUpperBoundMinusStepsDown() throws {
        let runtime = runtime()
        let frame = try pill(runtime)
        let plus = Point(x: frame.maxX - 10, y: frame.midY), minus = Point(x: frame.minX + 10, y: frame.midY)
        for (i, time) in [1.0, 2, 3].enumerated() {
            tap(plus, in: runtime, at: time)
            runtime.layout(at: time + 0.5)
            #expect(drawnTexts(runtime) == ["Quantity: \(min(i + 2, 3))"])
        }
        // At the upper bound the plus half is disabled: its hit target does nothing.
        let plusTarget = try #require(runtime.lastLayout!.hitTest(plus).first)
        #expect(!plusTarget.isEnabled)
        tap(minus, in: runtime, at: 4)
        runtime.layout(at: 4.5)
        #expect(drawnTexts(runtime) == ["Quantity: 2"])
    }

    @Test func stepActionsRunWithoutBounds() {
        var count = 0
        let stepper = Stepper("Count", onIncrement: { count += 10 }, onDecrement: { count -= 1 })
        let result = testEngine.layout(stepper, in: Rect(origin: .zero, size: size))
        let targets = result.root.allNodes.compactMap { $0.frame.height == StepperMetrics.halfSize.height ? $0 : nil }
        #expect(!targets.isEmpty)
        let y = targets[0].frame.midY
        result.hitTest(Point(x: size.width - 10, y: y)).first?.activate()
        result.hitTest(Point(x: size.width - 2 * StepperMetrics.halfSize.width, y: y)).first?.activate()
        #expect(count == 9)
    }
}
