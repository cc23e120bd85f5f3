extension ViewNode {
    /// The children a container lays out: groups are spliced in (a modifier on a group is
    /// applied to each of its views) and bare empty nodes dropped.
    static func flatten(_ nodes: [ViewNode]) -> [ViewNode] {
        nodes.flatMap { $0.flattened }
    }

    private var flattened: [ViewNode] {
        switch kind {
        case .empty:
            return []
        case .group:
            return ViewNode.flatten(children)
        default:
            guard wrapsGroup else { return [self] }
            return children[0].flattened.map { part in
                var copy = self
                copy.children[0] = part
                return copy
            }
        }
    }

    /// Whether this is a chain of modifiers around a group.
    private var wrapsGroup: Bool {
        if case .group = kind { return true }
        return isModifier && children[0].wrapsGroup
    }

    /// Modifiers wrap one content node; containers and leaves do not.
    var isModifier: Bool {
        switch kind {
        case .empty, .text, .icon, .spacer, .color, .shape, .group, .vstack, .hstack, .zstack, .absolute:
            false
        default:
            true
        }
    }
}
