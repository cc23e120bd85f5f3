/// A label with iOS's stepper control at the trailing edge of the width offered: a rounded
/// gray pill, − on the leading half, + on the trailing half, a hairline between them. A half
/// that cannot step (its action is nil, or the value is at that end of its range) is dimmed
/// and does nothing.
public struct Stepper: View {
    let label: [ViewNode]
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?

    public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> [ViewNode]) {
        self.label = label()
        self.onIncrement = onIncrement.map { step in { onEditingChanged(true); step(); onEditingChanged(false) } }
        self.onDecrement = onDecrement.map { step in { onEditingChanged(true); step(); onEditingChanged(false) } }
    }

    public init(_ title: String, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// Steps `value` by `step` within `bounds`; a step that would leave them stops at the bound.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in },
                               @ViewBuilder label: () -> [ViewNode]) {
        let current = value.wrappedValue
        self.init(onIncrement: current < bounds.upperBound ? { value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound) } : nil,
                  onDecrement: current > bounds.lowerBound ? { value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) } : nil,
                  onEditingChanged: onEditingChanged, label: label)
    }

    /// Steps `value` by `step`, without bounds.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                               @ViewBuilder label: () -> [ViewNode]) {
        self.init(onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
                  onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) },
                  onEditingChanged: onEditingChanged, label: label)
    }

    public init<V: Strideable>(_ title: String, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    public init<V: Strideable>(_ title: String, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    public func makeNode() -> ViewNode {
        HStack {
            label
            Spacer()
            HStack(spacing: 0) {
                StepperHalf(glyph: .minus, action: onDecrement)
                Rectangle()
                    .fill(Color.opaqueSeparator)
                    .frame(width: 1, height: StepperMetrics.dividerHeight)
                StepperHalf(glyph: .plus, action: onIncrement)
            }
            .background(RoundedRectangle(cornerRadius: StepperMetrics.cornerRadius).fill(Color.tertiarySystemFill))
        }.makeNode()
    }
}

/// UIStepper's measures.
enum StepperMetrics {
    static let halfSize = Size(width: 47, height: 32)
    static let cornerRadius = 8.0
    static let dividerHeight = 18.0
    static let glyphLength = 14.0
    static let glyphThickness = 2.0
}

/// One half of the stepper: a button drawing − or + in the label color, dimmed when it cannot step.
struct StepperHalf: View {
    enum Glyph { case minus, plus }
    let glyph: Glyph
    let action: (() -> Void)?

    func makeNode() -> ViewNode {
        let bar = Rectangle().frame(width: StepperMetrics.glyphLength, height: StepperMetrics.glyphThickness)
        let drawn = ZStack {
            bar
            if glyph == .plus {
                Rectangle().frame(width: StepperMetrics.glyphThickness, height: StepperMetrics.glyphLength)
            }
        }
        .frame(width: StepperMetrics.halfSize.width, height: StepperMetrics.halfSize.height)
        .foregroundStyle(Color.label)
        .contentShape(Rectangle())
        return Button(action: action ?? {}) { drawn }
            .buttonStyle(.plain)
            .disabled(action == nil)
            .makeNode()
    }
}
