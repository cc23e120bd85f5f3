extension LaidOutNode {
    /// The values set for `key` in this subtree, in tree order (a node's own before its
    /// children's), leaving out those a consuming preference overlay kept to itself.
    func preferenceValues(for key: ObjectIdentifier) -> [Any] {
        var values = preferences.filter { $0.key == key }.map(\.value)
        for (index, child) in children.enumerated() {
            if index == 0 && consumedPreference == key { continue }
            values += child.preferenceValues(for: key)
        }
        return values
    }
}
