/// Builds the list of child nodes of a container from a closure of view statements.
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression(_ view: any View) -> [ViewNode] { [view.makeNode()] }
    public static func buildExpression(_ nodes: [ViewNode]) -> [ViewNode] { nodes }
    /// One node per statement (a group when a statement made none or several), so a view's
    /// index in its container does not depend on what an earlier `if` or loop produced.
    public static func buildBlock(_ components: [ViewNode]...) -> [ViewNode] { components.map(ViewNode.group) }
    public static func buildOptional(_ component: [ViewNode]?) -> [ViewNode] { component ?? [] }
    public static func buildEither(first component: [ViewNode]) -> [ViewNode] { component }
    public static func buildEither(second component: [ViewNode]) -> [ViewNode] { component }
    public static func buildArray(_ components: [[ViewNode]]) -> [ViewNode] { components.flatMap { $0 } }
    public static func buildLimitedAvailability(_ component: [ViewNode]) -> [ViewNode] { component }
    /// A container's content closure keeps the list of nodes.
    public static func buildFinalResult(_ component: [ViewNode]) -> [ViewNode] { component }
    /// A view's `body` is one node: several statements make a group, as SwiftUI's `TupleView`.
    public static func buildFinalResult(_ component: [ViewNode]) -> ViewNode { .group(component) }
}
