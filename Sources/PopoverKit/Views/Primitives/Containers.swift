/// Children side by side, leading to trailing, aligned vertically by `alignment`.
/// `spacing` nil means 8 pt between views (none next to a spacer).
public struct HStack: View {
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: [ViewNode]

    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil,
                @ViewBuilder content: () -> [ViewNode]) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public func makeNode() -> ViewNode {
        ViewNode(.hstack(alignment: alignment, spacing: spacing), children: content)
    }
}

/// Children one below the other, aligned horizontally by `alignment`.
/// `spacing` nil means 8 pt between views (none next to a spacer).
public struct VStack: View {
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: [ViewNode]

    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil,
                @ViewBuilder content: () -> [ViewNode]) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public func makeNode() -> ViewNode {
        ViewNode(.vstack(alignment: alignment, spacing: spacing), children: content)
    }
}

/// Children on top of each other, later ones in front, aligned by `alignment`.
/// Its size is the largest of its children's sizes.
public struct ZStack: View {
    let alignment: Alignment
    let content: [ViewNode]

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> [ViewNode]) {
        self.alignment = alignment
        self.content = content()
    }

    public func makeNode() -> ViewNode {
        ViewNode(.zstack(alignment: alignment), children: content)
    }
}

/// Flexible empty space along the axis of the enclosing stack (both axes outside a stack).
///
/// Its default minimum length is 8 pt; a stack with default spacing puts no extra
/// spacing next to a spacer.
public struct Spacer: View {
    let minLength: Double?

    public init(minLength: Double? = nil) {
        self.minLength = minLength
    }

    public func makeNode() -> ViewNode { ViewNode(.spacer(minLength: minLength)) }

    static let defaultMinLength = 8.0
}

/// A container that takes all the space it is offered and puts each child at an explicit rect
/// given with `.placed(at:)`, in the container's own coordinates (its top-leading corner is 0,0):
/// the child is offered the rect's size and centered in it. Children without a rect are offered
/// the whole container and centered in it. Overlays use it to put a body at an exact frame.
public struct AbsoluteLayout: View {
    let content: [ViewNode]

    public init(@ViewBuilder content: () -> [ViewNode]) {
        self.content = content()
    }

    public func makeNode() -> ViewNode { ViewNode(.absolute, children: content) }
}
