@_exported import Observation

/// Bindings to the properties of an `@Observable` object, as SwiftUI's `@Bindable`: a child
/// handed the object writes `@Bindable var model: Model` and binds with `$model.name`; inside a
/// body, `@Bindable var model = model` does the same for an object held elsewhere.
///
/// Observation comes with `import PopoverKit`, as it does with `import SwiftUI`.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }

    public var projectedValue: Bindable<Value> { self }

    /// A binding to the property at `keyPath`: `$model.name`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}
