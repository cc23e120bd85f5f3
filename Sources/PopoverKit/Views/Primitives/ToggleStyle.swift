/// How toggles draw: `.switch` (and `.automatic`), the label with iOS's switch at the trailing
/// edge; `.button`, the label as a button, in the tint on a tinted capsule while on.
public struct ToggleStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case `switch`, button }
    let kind: Kind

    public static let automatic = ToggleStyle(kind: .switch)
    public static let `switch` = ToggleStyle(kind: .switch)
    public static let button = ToggleStyle(kind: .button)
}

enum ToggleStyleKey: EnvironmentKey {
    static var defaultValue: ToggleStyle.Kind { .switch }
}

extension View {
    /// How the toggles inside draw (`.switch`, `.button`).
    public func toggleStyle(_ style: ToggleStyle) -> ViewNode {
        environment(ToggleStyleKey.self, style.kind)
    }
}

/// A toggle drawn as a button: the label in the tint, on a capsule of the tint at 15% while on
/// (the bordered button's look), bare while off.
struct ToggleButtonLabel: View {
    let label: [ViewNode]
    let isOn: Bool
    let tint: Color

    func makeNode() -> ViewNode {
        let content = HStack { label }
            .foregroundColor(tint)
            .padding(ControlMetrics.borderedButtonInsets)
        guard isOn else { return content }
        return content.background(Capsule().fill(tint.opacity(ControlMetrics.borderedFillOpacity)))
    }
}
