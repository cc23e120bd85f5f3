/// A preference value resolved at placement.
struct ResolvedPreference {
    let key: ObjectIdentifier
    let value: Any
}
