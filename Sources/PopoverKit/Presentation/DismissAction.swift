/// Dismisses the popover it was read in, like SwiftUI's `@Environment(\.dismiss)`.
public struct DismissAction {
    let action: () -> Void

    public init(_ action: @escaping () -> Void) {
        self.action = action
    }

    public func callAsFunction() { action() }
}

/// The environment key holding the dismiss action of the enclosing popover (a no-op elsewhere).
public enum DismissKey: EnvironmentKey {
    public static var defaultValue: DismissAction { DismissAction {} }
}

extension EnvironmentValues {
    /// Closes the sheet, alert or popover presenting the view that reads it, as SwiftUI's
    /// `@Environment(\.dismiss)`; does nothing outside one.
    public var dismiss: DismissAction { self[DismissKey.self] }
}
