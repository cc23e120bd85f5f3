/// A control that runs `action` when pressed (by pointer via its hit target, or by keyboard
/// when focused). Its label takes the tint color unless a foreground color is set, and is drawn
/// by the `.buttonStyle(_:)` in effect; it dims while pressed, gets a light highlight while
/// hovered and a ring while focused.
public struct Button: View {
    let action: () -> Void
    let label: [ViewNode]

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> [ViewNode]) {
        self.action = action
        self.label = label()
    }

    /// A button labelled with `title`.
    public init(_ title: String, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// A button labelled with an icon followed by `title`, as SwiftUI's `Label`.
    public init(_ title: String, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { Label(title, systemImage: systemImage) }
    }

    public func makeNode() -> ViewNode {
        let content = label.count == 1 ? label[0] : HStack { label }.makeNode()
        let action = self.action
        // The style reads the environment around the button: inside it the label's foreground
        // defaults to the tint, so whether one was set would be lost.
        return EnvironmentReader { env in
            ViewNode(modifier: .control(.button(action)),
                     content: env[ButtonStyleKey.self].makeBody(label: content, environment: env))
        }.makeNode()
    }
}
