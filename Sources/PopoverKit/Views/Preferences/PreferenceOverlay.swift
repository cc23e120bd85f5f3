/// An overlay built from the preference values collected in the base's subtree.
struct PreferenceOverlay {
    let key: ObjectIdentifier
    /// Whether the values collected stop here instead of also reaching ancestors.
    let consume: Bool
    /// Reduces the collected values (in tree order) and builds the overlay.
    let build: ([Any], LayoutContext) -> ViewNode
}
