/// What a button does, as SwiftUI's `ButtonRole`: a destructive button draws in red; in an
/// alert, the cancel button sits apart (on the left of two, at the bottom of more) in semibold.
public struct ButtonRole: Hashable, Sendable {
    private enum Kind: Hashable, Sendable {
        case cancel, destructive
    }

    private let kind: Kind

    /// Deletes data or cannot be undone.
    public static let destructive = ButtonRole(kind: .destructive)
    /// Dismisses without doing anything.
    public static let cancel = ButtonRole(kind: .cancel)
}

/// The environment key holding the role of the button whose label is being styled.
enum ButtonRoleKey: EnvironmentKey {
    static var defaultValue: ButtonRole? { nil }
}

/// A button with a role: its label is styled with the role in the environment, and a
/// destructive one in red (the tint), as on iOS. Alerts find the role here before layout.
struct ButtonRoleModifier: ModifierKind {
    let role: ButtonRole

    func size(_ sizer: NodeSizer) -> Size {
        sizer.contentSize(env: environment(sizer.env))
    }

    func place(_ placer: NodePlacer) -> LaidOutNode {
        placer.wrapper(placer.content(in: placer.frame, proposal: placer.proposal, env: environment(placer.env)))
    }

    private func environment(_ env: EnvironmentValues) -> EnvironmentValues {
        var env = env
        env[ButtonRoleKey.self] = role
        if role == .destructive { env.tint = .systemRed }
        return env
    }
}
