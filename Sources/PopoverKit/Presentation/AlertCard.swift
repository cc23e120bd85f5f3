/// The iOS alert (UIAlertController's look): a 270 pt card with 14 pt corners on a blurred
/// light panel, the title (17 semibold) and message (13) centered, then the buttons as 44 pt rows
/// under hairlines: two side by side (the cancel button on the left), otherwise stacked (the
/// cancel button last). The cancel button is semibold, a destructive one red (its role's tint).
/// Any button closes the alert after its action runs.
struct AlertCard: View {
    let title: ViewNode
    let message: [ViewNode]
    let actions: [ViewNode]
    let isPresented: Binding<Bool>

    static let width = 270.0
    static let cornerRadius = 14.0
    static let rowHeight = 44.0
    static let textInsets = EdgeInsets(top: 19, leading: 16, bottom: 19, trailing: 16)
    /// How large it starts as it fades in (UIKit's alert grows in from 120%).
    static let insertionScale = 1.2
    /// The panel: iOS's alert material, a light (dark) veil over the blurred window.
    static let panelTint = Color(light: Color(hex: 0xF2F2F2).opacity(0.86), dark: Color(hex: 0x252525).opacity(0.86))
    static let panelBlur = 20.0

    func makeNode() -> ViewNode {
        VStack(spacing: 0) {
            VStack(spacing: 2) {
                title.font(Font(size: 17, weight: .semibold))
                if !message.isEmpty {
                    ViewNode.group(message).font(Font(size: 13))
                }
            }
            .multilineTextAlignment(.center)
            .padding(Self.textInsets)
            .frame(maxWidth: .infinity)
            buttons
        }
        .frame(width: Self.width)
        .buttonStyle(AlertButtonStyle())
        .background(RoundedRectangle(cornerRadius: Self.cornerRadius).backdropBlur(radius: Self.panelBlur, tint: Self.panelTint))
        .clipShape(RoundedRectangle(cornerRadius: Self.cornerRadius))
    }

    /// The rows under a hairline: two side by side, else stacked.
    private var buttons: ViewNode {
        let rows = Self.orderedActions(actions, closing: isPresented).map(\.node)
        if rows.count == 2 {
            return VStack(spacing: 0) {
                Self.hairline.frame(height: Self.hairlineWidth)
                HStack(spacing: 0) {
                    rows[0]
                    Self.hairline.frame(width: Self.hairlineWidth)
                    rows[1]
                }
                .frame(height: Self.rowHeight)
            }.makeNode()
        }
        return VStack(spacing: 0) {
            rows.flatMap { [Self.hairline.frame(height: Self.hairlineWidth), $0] }
        }.makeNode()
    }

    static let hairline = Color.separator
    /// One pixel at 2x.
    static let hairlineWidth = 0.5

    /// A button of the alert: its node, whose action also closes the alert, and its role.
    struct Action {
        let node: ViewNode
        let role: ButtonRole?
    }

    /// The buttons among `nodes` in the order iOS shows them (the cancel button first of two,
    /// else last), each closing the alert after its action; an OK button when there are none.
    static func orderedActions(_ nodes: [ViewNode], closing isPresented: Binding<Bool>) -> [Action] {
        let close = { isPresented.wrappedValue = false }
        var actions = nodes.flatMap(flattened).map { node in
            Action(node: node.closing(with: close) ?? node, role: node.buttonRole)
        }
        if actions.isEmpty {
            actions = [Action(node: Button("OK") {}.makeNode().closing(with: close)!, role: nil)]
        }
        let cancel = actions.filter { $0.role == .cancel }, others = actions.filter { $0.role != .cancel }
        return actions.count == 2 ? cancel + others : others + cancel
    }

    /// `node` as a list of views: groups (and `if` branches) opened, empty nodes dropped.
    private static func flattened(_ node: ViewNode) -> [ViewNode] {
        if node.traits.contains(.empty) { return [] }
        if node.traits.contains(.group) { return node.children.flatMap(flattened) }
        return [node]
    }
}

extension ViewNode {
    /// The role of the button this node is (through its modifiers), if it has one.
    fileprivate var buttonRole: ButtonRole? {
        if let role = kind(as: ButtonRoleModifier.self)?.role { return role }
        return isModifier ? content.buttonRole : nil
    }

    /// This node with its button's action followed by `close`; nil if it holds no button.
    fileprivate func closing(with close: @escaping () -> Void) -> ViewNode? {
        if let control = kind(as: ControlModifier.self), case .button(let action) = control.role {
            return ViewNode(modifier: ControlModifier(role: .button { action(); close() }), content: content)
        }
        guard isModifier, let closingContent = content.closing(with: close) else { return nil }
        var node = self
        node.content = closingContent
        return node
    }
}

/// An alert's button row: the label in 17 pt (semibold for the cancel role), in the tint (red for
/// a destructive role), centered in the full width, 44 pt tall.
struct AlertButtonStyle: PrimitiveButtonStyle {
    func makeBody(label: ViewNode, environment: EnvironmentValues) -> ViewNode {
        let isCancel = environment[ButtonRoleKey.self] == .cancel
        return label
            .font(Font(size: 17, weight: isCancel ? .semibold : .regular))
            .lineLimit(1)
            .padding(.horizontal, 8)
            .frame(maxWidth: .infinity, minHeight: AlertCard.rowHeight)
    }
}
