/// What one kind of node is: a primitive (text, a shape), a container (a stack) or a modifier
/// (padding, opacity). Each kind is one type, in the file of the API that makes it, and owns all
/// that layout asks of it: its size for a proposal (`size`) and where it puts its children and
/// what it draws (`place`, whose `LaidOutNode` carries a `NodeDrawing` for drawing and hit
/// testing). A new view or modifier is a new conforming type; nothing else changes.
///
/// As in SwiftUI's `Layout` protocol, a parent proposes a size, the child answers its own, and
/// the parent then places the child in a frame of that size.
protocol NodeKind {
    /// What layout checks for every node, as flags (empty, group, spacer, modifier, body);
    /// none by default.
    var traits: ViewNodeTraits { get }

    /// The size the node takes when offered `sizer.proposal` (`LayoutPass.size` remembers it).
    func size(_ sizer: NodeSizer) -> Size

    /// The node placed in `placer.frame`, with its children placed and what it draws.
    func place(_ placer: NodePlacer) -> LaidOutNode
}

extension NodeKind {
    var traits: ViewNodeTraits { [] }
}

/// A kind that wraps one content node (`ViewNode.content`) and, for a background or an
/// overlay, a decoration. By default it is as big as its content, offered the same.
protocol ModifierKind: NodeKind {}

extension ModifierKind {
    var traits: ViewNodeTraits { .modifier }

    func size(_ sizer: NodeSizer) -> Size { sizer.contentSize() }
}


/// One question to a node's kind: how big the node is when offered `proposal`, in `env`, at `path`.
struct NodeSizer {
    let pass: LayoutPass
    let node: ViewNode
    let proposal: ProposedSize
    let env: EnvironmentValues
    let path: IdentityPath

    /// The path of a modifier's content.
    var contentPath: IdentityPath { path.child(node.content, index: 0) }

    /// A modifier's content's size, offered this node's proposal.
    func contentSize() -> Size {
        pass.size(node.content, proposal, env, at: contentPath)
    }

    /// A modifier's content's size, offered `proposal`.
    func contentSize(_ proposal: ProposedSize) -> Size {
        pass.size(node.content, proposal, env, at: contentPath)
    }

    /// A modifier's content's size in `env`, offered this node's proposal.
    func contentSize(env: EnvironmentValues) -> Size {
        pass.size(node.content, proposal, env, at: contentPath)
    }

    /// The size of `content`, built here (a body, a reader's view), as this node's one child.
    func builtContentSize(_ content: ViewNode) -> Size {
        pass.size(content, proposal, env, at: path.child(content, index: 0))
    }
}
