/// Builds the list of child nodes of a container from a closure of view statements.
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression(_ view: any View) -> [ViewNode] { [view.makeNode()] }
    public static func buildExpression(_ nodes: [ViewNode]) -> [ViewNode] { nodes }
    /// One node per statement (a group when a statement made none or several), so a view's
    /// index in its container does not depend on what an earlier `if` or loop produced.
    public static func buildBlock(_ components: [ViewNode]...) -> [ViewNode] { components.map(ViewNode.group) }
    /// Each branch of an `if` (and each case of a `switch`) is a place of its own, as in SwiftUI:
    /// a view of the same type in both branches is two views, whose state starts again when
    /// the branch changes (`Branch`).
    public static func buildOptional(_ component: [ViewNode]?) -> [ViewNode] {
        component.map { Branch.some.wrapping($0) } ?? []
    }
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

/// Which branch of a conditional statement a view came from, as the explicit id of a group
/// around the branch's views. That group sits inside one more, without an id, so the statement
/// keeps its index among its siblings (`/2/#first/…`): an explicit id replaces the index, and
/// two `if`s in one block would otherwise share `#first`.
enum Branch: Hashable {
    /// `if` without `else`, when its condition holds.
    case some
    /// `if`'s branch of an `if`/`else`.
    case first
    /// `else`'s branch.
    case second

    /// The ids, boxed once (immutable; AnyHashable is not marked Sendable).
    nonisolated(unsafe) private static let someID = AnyHashable(Branch.some)
    nonisolated(unsafe) private static let firstID = AnyHashable(Branch.first)
    nonisolated(unsafe) private static let secondID = AnyHashable(Branch.second)

    func wrapping(_ nodes: [ViewNode]) -> [ViewNode] {
        let id = switch self {
        case .some: Self.someID
        case .first: Self.firstID
        case .second: Self.secondID
        }
        return [ViewNode(.group, children: [ViewNode(.group, children: nodes, explicitID: id)])]
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
