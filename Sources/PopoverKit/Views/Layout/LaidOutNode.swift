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

/// What a laid-out node draws or how it changes the drawing of its children.
enum RenderContent {
    case none
    case fill(Path, Color)
    case backdropBlur(Path, radius: Double, tint: Color)
    case text([TextRun])
    case icon(name: String, color: Color)
    case opacity(Double)
    case shadow(ShadowStyle)
    case clip(Rect)
    case transform(Transform)
    case control(ControlLook)
}

/// A reaction to input carried by a node.
struct NodeInteraction {
    let kind: HitTarget.Kind
    let isEnabled: Bool
}

/// A shadow's color, blur radius and offset, as `.shadow(color:radius:x:y:)` takes them.
struct ShadowStyle {
    let color: Color
    let radius: Double
    let offset: Point
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
