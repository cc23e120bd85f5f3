/// A control that runs `action` when pressed (by pointer via its hit target, or by keyboard
/// when focused). Its label takes the tint color unless a foreground color is set, and is drawn
/// by the `.buttonStyle(_:)` in effect; it dims while pressed, gets a light highlight while
/// hovered and a ring while focused. A `role` says what it does: a destructive button draws in
/// red, and an alert orders and styles its buttons by role.
public struct Button: View {
    let action: () -> Void
    let label: [ViewNode]
    let role: ButtonRole?

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> [ViewNode]) {
        self.init(role: nil, action: action, label: label)
    }

    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> [ViewNode]) {
        self.action = action
        self.label = label()
        self.role = role
    }

    /// A button labelled with `title`, with a role.
    public init(_ title: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }

    /// A button labelled with an icon followed by `title`, with a role.
    public init(_ title: String, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Label(title, systemImage: systemImage) }
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
        let styled = EnvironmentReader { env in
            // Inside the control the foreground defaults to the tint; the style sees the one set.
            env[ButtonStyleKey.self].makeBody(label: content, environment: env.withForegroundAsSet)
        }
        let control = ViewNode(modifier: ControlModifier(role: .button(action)), content: styled)
        return role.map { ViewNode(modifier: ButtonRoleModifier(role: $0), content: control) } ?? control
    }
}

extension EnvironmentValues {
    /// The environment with the foreground a modifier set (nil if none) instead of the tint a
    /// button's label defaults to.
    var withForegroundAsSet: EnvironmentValues {
        var env = self
        env.foregroundColor = foregroundColorSet
        return env
    }
}
