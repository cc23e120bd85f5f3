/// One layout of a tree: measuring (`size`, any number of times per node) and placing
/// (`place`, once per node, producing absolute frames). Runs synchronously on one thread.
///
/// A class: every node's placer holds the pass, and a copy is then one retain rather than one
/// for each of the measurer, the interaction's identities and the caches.
final class LayoutPass {
    let measurer: any TextMeasuring
    let interaction: InteractionState
    /// Where implicit animations live across passes, if anywhere.
    let animations: ImplicitAnimations?
    /// Where text layouts are remembered across passes, if anywhere.
    let textLayoutCache: TextLayoutCache?
    /// Where views' `@State` lives across passes, if anywhere.
    let stateStore: ViewStateStore?
    /// The frames of matched-geometry sources: the runtime's, kept across passes, or the pass's own.
    var matchedGeometry = MatchedGeometryFrames()
    /// Where transitioned views are remembered across passes, if anywhere.
    var transitions: ViewTransitions?
    /// The animation of the `withAnimation` calls this pass shows the changes of, if any.
    var transactionAnimation: Animation?
    /// Where `onAppear` and `onChange` put the actions they ask for, if anywhere.
    var actions: LifecycleActions?
    /// The identity paths of the pass, which remember the sizes already answered: the last pass's
    /// paths if `textLayoutCache` kept them (and no other pass is using them), else new ones.
    private(set) var cache: SizeCache

    init(measurer: any TextMeasuring, interaction: InteractionState, textLayoutCache: TextLayoutCache?,
         animations: ImplicitAnimations? = nil, stateStore: ViewStateStore? = nil) {
        self.measurer = measurer
        self.interaction = interaction
        self.animations = animations
        self.textLayoutCache = textLayoutCache
        self.stateStore = stateStore
        cache = textLayoutCache?.takeSizeCache() ?? SizeCache()
        cache.beginPass()
    }

    /// Ends the pass and hands its paths back to `textLayoutCache` for the next pass. Anything
    /// still measured through this pass afterwards (a closure kept past the layout) gets paths
    /// of its own.
    func finish() {
        cache.endPass()
        textLayoutCache?.keep(cache)
        cache = SizeCache()
        cache.beginPass()
    }

    /// The ideal size of colors and shapes, as in SwiftUI.
    static let shapeIdealSize = Size(width: 10, height: 10)

    /// The size `node`, at `path`, takes when offered `proposal`. The answer is remembered for the
    /// rest of the pass (the path also fixes the node's environment), so stacks that measure
    /// children several times stay linear in the tree's size.
    func size(_ node: ViewNode, _ proposal: ProposedSize, _ env: EnvironmentValues, at path: IdentityPath) -> Size {
        if let known = path.memo.size(for: proposal) { return known }
        let answer = computeSize(node, proposal, env, at: path)
        path.memo.remember(answer, for: proposal)
        return answer
    }

    /// The size of a tree measured on its own (`LayoutContext.measure`), under a root of its own
    /// so its answers are remembered without mixing with the laid-out tree's.
    func sizeApart(_ node: ViewNode, _ proposal: ProposedSize, _ env: EnvironmentValues) -> Size {
        size(node, proposal, env, at: cache.makeMeasuringRoot())
    }

