import Testing
@testable import PopoverKit

/// The presentation layer lays out only the popovers that show: as in SwiftUI, a popover's
/// content is not built until it is presented, nor after its removal has finished.
@Suite struct PopoverLayerTests {
    final class Counter { var builds = 0 }

    @Test func contentIsBuiltOnlyWhilePresentedOrLeaving() {
        let isPresented = Box(false)
        let counter = Counter()
        let harness = PresentationHarness(size: Size(width: 400, height: 600)) {
            AbsoluteLayout {
                box(40, 20)
                    .swiftUIPopover(isPresented: isPresented.binding, disableDelay: true) {
                        counter.builds += 1
                        return [box(100, 50)]
                    }
                    .placed(at: Rect(x: 180, y: 300, width: 40, height: 20))
            }
            .presentPopovers()
        }
        for time in [0.0, 0.5, 1.0] { harness.layout(at: time) }
        #expect(counter.builds == 0 && harness.placed("") == nil)

        isPresented.value = true
        harness.layout(at: 2)
        harness.layout(at: 2.5)
        #expect(counter.builds > 0 && harness.opacity("") == 1)

        // Dismissed: laid out while it fades out, then no more.
        isPresented.value = false
        harness.layout(at: 3)
        harness.layout(at: 3.2)
        #expect(harness.placed("") != nil, "the bubble is still fading out")
        harness.layout(at: 4)
        harness.layout(at: 4.5)
        let afterRemoval = counter.builds
        harness.layout(at: 5)
        harness.layout(at: 6)
        #expect(counter.builds == afterRemoval && harness.placed("") == nil)
    }
}
