/// Something that can describe itself as a node of a declarative view tree.
///
/// Unlike SwiftUI there is no associated `Body` type: every view resolves eagerly to the one
/// concrete node type, `ViewNode`, which the layout engine understands. The tree is a snapshot
/// of the state it was built from: rebuild it every frame, then lay it out.
///
/// ```swift
/// struct Content: View {
///     let dragOffset: Size
///     let onDrag: (DragEvent) -> Void
///
///     func makeNode() -> ViewNode {
///         VStack {
///             Icon("globe").foregroundStyle(.systemBlue)
///             Text("Hello, world!")
///         }
///         .offset(dragOffset)
///         .gesture(onDrag)
///         .frame(maxWidth: .infinity, maxHeight: .infinity)
///     }
/// }
///
/// let result = LayoutEngine(measurer: measurer).layout(Content(...), in: windowBounds)
/// let list = result.displayList(background: .white)
/// let targets = result.hitTest(pointer)   // top-most first
/// ```
public protocol View {
    /// The node this view stands for, with its content and modifiers.
    func makeNode() -> ViewNode
}
