/// What `.animation(_:value:)` needs to keep from frame to frame: the value each such modifier
/// saw last, and the current motion of each animatable modifier inside one (`.offset`,
/// `.opacity`, `.scaleEffect`), keyed by the node's identity.
///
/// The app owns one store, hands it to every layout (`LayoutEngine(measurer:animations:)`),
/// moves it on with `advance(by:)` before each frame, and keeps drawing while `isAnimating`.
/// Without a store, `.animation(_:value:)` does nothing and changes show at once.
///
/// ```swift
/// animations.advance(by: elapsed)
/// let result = LayoutEngine(measurer: measurer, animations: animations).layout(root, in: bounds)
/// needsAnotherFrame = animations.isAnimating
/// ```
public final class ImplicitAnimations {
    /// One animated number of one node.
    struct Key: Hashable {
        let identity: NodeIdentity
        let property: AnimatableProperty
    }

    private struct Motion {
        var value: AnimatedValue
        var lastPass: UInt
    }

    private struct Marker {
        var value: AnimationMarker
        var lastPass: UInt
    }

    private var motions: [Key: Motion] = [:]
    private var markers: [NodeIdentity: Marker] = [:]
    private var pass: UInt = 0

    public init() {}

    /// True while some value is still on its way to its target: draw another frame.
    public var isAnimating: Bool {
        motions.values.contains { !$0.value.isSettled }
    }

    /// How many values are tracked (moving or inside an `.animation(_:value:)`).
    var trackedCount: Int { motions.count }

    /// Moves every motion on by `seconds`.
    public func advance(by seconds: Double) {
        guard seconds > 0 else { return }
        for index in motions.values.indices {
            motions.values[index].value.advance(by: seconds)
        }
    }

    /// Drops every motion and remembered value: the next layout shows its values at once.
    public func reset() {
        motions = [:]
        markers = [:]
    }

    // MARK: During a layout

    /// Whether any motion exists; when not, nodes outside `.animation(_:value:)` skip the store.
    var hasMotions: Bool { !motions.isEmpty }

    func beginPass() {
        pass &+= 1
    }

    /// Forgets the nodes this pass did not reach (removed from the tree).
    func endPass() {
        motions = motions.filter { $0.value.lastPass == pass }
        markers = markers.filter { $0.value.lastPass == pass }
    }

    /// Whether the value of the `.animation(_:value:)` at `identity` differs from last pass's.
    /// The first time a marker is seen it has not changed.
    func markerChanged(_ marker: AnimationMarker, at identity: NodeIdentity) -> Bool {
        let previous = markers[identity]
        markers[identity] = Marker(value: marker, lastPass: pass)
        guard let previous else { return false }
        return !marker.isEqual(previous.value.value)
    }

    /// The value to show for `property` of the node at `identity`, whose modifier asks for
    /// `target`: animated towards it with `animation` when the target changed and an animation
    /// applies, else the target at once (a motion still running towards an unchanged target
    /// runs on). `tracked`: inside an `.animation(_:value:)`, where the value is remembered so
    /// a later change can start from it.
    /// `drawn`: the value the last frame drew there, if known, which a change animated from
    /// outside an `.animation(_:value:)` (by `withAnimation`) starts from.
    func value(_ target: Double, _ property: AnimatableProperty, at identity: NodeIdentity,
               animation: Animation?, tracked: Bool, drawn: () -> Double? = { nil }) -> Double {
        let key = Key(identity: identity, property: property)
        guard var motion = motions[key] else {
            if let animation, let start = drawn(), start != target {
                var value = AnimatedValue(start, settleThreshold: property.settleThreshold)
                value.animate(to: target, with: animation)
                motions[key] = Motion(value: value, lastPass: pass)
                return value.value
            }
            if tracked {
                motions[key] = Motion(value: AnimatedValue(target, settleThreshold: property.settleThreshold),
                                      lastPass: pass)
            }
            return target
        }
        if motion.value.target != target {
            if let animation { motion.value.animate(to: target, with: animation) } else { motion.value.set(target) }
        }
        if !tracked && motion.value.isSettled {
            motions[key] = nil
            return target
        }
        motion.lastPass = pass
        motions[key] = motion
        return motion.value.value
    }
}

