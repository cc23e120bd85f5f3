/// matchedPopover (seed 003): no chrome and no arrow; the popover's opposite unit point sits on
/// its source's unit point, moved inside the scope; it fades and scales.
struct MatchedPopoverStyle: PopoverStyle {
    let unit: UnitPoint

    func chrome(around content: ViewNode) -> ViewNode { content }
    var transition: Transition { .matchedPopover }

    func request(anchor: Rect, in scope: PresentationScope) -> PlacementRequest {
        baseRequest(anchor: anchor, in: scope)
    }

    func place(_ request: inout PlacementRequest, content: inout ViewNode, in scope: PresentationScope) -> PlacementResult {
        Self.placement(anchor: request.anchor, unit: unit, size: request.bodySize, bounds: scope.bounds)
    }

    /// The popover's opposite unit point on the source's `unit` point, then the body moved
    /// inside `bounds` (pinned to their top-leading corner when larger).
    static func placement(anchor: Rect, unit: UnitPoint, size: Size, bounds: Rect) -> PlacementResult {
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
}
