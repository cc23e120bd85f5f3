/// A value read from the environment at the view's place in the tree, as SwiftUI's
/// `@Environment(\.key)`: a member of `EnvironmentValues`, the library's (`\.font`,
/// `\.colorScheme`) or a custom one (`@Entry var x: T`, or a member over an `EnvironmentKey`).
///
/// The value is given to the wrapper when layout reaches the view (or modifier), before its
/// body runs (`DeferredBody`); read elsewhere, it is the key's default.
@propertyWrapper
public struct Environment<Value>: EnvironmentReadingProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    private let box: EnvironmentBox<Value>

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
        box = EnvironmentBox()
    }

    public var wrappedValue: Value {
        box.value ?? EnvironmentValues()[keyPath: keyPath]
    }

    func read(_ environment: EnvironmentValues) {
        box.value = environment[keyPath: keyPath]
    }
}

/// Where an `Environment` keeps the value layout gave it.
private final class EnvironmentBox<Value> {
    var value: Value?
}

/// A property wrapper that reads the environment where its view is laid out (`Environment`).
protocol EnvironmentReadingProperty {
    /// Takes the wrapper's value from `environment`.
    func read(_ environment: EnvironmentValues)
}
