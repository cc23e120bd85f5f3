/// The rectangles of a frame that must be redrawn when one display list follows another: where
/// an item appeared, disappeared or changed, plus where something was drawn over the last frame.
///
/// Everything else keeps the last frame's pixels, which are exactly what a full redraw would
/// give there, since every item draws the same pixels wherever its footprint is unchanged.
enum DamageRegion {
    /// Beyond this share of the frame, one full redraw is cheaper than many rectangles.
    static let fullRedrawShare = 0.6
    /// Beyond this many separate rectangles, they are merged into one.
    static let maxRectangles = 12

    /// The rectangles to redraw, disjoint, within `frame`; empty when nothing changed.
    ///
    /// - Parameter extra: pixels changed since `old` was drawn (an overlay drawn over it).
    static func rectangles(from old: [ItemFootprint], to new: [ItemFootprint], extra: [PixelRect] = [],
                           frame: PixelRect) -> [PixelRect] {
        var rects = extra + changedBounds(from: old, to: new)
        rects = rects.map { $0.intersection(frame) }.filter { !$0.isEmpty }
        guard !rects.isEmpty else { return [] }
        rects = merged(rects, readBy: new.compactMap(\.backdropReach))
        if rects.count > maxRectangles {
            rects = [rects.reduce(PixelRect.empty) { $0.union($1) }]
        }
        let area = rects.reduce(0) { $0 + $1.area }
        return Double(area) > fullRedrawShare * Double(frame.area) ? [frame] : rects
    }

    /// The old and new bounds of the items that differ. Lists are compared from both ends; what
    /// differs in between is compared item by item when both lists have as many items there,
    /// otherwise taken whole.
    static func changedBounds(from old: [ItemFootprint], to new: [ItemFootprint]) -> [PixelRect] {
        func same(_ a: ItemFootprint, _ b: ItemFootprint) -> Bool { a.drawsSamePixels(as: b) }
        var start = 0
        while start < old.count, start < new.count, same(old[start], new[start]) { start += 1 }
        var oldEnd = old.count, newEnd = new.count
        while oldEnd > start, newEnd > start, same(old[oldEnd - 1], new[newEnd - 1]) {
            oldEnd -= 1
            newEnd -= 1
        }
        guard oldEnd - start == newEnd - start else {
            return old[start..<oldEnd].map(\.bounds) + new[start..<newEnd].map(\.bounds)
        }
        var rects: [PixelRect] = []
        for offset in 0..<(oldEnd - start) where !same(old[start + offset], new[start + offset]) {
            rects.append(old[start + offset].bounds)
            rects.append(new[start + offset].bounds)
        }
        return rects
    }

    /// `rects` with overlapping ones merged into their bounding box, and every glass backdrop
    /// whose read pixels touch a rectangle taken in whole, with those rectangles, as one: the
    /// glass blurs what lies behind it, so all of that must be redrawn, in order, before it.
    static func merged(_ rects: [PixelRect], readBy backdropReaches: [PixelRect]) -> [PixelRect] {
        var rects = rects
        var changed = true
        while changed {
            changed = false
            for reach in backdropReaches where !reach.isEmpty {
                let touching = rects.indices.filter { rects[$0].intersects(reach) }
                guard !touching.isEmpty, !(touching.count == 1 && rects[touching[0]].contains(reach)) else { continue }
                let combined = touching.reduce(reach) { $0.union(rects[$1]) }
                rects = rects.enumerated().filter { !touching.contains($0.offset) }.map(\.element) + [combined]
                changed = true
            }
            var index = 0
            while index < rects.count {
                if let other = rects.indices.first(where: { $0 != index && rects[$0].intersects(rects[index]) }) {
                    rects[index] = rects[index].union(rects[other])
                    rects.remove(at: other)
                    changed = true
                    index = 0
                } else {
                    index += 1
                }
            }
        }
        return rects
    }
}
