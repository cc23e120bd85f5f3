/// SwiftUI's `LazyVStack`: children one below the other. SwiftUI makes only the rows in view;
/// here every row is made and laid out, which looks and behaves the same (a row's `onAppear`
/// runs when the stack appears, not when the row scrolls into view).
public struct LazyVStack: View {
    let stack: VStack

    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil,
                @ViewBuilder content: () -> [ViewNode]) {
        stack = VStack(alignment: alignment, spacing: spacing, content: content)
    }

    public func makeNode() -> ViewNode { stack.makeNode() }
}

/// SwiftUI's `LazyHStack`: children side by side, all laid out (see `LazyVStack`).
public struct LazyHStack: View {
    let stack: HStack

    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil,
                @ViewBuilder content: () -> [ViewNode]) {
        stack = HStack(alignment: alignment, spacing: spacing, content: content)
    }

    public func makeNode() -> ViewNode { stack.makeNode() }
}
