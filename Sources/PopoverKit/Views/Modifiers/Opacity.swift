extension View {
    /// The view drawn with its alpha multiplied by `opacity`. At 0 it is not hit-tested.
    public func opacity(_ opacity: Double) -> ViewNode {
        ViewNode(modifier: OpacityModifier(opacity: opacity), content: self)
    }
}

/// `.opacity`: the content drawn at the opacity (animated inside an animation).
struct OpacityModifier: ModifierKind {
    let opacity: Double

    func place(_ placer: NodePlacer) -> LaidOutNode {
        placer.wrapper(placer.contentInPlace(), drawing: OpacityDrawing(opacity: placer.animated(opacity, .opacity)))
    }
}

/// Children drawn with their alpha multiplied by `opacity`; at 0 they take no input, as SwiftUI
/// does not hit-test invisible views.
struct OpacityDrawing: NodeDrawing {
    let opacity: Double

    func draw(_ node: LaidOutNode, into list: inout DisplayListBuilder) {
        if opacity == 1 { return list.drawChildren(of: node) }
        list.append(.pushOpacity(opacity))
        list.drawChildren(of: node)
        list.append(.popOpacity)
    }

    func limitHitTesting(_ limits: inout HitTestLimits) -> Bool { opacity > 0 }

    var label: String { "opacity \(opacity)" }
}
