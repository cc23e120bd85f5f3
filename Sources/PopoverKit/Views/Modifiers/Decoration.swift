extension View {
    /// `background` drawn behind the view, offered the view's size and aligned in its frame.
    public func background(_ background: some View, alignment: Alignment = .center) -> ViewNode {
        ViewNode(modifier: DecorationModifier(alignment: alignment, isBackground: true), content: self,
                 decoration: background.makeNode())
    }

    /// The view's frame filled with `color` behind it.
    public func background(_ color: Color, alignment: Alignment = .center) -> ViewNode {
        background(color.makeNode(), alignment: alignment)
    }

    public func background(alignment: Alignment = .center, @ViewBuilder content: () -> [ViewNode]) -> ViewNode {
        background(ZStack(alignment: alignment, content: content), alignment: alignment)
    }

    /// `overlay` drawn in front of the view, offered the view's size and aligned in its frame.
    public func overlay(_ overlay: some View, alignment: Alignment = .center) -> ViewNode {
        ViewNode(modifier: DecorationModifier(alignment: alignment, isBackground: false), content: self,
                 decoration: overlay.makeNode())
    }

    public func overlay(alignment: Alignment = .center, @ViewBuilder content: () -> [ViewNode]) -> ViewNode {
        overlay(ZStack(alignment: alignment, content: content), alignment: alignment)
    }
}

/// A background or an overlay: as big as the content; the decoration (`children[1]`) is
/// offered the content's size, aligned in its frame and drawn behind or in front of it.
struct DecorationModifier: ModifierKind {
    let alignment: Alignment
    let isBackground: Bool

    func place(_ placer: NodePlacer) -> LaidOutNode {
        let base = placer.contentInPlace(), frame = placer.frame
        let decorationNode = placer.node.decoration, decorationEnv = placer.env.outsideStack
        let decorationProposal = ProposedSize(frame.size)
        let decorationSize = placer.pass.size(decorationNode, decorationProposal, decorationEnv,
                                              at: placer.path.child(decorationNode, index: 1))
        let decoration = placer.placeChild(decorationNode, index: 1, in: alignment.place(decorationSize, in: frame),
                                           proposal: decorationProposal, env: decorationEnv)
        return placer.container(isBackground ? [decoration, base] : [base, decoration])
    }
}
