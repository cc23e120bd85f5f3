import PopoverKit

/// A navigation-style title bar: a centered title and trailing toolbar items.
struct TitleBar: View {
    let title: String
    let trailing: ViewNode

    static let height = 44.0

    func makeNode() -> ViewNode {
        ZStack {
            Text(title).font(Font(size: 17, weight: .semibold))
            HStack {
                Spacer()
                trailing
            }
            .padding(.horizontal, 12)
        }
        .frame(maxWidth: .infinity)
        .frame(height: Self.height)
        .background(alignment: .bottom) {
            Color.separator.frame(height: 0.5)
        }
    }
}
