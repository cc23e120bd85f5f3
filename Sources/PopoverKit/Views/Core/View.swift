/// Something that can describe itself as a node of a declarative view tree.
///
/// Every view resolves eagerly to the one concrete node type, `ViewNode`, which the layout
/// engine understands. The tree is a snapshot of the state it was built from: rebuild it every
/// frame, then lay it out.
///
/// A view says what it is in one of two ways, and implements exactly one of them:
///
/// - `var body: some View`, as in SwiftUI. The requirement carries `@ViewBuilder`, so the
///   body may list several views, `if`s and loops; `makeNode()` then defaults to the body's
///   node. This is the form ported SwiftUI code keeps.
/// - `func makeNode() -> ViewNode`, the library's own form (primitives, modifiers, and views
///   that build nodes directly). `Body` then defaults to `ViewNode` and `body` to `makeNode()`.
///
/// Why both, with defaults each way: `body` with an associated `Body` type is what SwiftUI
/// code is written against, but every primitive and existing view already answers
/// `makeNode()`, and layout only ever needs a node. Defaulting each requirement to the other
/// lets both kinds of view conform without changes, and `any View` keeps working in builders.
/// (A view that implements neither recurses forever, as a SwiftUI view whose body is itself.)
///
/// ```swift
/// struct ContentView: View {
///     @State private var isPopoverPresented = true
///     @GestureState private var dragOffset: CGSize = .zero
///
///     var body: some View {
///         VStack {
///             Image(systemName: "globe").foregroundStyle(.tint)
///             Text("Hello, world!")
///         }
///         .offset(x: dragOffset.width, y: dragOffset.height)
///         .gesture(DragGesture().updating($dragOffset) { value, state, _ in state = value.translation })
///         .frame(maxWidth: .infinity, maxHeight: .infinity)
///     }
/// }
///
/// let result = LayoutEngine(measurer: measurer).layout(ContentView(), in: windowBounds)
/// let list = result.displayList(background: .white)
/// let targets = result.hitTest(pointer)   // top-most first
/// ```
public protocol View {
    /// The type of the body; `ViewNode` for views that implement `makeNode()` instead.
    associatedtype Body: View = ViewNode

    /// The view's content, as in SwiftUI.
    @ViewBuilder var body: Body { get }

    /// The node this view stands for, with its content and modifiers.
    func makeNode() -> ViewNode
}

extension View where Body == ViewNode {
    /// A view written with `makeNode()` is its own node.
    public var body: ViewNode { makeNode() }
}

extension View {
    /// A view written with `body` stands for its body's node: built at once, or when layout
    /// reaches the view if it holds state that belongs to its place (`DeferredBody`).
    public func makeNode() -> ViewNode { DeferredBody.node(for: self) }
}
