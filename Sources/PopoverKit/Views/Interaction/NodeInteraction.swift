/// A reaction to input carried by a node.
struct NodeInteraction {
    let kind: HitTarget.Kind
    let isEnabled: Bool
}
