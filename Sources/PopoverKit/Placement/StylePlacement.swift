/// The placement rules each presentation style adds around `PopoverPlacement.compute`: the sheet
/// a compact system popover becomes, matchedPopover's unit-point placement, UIKit's shrink to the
/// room on the chosen side, the point on the anchor the arrow aims at, and which styles hide when
/// they would cover their anchor. Pure functions of geometry; the presentation layer calls them.
enum StylePlacement {
    /// A compact system popover shows as a sheet: the container's full width, standing on its
    /// bottom edge, `size.height` tall, with no arrow.
    static func sheet(size: Size, in container: Rect) -> PlacementResult {
        let body = Rect(x: container.minX, y: container.maxY - size.height, width: container.width, height: size.height)
        return PlacementResult(body: body, placement: nil, arrow: nil, hiddenReason: nil, idealBody: body,
                               maxBodySize: container.size)
    }

    /// matchedPopover: the popover's opposite unit point sits on the source's unit point,
    /// then the body is moved inside the scope.
    static func matched(anchor: Rect, unit: UnitPoint, size: Size, bounds: Rect) -> PlacementResult {
        let point = anchor.point(at: unit)
        let opposite = unit.opposite
        let ideal = Rect(x: point.x - opposite.x * size.width, y: point.y - opposite.y * size.height,
                         width: size.width, height: size.height)
        let x = min(max(ideal.minX, bounds.minX), max(bounds.minX, bounds.maxX - size.width))
        let y = min(max(ideal.minY, bounds.minY), max(bounds.minY, bounds.maxY - size.height))
        let body = Rect(x: x, y: y, width: size.width, height: size.height)
        return PlacementResult(body: body, placement: nil, arrow: nil, hiddenReason: nil, idealBody: ideal,
                               maxBodySize: bounds.size)
    }

    /// UIKit shrinks a popover larger than the room on its side to fit there: the proposal to
    /// measure its content again with, or nil when it fits (within half a point) or there is no room.
    static func shrinkProposal(bodySize size: Size, room: Size) -> ProposedSize? {
        guard room.width > 0, room.height > 0, size.width > room.width + 0.5 || size.height > room.height + 0.5 else {
            return nil
        }
        return ProposedSize(width: min(size.width, room.width), height: min(size.height, room.height))
    }

    /// `placement` shrunk to its room UIKit's way: when the body overflows the room on its side,
    /// the content is measured again for that room (`measure`) and placed again; `request` keeps
    /// the size it was placed with.
    static func shrunkToRoom(_ placement: PlacementResult, request: inout PlacementRequest,
                             measure: (ProposedSize) -> Size) -> PlacementResult {
        guard let proposal = shrinkProposal(bodySize: request.bodySize, room: placement.maxBodySize) else {
            return placement
        }
        request.bodySize = measure(proposal)
        return PopoverPlacement.compute(request)
    }

    /// The point on `anchor` the arrow aims at: the attachment's unit point, else the middle of
    /// the anchor's side facing the body (the anchor's center when the body has no side).
    static func attachmentPoint(of anchor: Rect, placement: PlacementResult, attachment: AttachmentAnchor) -> Point {
        if case .point(let unit) = attachment { return anchor.point(at: unit) }
        switch placement.side {
        case .top: return Point(x: anchor.midX, y: anchor.minY)
        case .bottom: return Point(x: anchor.midX, y: anchor.maxY)
        case .leading: return Point(x: anchor.minX, y: anchor.midY)
        case .trailing: return Point(x: anchor.maxX, y: anchor.midY)
        case nil: return anchor.center
        }
    }

    /// Only the library's own popovers fade out while they would cover their anchor; the system,
    /// matched and UIKit styles show regardless, so for them that reason is dropped.
    static func resolvingCoverAnchor(_ placement: PlacementResult, hidesOverAnchor: Bool) -> PlacementResult {
        guard !hidesOverAnchor, placement.hiddenReason == .wouldCoverAnchor else { return placement }
        var shown = placement
        shown.hiddenReason = nil
        return shown
    }
}
