extension LaidOutNode: CustomDebugStringConvertible {
    /// The subtree, one node a line, indented by depth: identity, frame, what it draws and
    /// what it reacts to. For inspecting a layout while debugging.
    public var debugDescription: String {
        lines(depth: 0).joined(separator: "\n")
    }

    private func lines(depth: Int) -> [String] {
        var line = String(repeating: "  ", count: depth) + "\(identity) \(frame)"
        if let label = content.label { line += " " + label }
        if let interaction { line += " [\(interaction.kind.label)\(interaction.isEnabled ? "" : ", disabled")]" }
        if !preferences.isEmpty { line += " prefs: \(preferences.count)" }
        return [line] + children.flatMap { $0.lines(depth: depth + 1) }
    }
}

extension RenderContent {
    var label: String? {
        switch self {
        case .none: nil
        case .fill(_, let color): "fill \(color.red),\(color.green),\(color.blue),\(color.alpha)"
        case .backdropBlur(_, let radius, _): "glass r\(radius)"
        case .text(let runs): "text " + runs.map { "\"\($0.text)\"" }.joined(separator: " ")
        case .icon(let name, _): "icon \(name)"
        case .opacity(let opacity): "opacity \(opacity)"
        case .shadow(let style): "shadow r\(style.radius)"
        case .clip(let rect): "clip \(rect)"
        case .clipPath(_, let bounds): "clip path \(bounds)"
        case .transform(let transform): "scale \(transform.scale)"
        case .control(let look): "control" + (look.isPressed ? " pressed" : "") + (look.isHovered ? " hovered" : "")
            + (look.isFocused ? " focused" : "")
        }
    }
}

extension HitTarget.Kind {
    var label: String {
        switch self {
        case .button: "button"
        case .toggle: "toggle"
        case .tap: "tap"
        case .drag(let minimumDistance, _): "drag ≥\(minimumDistance)"
        }
    }
}
