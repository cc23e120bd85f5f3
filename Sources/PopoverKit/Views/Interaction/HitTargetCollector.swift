/// Gathers a laid-out tree's hit targets in paint order (back to front), with the clips that
/// limit them, in drawn coordinates (after scale effects). Nodes under `.allowsHitTesting(false)`
/// carry none; fully transparent subtrees (opacity 0) are skipped, as SwiftUI does not
/// hit-test invisible views.
struct HitTargetCollector {
    func targets(in node: LaidOutNode) -> [HitTarget] {
        var targets: [HitTarget] = []
        collect(node, clip: nil, transform: .identity, into: &targets)
        return targets
    }

    private func collect(_ node: LaidOutNode, clip: Rect?, transform: Transform, into targets: inout [HitTarget]) {
        var clip = clip
        var transform = transform
        switch node.content {
        case .opacity(let opacity) where opacity <= 0:
            return
        case .clip(let rect), .clipPath(_, let rect):
            let drawn = transform.mapRect(rect)
            clip = clip.map { $0.intersection(drawn) } ?? drawn
        case .transform(let inner):
            transform = transform.concatenating(inner)
        default:
            break
        }
        if let interaction = node.interaction {
            targets.append(HitTarget(identity: node.path.identity, frame: transform.mapRect(node.frame), kind: interaction.kind,
                                     isEnabled: interaction.isEnabled, clip: clip))
        }
        node.forEachChild { child in
            collect(child, clip: clip, transform: transform, into: &targets)
            return true
        }
    }
}