    private func computeSize(_ node: ViewNode, _ proposal: ProposedSize, _ env: EnvironmentValues,
                             at path: IdentityPath) -> Size {
        // The path of a modifier's content; only built when asked for (leaves have no content).
        var contentPath: IdentityPath { path.child(node.content, index: 0) }
        switch node.kind {
        case .empty:
            return .zero
        case .text(let string):
            return path.textLayout(.init(string: string, font: env.resolvedFont, maxWidth: proposal.width,
                                         maxHeight: proposal.height, lineLimit: env.lineLimit),
                                   measurer: measurer, cache: textLayoutCache).size
        case .icon:
            let side = iconSide(env)
            return Size(width: side, height: side)
        case .spacer(let minLength):
            return spacerSize(minLength: minLength ?? Spacer.defaultMinLength, proposal, axis: env.stackAxis)
        case .color, .shape:
            return proposal.replacingUnspecified(with: Self.shapeIdealSize)
        case .environmentReader(let build):
            let content = path.content(ofReader: node) { build(env) }
            return size(content, proposal, env, at: path.child(content, index: 0))
        case .body:
            let content = path.bodyContent(of: node, store: stateStore, env: env)
            return size(content, proposal, env, at: path.child(content, index: 0))
        case .group, .zstack:
            let childEnv = env.outsideStack
            var largest: Size?
            for child in path.flattenedChildren(of: node, store: stateStore, env: childEnv) {
                let size = size(child.node, proposal, childEnv, at: child.path)
                guard var soFar = largest else { largest = size; continue }
                if size.width > soFar.width { soFar.width = size.width }
                if size.height > soFar.height { soFar.height = size.height }
                largest = soFar
            }
            return largest ?? .zero
        case .vstack, .hstack:
            let stack = stackLayout(node, at: path, env: env)
            return stack.size(for: measureStack(stack, proposal, env))
        case .absolute:
            let rects = path.flattenedChildren(of: node, store: stateStore, env: env.outsideStack)
                .compactMap(\.node.placedRect)
            return Size(width: proposal.width ?? rects.map(\.maxX).max() ?? 0,
                        height: proposal.height ?? rects.map(\.maxY).max() ?? 0)
        case .padding(let insets):
            let inner = size(node.content, proposal.inset(by: insets), env, at: contentPath)
            return Size(width: inner.width + insets.leading + insets.trailing,
                        height: inner.height + insets.top + insets.bottom)
        case .fixedFrame(let width, let height, _):
            if let width, let height { return Size(width: width, height: height) }
            let inner = size(node.content, fixedFrameProposal(width, height, proposal), env, at: contentPath)
            return Size(width: width ?? inner.width, height: height ?? inner.height)
        case .flexibleFrame(let frame):
            let inner = size(node.content, frame.childProposal(for: proposal), env, at: contentPath)
            return frame.size(for: proposal, childSize: inner)
        case .placed(let rect):
            return rect.size
        case .environment(let change):
            return size(node.content, proposal, env.changed(by: change), at: contentPath)
        case .control(let role):
            return size(node.content, proposal, env.insideControl(role), at: contentPath)
        case .position:
            return proposal.replacingUnspecified(with: size(node.content, proposal, env, at: contentPath))
        case .offset, .background, .overlay, .opacity, .shadow, .clip, .scale, .animation, .tapHandler, .dragHandler,
             .preference, .preferenceOverlay, .matchedGeometry, .transition, .onAppear, .onChange:
            return size(node.content, proposal, env, at: contentPath)
        }
    }

    func iconSide(_ env: EnvironmentValues) -> Double {
        env.resolvedFont.size * env.imageScale.sideOverFontSize
    }

    private func spacerSize(minLength: Double, _ proposal: ProposedSize, axis: Axis?) -> Size {
        func length(_ offered: Double?) -> Double { max(minLength, offered ?? minLength) }
        switch axis {
        case .horizontal: return Size(width: length(proposal.width), height: 0)
        case .vertical: return Size(width: 0, height: length(proposal.height))
        case nil: return Size(width: length(proposal.width), height: length(proposal.height))
        }
    }

    func fixedFrameProposal(_ width: Double?, _ height: Double?, _ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    /// `node`'s stack layout; `env` is the stack's environment.
    func stackLayout(_ node: ViewNode, at path: IdentityPath, env: EnvironmentValues) -> StackLayout {
        path.stackLayout(of: node) { makeStackLayout(node, at: path, env: env) }
    }

    private func makeStackLayout(_ node: ViewNode, at path: IdentityPath, env: EnvironmentValues) -> StackLayout {
        let flattened = path.flattenedChildren(of: node, store: stateStore, env: env)
        let children = flattened.map(\.node)
        let paths = flattened.map(\.path)
        switch node.kind {
        case .hstack(let alignment, let spacing):
            return StackLayout(axis: .horizontal, crossAlignment: alignment.fraction, spacing: spacing,
                               children: children, paths: paths)
        case .vstack(let alignment, let spacing):
            return StackLayout(axis: .vertical, crossAlignment: alignment.fraction, spacing: spacing,
                               children: children, paths: paths)
        default:
            preconditionFailure("stackLayout(_:) called on a node that is not a stack")
        }
    }

    func measureStack(_ stack: StackLayout, _ proposal: ProposedSize,
                      _ env: EnvironmentValues) -> [(proposal: ProposedSize, size: Size)] {
        var childEnv = env
        childEnv.stackAxis = stack.axis
        return stack.measureChildren(proposal) { i, p in
            size(stack.children[i], p, childEnv, at: stack.paths[i])
        }
    }
}

extension ViewNode {
    /// The rect given with `.placed(at:)` on this node or inside its chain of modifiers.
    var placedRect: Rect? {
        if case .placed(let rect) = kind { return rect }
        return isModifier ? content.placedRect : nil
    }
}

extension EnvironmentValues {
    var outsideStack: EnvironmentValues {
        var env = self
        env.stackAxis = nil
        return env
    }

    func changed(by change: EnvironmentChange) -> EnvironmentValues {
        var env = self
        change.apply(&env)
        return env
    }

    /// A button's label takes the tint unless a foreground color was set.
    func insideControl(_ role: ControlRole) -> EnvironmentValues {
        var env = outsideStack
        if case .button = role { env.foregroundColor = foregroundColor ?? tint }
        return env
    }
}
