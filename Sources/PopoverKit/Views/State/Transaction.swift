/// The context of a state change, as SwiftUI's `Transaction`, handed to a gesture's `updating`
/// callback. Here it is informational: an animation set on it is not applied; animate the
/// change with `.animation(_:value:)` on the view instead.
public struct Transaction {
    /// The animation the change asks for, if any.
    public var animation: Animation?
    /// Whether animations of the change are turned off.
    public var disablesAnimations: Bool

    public init(animation: Animation? = nil) {
        self.animation = animation
        disablesAnimations = false
    }
}
