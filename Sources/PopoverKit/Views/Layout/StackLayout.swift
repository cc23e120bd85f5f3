/// SwiftUI's stack algorithm along one axis. Along the axis, views are offered their share
/// of the space left, highest layout priority first and, within a priority, least flexible first (flexibility = size at an infinite offer minus size
/// at a zero offer), so rigid views get what they need and flexible ones (text, max-width
/// frames) split the rest; spacers then fill what is left. Across the axis every child gets
/// the stack's offer. A class: a stack's layout is made once per pass and handed out at every
/// proposal, and copying a struct retained each of its arrays.
final class StackLayout {
    let axis: Axis
    /// Where children sit across the axis: 0 leading/top, 1 trailing/bottom.
    let crossAlignment: Double
    let spacing: Double?
    let children: [ViewNode]
    /// Each child's identity.
    let paths: [IdentityPath]
    /// The gaps between neighbours: the explicit spacing, else 8 except next to a spacer.
    let gaps: [Double]
    /// Each child's `.layoutPriority`; empty when all are 0 (most stacks), sparing an array.
    private let priorities: [Double]

    static let defaultSpacing = 8.0

    init(axis: Axis, crossAlignment: Double, spacing: Double?, children: [ViewNode], paths: [IdentityPath]) {
        self.axis = axis
        self.crossAlignment = crossAlignment
        self.spacing = spacing
        self.children = children
        self.paths = paths
        let priorities = children.map(\.layoutPriority)
        self.priorities = priorities.allSatisfy { $0 == 0 } ? [] : priorities
        gaps = children.count > 1 ? (1..<children.count).map { i in
            if let spacing { return spacing }
            return children[i - 1].isSpacer || children[i].isSpacer ? 0 : Self.defaultSpacing
        } : []
    }

    /// Each child's proposal and size for `proposal`.
    func measureChildren(_ proposal: ProposedSize,
                         measure: (Int, ProposedSize) -> Size) -> [(proposal: ProposedSize, size: Size)] {
        let across = proposal.along(axis == .horizontal ? .vertical : .horizontal)
        guard let available = proposal.along(axis) else {
            return children.indices.map { i in
                let p = ProposedSize.make(axis, along: nil, across: across)
                return (p, measure(i, p))
            }
        }
        // One child gets all the space: no order to work out, so no flexibility to measure.
        if children.count == 1 {
            let p = ProposedSize.make(axis, along: max(0, available), across: across)
            return [(p, measure(0, p))]
        }
        // By layout priority, highest first; within a priority, spacers come last and take
        // what the views leave (beyond the spacers' minimum length), so text beside a spacer
        // gets its ideal width and wraps only where the room ends. Each priority's views share
        // what is left less the least the lower priorities can take.
        let extents: [(smallest: Double, flexibility: Double)] = children.indices.map { i in
            let smallest = measure(i, .make(axis, along: 0, across: across)).along(axis)
            let largest = measure(i, .make(axis, along: .infinity, across: across)).along(axis)
            let flex = largest - smallest
            return (smallest, flex.isNaN ? .infinity : flex)
        }
        let order = children.indices.sorted { a, b in
            if priority(a) != priority(b) { return priority(a) > priority(b) }
            let (spacerA, spacerB) = (children[a].isSpacer, children[b].isSpacer)
            return spacerA == spacerB ? extents[a].flexibility < extents[b].flexibility : spacerB
        }
        var remaining = available - gaps.reduce(0, +)
        var result = [(proposal: ProposedSize, size: Size)](repeating: (.zero, .zero), count: children.count)
        var start = 0
        while start < order.count {
            let groupPriority = priority(order[start])
            let end = order[start...].firstIndex { priority($0) != groupPriority } ?? order.count
            let group = order[start..<end]
            let lowerMinimum = order[end...].reduce(0) { $0 + extents[$1].smallest }
            let spacersMinimum = group.reduce(0) { children[$1].isSpacer ? $0 + extents[$1].smallest : $0 }
            let viewCount = group.count { !children[$0].isSpacer }
            var unplaced = Double(group.count)
            for (placed, i) in group.enumerated() {
                // A view's share leaves the spacers their minimum; a spacer shares what is left.
                let share = placed < viewCount
                    ? (remaining - lowerMinimum - spacersMinimum) / Double(viewCount - placed)
                    : (remaining - lowerMinimum) / unplaced
                let p = ProposedSize.make(axis, along: max(0, share), across: across)
                let size = measure(i, p)
                result[i] = (p, size)
                remaining -= size.along(axis)
                unplaced -= 1
            }
            start = end
        }
        return result
    }

    /// Child `i`'s `.layoutPriority`.
    private func priority(_ i: Int) -> Double {
        priorities.isEmpty ? 0 : priorities[i]
    }

    func size(for measured: [(proposal: ProposedSize, size: Size)]) -> Size {
        let along = measured.reduce(0) { $0 + $1.size.along(axis) } + gaps.reduce(0, +)
        let across = measured.map { $0.size.across(axis) }.max() ?? 0
        return .make(axis, along: along, across: across)
    }

    /// Children's frames inside `bounds`, one after the other from the leading/top edge.
    func frames(for measured: [(proposal: ProposedSize, size: Size)], in bounds: Rect) -> [Rect] {
        var position = axis == .horizontal ? bounds.minX : bounds.minY
        let crossStart = axis == .horizontal ? bounds.minY : bounds.minX
        let crossLength = bounds.size.across(axis)
        return measured.enumerated().map { i, entry in
            let cross = crossStart + (crossLength - entry.size.across(axis)) * crossAlignment
            let frame = axis == .horizontal
                ? Rect(x: position, y: cross, width: entry.size.width, height: entry.size.height)
                : Rect(x: cross, y: position, width: entry.size.width, height: entry.size.height)
            position += entry.size.along(axis) + (i < gaps.count ? gaps[i] : 0)
            return frame
        }
    }
}

extension ViewNode {
    var isSpacer: Bool { traits.contains(.spacer) }
}
