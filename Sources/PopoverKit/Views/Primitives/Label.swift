/// An icon followed by a title, 8 pt apart, as SwiftUI's `Label` in a button or menu row.
/// `.labelStyle(_:)` shows only one of the two; in a navigation bar a label shows its icon only.
public struct Label: View {
    let title: String
    let systemImage: String

    public init(_ title: String, systemImage: String) {
        self.title = title
        self.systemImage = systemImage
    }

    public func makeNode() -> ViewNode {
        let configuration = LabelStyleConfiguration(title: Text(title).makeNode(),
                                                    icon: Image(systemName: systemImage).makeNode())
        return EnvironmentReader { env in
            env[LabelStyleKey.self].makeBody(configuration: configuration, environment: env)
        }.makeNode()
    }
}
