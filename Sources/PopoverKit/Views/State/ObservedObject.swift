/// An `ObservableObject` a view is handed and follows, as SwiftUI's `@ObservedObject`: the view
/// does not own it (its owner keeps it alive, usually with `@StateObject`); `$model.name` is a
/// `Binding` to one of its properties.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
    /// `$model`: bindings to the object's properties by dynamic member lookup.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to the property at `keyPath`: `$model.name`.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}
