/// A child as a container lays it out, with its identity: below the container, one component
/// for its statement in the builder (or its index), more when it came out of a group or a loop.
/// So a view keeps its identity when a conditional sibling before it appears or goes.
struct ContainerChild {
    let node: ViewNode
    let path: IdentityPath
}

extension ViewNode {
    /// The children a container with identity `parent` lays out: groups are spliced in (a
    /// modifier on a group is applied to each of its views), so are the views of a stateful
    /// view's body (run here, with its state in `store`), and empty nodes dropped.
    static func flatten(_ nodes: [ViewNode], under parent: IdentityPath, store: ViewStateStore?) -> [ContainerChild] {
        var flattened: [ContainerChild] = []
        flattened.reserveCapacity(nodes.count)
        for index in nodes.indices {
            nodes[index].expand(at: parent.child(nodes[index], index: index), store: store, into: &flattened)
        }
        return flattened
    }

    /// This node's component in its parent's identity: its explicit id, else its index.
    func component(at index: Int) -> NodeIdentity.Component {
        explicitID.map { .explicit($0) } ?? .index(index)
    }

    /// Appends what this node, at `path`, stands for in a container's children.
    private func expand(at path: IdentityPath, store: ViewStateStore?, into flattened: inout [ContainerChild]) {
        let traits = traits
        if traits.contains(.empty) { return }
        if traits.contains(.group) {
            let children = children
            for index in children.indices {
                children[index].expand(at: path.child(children[index], index: index), store: store, into: &flattened)
            }
        } else if traits.contains(.deferredBody) {
            // The body's node sits where layout would put it, one level below the view.
            let content = path.bodyContent(of: self, store: store)
            content.expand(at: path.child(content, index: 0), store: store, into: &flattened)
        } else {
            guard wrapsGroup else { return flattened.append(ContainerChild(node: self, path: path)) }
            // The group's views come out with their own paths, each wrapped in this modifier chain.
            var parts: [ContainerChild] = []
            content.expand(at: path, store: store, into: &parts)
            for part in parts {
                var copy = self
                copy.content = part.node
                flattened.append(ContainerChild(node: copy, path: part.path))
            }
        }
    }

    /// Modifiers wrap one content node; containers and leaves do not.
    var isModifier: Bool { traits.contains(.modifier) }
}
