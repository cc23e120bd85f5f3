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
        ViewNode(StackKind(axis: .horizontal, crossAlignment: alignment.fraction, spacing: spacing), children: content)
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
        ViewNode(StackKind(axis: .vertical, crossAlignment: alignment.fraction, spacing: spacing), children: content)
    }
}

/// A stack's node: its children laid out along `axis` by `StackLayout`, made once per pass
/// on the stack's path. Children see the axis in their environment (a spacer grows along it).
struct StackKind: NodeKind {
    let axis: Axis
    /// Where children sit across the axis: 0 leading/top, 1 trailing/bottom.
    let crossAlignment: Double
    let spacing: Double?

    func size(_ sizer: NodeSizer) -> Size {
        let stack = layout(sizer.node, at: sizer.path, sizer.pass, sizer.env)
        return stack.size(for: measure(stack, sizer.proposal, sizer.pass, childEnvironment(sizer.env, at: sizer.path)))
    }

    func place(_ placer: NodePlacer) -> LaidOutNode {
        let pass = placer.pass
        let stack = layout(placer.node, at: placer.path, pass, placer.env)
        let childEnv = childEnvironment(placer.env, at: placer.path)
        let measured = measure(stack, placer.proposal, pass, childEnv)
        let frames = stack.frames(for: measured, in: placer.frame)
        let placed = stack.children.indices.map { i in
            pass.place(stack.children[i], in: frames[i], proposal: measured[i].proposal, env: childEnv,
                       path: stack.paths[i])
        }
        return placer.container(placed.inDrawingOrder { stack.children[$0].zIndex })
    }

    /// The children's environment, `env` (the stack's at `path`) with the stack's axis.
    private func childEnvironment(_ env: EnvironmentValues, at path: IdentityPath) -> EnvironmentValues {
        path.environment(derivedFrom: env) { env in
            var childEnv = env
            childEnv.stackAxis = axis
            return childEnv
        }
    }

    /// The stack's children and gaps at `path`; `env` is the stack's environment.
    private func layout(_ node: ViewNode, at path: IdentityPath, _ pass: LayoutPass,
                        _ env: EnvironmentValues) -> StackLayout {
        path.stackLayout(of: node) {
            let flattened = path.flattenedChildren(of: node, store: pass.stateStore, env: env)
            return StackLayout(axis: axis, crossAlignment: crossAlignment, spacing: spacing,
                               children: flattened.map(\.node), paths: flattened.map(\.path))
        }
    }

    /// The children's sizes for `proposal`, in their environment `childEnv`.
    private func measure(_ stack: StackLayout, _ proposal: ProposedSize, _ pass: LayoutPass,
                         _ childEnv: EnvironmentValues) -> [(proposal: ProposedSize, size: Size)] {
        stack.measureChildren(proposal) { i, p in
            pass.size(stack.children[i], p, childEnv, at: stack.paths[i])
        }
    }
}
