/// Builds the list of child nodes of a container from a closure of view statements.
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression(_ view: any View) -> [ViewNode] { [view.makeNode()] }
    public static func buildExpression(_ nodes: [ViewNode]) -> [ViewNode] { nodes }
    /// One node per statement (a group when a statement made none or several), so a view's
    /// index in its container does not depend on what an earlier `if` or loop produced.
    public static func buildBlock(_ components: [ViewNode]...) -> [ViewNode] { components.map(ViewNode.group) }
    /// Each branch of an `if`/`else` (and each case of a `switch`) is a place of its own, as
    /// in SwiftUI: a view of the same type in both branches is two views, whose state starts
    /// again when the branch changes (`Branch`). An `if` without `else` needs no mark: it has
    /// one branch, whose views keep their place while it shows.
    public static func buildOptional(_ component: [ViewNode]?) -> [ViewNode] { component ?? [] }
    public static func buildEither(first component: [ViewNode]) -> [ViewNode] { Branch.first.wrapping(component) }
    public static func buildEither(second component: [ViewNode]) -> [ViewNode] { Branch.second.wrapping(component) }
    public static func buildArray(_ components: [[ViewNode]]) -> [ViewNode] { components.flatMap { $0 } }
    public static func buildLimitedAvailability(_ component: [ViewNode]) -> [ViewNode] { component }
    /// A container's content closure keeps the list of nodes. Disfavored: where the result's
    /// type is left to inference (a generic `Content: View`, as `@ViewBuilder content: () -> Content`),
    /// the closure is one view, as in SwiftUI.
    @_disfavoredOverload
    public static func buildFinalResult(_ component: [ViewNode]) -> [ViewNode] { component }
    /// A view's `body` is one node: several statements make a group, as SwiftUI's `TupleView`.
    public static func buildFinalResult(_ component: [ViewNode]) -> ViewNode { .group(component) }
}

/// Which branch of an `if`/`else` a view came from, as its index in a group around the
/// branch: `/2/0/…` for the `if`'s views, `/2/1/…` for the `else`'s (an empty node, which
/// layout drops, holds index 0). The group keeps the statement's index among its siblings, so
/// views after the `if` keep theirs; an index, unlike an explicit id, cannot collide with
/// another statement's and costs no hashing.
enum Branch {
    /// `if`'s branch.
    case first
    /// `else`'s branch.
    case second

    func wrapping(_ nodes: [ViewNode]) -> [ViewNode] {
        switch self {
        case .first: [ViewNode(GroupKind(), children: [.group(nodes)])]
        case .second: [ViewNode(GroupKind(), children: [.empty, .group(nodes)])]
        }
    }
}
