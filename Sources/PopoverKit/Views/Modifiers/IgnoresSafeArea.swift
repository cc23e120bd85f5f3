/// The space at each edge that bars cover: a `NavigationStack` gives its content its bar's
/// height at the top. There is no other safe area (a window has no status bar or notch here).
enum SafeAreaInsetsKey: EnvironmentKey {
    static var defaultValue: EdgeInsets { EdgeInsets() }
}

/// Which safe areas `ignoresSafeArea(_:edges:)` extends into. Only the bars' (container)
/// safe area exists here; there is no on-screen keyboard.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
    /// Extends the view on `edges` over the safe area there (under a navigation bar), so a
    /// background reaches the stack's top. It is offered the larger size and drawn from the
    /// bar's top, while its neighbours lay out as before. Unlike SwiftUI, which extends only a
    /// view that reaches the safe area's edge, any view in a stack's content extends by the
    /// whole inset.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> ViewNode {
        let content = makeNode()
        return EnvironmentReader { env in
            let insets = env[SafeAreaInsetsKey.self]
            if regions.contains(.container) {
                let ignored = EdgeInsets(top: edges.contains(.top) ? insets.top : 0,
                                         leading: edges.contains(.leading) ? insets.leading : 0,
                                         bottom: edges.contains(.bottom) ? insets.bottom : 0,
                                         trailing: edges.contains(.trailing) ? insets.trailing : 0)
                content
                    .environment(SafeAreaInsetsKey.self, EdgeInsets(
                        top: insets.top - ignored.top, leading: insets.leading - ignored.leading,
                        bottom: insets.bottom - ignored.bottom, trailing: insets.trailing - ignored.trailing))
                    .padding(EdgeInsets(top: -ignored.top, leading: -ignored.leading,
                                        bottom: -ignored.bottom, trailing: -ignored.trailing))
            } else {
                content
            }
        }.makeNode()
    }
}
