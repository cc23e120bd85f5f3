extension LayoutPass {
    /// Places `node` in `frame` (its size as answered for `proposal`, at its absolute origin,
    /// as left to right: mirrored in its parent's frame when right to left) and, recursively,
    /// its children; while frames animate, in the frame it is drawn in.
    func place(_ node: ViewNode, in frame: Rect, proposal: ProposedSize, env: EnvironmentValues,
               path: IdentityPath) -> LaidOutNode {
        var frame = frame
        if env.layoutDirection == .rightToLeft, let parentFrame {
            frame = LayoutDirection.mirrored(frame, in: parentFrame)
        }
        let outerFrame = parentFrame
        defer { parentFrame = outerFrame }
        if let frames = frameAnimations, frames.isActive {
            frame = frames.frame(frame, of: node, at: path, animation: env.animation(transaction: transactionAnimation),
                                 laidOutSize: { self.size(node, proposal, env, at: path) })
        }
        parentFrame = frame
        return node.place(NodePlacer(pass: self, node: node, frame: frame, proposal: proposal, env: env, path: path))
    }
}

/// One node to place, handed to its kind's `place`: where it goes (`frame`, for `proposal`),
/// in which environment and at which place in the tree, with the building blocks kinds share.
struct NodePlacer {
    let pass: LayoutPass
    let node: ViewNode
    let frame: Rect
    let proposal: ProposedSize
    let env: EnvironmentValues
    let path: IdentityPath

    var contentPath: IdentityPath { path.child(node.content, index: 0) }

    /// The node's explicit id, for its laid-out node.
    var explicitID: ExplicitID? { node.explicitIDBox }

    /// The node with no children, drawing `drawing`.
    func leaf(_ drawing: some NodeDrawing) -> LaidOutNode {
        LaidOutNode(path: path, frame: frame, explicitID: explicitID, drawing: drawing)
    }

    /// The node with no children, drawing nothing.
    func leaf() -> LaidOutNode {
        LaidOutNode(path: path, frame: frame, explicitID: explicitID)
    }

    /// The node with `children`, drawing nothing of its own.
    func container(_ children: [LaidOutNode]) -> LaidOutNode {
        LaidOutNode(path: path, frame: frame, explicitID: explicitID, children: children)
    }

    /// A modifier's node around its placed content `child`, reacting with `interaction`
    /// (unless hit testing is off here).
    func wrapper(_ child: LaidOutNode, interaction: HitTarget.Kind? = nil,
                 preferences: [ResolvedPreference] = []) -> LaidOutNode {
        LaidOutNode(path: path, frame: frame, explicitID: explicitID, child: child,
                    interaction: nodeInteraction(interaction), preferences: preferences)
    }

    /// A modifier's node around its placed content `child`, drawing it with `drawing` and
    /// reacting with `interaction` (unless hit testing is off here).
    func wrapper(_ child: LaidOutNode, drawing: some NodeDrawing, interaction: HitTarget.Kind? = nil,
                 preferences: [ResolvedPreference] = []) -> LaidOutNode {
        LaidOutNode(path: path, frame: frame, explicitID: explicitID, child: child, drawing: drawing,
                    interaction: nodeInteraction(interaction), preferences: preferences)
    }

    private func nodeInteraction(_ kind: HitTarget.Kind?) -> NodeInteraction? {
        env.allowsHitTesting ? kind.map { NodeInteraction(kind: $0, isEnabled: env.isEnabled) } : nil
    }

    func placeChild(_ child: ViewNode, index: Int, in rect: Rect, proposal: ProposedSize,
                    env: EnvironmentValues) -> LaidOutNode {
        pass.place(child, in: rect, proposal: proposal, env: env, path: path.child(child, index: index))
    }

    /// The modifier's content (`children[0]`) placed in `rect`.
    func content(in rect: Rect, proposal: ProposedSize, env: EnvironmentValues? = nil) -> LaidOutNode {
        placeChild(node.content, index: 0, in: rect, proposal: proposal, env: env ?? self.env)
    }

    /// The modifier's content where it is: in this node's frame, offered this node's proposal.
    func contentInPlace() -> LaidOutNode {
        content(in: frame, proposal: proposal)
    }

    /// The content `built` here (a body, a reader's view) placed as this node's one child.
    func builtContent(_ built: ViewNode) -> LaidOutNode {
        container([pass.place(built, in: frame, proposal: proposal, env: env, path: path.child(built, index: 0))])
    }

    /// The modifier's content sized for `proposal` and aligned in this node's frame.
    func alignedContent(proposal: ProposedSize, alignment: Alignment) -> LaidOutNode {
        let size = pass.size(node.content, proposal, env, at: contentPath)
        return content(in: alignment.place(size, in: frame), proposal: proposal)
    }
}
