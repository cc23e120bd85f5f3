import Testing
@testable import PopoverKit

/// The dimming of a dismissible popover covers its whole scope and fades in and out with it;
/// Apple-style popovers, which close on an outside press too, show none.
@Suite struct DimmingTests {
    static let size = Size(width: 300, height: 400)

    /// The alpha of the dimming fill over the whole scope in the last frame, 0 when there is none.
    static func dimmingAlpha(_ result: LayoutResult) -> Double {
        let scope = Path.rect(Rect(x: 0, y: 0, width: size.width, height: size.height))
        return result.displayList().items.compactMap { item -> Double? in
            if case .fill(scope, let color) = item, color.red == 0, color.green == 0, color.blue == 0 { color.alpha }
            else { nil }
        }.max() ?? 0
    }

    @Test func dimmingFadesInAndOutOverTheWholeScope() {
        let presented = Box(true)
        let harness = PresentationHarness(size: Self.size) {
            AbsoluteLayout {
                box(40, 20).swiftUIPopover(isPresented: presented.binding, disableDelay: true, isDismissible: true) {
                    box(80, 30)
                }
                .placed(at: Rect(x: 130, y: 200, width: 40, height: 20))
            }
            .presentPopovers()
        }
        harness.layout(at: 0)
        let fadingIn = Self.dimmingAlpha(harness.layout(at: 0.05))
        #expect(fadingIn > 0 && fadingIn < PopoverConstants.dimmingOpacity)
        #expect(abs(Self.dimmingAlpha(harness.layout(at: 1)) - PopoverConstants.dimmingOpacity) < 1e-9)
        presented.value = false
        harness.layout(at: 1)
        let fadingOut = Self.dimmingAlpha(harness.layout(at: 1.05))
        #expect(fadingOut > 0 && fadingOut < PopoverConstants.dimmingOpacity)
        #expect(Self.dimmingAlpha(harness.layout(at: 2)) == 0)
    }

    @Test func applePopoversCloseOnAnOutsidePressWithoutDimming() {
        let harness = PresentationHarness(size: Self.size) {
            AbsoluteLayout {
                box(40, 20).popover(isPresented: .constant(true)) { box(80, 30) }
                    .placed(at: Rect(x: 130, y: 200, width: 40, height: 20))
            }
            .presentPopovers()
        }
        harness.layout(at: 0)
        let result = harness.layout(at: 1)
        #expect(Self.dimmingAlpha(result) == 0)
        #expect(harness.target(PopoverDimmingID()) != nil)
    }
}
