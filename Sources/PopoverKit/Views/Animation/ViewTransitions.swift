extension View {
    /// How the view comes in and goes out when an animated change inserts or removes it, as
    /// SwiftUI's `.transition(_:)`: `.opacity`, `.scale`, `.offset`, `.asymmetric`, combined.
    /// A change in `withAnimation` (or inside an `.animation(_:value:)` whose value changed)
    /// animates it; other changes show at once. The scale's anchor is the view's frame as it
    /// is drawn (after a `matchedGeometryEffect`). A view going out keeps its last frame's
    /// layout, drawn over its former container's other children, and no longer takes input.
    public func transition(_ transition: Transition) -> ViewNode {
        ViewNode(modifier: TransitionModifier(transition: transition), content: self)
    }
}

/// What `.transition(_:)` keeps from frame to frame: which transitioned views the last frame
/// had, the insertions still animating, and the views going out ("ghosts": their last layout,
/// drawn while their removal animates). A `ViewRuntime` owns one and advances it before each
/// frame; without one, views come and go at once.
final class ViewTransitions {
    private struct Presence {
        var insertion: AnimatedValue?
        let transition: Transition
        /// The view's content as last laid out, and where it sat.
        var last: LaidOutNode
        var path: IdentityPath
        var pass: UInt
    }

    struct Ghost {
        /// The view's last layout, without its hit targets.
        let node: LaidOutNode
        let transition: Transition
        /// The removal's progress, 0 to 1.
        var progress: AnimatedValue
        /// Its place in the tree: it is drawn in the innermost of its ancestors still laid out.
        let identity: NodeIdentity
    }

    private var present: [NodeIdentity: Presence] = [:]
    private(set) var ghosts: [Ghost] = []
    private var pass: UInt = 0
    /// Whether a pass has run: views in the first frame are there from the start.
    private var hasLaidOut = false

    /// True while an insertion or a removal is under way: draw another frame.
    var isAnimating: Bool {
        !ghosts.isEmpty || present.values.contains { $0.insertion != nil }
    }

    /// Moves every transition on by `seconds`, dropping those that ended.
    func advance(by seconds: Double) {
        guard seconds > 0 else { return }
        for key in Array(present.keys) where present[key]?.insertion != nil {
            present[key]?.insertion?.advance(by: seconds)
            if present[key]?.insertion?.isSettled == true { present[key]?.insertion = nil }
        }
        for index in ghosts.indices { ghosts[index].progress.advance(by: seconds) }
        ghosts.removeAll { $0.progress.isSettled }
    }

    func beginPass() {
        pass &+= 1
    }

    /// Records the transitioned view at `path`, laid out as `content`, and returns how its
    /// insertion alters it now (nil: unaltered). `animation`: the one in effect there.
    func place(at path: IdentityPath, transition: Transition, animation: Animation?,
               content: LaidOutNode) -> TransitionState? {
        let identity = path.identity
        if var presence = present[identity] {
            presence.last = content
            presence.path = path
            presence.pass = pass
            present[identity] = presence
            return presence.insertion.map { transition.state(progress: $0.value, phase: .insertion) }
        }
        var insertion: AnimatedValue?
        if hasLaidOut, let animation {
            var progress = AnimatedValue(0, settleThreshold: 0.001)
            progress.animate(to: 1, with: animation)
            insertion = progress
        }
        present[identity] = Presence(insertion: insertion, transition: transition, last: content, path: path, pass: pass)
        return insertion.map { transition.state(progress: $0.value, phase: .insertion) }
    }

    /// Ends a pass: views it did not reach go out, animated with `animation` if there is one.
    func endPass(animation: Animation?) {
        for (identity, presence) in present where presence.pass != pass {
            present[identity] = nil
            guard let animation else { continue }
            var progress = AnimatedValue(0, settleThreshold: 0.001)
            progress.animate(to: 1, with: animation)
            ghosts.append(Ghost(node: presence.last.withoutInteraction(), transition: presence.transition,
                                progress: progress, identity: identity))
        }
        hasLaidOut = true
    }

    /// `root` with the views going out drawn in it, each as the last child of the innermost
    /// node of its former ancestors that is still laid out.
    func drawingGhosts(in root: LaidOutNode) -> LaidOutNode {
        var root = root
        for ghost in ghosts where root.path.scope == 0 && root.path.depth < ghost.identity.components.count {
            let state = ghost.transition.state(progress: ghost.progress.value, phase: .removal)
            root = root.appending(ghost.node.altered(by: state, path: ghost.node.path, frame: ghost.node.frame),
                                  under: ghost.identity.components)
        }
        return root
    }
}

extension LaidOutNode {
    /// This node drawn altered by a transition's `state`, about its own frame.
    func altered(by state: TransitionState, path: IdentityPath, frame: Rect) -> LaidOutNode {
        guard state != .identity else { return self }
        var node = self
        if state.scale != 1 || state.offset != .zero {
            node = LaidOutNode(path: path, frame: frame, explicitID: nil, child: node,
                               drawing: TransformDrawing(transform: state.transform(in: self.frame)), interaction: nil,
                               preferences: [])
        }
        if state.opacity != 1 {
            node = LaidOutNode(path: path, frame: frame, explicitID: nil, child: node, drawing: OpacityDrawing(opacity: state.opacity),
                               interaction: nil, preferences: [])
        }
        return node
    }

    /// This tree with `extra` as the last child of the innermost node on the way down whose
    /// path is an ancestor of `place` (this node's is).
    func appending(_ extra: LaidOutNode, under place: [NodeIdentity.Component]) -> LaidOutNode {
        var children = children
        if let index = children.firstIndex(where: { $0.path.isAncestor(of: place, below: path.depth) }) {
            children[index] = children[index].appending(extra, under: place)
        } else {
            children.append(extra)
        }
        return replacingChildren(children)
    }
}

extension IdentityPath {
    /// Whether this path is an ancestor of `place` (strictly above it), given that its
    /// ancestor at `depth` is: its components below that depth are `place`'s.
    func isAncestor(of place: [NodeIdentity.Component], below depth: Int) -> Bool {
        guard self.depth < place.count else { return false }
        var link = self
        while link.depth > depth {
            guard link.component == place[link.depth - 1], let parent = link.parent else { return false }
            link = parent
        }
        return true
    }
}

/// `.transition`: the content, altered while its insertion animates; recorded so its removal
/// can animate.
struct TransitionModifier: ModifierKind {
    let transition: Transition

    func place(_ placer: NodePlacer) -> LaidOutNode {
        let child = placer.contentInPlace(), pass = placer.pass, path = placer.path
        guard let transitions = pass.transitions, path.scope == 0 else { return placer.wrapper(child) }
        guard let state = transitions.place(at: path, transition: transition, animation: placer.animation, content: child),
              state != .identity else {
            return placer.wrapper(child)
        }
        // About the content's frame as drawn, which a matched geometry effect may have moved.
        return placer.wrapper(child.altered(by: state, path: path, frame: placer.frame))
    }
}
