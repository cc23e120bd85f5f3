/// A child as a container lays it out, with its path below the container: one component for
/// its statement in the builder (or its index), more when it came out of a group or a loop.
/// So a view keeps its identity when a conditional sibling before it appears or goes.
struct ContainerChild {
    let node: ViewNode
    let path: [NodeIdentity.Component]
}

extension ViewNode {
    /// The children a container lays out: groups are spliced in (a modifier on a group is
    /// applied to each of its views) and empty nodes dropped.
    static func flatten(_ nodes: [ViewNode]) -> [ContainerChild] {
        nodes.enumerated().flatMap { index, node in
            node.expanded.map { ContainerChild(node: $0.node, path: [node.component(at: index)] + $0.path) }
        }
    }

    /// This node's component in its parent's identity: its explicit id, else its index.
    func component(at index: Int) -> NodeIdentity.Component {
        explicitID.map { .explicit($0) } ?? .index(index)
    }

    private var expanded: [ContainerChild] {
        switch kind {
        case .empty:
            return []
        case .group:
            return ViewNode.flatten(children)
        default:
            guard wrapsGroup else { return [ContainerChild(node: self, path: [])] }
            return children[0].expanded.map { part in
                var copy = self
                copy.children[0] = part.node
                return ContainerChild(node: copy, path: part.path)
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
        case .empty, .text, .icon, .spacer, .color, .shape, .environmentReader,
             .group, .vstack, .hstack, .zstack, .absolute:
            false
        default:
            true
        }
    }
}
