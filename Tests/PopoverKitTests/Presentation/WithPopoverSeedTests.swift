import Testing
@testable import PopoverKit

// Seed 004's usage example, verbatim but for the import (here the test's `@testable` one):
// `WithPopover` comes from the library instead of the seed's UIKit wrapper.

struct Content: View {
    @State var open = false
    @State var popoverSize = CGSize(width: 300, height: 300)
    
    var body: some View {
        WithPopover(
            showPopover: $open,
            arrowDirections: [.down],
            popoverSize: popoverSize,
            content: {
                // The view you want to anchor your popover to.
                Button(action: { self.open.toggle() }) {
                    Text("Tap me")
                }
            },
            popoverContent: {
                VStack {
                    Button(action: { self.popoverSize = CGSize(width: 300, height: 600)}) {
                        Text("Increase size")
                    }
                    Button(action: { self.open = false}) {
                        Text("Close")
                    }
                }
            })
    }
}

/// The seed's `Content` as the root of a runtime, whose window is its presentation scope.
@MainActor
final class SeedContentRunner {
    let content = Content()
    let runtime: ViewRuntime
    private(set) var time = 0.0

    init() {
        runtime = ViewRuntime(root: content, size: Size(width: 800, height: 1400), measurer: FixedAdvanceTextMeasurer())
        runtime.layout(at: time)
    }

    /// Lays out the frames of the next second, so transitions finish.
    func settle() {
        for _ in 0..<60 {
            time += 1 / 60
            runtime.layout(at: time)
        }
    }

    func tap(_ point: Point) {
        runtime.handle(.pointerDown(point, .primary), at: time)
        runtime.handle(.pointerUp(point, .primary), at: time + 0.05)
        settle()
    }

    /// The frame of the text `string` in the last frame.
    func frame(ofText string: String) -> Rect? {
        runtime.lastLayout?.root.firstNode { node in
            if let runs = (node.drawing as? TextDrawing)?.runs { runs.map(\.text).joined() == string } else { false }
        }?.frame
    }

    /// The popover shown in the last frame, if one is placed and visible.
    var shown: PlacedPopover? {
        runtime.host.placements.first { $0.placement.hiddenReason == nil && $0.appearance.state.opacity > 0 }
    }
}

@MainActor
@Suite struct WithPopoverSeedTests {
    @Test func theAnchorShowsAndATapOpensThePopoverAboveItAtThePreferredSize() throws {
        let runner = SeedContentRunner()
        runner.settle()
        let anchor = try #require(runner.frame(ofText: "Tap me"))
        #expect(anchor.width > 0 && anchor.height > 0)
        #expect(runner.shown == nil)

        runner.tap(anchor.center)
        #expect(runner.content.open)
        let shown = try #require(runner.shown)
        // `.down`: the arrow points down at the anchor from the bottom edge of a bubble above it.
        #expect(shown.placement.arrow?.edge == .bottom)
        #expect(shown.placement.body.size == Size(width: 300, height: 300))
        #expect(shown.placement.body.maxY < anchor.minY)
        #expect(abs(shown.placement.body.midX - anchor.midX) < 0.5)
        #expect(runner.frame(ofText: "Increase size") != nil)
    }

    @Test func increaseSizeGrowsTheBubbleAndCloseHidesIt() throws {
        let runner = SeedContentRunner()
        runner.settle()
        runner.tap(try #require(runner.frame(ofText: "Tap me")).center)

        runner.tap(try #require(runner.frame(ofText: "Increase size")).center)
        #expect(runner.shown?.placement.body.size == Size(width: 300, height: 600))

        runner.tap(try #require(runner.frame(ofText: "Close")).center)
        #expect(!runner.content.open)
        #expect(runner.shown == nil)
    }

    @Test func aTapOutsideClosesThePopover() throws {
        let runner = SeedContentRunner()
        runner.settle()
        runner.tap(try #require(runner.frame(ofText: "Tap me")).center)
        #expect(runner.shown != nil)

        runner.tap(Point(x: 20, y: 1380))
        #expect(!runner.content.open)
        #expect(runner.shown == nil)
    }
}
