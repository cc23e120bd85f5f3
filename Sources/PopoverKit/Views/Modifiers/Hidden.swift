extension View {
    /// The view laid out as usual, so it keeps its space, but not drawn and not hit-tested.
    public func hidden() -> ViewNode {
        ViewNode(modifier: HiddenModifier(), content: self)
    }
}

/// `.hidden()`: the content placed where it would be, drawn by `HiddenDrawing`.
struct HiddenModifier: ModifierKind {
    func place(_ placer: NodePlacer) -> LaidOutNode {
        placer.wrapper(placer.contentInPlace(), drawing: HiddenDrawing())
    }
}

/// Draws none of its children and lets none of them take input.
struct HiddenDrawing: NodeDrawing {
    func draw(_ node: LaidOutNode, into list: inout DisplayListBuilder) {}

    func limitHitTesting(_ limits: inout HitTestLimits) -> Bool { false }

    var label: String { "hidden" }
}
