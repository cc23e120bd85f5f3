/// A view of any type behind one type, as SwiftUI's: for returning different views from one
/// function or keeping them in one array. What it wraps lays out, draws and keeps its state
/// as it would unwrapped.
public struct AnyView: View {
    private let node: ViewNode

    public init<V: View>(_ view: V) {
        node = view.makeNode()
    }

    /// `view` wrapped (SwiftUI's other spelling of `init(_:)`).
    public init<V: View>(erasing view: V) {
        self.init(view)
    }

    public func makeNode() -> ViewNode { node }
}
