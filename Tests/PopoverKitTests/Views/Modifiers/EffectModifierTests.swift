import Testing
@testable import PopoverKit

@Suite struct EffectModifierTests {
    let bounds = Rect(x: 0, y: 0, width: 100, height: 100)

    @Test func scaleEffectWrapsContentInATransformAboutItsAnchor() {
        let tree = box(20, 20).scaleEffect(0.5, anchor: .topLeading)
        let items = testEngine.layout(tree, in: bounds).displayList().items
        #expect(items == [
            .pushTransform(Transform(scale: 0.5, anchor: Point(x: 40, y: 40))),
            .fill(.rect(Rect(x: 40, y: 40, width: 20, height: 20)), .black),
            .popTransform,
        ])
    }

    @Test func scaledTargetsAreHitWhereTheyAreDrawn() {
        let tree = box(20, 20).onTapGesture {}.scaleEffect(0.5, anchor: .topLeading)
        let result = testEngine.layout(tree, in: bounds)
        #expect(result.hitTest(Point(x: 45, y: 45)).first?.frame == Rect(x: 40, y: 40, width: 10, height: 10))
        #expect(result.hitTest(Point(x: 55, y: 55)).isEmpty)
    }

    @Test func positionCentersTheViewOnAPointOfTheOfferedSpace() {
        let tree = box(20, 10).id("box").position(x: 30, y: 70).id("positioned")
        let result = testEngine.layout(tree, in: bounds)
        #expect(result.frame(of: "positioned") == bounds)
        #expect(result.frame(of: "box") == Rect(x: 20, y: 65, width: 20, height: 10))
    }

    @Test func imageScaleChangesTheIconSide() {
        #expect(testEngine.sizeThatFits(Image(systemName: "bolt").font(font10).imageScale(.large), proposal: .unspecified).width.isApproximately(13.2))
        #expect(testEngine.sizeThatFits(Image(systemName: "bolt").font(font10).imageScale(.small), proposal: .unspecified).width == 8.2)
    }
}

extension Double {
    /// Equal within 1e-9: for products like 10 × 1.32 that are not exact in binary.
    func isApproximately(_ other: Double) -> Bool { abs(self - other) < 1e-9 }
}
