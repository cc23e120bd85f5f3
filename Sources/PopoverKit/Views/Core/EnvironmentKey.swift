/// A custom value carried down the tree, such as an action that content deep inside a popover
/// can call (SwiftUI's `dismiss`), or a platform idiom.
public protocol EnvironmentKey {
    associatedtype Value
    /// The value where no ancestor set one.
    static var defaultValue: Value { get }
}
