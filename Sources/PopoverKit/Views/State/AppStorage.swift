import Foundation

/// A value kept in `UserDefaults` under `key`, as SwiftUI's `@AppStorage`: read from the store
/// each time (the default while the key holds nothing of the type), written to it when set, so
/// it outlives the view and the program as the store persists. The view shows a change in the
/// next frame drawn, as with `@State`; a change made by another program is not watched for.
@propertyWrapper
public struct AppStorage<Value> {
    private let read: () -> Value
    private let write: (Value) -> Void

    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    public var projectedValue: Binding<Value> { Binding(get: read, set: write) }

    private init(key: String, store: UserDefaults?, defaultValue: Value, decode: @escaping (Any) -> Value?,
                 encode: @escaping (Value) -> Any) {
        let store = store ?? .standard
        read = { store.object(forKey: key).flatMap(decode) ?? defaultValue }
        write = { store.set(encode($0), forKey: key) }
    }
}

extension AppStorage {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, store: store, defaultValue: wrappedValue, decode: { $0 as? Bool }, encode: { $0 })
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, store: store, defaultValue: wrappedValue, decode: { ($0 as? NSNumber)?.intValue }, encode: { $0 })
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, store: store, defaultValue: wrappedValue, decode: { ($0 as? NSNumber)?.doubleValue },
                  encode: { $0 })
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, store: store, defaultValue: wrappedValue, decode: { $0 as? String }, encode: { $0 })
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, store: store, defaultValue: wrappedValue, decode: { $0 as? Data }, encode: { $0 })
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, store: store, defaultValue: wrappedValue,
                  decode: { ($0 as? String).flatMap(URL.init(string:)) }, encode: { $0.absoluteString })
    }

    /// An enum stored as its string raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, store: store, defaultValue: wrappedValue,
                  decode: { ($0 as? String).flatMap(Value.init(rawValue:)) }, encode: { $0.rawValue })
    }

    /// An enum stored as its integer raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, store: store, defaultValue: wrappedValue,
                  decode: { ($0 as? NSNumber).flatMap { Value(rawValue: $0.intValue) } }, encode: { $0.rawValue })
    }
}
