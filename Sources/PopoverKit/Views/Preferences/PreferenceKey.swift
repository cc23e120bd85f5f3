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
