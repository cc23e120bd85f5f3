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
        case .clip(let rect):
            let drawn = transform.mapRect(rect)
            clip = clip.map { $0.intersection(drawn) } ?? drawn
        case .transform(let inner):
            transform = transform.concatenating(inner)
        default:
            break
        }
        if let interaction = node.interaction {
            targets.append(HitTarget(identity: node.identity, frame: transform.mapRect(node.frame), kind: interaction.kind,
                                     isEnabled: interaction.isEnabled, clip: clip))
        }
        for child in node.children {
            collect(child, clip: clip, transform: transform, into: &targets)
        }
    }
}

extension Rect {
    /// The overlap of two rectangles (zero-sized where they do not overlap).
    func intersection(_ other: Rect) -> Rect {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}

extension Transform {
    /// A rectangle scaled and moved (the scale is positive, so corners stay corners).
    func mapRect(_ rect: Rect) -> Rect {
        let origin = apply(rect.origin)
        return Rect(origin: origin, size: Size(width: rect.width * scale, height: rect.height * scale))
    }
}
