import PopoverKit

/// The bar at the top of a scene, as each platform draws it: on the Mac a window title bar
/// (traffic lights, the title at the leading side, toolbar items at the trailing side); on the
/// watch the time at the top with the toolbar items beside it and no title; elsewhere a
/// navigation bar with a centered title.
struct TitleBar: View {
    let title: String
    let trailing: ViewNode
    let idiom: Idiom

    /// The navigation bar's height, and the Mac's title bar with its toolbar.
    static func height(for idiom: Idiom) -> Double {
        switch idiom {
        case .mac: 38
        case .watch: 36
        default: 44
        }
    }

    /// watchOS shows the time at the top; a fixed one, so renders are the same on every run.
    static let watchTime = "10:09"
    /// The macOS window buttons: close, minimize, zoom.
    static let trafficLights = [Color(hex: 0xFF5F57), Color(hex: 0xFEBC2E), Color(hex: 0x28C840)]

    func makeNode() -> ViewNode {
        switch idiom {
        case .mac: macBar
        case .watch: watchBar
        default: navigationBar
        }
    }

    private var navigationBar: ViewNode {
        ZStack {
            Text(title).font(Font(size: 17, weight: .semibold))
            HStack {
                Spacer()
                trailing
            }
            .padding(.horizontal, 12)
        }
        .frame(maxWidth: .infinity)
        .frame(height: Self.height(for: idiom))
        .background(alignment: .bottom) {
            Color.separator.frame(height: 0.5)
        }
    }

    private var macBar: ViewNode {
        HStack(spacing: 8) {
            ForEach(Array(Self.trafficLights.enumerated()), id: \.offset) { _, color in
                Circle().fill(color).frame(width: 12, height: 12)
            }
            Text(title).font(Font(size: 13, weight: .semibold)).foregroundColor(.highContrastSystemGray)
                .padding(.leading, 12)
            Spacer()
            trailing
        }
        .padding(.horizontal, 14)
        .frame(maxWidth: .infinity)
        .frame(height: Self.height(for: idiom))
        .background(alignment: .bottom) {
            Color.separator.frame(height: 0.5)
        }
    }

    private var watchBar: ViewNode {
        ZStack {
            Text(Self.watchTime).font(Font(size: 15, weight: .semibold))
            HStack {
                Spacer()
                trailing
            }
            .padding(.horizontal, 8)
        }
        .frame(maxWidth: .infinity)
        .frame(height: Self.height(for: idiom))
    }
}
