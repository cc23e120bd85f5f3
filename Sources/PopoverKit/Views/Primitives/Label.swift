/// An icon followed by a title, 8 pt apart, as SwiftUI's `Label` in a button or menu row.
public struct Label: View {
    let title: String
    let systemImage: String

    public init(_ title: String, systemImage: String) {
        self.title = title
        self.systemImage = systemImage
    }

    public func makeNode() -> ViewNode {
        HStack(spacing: ControlMetrics.labelIconSpacing) {
            Image(systemName: systemImage)
            Text(title)
        }.makeNode()
    }
}
