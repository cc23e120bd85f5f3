/// What a focusable control does when pressed: run an action or flip a flag.
enum ControlRole {
    case button(() -> Void)
    case toggle(Binding<Bool>)
}

/// A button's or a toggle's node around its label: a hit target that takes focus, its label in
/// the control's environment (a button's in the tint), drawn in its pressed, hovered and
/// focused look.
struct ControlModifier: ModifierKind {
    let role: ControlRole

    func size(_ sizer: NodeSizer) -> Size {
        sizer.contentSize(env: sizer.path.environment(derivedFrom: sizer.env, labelEnvironment))
    }

    func place(_ placer: NodePlacer) -> LaidOutNode {
        let labelEnv = placer.path.environment(derivedFrom: placer.env, labelEnvironment), path = placer.path, interaction = placer.pass.interaction
        let label = placer.content(in: placer.frame, proposal: placer.proposal, env: labelEnv)
        let look = ControlLook(isPressed: interaction.pressed.map(path.matches) ?? false,
                               isHovered: interaction.hovered.map(path.matches) ?? false,
                               isFocused: interaction.focused.map(path.matches) ?? false,
                               isEnabled: placer.env.isEnabled, highlight: labelEnv.resolvedForeground,
                               tint: placer.env.resolve(placer.env.tint))
        let kind: HitTarget.Kind = switch role {
        case .button(let action):
            .button(action: placer.env[ClosesPresentationKey.self] ? { [dismiss = placer.env.dismiss] in action(); dismiss() } : action)
        case .toggle(let isOn): .toggle(isOn: isOn)
        }
        return placer.wrapper(label, drawing: ControlDrawing(look: look, frame: placer.frame), interaction: kind)
    }

    /// The label's environment: a button's label takes the tint unless a foreground color was set.
    private func labelEnvironment(_ env: EnvironmentValues) -> EnvironmentValues {
        var env = env.outsideStack
        if case .button = role { env.foregroundColor = env.foregroundColor ?? env.tint }
        return env
    }
}

/// Draws a control's state around its content: a hover highlight behind it, the content dimmed
/// while pressed or disabled, and a focus ring around it.
struct ControlDrawing: NodeDrawing {
    let look: ControlLook
    let frame: Rect

    func draw(_ node: LaidOutNode, into list: inout DisplayListBuilder) {
        list.append(contentsOf: itemsBeforeContent)
        list.drawChildren(of: node)
        list.append(contentsOf: itemsAfterContent)
    }

    var label: String {
        "control" + (look.isPressed ? " pressed" : "") + (look.isHovered ? " hovered" : "")
            + (look.isFocused ? " focused" : "")
    }

    /// The hover highlight, then the dimming of the content that follows.
    var itemsBeforeContent: [DisplayItem] {
        var items: [DisplayItem] = []
        if look.isHovered && look.isEnabled {
            let highlight = look.highlight.opacity(ControlMetrics.hoverHighlightOpacity)
            items.append(.fill(.roundedRect(frame, cornerRadius: ControlMetrics.hoverCornerRadius), highlight))
        }
        if let dimming { items.append(.pushOpacity(dimming)) }
        return items
    }

    /// The end of the dimming, then the focus ring.
    var itemsAfterContent: [DisplayItem] {
        var items: [DisplayItem] = []
        if dimming != nil { items.append(.popOpacity) }
        if look.isFocused {
            items.append(.fill(focusRing, look.tint.opacity(ControlMetrics.focusRingOpacity)))
        }
        return items
    }

    private var dimming: Double? {
        !look.isEnabled ? ControlMetrics.disabledOpacity : look.isPressed ? ControlMetrics.pressedOpacity : nil
    }

    /// A band around the frame: the outer outline clockwise, the inner one counter-clockwise,
    /// so the non-zero rule leaves the inside empty.
    var focusRing: Path {
        let inner = frame.insetBy(dx: -ControlMetrics.focusRingGap, dy: -ControlMetrics.focusRingGap)
        let grow = ControlMetrics.focusRingGap + ControlMetrics.focusRingWidth
        let outer = frame.insetBy(dx: -grow, dy: -grow)
        var ring = Path.roundedRect(outer, cornerRadius: ControlMetrics.hoverCornerRadius + grow)
        ring.append(Self.counterClockwiseRoundedRect(inner, cornerRadius: ControlMetrics.hoverCornerRadius + ControlMetrics.focusRingGap))
        return ring
    }

    static func counterClockwiseRoundedRect(_ r: Rect, cornerRadius: Double) -> Path {
        let radius = max(0, min(cornerRadius, r.width / 2, r.height / 2))
        var p = Path()
        p.move(to: Point(x: r.minX + radius, y: r.minY))
        p.arc(center: Point(x: r.minX + radius, y: r.minY + radius), radius: radius, startAngle: 1.5 * .pi, endAngle: .pi)
        p.arc(center: Point(x: r.minX + radius, y: r.maxY - radius), radius: radius, startAngle: .pi, endAngle: .pi / 2)
        p.arc(center: Point(x: r.maxX - radius, y: r.maxY - radius), radius: radius, startAngle: .pi / 2, endAngle: 0)
        p.arc(center: Point(x: r.maxX - radius, y: r.minY + radius), radius: radius, startAngle: 0, endAngle: -.pi / 2)
        p.close()
        return p
    }
}

/// How a button or toggle draws its state around its content.
struct ControlLook {
    let isPressed: Bool
    let isHovered: Bool
    let isFocused: Bool
    let isEnabled: Bool
    /// The label color, used for the hover highlight.
    let highlight: Color
    /// The tint, used for the focus ring.
    let tint: Color
}
