/// A navigation container: the top view of its stack fills the space below an inline navigation
/// bar, which shows the title and toolbar items that views inside declare
/// (`.navigationTitle(_:)`, `.toolbar { … }`) and, above the root, a back button with the
/// previous view's title. A `NavigationLink` inside pushes its destination; the back button
/// pops it. The new top view shows at once (no slide).
public struct NavigationStack: View {
    let root: [ViewNode]
    @State private var levels: [NavigationLevel] = []
    /// What layout learns of each level: its title, and the destinations declared for values.
    @State private var record = NavigationRecord()

    public init(@ViewBuilder root: () -> [ViewNode]) {
        self.root = root()
    }

    public var body: some View {
        stack()
    }

    private func stack() -> ViewNode {
        let depth = levels.count, record = record, levels = $levels
        let top = self.levels.last.map { record.view(for: $0) } ?? ZStack { root }.makeNode()
        return ZStack { top }
            .id(depth)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .environment(NavigationPushKey.self, NavigationPush { levels.wrappedValue.append($0) })
            .environment(SafeAreaInsetsKey.self, EdgeInsets(top: NavigationBar.height))
            .padding(.top, NavigationBar.height)
            .overlayPreferenceValue(NavigationBarContentKey.self) { bar, context in
                record.bar(bar, depth: depth, back: { levels.wrappedValue.removeLast() }, context: context)
                    .frame(maxHeight: .infinity, alignment: .top)
            }
    }
}

/// One pushed view: a destination given as a view, or a value shown through the
/// `navigationDestination(for:)` declared for its type.
enum NavigationLevel {
    case view(ViewNode)
    case value(AnyHashable)
}

/// What a stack's layout learns of its levels, kept with the stack: each level's title (for the
/// back button of the level above) and the destinations declared for value types.
final class NavigationRecord {
    private var titles: [Int: String] = [:]
    private var destinations: [ObjectIdentifier: (Any) -> ViewNode] = [:]

    /// The bar of the level at `depth`, learning what it declares; above the root it has a back
    /// button with the title of the level below (else "Back").
    func bar(_ content: NavigationBarContent, depth: Int, back: @escaping () -> Void,
             context: LayoutContext) -> NavigationBar {
        titles[depth] = content.title
        for (type, build) in content.destinations { destinations[type] = build }
        return NavigationBar(content: content, backTitle: depth > 0 ? titles[depth - 1] ?? "Back" : nil, back: back,
                             context: context)
    }

    func view(for level: NavigationLevel) -> ViewNode {
        switch level {
        case .view(let node): node
        case .value(let value):
            destinations[ObjectIdentifier(type(of: value.base))]?(value.base) ?? .empty
        }
    }
}

/// How a link pushes onto the enclosing stack.
struct NavigationPush {
    let push: (NavigationLevel) -> Void
}

enum NavigationPushKey: EnvironmentKey {
    static var defaultValue: NavigationPush? { nil }
}

/// A button that pushes `destination` (or a value, shown through the stack's
/// `navigationDestination(for:)`) onto the enclosing `NavigationStack`; its label in the tint,
/// followed by a chevron in a list row as on iOS.
public struct NavigationLink: View {
    let level: NavigationLevel
    let label: [ViewNode]

    public init(destination: some View, @ViewBuilder label: () -> [ViewNode]) {
        level = .view(destination.makeNode())
        self.label = label()
    }

    public init(@ViewBuilder destination: () -> [ViewNode], @ViewBuilder label: () -> [ViewNode]) {
        level = .view(.group(destination()))
        self.label = label()
    }

    public init(_ title: String, @ViewBuilder destination: () -> [ViewNode]) {
        self.init(destination: destination) { Text(title) }
    }

    public init(_ title: String, destination: some View) {
        self.init(destination: destination) { Text(title) }
    }

    public init<V: Hashable>(value: V, @ViewBuilder label: () -> [ViewNode]) {
        level = .value(AnyHashable(value))
        self.label = label()
    }

    public init<V: Hashable>(_ title: String, value: V) {
        self.init(value: value) { Text(title) }
    }

    public func makeNode() -> ViewNode {
        let level = level, label = label
        return EnvironmentReader { env in
            let push: () -> Void = { env[NavigationPushKey.self]?.push(level) }
            if env.isInListRow {
                // iOS's list row: the label in the primary color, a gray chevron at the trailing edge.
                Button(action: push) {
                    HStack {
                        ViewNode.group(label).foregroundColor(.label)
                        Spacer(minLength: 8)
                        Image(systemName: "chevron.right")
                            .font(Self.chevronFont)
                            .foregroundColor(.tertiaryLabel)
                    }
                }
            } else {
                Button(action: push) { label }
            }
        }.makeNode()
    }

    /// The row chevron's size and weight (iOS's: a little smaller than the body, semibold).
    static let chevronFont = Font(size: 14, weight: .semibold)
}

extension View {
    /// Shows a `NavigationLink(value:)`'s value of type `type` as `destination(value)` when it is
    /// pushed onto the enclosing stack.
    public func navigationDestination<D: Hashable>(for type: D.Type,
                                                   @ViewBuilder destination: @escaping (D) -> [ViewNode]) -> ViewNode {
        let build: (Any) -> ViewNode = { ViewNode.group(destination($0 as! D)) }
        return preference(key: NavigationBarContentKey.self,
                          value: NavigationBarContent(destinations: [(ObjectIdentifier(type), build)]))
    }
}
