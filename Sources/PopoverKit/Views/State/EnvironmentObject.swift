/// An `ObservableObject` an ancestor put in the environment with `.environmentObject(_:)`,
/// looked up by its type, as SwiftUI's `@EnvironmentObject`. Reading it where no ancestor set
/// one stops the program with a message naming the type, as SwiftUI does. `$model.name` is a
/// `Binding` to one of its properties.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: EnvironmentReadingProperty {
    private let box = EnvironmentObjectBox<ObjectType>()

    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = box.object else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for "
                       + "\(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject.Wrapper(object: wrappedValue)
    }

    func read(_ environment: EnvironmentValues) {
        box.object = environment[EnvironmentObjectKey<ObjectType>.self]
    }
}

/// Where an `EnvironmentObject` keeps the object layout found for it.
private final class EnvironmentObjectBox<ObjectType: AnyObject> {
    var object: ObjectType?
}

/// The environment's object of one type: each `ObjectType` is a key of its own.
enum EnvironmentObjectKey<ObjectType: AnyObject>: EnvironmentKey {
    static var defaultValue: ObjectType? { nil }
}

extension View {
    /// Puts `object` in the environment of the views beneath, where `@EnvironmentObject var
    /// name: ObjectType` finds it by its type.
    public func environmentObject<ObjectType: ObservableObject>(_ object: ObjectType) -> ViewNode {
        environment(EnvironmentObjectKey<ObjectType>.self, object)
    }
}
