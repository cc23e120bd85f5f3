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

/// A preference a node contributes; `value` receives the node's final absolute frame and its
/// place in the tree (nil where a tree is only searched, not laid out).
struct PreferenceWriter {
    let key: ObjectIdentifier
    let value: (Rect, IdentityPath?) -> Any
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

extension LaidOutNode {
    /// The values set for `key` in this subtree, in tree order (a node's own before its
    /// children's), leaving out those a consuming preference overlay kept to itself.
    func preferenceValues(for key: ObjectIdentifier) -> [Any] {
        var values: [Any] = []
        collectPreferenceValues(for: key, into: &values)
        return values
    }

    private func collectPreferenceValues(for key: ObjectIdentifier, into values: inout [Any]) {
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
