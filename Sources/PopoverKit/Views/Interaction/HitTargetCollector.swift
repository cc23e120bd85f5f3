/// Gathers a laid-out tree's hit targets in paint order (back to front), with the clips that
/// limit them. Nodes under `.allowsHitTesting(false)` carry none; fully transparent subtrees
/// (opacity 0) are skipped, as SwiftUI does not hit-test invisible views.
struct HitTargetCollector {
    func targets(in node: LaidOutNode) -> [HitTarget] {
        var targets: [HitTarget] = []
        collect(node, clip: nil, into: &targets)
        return targets
    }

    private func collect(_ node: LaidOutNode, clip: Rect?, into targets: inout [HitTarget]) {
        var clip = clip
        switch node.content {
        case .opacity(let opacity) where opacity <= 0:
            return
        case .clip(let rect):
            clip = clip.map { $0.intersection(rect) } ?? rect
        default:
            break
        }
        if let interaction = node.interaction {
            targets.append(HitTarget(identity: node.identity, frame: node.frame, kind: interaction.kind,
                                     isEnabled: interaction.isEnabled, clip: clip))
        }
        for child in node.children {
            collect(child, clip: clip, into: &targets)
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
