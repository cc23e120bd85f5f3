/// What views inside a `NavigationStack` declare for it, passed up as a preference: the title
/// and the toolbar items of its bar, and the destinations shown for pushed values.
struct NavigationBarContent {
    var title: String?
    var items: [ToolbarItem] = []
    var destinations: [(ObjectIdentifier, (Any) -> ViewNode)] = []
}

/// Collects the bar's content in tree order: the last title set wins (the innermost view's, as
/// in SwiftUI), items accumulate.
enum NavigationBarContentKey: PreferenceKey {
    static var defaultValue: NavigationBarContent { NavigationBarContent() }

    static func reduce(value: inout NavigationBarContent, nextValue: () -> NavigationBarContent) {
        let next = nextValue()
        value.title = next.title ?? value.title
        value.items += next.items
        value.destinations += next.destinations
    }
}

extension View {
    /// The title the enclosing `NavigationStack`'s bar shows.
    public func navigationTitle(_ title: String) -> ViewNode {
        preference(key: NavigationBarContentKey.self, value: NavigationBarContent(title: title))
    }

    /// Items for the enclosing `NavigationStack`'s bar, each at its placement.
    public func toolbar(@ToolbarContentBuilder content: () -> [ToolbarItem]) -> ViewNode {
        preference(key: NavigationBarContentKey.self, value: NavigationBarContent(items: content()))
    }
}