/// The numbers an implicit animation moves.
enum AnimatableProperty: Hashable {
    case offsetX, offsetY, opacity, scale

    /// How close a spring must come to rest: a hundredth of a point, a thousandth of opacity
    /// or scale.
    var settleThreshold: Double {
        switch self {
        case .offsetX, .offsetY: 0.01
        case .opacity, .scale: 0.001
        }
    }

    /// The value `node`, drawn last frame, shows for this property; nil for offsets, whose
    /// changes animate as the moves of the frames they shift (`FrameAnimations`).
    func drawnValue(in node: LaidOutNode) -> Double? {
        switch self {
        case .offsetX, .offsetY: nil
        case .opacity: (node.drawing as? OpacityDrawing)?.opacity
        case .scale: (node.drawing as? TransformDrawing)?.transform.scale
        }
    }
}

/// An `.animation(_:value:)` modifier's animation and the value it watches: its content sees
/// the animation when the value changed since the last pass.
struct AnimationMarker: ModifierKind {
    let animation: Animation?
    let value: Any
    /// Whether another marker's value equals this one's.
    let isEqual: (Any) -> Bool

    init<Value: Equatable>(animation: Animation?, value: Value) {
        self.animation = animation
        self.value = value
        isEqual = { ($0 as? Value) == value }
    }

    func place(_ placer: NodePlacer) -> LaidOutNode {
        placer.wrapper(placer.content(in: placer.frame, proposal: placer.proposal, env: contentEnvironment(placer)))
    }

    /// The content's environment: this animation applies when the value changed since the last
    /// pass (frames inside then move with it too), else the enclosing one's stays.
    private func contentEnvironment(_ placer: NodePlacer) -> EnvironmentValues {
        var inner = placer.env
        let changed = placer.pass.animations?.markerChanged(self, at: placer.path.identity) ?? false
        if changed { placer.pass.frameAnimations?.activate() }
        let outer = placer.env.animationScope
        inner.animationScope = changed
            ? AnimationScope(animation: animation, replacesTransaction: true)
            : AnimationScope(animation: outer?.animation, replacesTransaction: outer?.replacesTransaction ?? false)
        return inner
    }
}

/// Inside an `.animation(_:value:)`: the animation of the innermost one whose value changed
/// this pass, which replaces the transaction's (`withAnimation`'s) there, even when nil.
struct AnimationScope {
    var animation: Animation?
    /// Whether an enclosing `.animation(_:value:)`'s value changed this pass.
    var replacesTransaction: Bool
}

extension EnvironmentValues {
    /// The animation the changes made here in this pass take: the innermost changed
    /// `.animation(_:value:)`'s, else `transaction` (the `withAnimation` the pass shows), if any.
    func animation(transaction: Animation?) -> Animation? {
        guard let scope = animationScope, scope.replacesTransaction else { return transaction }
        return scope.animation
    }
}

extension View {
    /// Animates the changes inside this view (offsets, opacities, scales, and under a
    /// `ViewRuntime` the frames of the views inside) with `animation` whenever `value` differs
    /// from the last frame's, as SwiftUI's `.animation(_:value:)`; other changes show at once
    /// unless `withAnimation` made them. Needs an `ImplicitAnimations` store in the layout engine.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> ViewNode {
        ViewNode(modifier: AnimationMarker(animation: animation, value: value), content: self)
    }
}

extension Animation {
    /// SwiftUI's spring with its blend duration, which is not used: a retargeted spring here
    /// always carries its velocity over, as SwiftUI's does once the blend is over.
    public static func spring(response: Double, dampingFraction: Double, blendDuration: Double) -> Animation {
        .spring(response: response, dampingFraction: dampingFraction)
    }

    /// SwiftUI's default spring: response 0.5 s, damping fraction 0.825.
    public static var spring: Animation { .spring(response: 0.5, dampingFraction: 0.825) }
}
