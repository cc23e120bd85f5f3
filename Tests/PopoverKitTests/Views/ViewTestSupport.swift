import Testing
@testable import PopoverKit

/// A layout engine with the fixed-advance measurer: a character is 0.6 × size wide and a line
/// is round(1.2 × size) tall, so at 10 pt a character is 6 wide and a line 12 tall.
var testEngine: LayoutEngine { LayoutEngine(measurer: FixedAdvanceTextMeasurer()) }
let font10 = Font(size: 10)

/// A colored box of a fixed size.
func box(_ width: Double, _ height: Double, _ color: Color = .black) -> ViewNode {
    color.frame(width: width, height: height)
}

/// Anchor rects by name, merged in tree order.
struct NamedRectsKey: PreferenceKey {
    static var defaultValue: [String: Rect] { [:] }
    static func reduce(value: inout [String: Rect], nextValue: () -> [String: Rect]) {
        value.merge(nextValue()) { $1 }
    }
}

/// Names in tree order.
struct NamesKey: PreferenceKey {
    static var defaultValue: [String] { [] }
    static func reduce(value: inout [String], nextValue: () -> [String]) {
        value += nextValue()
    }
}

/// The texts a runtime's last frame draws, in tree order.
@MainActor
func drawnTexts(_ runtime: ViewRuntime) -> [String] {
    runtime.lastLayout!.root.allNodes.compactMap { node in
        if let runs = (node.drawing as? TextDrawing)?.runs { runs.map(\.text).joined() } else { nil }
    }
}

/// Taps the middle of the text `text` drawn in the runtime's last frame, then lays out at
/// `time` + 0.1.
@MainActor
func tapText(_ text: String, in runtime: ViewRuntime, at time: Double) throws {
    let node = try #require(runtime.lastLayout!.root.allNodes.first { node in
        if let runs = (node.drawing as? TextDrawing)?.runs { runs.map(\.text).joined() == text } else { false }
    }, "no text \(text)")
    let point = Point(x: node.frame.midX, y: node.frame.midY)
    runtime.handle(.pointerDown(point, .primary), at: time)
    runtime.handle(.pointerUp(point, .primary), at: time + 0.05)
    runtime.layout(at: time + 0.1)
}
