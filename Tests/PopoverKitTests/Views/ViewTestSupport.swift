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
