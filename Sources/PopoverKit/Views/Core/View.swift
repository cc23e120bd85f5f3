/// Something that can describe itself as a node of a declarative view tree.
///
/// Unlike SwiftUI there is no associated `Body` type: every view resolves eagerly to the one
/// concrete node type, `ViewNode`, which the layout engine understands.
public protocol View {
    /// The node this view stands for, with its content and modifiers.
    func makeNode() -> ViewNode
}
