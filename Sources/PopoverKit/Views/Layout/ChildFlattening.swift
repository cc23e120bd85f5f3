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
    static func flatten(_ nodes: [ViewNode], under parent: IdentityPath, store: ViewStateStore?,
                        env: EnvironmentValues) -> [ContainerChild] {
        var flattened: [ContainerChild] = []
        flattened.reserveCapacity(nodes.count)
        for index in nodes.indices {
            nodes[index].expand(at: parent.child(nodes[index], index: index), store: store, env: env, into: &flattened)
        }
        return flattened
    }

    /// This node's component in its parent's identity: its explicit id, else its index.
    func component(at index: Int) -> NodeIdentity.Component {
        explicitID.map { .explicit($0) } ?? .index(index)
    }

    /// Appends what this node, at `path`, stands for in a container's children.
    /// `env` is the environment there, for the bodies run on the way.
    private func expand(at path: IdentityPath, store: ViewStateStore?, env: EnvironmentValues,
                        into flattened: inout [ContainerChild]) {
        let traits = traits
        if traits.contains(.empty) { return }
        if traits.contains(.group) {
            let children = children
            for index in children.indices {
                children[index].expand(at: path.child(children[index], index: index), store: store, env: env,
                                         into: &flattened)
            }
        } else if traits.contains(.deferredBody) {
            // The body's node sits where layout would put it, one level below the view.
            let content = path.bodyContent(of: self, store: store, env: env)
            content.expand(at: path.child(content, index: 0), store: store, env: env, into: &flattened)
        } else {
            guard wrapsGroup else { return flattened.append(ContainerChild(node: self, path: path)) }
            // The group's views come out with their own paths, each wrapped in this modifier chain.
            var parts: [ContainerChild] = []
            content.expand(at: path, store: store, env: environmentInside(env), into: &parts)
            for part in parts {
                var copy = self
                copy.content = part.node
                flattened.append(ContainerChild(node: copy, path: part.path))
            }
        }
    }

    /// The environment at the end of this chain of modifiers, for a group it wraps: what its
    /// `.environment` modifiers set.
    private func environmentInside(_ env: EnvironmentValues) -> EnvironmentValues {
        var env = env, link = self
        while link.isModifier {
            if let change = link.kind(as: EnvironmentModifier.self) { env = change.applied(to: env) }
            link = link.content
        }
        return env
    }

    /// Modifiers wrap one content node; containers and leaves do not.
    var isModifier: Bool { traits.contains(.modifier) }
}
