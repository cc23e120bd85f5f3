extension View {
    /// Passes `value` up to ancestors under `key`.
    public func preference<K: PreferenceKey>(key: K.Type, value: K.Value) -> ViewNode {
        ViewNode(modifier: PreferenceWriter(key: ObjectIdentifier(key)) { _, _ in value }, content: self)
    }

    /// Passes a value made from the view's final absolute frame (after layout, with the
    /// offsets of enclosing `.offset` modifiers) up to ancestors under `key`.
    public func anchorPreference<K: PreferenceKey>(key: K.Type, transform: @escaping (Rect) -> K.Value) -> ViewNode {
        ViewNode(modifier: PreferenceWriter(key: ObjectIdentifier(key)) { frame, _ in transform(frame) }, content: self)
    }

    /// Draws, over the view, content built from the values of `key` set in the view's subtree
    /// (reduced in tree order). The overlay is built and laid out in the same pass, right after
    /// the view is placed, so it can depend on anchor rects of this frame. It is offered the
    /// view's size and centered on it; the builder gets the view's frame and a way to measure.
    /// When `consume` is true the values stop here and ancestors do not see them.
    /// The builder runs exactly once per layout, after the view's subtree is placed.
    public func overlayPreferenceValue<K: PreferenceKey>(
        _ key: K.Type, consume: Bool = true,
        @ViewBuilder content: @escaping (K.Value, LayoutContext) -> [ViewNode]
    ) -> ViewNode {
        let overlay = PreferenceOverlay(key: ObjectIdentifier(key), consume: consume) { values, context in
            ViewNode.group(content(K.combine(values.map { $0 as! K.Value }), context))
        }
        return ViewNode(modifier: overlay, content: self)
    }
}
