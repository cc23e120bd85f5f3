/// The compact adaptation that content inside a system popover asks for (seed 001's
/// `.presentationCompactAdaptation(_:)`), passed up as a preference; the last one set wins.
public enum PresentationCompactAdaptationKey: PreferenceKey {
    public static var defaultValue: CompactAdaptation { .automatic }

    public static func reduce(value: inout CompactAdaptation, nextValue: () -> CompactAdaptation) {
        value = nextValue()
    }
}

extension View {
    /// Used inside a popover's content: how the popover adapts in a compact (phone) idiom.
    /// `.popover` keeps the bubble on a phone; the default turns it into a sheet there.
    public func presentationCompactAdaptation(_ adaptation: CompactAdaptation) -> ViewNode {
        preference(key: PresentationCompactAdaptationKey.self, value: adaptation)
    }
}

extension CompactAdaptation {
    /// The adaptation `nodes` declare with `presentationCompactAdaptation(_:)`, read from the
    /// tree as built, before layout (the popover decides between bubble and sheet before it
    /// measures its content). Content made by an `EnvironmentReader` is built only during
    /// layout, so a declaration inside one is not seen: declare it outside.
    static func declared(in nodes: [ViewNode]) -> CompactAdaptation? {
        var found: CompactAdaptation?
        let key = ObjectIdentifier(PresentationCompactAdaptationKey.self)
        // Tree order: a node before its children, children left to right; the last one wins.
        func visit(_ node: ViewNode) {
            if node.traits.contains(.modifier), let writer = node.kind(as: PreferenceWriter.self), writer.key == key {
                found = writer.value(.zero, nil) as? CompactAdaptation
            }
            node.forEachChild(visit)
        }
        nodes.forEach(visit)
        return found
    }
}
