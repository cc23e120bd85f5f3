extension LaidOutNode: CustomDebugStringConvertible {
    /// The subtree, one node a line, indented by depth: identity, frame, what it draws and
    /// what it reacts to. For inspecting a layout while debugging.
    public var debugDescription: String {
        lines(depth: 0).joined(separator: "\n")
    }

    private func lines(depth: Int) -> [String] {
        var line = String(repeating: "  ", count: depth) + "\(identity) \(frame)"
        if let drawing { line += " " + drawing.label }
        if let interaction { line += " [\(interaction.kind.label)\(interaction.isEnabled ? "" : ", disabled")]" }
        if !preferences.isEmpty { line += " prefs: \(preferences.count)" }
        return [line] + children.flatMap { $0.lines(depth: depth + 1) }
    }
}

extension HitTarget.Kind {
    var label: String {
        switch self {
        case .button: "button"
        case .toggle: "toggle"
        case .tap: "tap"
        case .repeatedTap(let count, _): "tap×\(count)"
        case .drag(let minimumDistance, _): "drag ≥\(minimumDistance)"
        case .scroll: "scroll"
        case .textField: "text field"
        }
    }
}
