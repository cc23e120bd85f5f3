/// A class whose changes views follow, as Combine's `ObservableObject` in SwiftUI: hold it with
/// `@StateObject`, `@ObservedObject` or `@EnvironmentObject`, and mark what views read with
/// `@Published`. No `import Combine` is needed (nor exists on Linux).
///
/// The runtime lays the whole tree out again every frame it draws, so views show the object's
/// current values without subscribing to it; announcing a change (setting a `@Published`
/// property, or `objectWillChange.send()`) tells the runtime a frame is due.
public protocol ObservableObject: AnyObject {
    /// What announces the object's changes.
    var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// Announces that an object is about to change, as Combine's: `send()` tells the runtime a
/// frame is due. There are no subscribers to it here (no Combine on Linux).
public final class ObservableObjectPublisher: Sendable {
    public init() {}

    public func send() {
        ModelChanges.record()
    }
}
