/// Laid-out views moving and resizing as SwiftUI animates them: when a pass shows an animated
/// change (`withAnimation`, or a changed `.animation(_:value:)` around the view), a view whose
/// layout frame differs from where the last frame drew it is drawn from there, and the gap
/// closes along the animation. Keyed by the view's place in the tree (`NodeIdentity`).
///
/// The gap is kept, not the two frames: a view is placed in `target + gap × (1 − progress)`,
/// where `target` is where its parent puts it now. A parent places its children in its own
/// drawn frame, so content moves with its parent, and a view whose place in its parent did
/// not change gets no motion of its own. Text keeps its own layout: only its origin moves.
///
/// A `ViewRuntime` owns one (in `LayoutEffects`). A pass asks it for frames only while a motion
/// runs or an animated change is shown (`isActive`), so a pass with no animation costs nothing
/// per node.
final class FrameAnimations {
    /// How far a view is drawn from its layout frame, at the start of its motion.
    struct Gap: Equatable {
        var dx = 0.0, dy = 0.0, dWidth = 0.0, dHeight = 0.0

        init(from start: Rect, to target: Rect, keepsSize: Bool) {
            dx = start.minX - target.minX
            dy = start.minY - target.minY
            if !keepsSize {
                dWidth = start.width - target.width
                dHeight = start.height - target.height
            }
        }

        /// The largest change, in points.
        var magnitude: Double { max(abs(dx), abs(dy), abs(dWidth), abs(dHeight)) }

        /// `target` with `remaining` of the gap (1 at the start, 0 at the end).
        func applied(to target: Rect, remaining: Double) -> Rect {
            Rect(x: target.minX + dx * remaining, y: target.minY + dy * remaining,
                 width: max(0, target.width + dWidth * remaining), height: max(0, target.height + dHeight * remaining))
        }
    }

    private struct Motion {
        let gap: Gap
        /// From 0 to 1 along the animation; the view shows `1 − progress` of the gap.
        var progress: AnimatedValue
        var lastPass: UInt
    }

    /// Gaps smaller than this (points) are not animated.
    private static let smallestGap = 1e-6

    private var motions: [NodeIdentity: Motion] = [:]
    private var pass: UInt = 0
    /// The tree the last pass produced, as drawn (frames animated), without the views going
    /// out: a view inserted where one is going out starts where layout puts it.
    private var drawn: LaidOutNode?
    /// `drawn`'s nodes by identity, built the first time a pass asks (the first of the same
    /// place wins: a modifier altered by a transition is wrapped at its own place).
    private var drawnIndex: [NodeIdentity: LaidOutNode]?

    /// Whether this pass asks for frames: a motion runs, or an animated change is shown.
    private(set) var isActive = false

    /// True while a view is still on its way: draw another frame.
    var isAnimating: Bool { !motions.isEmpty }

    /// Moves every motion on by `seconds`, dropping those that ended.
    func advance(by seconds: Double) {
        guard seconds > 0, !motions.isEmpty else { return }
        for key in Array(motions.keys) {
            motions[key]?.progress.advance(by: seconds)
            if motions[key]?.progress.isSettled == true { motions[key] = nil }
        }
    }

    /// Starts a pass that shows the changes of `transaction` (nil: no `withAnimation`).
    func beginPass(transaction: Animation?) {
        pass &+= 1
        isActive = transaction != nil || !motions.isEmpty
    }

    /// An animated change is shown from here on in this pass (a changed `.animation(_:value:)`).
    func activate() {
        isActive = true
    }

    /// Ends a pass whose result, as drawn, is `root`: views it did not reach stop moving.
    func endPass(drawn root: LaidOutNode) {
        if !motions.isEmpty { motions = motions.filter { $0.value.lastPass == pass } }
        drawn = root
        drawnIndex = nil
        isActive = false
    }

    /// The node at `identity` as the last frame drew it, if it was drawn.
    func drawnNode(at identity: NodeIdentity) -> LaidOutNode? {
        if drawnIndex == nil { drawnIndex = Self.index(drawn) }
        return drawnIndex?[identity]
    }

    /// The frame to place `node` in, at `path`, whose parent puts it in `target`. `animation`:
    /// the one the node's changes take in this pass, if any. `laidOutSize`: the node's size for
    /// the proposal it is placed with, which a text keeps while a parent's frame animates.
    func frame(_ target: Rect, of node: ViewNode, at path: IdentityPath, animation: Animation?,
               laidOutSize: () -> Size) -> Rect {
        guard path.scope == 0, animation != nil || !motions.isEmpty else { return target }
        var target = target
        let isText = node.kind(as: TextKind.self) != nil
        // A parent drawn smaller than its layout must not wrap or truncate its text.
        if isText { target.size = laidOutSize() }
        let identity = path.identity
        if let animation, let start = drawnNode(at: identity)?.frame {
            let gap = Gap(from: start, to: target, keepsSize: isText)
            guard gap.magnitude > Self.smallestGap else {
                motions[identity] = nil
                return target
            }
            // Settles within a hundredth of a point.
            var progress = AnimatedValue(0, settleThreshold: 0.01 / max(1, gap.magnitude))
            progress.animate(to: 1, with: animation)
            motions[identity] = Motion(gap: gap, progress: progress, lastPass: pass)
            return gap.applied(to: target, remaining: 1 - progress.value)
        }
        guard var motion = motions[identity] else { return target }
        motion.lastPass = pass
        motions[identity] = motion
        return motion.gap.applied(to: target, remaining: 1 - motion.progress.value)
    }

    private static func index(_ root: LaidOutNode?) -> [NodeIdentity: LaidOutNode] {
        var index: [NodeIdentity: LaidOutNode] = [:]
        root?.forEachNode { node in
            guard node.path.scope == 0 else { return true }
            let identity = node.identity
            if index[identity] == nil { index[identity] = node }
            return true
        }
        return index
    }
}
