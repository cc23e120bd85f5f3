import Testing
@testable import PopoverKit

/// Anchors of popovers by name, as a coordinator would collect them.
struct PopoverAnchorsKey: PreferenceKey {
    static var defaultValue: [String: Rect] { [:] }
    static func reduce(value: inout [String: Rect], nextValue: () -> [String: Rect]) {
        value.merge(nextValue()) { $1 }
    }
}

/// The example app's tree: a globe above "Hello, world!", dragged around by an offset, with a
/// stand-in popover body placed 8 pt above the globe by a scope overlay.
struct ExampleContent: View {
    let dragOffset: Size
    let onDrag: (DragEvent) -> Void

    func makeNode() -> ViewNode {
        VStack {
            Image(systemName: "globe")
                .foregroundStyle(.systemBlue)
                .anchorPreference(key: PopoverAnchorsKey.self) { ["globe": $0] }
            Text("Hello, world!")
        }
        .offset(dragOffset)
        .gesture(onDrag)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .overlayPreferenceValue(PopoverAnchorsKey.self) { anchors, context in
            AbsoluteLayout {
                if let globe = anchors["globe"].map(context.local) {
                    RoundedRectangle(cornerRadius: 20).fill(.systemBlue)
                        .placed(at: Rect(x: globe.midX - 30, y: globe.minY - 32, width: 60, height: 24))
                        .id("bubble")
                }
            }
        }
        .padding(4)
        .font(font10)
    }
}

@Suite struct ExampleSceneTests {
    let bounds = Rect(x: 0, y: 0, width: 400, height: 300)

    @Test func dragMovesTheContentAndTheBubbleInTheSameLayout() {
        var offset = Size.zero
        func layout() -> LayoutResult {
            testEngine.layout(ExampleContent(dragOffset: offset) { event in
                offset = event.phase == .ended ? .zero : event.translation
            }, in: bounds)
        }
        let before = layout()
        // Stack 78 × 30.5 centered in 392 × 292 at (4, 4): (161, 134.75); globe 10.5 × 10.5 centered on it.
        #expect(before.preferenceValue(PopoverAnchorsKey.self).isEmpty)
        #expect(before.frame(of: "bubble") == Rect(x: 170, y: 102.75, width: 60, height: 24))

        let drag = before.hitTest(Point(x: 200, y: 140)).first
        drag?.send(DragEvent(phase: .changed, startLocation: Point(x: 200, y: 140), location: Point(x: 220, y: 110)))
        #expect(offset == Size(width: 20, height: -30))
        #expect(layout().frame(of: "bubble") == Rect(x: 190, y: 72.75, width: 60, height: 24))

        drag?.send(DragEvent(phase: .ended, startLocation: Point(x: 200, y: 140), location: Point(x: 220, y: 110)))
        #expect(layout().frame(of: "bubble") == Rect(x: 170, y: 102.75, width: 60, height: 24))
    }
}
