/// A node after layout: its identity, its absolute frame in points and its children in paint
/// order (back to front). A modifier's frame is its layout frame; `.offset` moves its content
/// (and everything inside it), not itself, as in SwiftUI.
public struct LaidOutNode {
    public let identity: NodeIdentity
    public let frame: Rect
    /// The id given with `.id(_:)`, if any.
    public let explicitID: AnyHashable?
    public let children: [LaidOutNode]

    let content: RenderContent
    let interaction: NodeInteraction?
    let preferences: [ResolvedPreference]
    /// A preference overlay's key whose values from `children[0]` (the base) stop here.
    let consumedPreference: ObjectIdentifier?

    init(identity: NodeIdentity, frame: Rect, explicitID: AnyHashable?, children: [LaidOutNode] = [],
         content: RenderContent = .none, interaction: NodeInteraction? = nil,
         preferences: [ResolvedPreference] = [], consumedPreference: ObjectIdentifier? = nil) {
        self.identity = identity
        self.frame = frame
        self.explicitID = explicitID
        self.children = children
        self.content = content
        self.interaction = interaction
        self.preferences = preferences
        self.consumedPreference = consumedPreference
    }

    /// This node and all its descendants, in paint order (a node before its children).
    public var allNodes: [LaidOutNode] {
        [self] + children.flatMap(\.allNodes)
    }
}
