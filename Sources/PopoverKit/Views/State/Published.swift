/// A property of an `ObservableObject` class whose changes views follow, as Combine's
/// `@Published`: setting it announces the change (`ModelChanges`), so the runtime draws the next
/// frame. As in SwiftUI, it is for class properties only; there is no `$name` publisher (no
/// Combine on Linux): bind to it with `$model.name` through `@ObservedObject` or `@StateObject`.
@propertyWrapper
public struct Published<Value> {
    private var value: Value

    public init(wrappedValue: Value) {
        value = wrappedValue
    }

    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// How a class reads and writes the property: the write announces the change.
    public static subscript<Object: AnyObject>(
        _enclosingInstance object: Object,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Object, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].value }
        set {
            ModelChanges.record()
            object[keyPath: storageKeyPath].value = newValue
        }
    }
}
