/// Flexible empty space along the axis of the enclosing stack (both axes outside a stack).
///
/// Its default minimum length is 8 pt; a stack with default spacing puts no extra
/// spacing next to a spacer.
public struct Spacer: View {
    let minLength: Double?

    public init(minLength: Double? = nil) {
        self.minLength = minLength
    }

    public func makeNode() -> ViewNode { ViewNode(SpacerKind(minLength: minLength ?? Self.defaultMinLength)) }

    static let defaultMinLength = 8.0
}

/// A spacer's node: what is offered along the stack's axis (at least `minLength`), nothing
/// across it; both axes outside a stack. Stacks serve spacers last (`StackLayout`).
struct SpacerKind: NodeKind {
    let minLength: Double

    var traits: ViewNodeTraits { .spacer }

    func size(_ sizer: NodeSizer) -> Size {
        func length(_ offered: Double?) -> Double { max(minLength, offered ?? minLength) }
        let proposal = sizer.proposal
        switch sizer.env.stackAxis {
        case .horizontal: return Size(width: length(proposal.width), height: 0)
        case .vertical: return Size(width: 0, height: length(proposal.height))
        case nil: return Size(width: length(proposal.width), height: length(proposal.height))
        }
    }

    func place(_ placer: NodePlacer) -> LaidOutNode { placer.leaf() }
}
