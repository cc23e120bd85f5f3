extension View {
    /// Where the view is drawn among its siblings in a stack: higher values in front, equal
    /// ones in the order they are listed (0 by default). Taps go to what is drawn in front.
    public func zIndex(_ value: Double) -> ViewNode {
        ViewNode(modifier: ZIndexModifier(value: value), content: self)
    }
}

/// `.zIndex`: a trait the enclosing stack reads (`inDrawingOrder`); on its own it changes
/// nothing.
struct ZIndexModifier: ModifierKind {
    let value: Double

    var traits: ViewNodeTraits { [.modifier, .containerTrait] }

    func place(_ placer: NodePlacer) -> LaidOutNode {
        placer.wrapper(placer.contentInPlace())
    }
}

extension ViewNode {
    /// The view's `.zIndex`, 0 if it has none.
    var zIndex: Double { traitModifier(ZIndexModifier.self)?.value ?? 0 }
}

extension Array where Element == LaidOutNode {
    /// These placed children sorted back to front by the z-index of each (`zIndex(i)` for the
    /// i-th), keeping their order among equals; as they are, with nothing allocated, when none
    /// has one.
    func inDrawingOrder(zIndex: (Int) -> Double) -> [LaidOutNode] {
        guard indices.contains(where: { zIndex($0) != 0 }) else { return self }
        let zIndices = indices.map(zIndex)
        return indices.sorted { a, b in zIndices[a] != zIndices[b] ? zIndices[a] < zIndices[b] : a < b }
            .map { self[$0] }
    }
}
