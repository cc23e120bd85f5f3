/// An iOS inline navigation bar: 44 pt tall on a bar material with a hairline below, the title
/// centered in 17 pt semibold (iOS's headline), leading and trailing items 16 pt from the edges.
/// The title is inset as far from both edges as the wider side's items reach, so it stays
/// centered and is truncated before it runs into them.
struct NavigationBar: View {
    static let height = 44.0
    static let edgeInset = 16.0
    static let itemSpacing = 16.0
    static let titleFont = Font(size: 17, weight: .semibold)
    /// The back chevron sits closer to the edge than other items, as on iOS.
    static let backButtonPull = -8.0

    let content: NavigationBarContent
    /// Above the root: the back button's title, and what it does.
    let backTitle: String?
    let back: () -> Void
    let context: LayoutContext

    func makeNode() -> ViewNode {
        let leading = side(.leading), trailing = side(.trailing)
        let principal = content.items.filter { $0.placement.side == .principal }.map(\.content)
        let reach = max(context.measure(leading).width, context.measure(trailing).width)
        let titleInset = Self.edgeInset + (reach > 0 ? reach + Self.itemSpacing : 0)
        return ZStack {
            Group {
                if principal.isEmpty, let title = content.title {
                    Text(title).font(Self.titleFont).foregroundColor(.primary).lineLimit(1)
                } else {
                    HStack { principal }
                }
            }
            .padding(.horizontal, titleInset)
            HStack(spacing: 0) {
                leading
                Spacer()
                trailing
            }
            .padding(.horizontal, Self.edgeInset)
        }
        .frame(maxWidth: .infinity)
        .frame(height: Self.height)
        .background(Rectangle().fill(Material.regular))
        .overlay(Color.separator.frame(height: 1 / 2), alignment: .bottom)
        .environment(InNavigationBarKey.self, true)
        .imageScale(.large)
    }

    /// The items placed on `side`, in declaration order, confirmation actions in semibold; the
    /// back button first on the leading side.
    private func side(_ side: NavigationBarSide) -> ViewNode {
        let items = content.items.filter { $0.placement.side == side }
        let backTitle = side == .leading ? backTitle : nil
        return HStack(spacing: Self.itemSpacing) {
            if let backTitle {
                Button(action: back) {
                    HStack(spacing: 3) {
                        Image(systemName: "chevron.left").fontWeight(.semibold)
                        Text(backTitle)
                    }
                }
                .padding(.leading, Self.backButtonPull)
            }
            ForEach(Array(items.enumerated()), id: \.offset) { _, item in
                if item.placement == .confirmationAction {
                    item.content.fontWeight(.semibold)
                } else {
                    item.content
                }
            }
        }.makeNode()
    }
}
