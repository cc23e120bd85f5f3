/// Controls grouped into sections for data entry, as SwiftUI's `Form`: on iPhone an inset
/// grouped list, whatever list style is set around it.
public struct Form: View {
    let content: [ViewNode]

    public init(@ViewBuilder content: () -> [ViewNode]) {
        self.content = content()
    }

    public func makeNode() -> ViewNode {
        List { content }.listStyle(.insetGrouped)
    }
}
