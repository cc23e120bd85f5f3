/// A container that takes all the space it is offered and puts each child at an explicit rect
/// given with `.placed(at:)`, in the container's own coordinates (its top-leading corner is 0,0):
/// the child is offered the rect's size and centered in it. Children without a rect are offered
/// the whole container and centered in it. Overlays use it to put a body at an exact frame.
public struct AbsoluteLayout: View {
    let content: [ViewNode]

    public init(@ViewBuilder content: () -> [ViewNode]) {
        self.content = content()
    }

    public func makeNode() -> ViewNode { ViewNode(AbsoluteLayoutKind(), children: content) }
}

extension View {
    /// Inside an `AbsoluteLayout`, puts the view at `rect` (in the layout's coordinates): it is
    /// offered `rect.size` and centered in it. Elsewhere it acts as a fixed frame of that size.
    public func placed(at rect: Rect) -> ViewNode {
        ViewNode(modifier: PlacedModifier(rect: rect), content: self)
    }
}

/// An absolute layout's node: the size offered (else the extent of its children's rects).
struct AbsoluteLayoutKind: NodeKind {
    func size(_ sizer: NodeSizer) -> Size {
        let rects = sizer.path.flattenedChildren(of: sizer.node, store: sizer.pass.stateStore, env: sizer.env.outsideStack)
            .compactMap(\.node.placedRect)
        return Size(width: sizer.proposal.width ?? rects.map(\.maxX).max() ?? 0,
                    height: sizer.proposal.height ?? rects.map(\.maxY).max() ?? 0)
    }

    /// Children offered and centered in their `.placed(at:)` rects, relative to this frame's
    /// origin; children without a rect are offered and centered in the whole frame.
    func place(_ placer: NodePlacer) -> LaidOutNode {
        let pass = placer.pass, frame = placer.frame, childEnv = placer.env.outsideStack
        let children = placer.path.flattenedChildren(of: placer.node, store: pass.stateStore, env: childEnv)
        return placer.container(children.map { child in
            let rect = child.node.placedRect.map { $0.offsetBy(dx: frame.minX, dy: frame.minY) } ?? frame
            let size = pass.size(child.node, ProposedSize(rect.size), childEnv, at: child.path)
            var placed = Alignment.center.place(size, in: rect)
            // Rects are absolute (a popover's, beside its anchor): mirrored here, so placing the
            // child mirrors it back.
            if childEnv.layoutDirection == .rightToLeft { placed = LayoutDirection.mirrored(placed, in: frame) }
            return pass.place(child.node, in: placed, proposal: ProposedSize(rect.size), env: childEnv, path: child.path)
        })
    }
}

/// `.placed(at:)`: read by an absolute layout; elsewhere a frame of the rect's size.
struct PlacedModifier: ModifierKind {
    let rect: Rect

    func size(_ sizer: NodeSizer) -> Size { rect.size }

    func place(_ placer: NodePlacer) -> LaidOutNode {
        placer.wrapper(placer.alignedContent(proposal: ProposedSize(rect.size), alignment: .center))
    }
}

extension ViewNode {
    /// The rect given with `.placed(at:)` on this node or inside its chain of modifiers.
    var placedRect: Rect? {
        guard isModifier else { return nil }
        if let placed = kind(as: PlacedModifier.self) { return placed.rect }
        return content.placedRect
    }
}
