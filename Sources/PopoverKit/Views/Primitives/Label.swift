/// An icon followed by a title, 8 pt apart, as SwiftUI's `Label` in a button or menu row.
/// `.labelStyle(_:)` shows only one of the two; in a navigation bar a label shows its icon only.
public struct Label: View {
    let title: ViewNode
    let icon: ViewNode

    public init(_ title: String, systemImage: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: systemImage) })
    }

    /// A label of any title and icon views: `Label { Text(name) } icon: { Circle().fill(color) }`.
    public init(@ViewBuilder title: () -> [ViewNode], @ViewBuilder icon: () -> [ViewNode]) {
        self.title = .group(title())
        self.icon = .group(icon())
    }

    public func makeNode() -> ViewNode {
        let configuration = LabelStyleConfiguration(title: title, icon: icon)
        return EnvironmentReader { env in
            env[LabelStyleKey.self].makeBody(configuration: configuration, environment: env)
        }.makeNode()
    }
}
