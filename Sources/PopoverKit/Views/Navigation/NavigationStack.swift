/// A navigation container: its content fills the space below an inline navigation bar, which
/// shows the title and toolbar items that views inside declare (`.navigationTitle(_:)`,
/// `.toolbar { … }`). Only the root view shows; there is no push navigation.
public struct NavigationStack: View {
    let content: [ViewNode]

    public init(@ViewBuilder root: () -> [ViewNode]) {
        self.content = root()
    }

    public func makeNode() -> ViewNode {
        ZStack { content }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .environment(SafeAreaInsetsKey.self, EdgeInsets(top: NavigationBar.height))
            .padding(.top, NavigationBar.height)
            .overlayPreferenceValue(NavigationBarContentKey.self) { bar, context in
                NavigationBar(content: bar, context: context)
                    .frame(maxHeight: .infinity, alignment: .top)
            }
    }
}
