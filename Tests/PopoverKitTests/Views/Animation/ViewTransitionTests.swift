import Testing
@testable import PopoverKit

/// A box that comes and goes with a transition, with or without `withAnimation`.
private struct Appearing: View {
    let animated: Bool
    @State private var shows = false
    @State private var completions = 0

    var body: some View {
        VStack {
            Button("toggle \(completions)") {
                if animated {
                    withAnimation(.linear(duration: 1)) { shows.toggle() } completion: { completions += 1 }
                } else {
                    shows.toggle()
                }
            }
            if shows {
                Color(red: 1, green: 0, blue: 0).frame(width: 40, height: 40)
                    .transition(.opacity.combined(with: .scale))
            }
        }
    }
}

@MainActor
@Suite struct ViewTransitionTests {
    let size = Size(width: 200, height: 200)

    /// The opacity and the transform scale drawn around the red box, if it is drawn.
    func box(_ runtime: ViewRuntime) -> (opacity: Double, scale: Double)? {
        var opacity = 1.0, scale = 1.0, found = false
        let items = runtime.lastLayout!.displayList().items
        var opacities: [Double] = [], scales: [Double] = []
        for item in items {
            switch item {
            case .pushOpacity(let o): opacities.append(o)
            case .popOpacity: opacities.removeLast()
            case .pushTransform(let t): scales.append(t.scale)
            case .popTransform: scales.removeLast()
            case .fill(_, let color) where color == Color(red: 1, green: 0, blue: 0):
                found = true
                opacity = opacities.reduce(1, *)
                scale = scales.reduce(1, *)
            default: break
            }
        }
        return found ? (opacity, scale) : nil
    }

    func frames(_ runtime: ViewRuntime, from start: Double, to end: Double) {
        var time = start
        while time < end - 1e-9 {
            time += 1 / 60.0
            runtime.layout(at: time)
        }
    }

    @Test func withAnimationFadesAndScalesTheViewInThenOut() throws {
        let runtime = ViewRuntime(root: Appearing(animated: true), size: size, measurer: FixedAdvanceTextMeasurer())
        runtime.layout(at: 0)
        #expect(box(runtime) == nil)
        try tapText("toggle 0", in: runtime, at: 1)
        let start = try #require(box(runtime))
        #expect(start.opacity < 0.01 && start.scale < 0.01)
        frames(runtime, from: 1.1, to: 1.6)
        let half = try #require(box(runtime))
        #expect(abs(half.opacity - 0.5) < 0.05 && abs(half.scale - 0.5) < 0.05)
        #expect(runtime.nextFrameTime == runtime.lastTime)
        frames(runtime, from: 1.6, to: 2.2)
        #expect(box(runtime).map { $0.opacity == 1 && $0.scale == 1 } == true)
        // The completion ran once the linear second was over.
        #expect(drawnTexts(runtime).first == "toggle 1")

        try tapText("toggle 1", in: runtime, at: 3)
        frames(runtime, from: 3.1, to: 3.6)
        let going = try #require(box(runtime), "drawn while it goes out")
        #expect(abs(going.opacity - 0.5) < 0.05)
        frames(runtime, from: 3.6, to: 4.2)
        #expect(box(runtime) == nil)
        #expect(drawnTexts(runtime).first == "toggle 2")
        #expect(runtime.nextFrameTime == nil)
    }

    @Test func withoutAnimationTheViewComesAndGoesAtOnce() throws {
        let runtime = ViewRuntime(root: Appearing(animated: false), size: size, measurer: FixedAdvanceTextMeasurer())
        runtime.layout(at: 0)
        try tapText("toggle 0", in: runtime, at: 1)
        #expect(box(runtime).map { $0.opacity == 1 && $0.scale == 1 } == true)
        try tapText("toggle 0", in: runtime, at: 2)
        #expect(box(runtime) == nil)
    }

    @Test func logicalDurationsOfCurvesAndSprings() {
        #expect(Animation.linear(duration: 1).delay(0.5).logicalDuration == 1.5)
        let spring = Animation.default.logicalDuration
        #expect(spring > 0.3 && spring < 1.2)
    }
}
