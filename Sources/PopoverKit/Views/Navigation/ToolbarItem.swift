/// A view put in the navigation bar at `placement`, inside `.toolbar { … }`.
public struct ToolbarItem {
    let placement: ToolbarItemPlacement
    let content: ViewNode

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> ViewNode) {
        self.placement = placement
        self.content = content()
    }
}

/// Several views put side by side in the navigation bar at `placement`.
public struct ToolbarItemGroup {
    let placement: ToolbarItemPlacement
    let content: [ViewNode]

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> [ViewNode]) {
        self.placement = placement
        self.content = content()
    }
}

/// The content of `.toolbar { … }`: `ToolbarItem`s, `ToolbarItemGroup`s, and views, which take
/// the automatic placement.
@resultBuilder
public enum ToolbarContentBuilder {
    public static func buildExpression(_ item: ToolbarItem) -> [ToolbarItem] { [item] }
    public static func buildExpression(_ group: ToolbarItemGroup) -> [ToolbarItem] {
        group.content.map { view in ToolbarItem(placement: group.placement) { view } }
    }
    public static func buildExpression(_ view: any View) -> [ToolbarItem] {
        [ToolbarItem { view.makeNode() }]
    }
    public static func buildBlock(_ components: [ToolbarItem]...) -> [ToolbarItem] { components.flatMap { $0 } }
    public static func buildOptional(_ component: [ToolbarItem]?) -> [ToolbarItem] { component ?? [] }
    public static func buildEither(first component: [ToolbarItem]) -> [ToolbarItem] { component }
    public static func buildEither(second component: [ToolbarItem]) -> [ToolbarItem] { component }
    public static func buildArray(_ components: [[ToolbarItem]]) -> [ToolbarItem] { components.flatMap { $0 } }
}
