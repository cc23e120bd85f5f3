extension View {
    /// The view at its ideal size on both axes, whatever it is offered (text on one line,
    /// untruncated); the parent then places it as it is, even if it overflows.
    public func fixedSize() -> ViewNode {
        fixedSize(horizontal: true, vertical: true)
    }

    /// The view at its ideal size on the axes asked, offered the parent's proposal on the others
    /// (`fixedSize(horizontal: false, vertical: true)` lets text wrap to the width and take
    /// all the lines it needs).
    public func fixedSize(horizontal: Bool, vertical: Bool) -> ViewNode {
        ViewNode(modifier: FixedSizeModifier(horizontal: horizontal, vertical: vertical), content: self)
    }
}

/// `.fixedSize`: the content offered nil (its ideal size) on the fixed axes, and as big as it
/// answers.
struct FixedSizeModifier: ModifierKind {
    let horizontal: Bool
    let vertical: Bool

    func size(_ sizer: NodeSizer) -> Size {
        sizer.contentSize(contentProposal(sizer.proposal))
    }

    func place(_ placer: NodePlacer) -> LaidOutNode {
        placer.wrapper(placer.content(in: placer.frame, proposal: contentProposal(placer.proposal)))
    }

    private func contentProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }
}
