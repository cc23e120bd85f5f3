extension View {
    /// How soon the view is offered space in its stack (0 by default): a stack offers what is
    /// left to its higher-priority children first, keeping for the others only the least
    /// they can take, as SwiftUI's.
    public func layoutPriority(_ value: Double) -> ViewNode {
        ViewNode(modifier: LayoutPriorityModifier(value: value), content: self)
    }
}

/// `.layoutPriority`: a trait the enclosing stack reads (`StackLayout`); on its own it
/// changes nothing.
struct LayoutPriorityModifier: ModifierKind {
    let value: Double

    var traits: ViewNodeTraits { [.modifier, .containerTrait] }

    func place(_ placer: NodePlacer) -> LaidOutNode {
        placer.wrapper(placer.contentInPlace())
    }
}

extension ViewNode {
    /// The view's `.layoutPriority`, 0 if it has none.
    var layoutPriority: Double { traitModifier(LayoutPriorityModifier.self)?.value ?? 0 }
}
