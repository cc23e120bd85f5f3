/// A read-write reference to a value owned elsewhere, as a pair of closures, as SwiftUI's:
/// `$model.property` is a binding to the property (dynamic member lookup), `$array[i]` to an
/// element, and `ForEach($array) { $element in … }` hands each element's binding to a row.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let getValue: () -> Value
    private let setValue: (Value) -> Void

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getValue = get
        setValue = set
    }

    /// The binding itself, as a closure parameter written `$name` receives it.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    /// A binding that always reads `value` and ignores writes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// A binding to the part of the value at `keyPath`: `$model.name`.
    public subscript<Part>(dynamicMember keyPath: WritableKeyPath<Value, Part>) -> Binding<Part> {
        Binding<Part>(get: { self.wrappedValue[keyPath: keyPath] },
                      set: { self.wrappedValue[keyPath: keyPath] = $0 })
    }
}

extension Binding where Value: MutableCollection {
    /// A binding to the element at `position`: `$rows[i]`.
    public subscript(position: Value.Index) -> Binding<Value.Element> {
        Binding<Value.Element>(get: { self.wrappedValue[position] },
                               set: { self.wrappedValue[position] = $0 })
    }
}

/// A binding to an identifiable value has its value's id, so `ForEach` can tell rows apart.
extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

/// A binding to a collection is the collection of its elements' bindings, so
/// `ForEach($items) { $item in Toggle(item.name, isOn: $item.isOn) }` works as in SwiftUI.
extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>

    public struct Iterator: IteratorProtocol {
        let binding: Binding<Value>
        var indices: Value.Indices.Iterator

        public mutating func next() -> Binding<Value.Element>? {
            indices.next().map { binding[$0] }
        }
    }

    public func makeIterator() -> Iterator {
        Iterator(binding: self, indices: wrappedValue.indices.makeIterator())
    }
}
