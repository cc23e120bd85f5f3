/// A hairline that separates content, as on iOS: one pixel thick in the separator color,
/// across the stack it is in (a horizontal line in a `VStack`, a vertical one in an `HStack`;
/// horizontal outside stacks), as long as the space offered across.
public struct Divider: View {
    public init() {}

    public func makeNode() -> ViewNode { ViewNode(DividerKind()) }
}

/// A divider's node: one pixel (at the measurer's display scale) along the stack's axis, what
/// is offered across it (nothing when nothing is offered), filled with `Color.separator`.
struct DividerKind: NodeKind {
    func size(_ sizer: NodeSizer) -> Size {
        let hairline = 1 / sizer.pass.measurer.displayScale
        return switch sizer.env.stackAxis {
        case .horizontal: Size(width: hairline, height: sizer.proposal.height ?? 0)
        case .vertical, nil: Size(width: sizer.proposal.width ?? 0, height: hairline)
        }
    }

    func place(_ placer: NodePlacer) -> LaidOutNode {
        placer.leaf(FillDrawing(path: .rect(placer.frame), color: placer.env.resolve(.separator)))
    }
}
