/// A preference a node contributes; `value` receives the node's final absolute frame.
struct PreferenceWriter {
    let key: ObjectIdentifier
    let value: (Rect) -> Any
}

/// A preference value resolved at placement.
struct ResolvedPreference {
    let key: ObjectIdentifier
    let value: Any
}

/// An overlay built from the preference values collected in the base's subtree.
struct PreferenceOverlay {
    let key: ObjectIdentifier
    /// Whether the values collected stop here instead of also reaching ancestors.
    let consume: Bool
    /// Reduces the collected values (in tree order) and builds the overlay.
    let build: ([Any], LayoutContext) -> ViewNode
}
