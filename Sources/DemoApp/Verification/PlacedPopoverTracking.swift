import PopoverKit
import PopoverRender
import PopoverSDL

/// Turns what the presentation host placed in a frame into what the verifier measures.
enum PlacedPopoverTracking {
    /// One entry per popover with an arrow. Its fill is read from the frame, just inside the
    /// body next to the arrow's base; a popover whose fill there is not a solid color (a glass
    /// material) cannot be measured from pixels; nor can one in transition, one whose arrow
    /// another popover drawn later covers, or one whose arrow lies over another popover's anchor
    /// (it cannot be told apart there), nor any while `overlaid` (the help card or the geometry
    /// overlay is drawn over the frame), nor one whose arrow reaches past `window` (the app's
    /// area of the frame, in points, at this frame's window size). Each says why (`PixelSkipReason`).
    static func tracked(_ placements: [PlacedPopover], frame: PixelBuffer, scale: Double, window: Rect,
                        overlaid: Bool = false) -> [TrackedPopover] {
        placements.enumerated().compactMap { index, placed -> TrackedPopover? in
            guard let arrow = placed.placement.arrow else { return nil }
            let fill = solidFill(near: arrow, body: placed.placement.body, frame: frame, scale: scale)
            let others = placements.enumerated().filter { $0.offset != index }.map(\.element)
            let skipReason: PixelSkipReason? =
                if !placed.isSteady || !placed.placement.isVisible { .inTransition }
                else if overlaid { .demoOverlay }
                else if !isInside(arrowBounds(arrow), window) { .pastTheWindow }
                else if fill == nil { .noSolidFill }
                else if isOccluded(arrow, by: placements[(index + 1)...]) { .covered }
                else if isCluttered(arrow, placed: placed, others: others) { .cluttered }
                else { nil }
            var tracked = TrackedPopover(id: label(placed.id), placement: placed.placement,
                                         attachmentPoint: placed.attachmentPoint, fill: fill ?? .systemBlue,
                                         pixelSkipReason: skipReason)
            tracked.isShown = placed.appearance.isRendered
            return tracked
        }
    }

    /// The arrow from its base's full width to its tip.
    static func arrowBounds(_ arrow: ArrowPlacement) -> Rect {
        let halfBase = (ArrowSpec.standardWidth / 2).rounded(.up)
        let along = arrow.edge.isVertical ? Point(x: halfBase, y: 0) : Point(x: 0, y: halfBase)
        let corners = [arrow.tip, arrow.baseCenter - along, arrow.baseCenter + along]
        let minX = corners.map(\.x).min()!, minY = corners.map(\.y).min()!
        return Rect(x: minX, y: minY, width: corners.map(\.x).max()! - minX, height: corners.map(\.y).max()! - minY)
    }

    static func isInside(_ inner: Rect, _ outer: Rect) -> Bool {
        inner.minX >= outer.minX && inner.maxX <= outer.maxX && inner.minY >= outer.minY && inner.maxY <= outer.maxY
    }

    /// How far a popover's shadow darkens the page around it, in points.
    static let shadowReach = 8.0

    /// True when a popover drawn above covers the arrow or comes close enough for its shadow to
    /// darken it.
    static func isOccluded(_ arrow: ArrowPlacement, by later: ArraySlice<PlacedPopover>) -> Bool {
        let reach = ArrowSpec.standardHeight + shadowReach
        let halfBase = (ArrowSpec.standardWidth / 2).rounded(.up)
        let window = Rect(x: min(arrow.tip.x, arrow.baseCenter.x) - halfBase - reach,
                          y: min(arrow.tip.y, arrow.baseCenter.y) - halfBase - reach,
                          width: abs(arrow.tip.x - arrow.baseCenter.x) + 2 * halfBase + 2 * reach,
                          height: abs(arrow.tip.y - arrow.baseCenter.y) + 2 * halfBase + 2 * reach)
        return later.contains { $0.appearance.isRendered && $0.placement.body.intersects(window) }
    }

    /// How far around an arrow another popover's anchor or bubble spoils its pixels, in points.
    static let clutterMargin = 16.0

    /// True when another popover's anchor or bubble lies under this arrow or right past its tip:
    /// the pixels there are content, not background, and the tip cannot be told from them.
    static func isCluttered(_ arrow: ArrowPlacement, placed: PlacedPopover, others: [PlacedPopover]) -> Bool {
        let margin = clutterMargin
        let window = Rect(x: min(arrow.tip.x, arrow.baseCenter.x) - margin, y: min(arrow.tip.y, arrow.baseCenter.y) - margin,
                          width: abs(arrow.tip.x - arrow.baseCenter.x) + 2 * margin,
                          height: abs(arrow.tip.y - arrow.baseCenter.y) + 2 * margin)
        return others.contains { other in
            (other.anchor != placed.anchor && other.anchor.intersects(window))
                || (other.appearance.isRendered && other.placement.body.intersects(window))
        }
    }

    /// The color of the body just inside the arrow's base, if it is solid (the same at three
    /// points along the edge). A fill of the page's own color is measured against its shadow.
    static func solidFill(near arrow: ArrowPlacement, body: Rect, frame: PixelBuffer, scale: Double) -> Color? {
        let inward: Point = switch arrow.edge {
        case .top: Point(x: 0, y: 3)
        case .bottom: Point(x: 0, y: -3)
        case .leading: Point(x: 3, y: 0)
        case .trailing: Point(x: -3, y: 0)
        }
        let along: Point = arrow.edge.isVertical ? Point(x: 4, y: 0) : Point(x: 0, y: 4)
        let base = arrow.baseCenter + inward
        let samples = [base - along, base, base + along].map { point -> UInt32? in
            let x = Int(point.x * scale), y = Int(point.y * scale)
            guard x >= 0, y >= 0, x < frame.width, y < frame.height else { return nil }
            return frame[x, y]
        }
        guard let first = samples.first ?? nil, samples.allSatisfy({ $0 == first }) else { return nil }
        return Color(hex: first)
    }

    /// "DemoApp/ExampleScene.swift:63:18#3" reads better as "ExampleScene.swift:63#3".
    static func label(_ id: String) -> String {
        let file = id.split(separator: "/").last.map(String.init) ?? id
        let parts = file.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3 else { return file }
        let suffix = file.firstIndex(of: "#").map { String(file[$0...]) } ?? ""
        return "\(parts[0]):\(parts[1])\(suffix)"
    }
}
