/// Content built during layout from the environment at its place in the tree, so a view can
/// read values its ancestors set (custom keys with `.environment(_:_:)`, the font, ...).
/// The closure may run more than once per layout and should only build views.
public struct EnvironmentReader: View {
    let content: (EnvironmentValues) -> [ViewNode]

    public init(@ViewBuilder content: @escaping (EnvironmentValues) -> [ViewNode]) {
        self.content = content
    }

    public func makeNode() -> ViewNode {
        let content = self.content
        return ViewNode(.environmentReader { ViewNode.group(content($0)) })
    }
}
