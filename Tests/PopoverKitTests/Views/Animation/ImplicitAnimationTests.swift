import Testing
@testable import PopoverKit

/// A box faded out and grown when `isFaded` is set, animated linearly over a second.
struct FadingBox: View {
    @State var isFaded = false
    @State var shift = 0.0
    var animation: Animation? = .linear(duration: 1)

    var body: some View {
        Color.black.frame(width: 10, height: 10)
            .opacity(isFaded ? 0 : 1)
            .scaleEffect(isFaded ? 2 : 1)
            .animation(animation, value: isFaded)
            // Outside the animation: jumps.
            .offset(x: shift)
    }
}

@Suite struct ImplicitAnimationTests {
    let bounds = Rect(x: 0, y: 0, width: 100, height: 100)

    /// The box's opacity, scale and frame in one layout.
    func look(_ view: FadingBox, _ animations: ImplicitAnimations?) -> (opacity: Double, scale: Double, frame: Rect) {
        let result = LayoutEngine(measurer: FixedAdvanceTextMeasurer(), animations: animations).layout(view, in: bounds)
        var opacity = 1.0, scale = 1.0
        var frame = Rect.zero
        for node in result.root.allNodes {
            switch node.drawing {
            case let drawing as OpacityDrawing: opacity = drawing.opacity
            case let drawing as TransformDrawing: scale = drawing.transform.scale
            case is FillDrawing: frame = node.frame
            default: break
            }
        }
        return (opacity, scale, frame)
    }

    @Test func opacityAndScaleMoveOverTheAnimationWhenTheValueChanges() {
        let view = FadingBox(), store = ImplicitAnimations()
        #expect(look(view, store).opacity == 1)
        view.isFaded = true
        // The change starts from the old values...
        let first = look(view, store)
        #expect(first.opacity == 1 && first.scale == 1)
        #expect(store.isAnimating)
        // ...halfway through the second...
        store.advance(by: 0.5)
        let half = look(view, store)
        #expect(half.opacity.isApproximately(0.5))
        #expect(half.scale.isApproximately(1.5))
        // ...and at rest at the end.
        store.advance(by: 0.5)
        let end = look(view, store)
        #expect(end.opacity == 0 && end.scale == 2)
        #expect(!store.isAnimating)
    }

    @Test func changesOutsideTheModifierOrWithoutAStoreOrAnimationJump() {
        let view = FadingBox(), store = ImplicitAnimations()
        let before = look(view, store)
        view.shift = 30
        #expect(look(view, store).frame.minX == before.frame.minX + 30)
        #expect(!store.isAnimating)

        view.isFaded = true
        #expect(look(view, nil).opacity == 0)

        let unanimated = FadingBox(animation: nil), other = ImplicitAnimations()
        _ = look(unanimated, other)
        unanimated.isFaded = true
        #expect(look(unanimated, other).opacity == 0)
        #expect(!other.isAnimating)
    }

    @Test func aSpringRetargetedMidFlightStartsFromWhereItIs() {
        let view = FadingBox(animation: .spring(response: 0.4, dampingFraction: 1)), store = ImplicitAnimations()
        _ = look(view, store)
        view.isFaded = true
        _ = look(view, store)
        store.advance(by: 0.1)
        let partway = look(view, store).opacity
        #expect(partway > 0 && partway < 1)
        view.isFaded = false
        // Back towards 1 from where it was, not from 0.
        #expect(look(view, store).opacity == partway)
        store.advance(by: 2)
        #expect(look(view, store).opacity == 1)
        #expect(!store.isAnimating)
    }

    @Test func removedNodesAreForgotten() {
        let store = ImplicitAnimations()
        let engine = LayoutEngine(measurer: FixedAdvanceTextMeasurer(), animations: store)
        _ = engine.layout(FadingBox(), in: bounds)
        #expect(store.trackedCount == 2)
        _ = engine.layout(Color.black, in: bounds)
        #expect(store.trackedCount == 0)
    }
}
