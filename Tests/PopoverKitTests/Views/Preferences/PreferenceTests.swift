import Testing
@testable import PopoverKit

@Suite struct PreferenceTests {
    let bounds = Rect(x: 0, y: 0, width: 200, height: 100)

    func named(_ name: String, _ width: Double = 10, _ height: Double = 10) -> ViewNode {
        box(width, height).anchorPreference(key: NamedRectsKey.self) { [name: $0] }
    }

    @Test func anchorRectIncludesEnclosingOffsets() {
        let tree = VStack { named("box") }.offset(x: 30, y: -10)
        let rects = testEngine.layout(tree, in: bounds).preferenceValue(NamedRectsKey.self)
        #expect(rects == ["box": Rect(x: 125, y: 35, width: 10, height: 10)])
    }

    @Test func valuesReduceInTreeOrderAndDefaultWhenAbsent() {
        let tree = HStack {
            box(1, 1).preference(key: NamesKey.self, value: ["a"])
            VStack { box(1, 1).preference(key: NamesKey.self, value: ["b"]) }
                .preference(key: NamesKey.self, value: ["parent"])
        }
        #expect(testEngine.layout(tree, in: bounds).preferenceValue(NamesKey.self) == ["a", "parent", "b"])
        #expect(testEngine.layout(box(1, 1), in: bounds).preferenceValue(NamesKey.self) == [])
    }

    @Test func overlaySeesOnlyItsSubtree() {
        var seenByScope: [String] = []
        let tree = HStack {
            named("inside").overlayPreferenceValue(NamedRectsKey.self) { rects, _ in
                seenByScope = rects.keys.sorted()
                return []
            }
            named("outside")
        }
        let result = testEngine.layout(tree, in: bounds)
        #expect(seenByScope == ["inside"])
        // Consumed by the scope, so only the sibling's value reaches the root.
        #expect(result.preferenceValue(NamedRectsKey.self).keys.sorted() == ["outside"])
    }

    @Test func nestedConsumingScopeHidesItsValuesFromTheOuterOne() {
        func tree(innerConsumes: Bool, record: @escaping ([String]) -> Void) -> ViewNode {
            VStack {
                named("nested").overlayPreferenceValue(NamedRectsKey.self, consume: innerConsumes) { _, _ in [] }
                named("direct")
            }
            .overlayPreferenceValue(NamedRectsKey.self) { rects, _ in
                record(rects.keys.sorted())
                return []
            }
        }
        var outer: [String] = []
        _ = testEngine.layout(tree(innerConsumes: true) { outer = $0 }, in: bounds)
        #expect(outer == ["direct"])
        _ = testEngine.layout(tree(innerConsumes: false) { outer = $0 }, in: bounds)
        #expect(outer == ["direct", "nested"])
    }

    /// A scope that puts a 30 × 20 body 8 pt above each anchor, centered on it.
    func scene(offsetX: Double) -> ViewNode {
        VStack {
            named("anchor").offset(x: offsetX, y: 0)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .overlayPreferenceValue(NamedRectsKey.self) { rects, context in
            AbsoluteLayout {
                if let anchor = rects["anchor"].map(context.local) {
                    box(30, 20).placed(at: Rect(x: anchor.midX - 15, y: anchor.minY - 28, width: 30, height: 20))
                        .id("body")
                }
            }
        }
    }

    @Test func overlayIsBuiltFromThisPassAnchors() {
        let still = testEngine.layout(scene(offsetX: 0), in: bounds)
        #expect(still.frame(of: "body") == Rect(x: 85, y: 17, width: 30, height: 20))
        let moved = testEngine.layout(scene(offsetX: 40), in: bounds)
        #expect(moved.frame(of: "body") == Rect(x: 125, y: 17, width: 30, height: 20))
    }

    @Test func overlayCoordinatesAreLocalToTheContainer() {
        let tree = scene(offsetX: 0).padding(EdgeInsets(top: 0, leading: 50, bottom: 0, trailing: 0))
        let result = testEngine.layout(tree, in: bounds)
        // The container starts at x 50; the anchor sits at its center (x 120..130).
        #expect(result.frame(of: "body") == Rect(x: 110, y: 17, width: 30, height: 20))
    }

    @Test func overlayCanMeasureContentBeforePlacingIt() {
        let tree = Color.white.overlayPreferenceValue(NamesKey.self) { _, context in
            let size = context.measure(Text("abc").font(font10))
            let frame = context.containerFrame
            AbsoluteLayout {
                Text("abc").font(font10).id("label")
                    .placed(at: Rect(x: frame.width - size.width, y: 0, width: size.width, height: size.height))
            }
        }
        let result = testEngine.layout(tree, in: bounds)
        #expect(result.frame(of: "label") == Rect(x: 182, y: 0, width: 18, height: 12))
    }

    @Test func overlayContentIsHitTestedAboveItsBase() {
        let presses = Counter()
        let tree = Color.white.onTapGesture {}.overlayPreferenceValue(NamesKey.self) { _, _ in
            AbsoluteLayout {
                Button(action: { presses.value += 1 }) { box(20, 20) }.placed(at: Rect(x: 0, y: 0, width: 20, height: 20))
            }
        }
        let result = testEngine.layout(tree, in: bounds)
        let targets = result.hitTest(Point(x: 5, y: 5))
        #expect(targets.count == 2)
        targets.first?.activate()
        #expect(presses.value == 1)
    }

    @Test func overlayBuilderRunsOncePerLayoutEvenInsideStacks() {
        let builds = Counter()
        let tree = HStack {
            Text("a").overlayPreferenceValue(NamesKey.self) { _, _ in
                builds.value += 1
                return []
            }
            Color.black
        }
        _ = testEngine.layout(tree, in: bounds)
        #expect(builds.value == 1)
    }
}
