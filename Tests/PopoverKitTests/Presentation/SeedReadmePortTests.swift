import Testing
@testable import PopoverKit

/// Seed 000's README example, ported with one mechanical change only: `import PopoverKit` (here
/// the test's `@testable` one); its `CGSize` stays. The `#if os(...)` branches stay as they
/// are: on Linux the watchOS font is left out, the drag gesture and the padding are kept.
struct ContentView: View {
    @State private var isPopoverPresented = true
    @GestureState private var dragOffset: CGSize = .zero

    var body: some View {
        VStack {
            Image(systemName: "globe")
                .imageScale(.large)
                .foregroundStyle(.tint)
                // Attach the popover to this view
                .swiftUIPopover(
                    isPresented: $isPopoverPresented,
                    preferredAttachmentEdge: .top
                ) {
                    PopoverMessageBubble(fill: Color.blue) {
                        Text("SwiftUI-only popover attached to\n`Image(systemName: \"globe\")`.")
                            .foregroundStyle(.white)
                            #if os(watchOS)
                            .font(.system(size: 14))
                            #endif
                    }
                    .shadow(radius: 20)
                }

            Text("Hello, world!")
        }
        // Optional: draggable demo with a spring snap-back
        .offset(x: dragOffset.width, y: dragOffset.height)
        .animation(
            .spring(response: 0.35, dampingFraction: 0.7, blendDuration: 0),
            value: dragOffset
        )
        #if !os(tvOS)
        .gesture(
            DragGesture()
                .updating($dragOffset) { value, state, _ in
                    state = value.translation
                }
        )
        #endif
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        // Install the popover presentation layer for this subtree
        .presentPopovers()
        #if !os(watchOS)
        .padding(4)
        #endif
    }
}

extension ContentView {
    /// The test's way in to the private state, as a parent holding the binding would have.
    var presentation: Binding<Bool> { $isPopoverPresented }
    var currentDragOffset: CGSize { dragOffset }
}

/// Runs a kept root view the way the demo's runtime does: each frame moves the implicit
/// animations on, begins the presentation host's frame and lays the same view struct out again.
final class PortRunner<Root: View> {
    let root: Root
    let host = PresentationHost()
    let animations = ImplicitAnimations()
    let bounds = Rect(x: 0, y: 0, width: 600, height: 400)
    private var lastTime: Double?
    private(set) var last: LayoutResult?

    init(_ root: Root) {
        self.root = root
    }

    @discardableResult
    func frame(at time: Double) -> LayoutResult {
        animations.advance(by: max(0, time - (lastTime ?? time)))
        lastTime = time
        host.beginFrame(at: time)
        let engine = LayoutEngine(measurer: FixedAdvanceTextMeasurer(), animations: animations)
        let result = engine.layout(root.environment(PresentationHostKey.self, host), in: bounds)
        last = result
        return result
    }

    /// The frame of the first laid-out symbol.
    var globe: Rect? {
        last?.root.firstNode { $0.drawing is IconDrawing }?.frame
    }

    /// The body of the shown popover, if one is placed and visible.
    var bubble: Rect? {
        host.placements.first { $0.placement.hiddenReason == nil && $0.appearance.state.opacity > 0 }?.placement.body
    }
}

@Suite struct SeedReadmePortTests {
    @Test func thePortedExampleShowsTheBubbleAboveTheGlobeAndTheBindingHidesIt() throws {
        let view = ContentView()
        let runner = PortRunner(view)
        for time in [0.0, 0.5, 1, 2] { runner.frame(at: time) }
        let globe = try #require(runner.globe)
        let bubble = try #require(runner.bubble)
        // Above the globe (with the arrow between), centered on it.
        #expect(bubble.maxY < globe.minY)
        #expect(abs(bubble.midX - globe.midX) < 1)
        // The globe takes the tint (the default accent, system blue).
        let icon = try #require(runner.last?.root.firstNode { $0.drawing is IconDrawing })
        guard let color = (icon.drawing as? IconDrawing)?.color else { Issue.record("no icon"); return }
        #expect(color == Color.systemBlue.resolved(in: .light))

        view.presentation.wrappedValue = false
        for time in [2.1, 3, 4] { runner.frame(at: time) }
        #expect(runner.bubble == nil)

        view.presentation.wrappedValue = true
        for time in [4.1, 5, 6] { runner.frame(at: time) }
        #expect(runner.bubble != nil)
    }

    @Test func aDragMovesTheContentAndItSpringsBackWhenTheDragEnds() throws {
        let view = ContentView()
        let runner = PortRunner(view)
        for time in [0.0, 1, 2] { runner.frame(at: time) }
        let rest = try #require(runner.globe)
        let restBubble = try #require(runner.bubble)

        let start = rest.center, location = Point(x: start.x + 40, y: start.y - 30)
        let targets = try #require(runner.last?.hitTest(start))
        let drag = try #require(targets.first { if case .drag = $0.kind { true } else { false } })
        #expect(drag.send(DragEvent(phase: .began, startLocation: start, location: Point(x: start.x + 12, y: start.y))))
        #expect(drag.send(DragEvent(phase: .changed, startLocation: start, location: location)))
        #expect(view.currentDragOffset == CGSize(width: 40, height: -30))

        // The offset follows with the spring, then rests at the translation; the bubble follows.
        runner.frame(at: 2.01)
        #expect(runner.animations.isAnimating)
        runner.frame(at: 3)
        let moved = try #require(runner.globe)
        #expect(moved.origin.x == rest.origin.x + 40)
        #expect(moved.origin.y == rest.origin.y - 30)
        #expect(!runner.animations.isAnimating)
        runner.frame(at: 4)
        let movedBubble = try #require(runner.bubble)
        #expect(abs(movedBubble.midX - (restBubble.midX + 40)) < 0.5)

        // Release: the gesture state resets at once, the offset springs back over time.
        #expect(drag.send(DragEvent(phase: .ended, startLocation: start, location: location)))
        #expect(view.currentDragOffset == .zero)
        runner.frame(at: 4)
        #expect(try #require(runner.globe).origin.x == rest.origin.x + 40)
        #expect(runner.animations.isAnimating)
        runner.frame(at: 4.1)
        let between = try #require(runner.globe)
        #expect(between.origin.x > rest.origin.x && between.origin.x < rest.origin.x + 40)
        #expect(between.origin.y < rest.origin.y && between.origin.y > rest.origin.y - 30)
        #expect(runner.animations.isAnimating)
        runner.frame(at: 5.5)
        #expect(runner.globe == rest)
        #expect(!runner.animations.isAnimating)
    }
}
