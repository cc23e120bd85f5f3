import Testing
@testable import PopoverKit

// Pasted from an ordinary SwiftUI example; only the import differs.
private struct PulseView: View {
    @State private var isExpanded = false

    var body: some View {
        VStack(spacing: 40) {
            Circle()
                .fill(.blue)
                .frame(width: 100, height: 100)
                .scaleEffect(isExpanded ? 1.5 : 1.0)
                .opacity(isExpanded ? 0.5 : 1.0)
                .offset(x: isExpanded ? 60 : 0)
            Button("Toggle") {
                withAnimation(.easeInOut(duration: 0.5)) {
                    isExpanded.toggle()
                }
            }
        }
    }
}

/// A bar whose width changes, in `withAnimation` (with a completion) or not.
private struct GrowingBar: View {
    let animated: Bool
    @State private var isExpanded = false
    @State private var completions = 0

    var body: some View {
        VStack {
            Rectangle().fill(Color.blue).frame(width: isExpanded ? 200 : 100, height: 20)
            Button("grow \(completions)") {
                if animated {
                    withAnimation(.linear(duration: 1)) { isExpanded.toggle() } completion: { completions += 1 }
                } else {
                    isExpanded.toggle()
                }
            }
        }
    }
}

/// Rows that come and go above a blue row, which moves.
private struct Rows: View {
    @State private var showsMore = false

    var body: some View {
        VStack(spacing: 10) {
            Button("more") { withAnimation(.linear(duration: 1)) { showsMore.toggle() } }
            if showsMore {
                Text("one")
                Text("two")
            }
            Rectangle().fill(Color.blue).frame(width: 50, height: 50)
        }
    }
}

/// A width animated by `.animation(_:value:)`, not by `withAnimation`.
private struct ImplicitWidth: View {
    @State private var isWide = false

    var body: some View {
        VStack {
            Rectangle().fill(Color.blue).frame(width: isWide ? 300 : 100, height: 20)
                .animation(.linear(duration: 1), value: isWide)
            Button("widen") { isWide.toggle() }
        }
    }
}

/// A label that grows, in a padded blue background.
private struct Relabel: View {
    @State private var isLong = false

    var body: some View {
        Button(isLong ? "A much longer label" : "Short") { withAnimation(.linear(duration: 1)) { isLong.toggle() } }
            .padding()
            .background(Color.blue)
    }
}

/// The blue shape the last frame draws: its bounds on screen and its opacity.
@MainActor
private func blueShape(_ runtime: ViewRuntime) throws -> (rect: Rect, opacity: Double) {
    var transforms = [Transform.identity], opacities = [1.0]
    let blue = Color.blue.resolved(in: .light)
    for item in runtime.lastLayout!.displayList().items {
        switch item {
        case .pushTransform(let transform): transforms.append(transforms.last!.concatenating(transform))
        case .popTransform: transforms.removeLast()
        case .pushOpacity(let opacity): opacities.append(opacities.last! * opacity)
        case .popOpacity: opacities.removeLast()
        case .fill(let path, let color) where color == blue:
            let bounds = try #require(ClipDrawing.bounds(of: path))
            return (transforms.last!.mapRect(bounds), opacities.last!)
        default: break
        }
    }
    throw ShapeNotDrawn()
}

private struct ShapeNotDrawn: Error {}

@MainActor
private func run(_ runtime: ViewRuntime, from start: Double, to end: Double) {
    var time = start
    while time < end - 1e-9 {
        time += 1 / 60.0
        runtime.layout(at: time)
    }
}

private func strictlyBetween(_ value: Double, _ a: Double, _ b: Double) -> Bool {
    value > min(a, b) + 1e-6 && value < max(a, b) - 1e-6
}

@MainActor
@Suite struct FrameAnimationTests {
    let size = Size(width: 390, height: 600)

