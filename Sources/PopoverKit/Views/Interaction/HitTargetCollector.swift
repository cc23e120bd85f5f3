/// Gathers a laid-out tree's hit targets in paint order (back to front), with the clips that
/// limit them, in drawn coordinates (after scale effects). Nodes under `.allowsHitTesting(false)`
/// carry none; each node's drawing narrows what is beneath it (`NodeDrawing.limitHitTesting`).
struct HitTargetCollector {
    func targets(in node: LaidOutNode) -> [HitTarget] {
        var targets: [HitTarget] = []
        targets.reserveCapacity(16)
        collect(node, limits: HitTestLimits(), into: &targets)
        return targets
    }

    private func collect(_ node: LaidOutNode, limits: HitTestLimits, into targets: inout [HitTarget]) {
        var limits = limits
        guard node.limitHitTesting(&limits) else { return }
        if let interaction = node.interaction {
            targets.append(HitTarget(identity: node.path.identity, frame: limits.transform.mapRect(node.frame),
                                     kind: interaction.kind, isEnabled: interaction.isEnabled, clip: limits.clip))
        }
        node.forEachChild { child in
            collect(child, limits: limits, into: &targets)
            return true
        }
    }
}

/// What limits hit testing at a place in the tree: the clips above it (in drawn coordinates)
/// and the transforms of the scale effects above it.
struct HitTestLimits {
    var clip: Rect?
    var transform: Transform = .identity

    /// Limits hits to `rect` (in layout coordinates) as well.
    mutating func clip(to rect: Rect) {
        let drawn = transform.mapRect(rect)
        clip = clip.map { $0.intersection(drawn) } ?? drawn
    }
}
