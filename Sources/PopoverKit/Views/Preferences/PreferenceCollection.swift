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
