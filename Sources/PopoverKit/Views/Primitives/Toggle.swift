/// A labelled on/off switch bound to a flag; pressing it flips the flag. The label sits at the
/// leading edge and the switch at the trailing edge of the full width offered.
public struct Toggle: View {
    let isOn: Binding<Bool>
    let label: [ViewNode]

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> [ViewNode]) {
        self.isOn = isOn
        self.label = label()
    }

    public init(_ title: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }

    public func makeNode() -> ViewNode {
        let isOn = isOn, label = label
        let look = EnvironmentReader { env in
            switch env[ToggleStyleKey.self] {
            case .switch:
                HStack {
                    label
                    Spacer()
                    SwitchTrack(isOn: isOn.wrappedValue)
                }
            case .button:
                ToggleButtonLabel(label: label, isOn: isOn.wrappedValue, tint: env.tint)
            }
        }
        return ViewNode(modifier: ControlModifier(role: .toggle(isOn)), content: look)
    }
}

/// The switch graphic: a capsule track with a round white knob at its leading (off) or
/// trailing (on) end.
struct SwitchTrack: View {
    let isOn: Bool

    func makeNode() -> ViewNode {
        ZStack(alignment: isOn ? .trailing : .leading) {
            Capsule()
                .fill(isOn ? ControlMetrics.switchOnColor : ControlMetrics.switchOffColor)
                .frame(width: ControlMetrics.switchSize.width, height: ControlMetrics.switchSize.height)
            Circle()
                .fill(.white)
                .frame(width: ControlMetrics.switchKnobDiameter, height: ControlMetrics.switchKnobDiameter)
                .shadow(color: .black.opacity(0.15), radius: 2, x: 0, y: 1)
                .padding(ControlMetrics.switchKnobInset)
        }.makeNode()
    }
}
