/// A reusable change to a view, as SwiftUI's `ViewModifier`: `body(content:)` returns the view
/// made from `content`, and `view.modifier(m)` applies it.
///
/// A modifier is a view of its own in the tree: its `@State`, `@Binding`, `@Namespace` and
/// `@Environment` work as a view's do, kept by its place (`DeferredBody`).
///
/// ```swift
/// struct Highlight: ViewModifier {
///     @State private var isOn = false
///     func body(content: Content) -> some View {
///         content.padding().background(isOn ? Color.yellow : Color.clear).onTapGesture { isOn.toggle() }
///     }
/// }
/// Text("Tap me").modifier(Highlight())
/// ```
public protocol ViewModifier {
    /// The type of the modified view; `ViewNode` for a body written with `some View`.
    associatedtype Body: View = ViewNode

    /// The view this modifier is applied to.
    typealias Content = ViewModifierContent

    /// The modified view.
    @ViewBuilder func body(content: Content) -> Body
}

/// The view a `ViewModifier` is applied to, as its `body(content:)` receives it.
public struct ViewModifierContent: View {
    let node: ViewNode

    public func makeNode() -> ViewNode { node }
}

extension View {
    /// This view with `modifier` applied.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ViewNode {
        DeferredBody.node(for: modifier, content: makeNode())
    }
}
