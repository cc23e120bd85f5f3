/// A named value that views pass up the tree to their ancestors, combined in tree order.
public protocol PreferenceKey {
    associatedtype Value
    /// The value when no view in the subtree sets one.
    static var defaultValue: Value { get }
    /// Combines the value so far with the next one in tree order.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey {
    /// The values reduced in order; the default when there are none, the value itself when one.
    static func combine(_ values: [Value]) -> Value {
        guard var result = values.first else { return defaultValue }
        for next in values.dropFirst() {
            reduce(value: &result) { next }
        }
        return result
    }
}

/// `.preference` and `.anchorPreference`: a value the node contributes, made from its final
/// absolute frame and its place in the tree (nil where a tree is only searched, not laid out).
struct PreferenceWriter: ModifierKind {
    let key: ObjectIdentifier
    let value: (Rect, IdentityPath?) -> Any

    func place(_ placer: NodePlacer) -> LaidOutNode {
        placer.wrapper(placer.contentInPlace(),
                       preferences: [ResolvedPreference(key: key, value: value(placer.frame, placer.path))])
    }
}

/// A preference value resolved at placement.
struct ResolvedPreference {
    let key: ObjectIdentifier
    let value: Any
}

/// `.overlayPreferenceValue`: an overlay built from the preference values collected in the
/// base's subtree.
struct PreferenceOverlay: ModifierKind {
    let key: ObjectIdentifier
    /// Whether the values collected stop here instead of also reaching ancestors.
    let consume: Bool
    /// Reduces the collected values (in tree order) and builds the overlay.
    let build: ([Any], LayoutContext) -> ViewNode

    /// Lays out the base, collects its subtree's values for the key, builds the overlay from
    /// them and lays it out over the base's frame, all in this pass.
    func place(_ placer: NodePlacer) -> LaidOutNode {
        let base = placer.contentInPlace(), frame = placer.frame, pass = placer.pass
        let overlayEnv = placer.env.outsideStack
        let context = LayoutContext(containerFrame: frame, environment: overlayEnv, place: placer.path) { [pass] view, proposal in
            pass.sizeApart(view, proposal, overlayEnv)
        }
        let overlayNode = build(base.preferenceValues(for: key), context)
        let overlayProposal = ProposedSize(frame.size)
        let overlaySize = pass.size(overlayNode, overlayProposal, overlayEnv, at: placer.path.child(overlayNode, index: 1))
        let placedOverlay = placer.placeChild(overlayNode, index: 1, in: Alignment.center.place(overlaySize, in: frame),
                                              proposal: overlayProposal, env: overlayEnv)
        return LaidOutNode(path: placer.path, frame: frame, explicitID: placer.explicitID,
                           children: [base, placedOverlay], consumedPreference: consume ? key : nil)
    }
}

extension LaidOutNode {
    /// The values set for `key` in this subtree, in tree order (a node's own before its
    /// children's), leaving out those a consuming preference overlay kept to itself.
    func preferenceValues(for key: ObjectIdentifier) -> [Any] {
        var values: [Any] = []
        collectPreferenceValues(for: key, into: &values)
        return values
    }

    private func collectPreferenceValues(for key: ObjectIdentifier, into values: inout [Any]) {
        guard subtreeHasPreferences else { return }
        for preference in preferences where preference.key == key {
            values.append(preference.value)
        }
        var skipsFirst = consumedPreference == key
        forEachChild { child in
            if skipsFirst {
                skipsFirst = false
            } else {
                child.collectPreferenceValues(for: key, into: &values)
            }
            return true
        }
    }
}
