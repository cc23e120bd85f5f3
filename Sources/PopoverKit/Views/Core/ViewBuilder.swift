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
        case .first: [ViewNode(.group, children: [.group(nodes)])]
        case .second: [ViewNode(.group, children: [.empty, .group(nodes)])]
        }
    }
}

/// Several views that act as separate children of the enclosing container;
/// a modifier applied to a group applies to each of its views.
public struct Group: View {
    let content: [ViewNode]

    public init(@ViewBuilder content: () -> [ViewNode]) {
        self.content = content()
    }

    public func makeNode() -> ViewNode { ViewNode(.group, children: content) }
}

/// One view per element of a collection, each identified by the element's id rather than by
/// its position, so a view keeps its identity (and its pressed or focused state) when elements
/// before it come or go.
public struct ForEach: View {
    let content: [ViewNode]

    public init<Data: Sequence, ID: Hashable>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                              @ViewBuilder content: (Data.Element) -> [ViewNode]) {
        self.content = data.map { element in
            ViewNode.group(content(element)).id(AnyHashable(element[keyPath: id]))
        }
    }

    public init<Data: Sequence>(_ data: Data, @ViewBuilder content: (Data.Element) -> [ViewNode])
    where Data.Element: Identifiable {
        self.init(data, id: \.id, content: content)
    }

    /// One view per number of a constant range, identified by the number.
    public init(_ data: Range<Int>, @ViewBuilder content: (Int) -> [ViewNode]) {
        self.init(data, id: \.self, content: content)
    }

    public func makeNode() -> ViewNode { ViewNode(.group, children: content) }
}
