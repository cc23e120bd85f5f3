/// An `ObservableObject` a view creates and owns, as SwiftUI's `@StateObject`: made the first
/// time the view's place in the tree reads it (the expression after `=` runs only then) and
/// kept for that place, as `@State` is (`ViewStateStore`), until the view is gone. `$model.name`
/// is a `Binding` to one of its properties.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: StoredViewProperty {
    private let box: StateBox<ObjectType?>
    private let makeObject: () -> ObjectType

    public init(wrappedValue makeObject: @autoclosure @escaping () -> ObjectType) {
        box = StateBox(nil)
        self.makeObject = makeObject
    }

    public var wrappedValue: ObjectType {
        if let object = box.value { return object }
        let object = makeObject()
        box.value = object
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject.Wrapper(object: wrappedValue)
    }

    func link(to store: ViewStateStore, key: ViewStateStore.Key) {
        box.link(to: store, key: key)
    }
}