    @Test func withAnimationMovesScalesAndFadesTogether() throws {
        let runtime = ViewRuntime(root: PulseView(), size: size, measurer: FixedAdvanceTextMeasurer())
        runtime.layout(at: 0)
        let start = try blueShape(runtime)
        #expect(start.rect.width == 100 && start.opacity == 1)
        try tapText("Toggle", in: runtime, at: 1)
        // The frame that shows the change draws it where it was.
        let first = try blueShape(runtime)
        #expect(first.rect == start.rect && first.opacity == 1)
        #expect(runtime.nextFrameTime == runtime.lastTime)
        run(runtime, from: 1.1, to: 1.35)
        let middle = try blueShape(runtime)
        #expect(strictlyBetween(middle.rect.midX, start.rect.midX, start.rect.midX + 60))
        #expect(strictlyBetween(middle.rect.width, 100, 150))
        #expect(strictlyBetween(middle.opacity, 1, 0.5))
        run(runtime, from: 1.35, to: 1.7)
        let end = try blueShape(runtime)
        #expect(abs(end.rect.midX - (start.rect.midX + 60)) < 1e-6 && abs(end.rect.midY - start.rect.midY) < 1e-6)
        #expect(abs(end.rect.width - 150) < 1e-6 && end.opacity == 0.5)
        #expect(runtime.nextFrameTime == nil)
    }

    @Test func aFrameWidthChangedInWithAnimationGrowsAndItsCompletionRunsOnce() throws {
        let runtime = ViewRuntime(root: GrowingBar(animated: true), size: size, measurer: FixedAdvanceTextMeasurer())
        runtime.layout(at: 0)
        let start = try blueShape(runtime).rect
        try tapText("grow 0", in: runtime, at: 1)
        #expect(try blueShape(runtime).rect == start)
        run(runtime, from: 1.1, to: 1.6)
        let half = try blueShape(runtime).rect
        #expect(abs(half.width - 150) < 1 && abs(half.midX - start.midX) < 1e-6, "grows about its center")
        #expect(drawnTexts(runtime).contains("grow 0"), "no completion before the end")
        run(runtime, from: 1.6, to: 2.3)
        #expect(try blueShape(runtime).rect.width == 200)
        #expect(drawnTexts(runtime).contains("grow 1"))
        run(runtime, from: 2.3, to: 3)
        #expect(drawnTexts(runtime).contains("grow 1"), "the completion ran once")
        #expect(runtime.nextFrameTime == nil)
    }

    @Test func aFrameChangedWithoutAnimationShowsAtOnce() throws {
        let runtime = ViewRuntime(root: GrowingBar(animated: false), size: size, measurer: FixedAdvanceTextMeasurer())
        runtime.layout(at: 0)
        try tapText("grow 0", in: runtime, at: 1)
        #expect(try blueShape(runtime).rect.width == 200)
        #expect(runtime.nextFrameTime == nil)
    }

    @Test func rowsComingInMoveTheRowsAfterThem() throws {
        let runtime = ViewRuntime(root: Rows(), size: size, measurer: FixedAdvanceTextMeasurer())
        runtime.layout(at: 0)
        let start = try blueShape(runtime).rect
        try tapText("more", in: runtime, at: 1)
        run(runtime, from: 1.1, to: 3)
        let end = try blueShape(runtime).rect
        #expect(end.minY > start.minY + 20)
        try tapText("more", in: runtime, at: 4)
        let leaving = try blueShape(runtime).rect
        #expect(leaving == end, "drawn where it was when the change shows")
        run(runtime, from: 4.1, to: 4.6)
        #expect(strictlyBetween(try blueShape(runtime).rect.minY, start.minY, end.minY))
        run(runtime, from: 4.6, to: 6)
        #expect(try blueShape(runtime).rect == start)
    }

    @Test func aTextKeepsItsLayoutWhileTheFramesAroundItGrow() throws {
        let runtime = ViewRuntime(root: Relabel(), size: size, measurer: FixedAdvanceTextMeasurer())
        runtime.layout(at: 0)
        let start = try blueShape(runtime).rect
        try tapText("Short", in: runtime, at: 1)
        run(runtime, from: 1.1, to: 1.5)
        #expect(strictlyBetween(try blueShape(runtime).rect.width, start.width, start.width + 14 * 10.2))
        #expect(drawnTexts(runtime) == ["A much longer label"], "neither wrapped nor truncated")
    }

    @Test func animationWithValueAnimatesFramesWhereItsValueChanged() throws {
        let runtime = ViewRuntime(root: ImplicitWidth(), size: size, measurer: FixedAdvanceTextMeasurer())
        runtime.layout(at: 0)
        try tapText("widen", in: runtime, at: 1)
        run(runtime, from: 1.1, to: 1.6)
        #expect(strictlyBetween(try blueShape(runtime).rect.width, 100, 300))
        run(runtime, from: 1.6, to: 2.5)
        #expect(try blueShape(runtime).rect.width == 300)
    }
}
