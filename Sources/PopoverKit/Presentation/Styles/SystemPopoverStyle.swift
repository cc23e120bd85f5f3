/// Apple's `.popover` (seed 001): the system's bubble (`SystemPopoverChrome`) placed by `edges`
/// on `arrowEdge` (or the side with the most room) with `alignment`, attached at `attachment`;
/// in a compact idiom, unless the content opts out, a sheet on the scope's bottom edge instead.
struct SystemPopoverStyle: PopoverStyle {
    /// How far a sheet slides up as it fades in.
    static let sheetSlide = 40.0

    let arrowEdge: Edge?
    let alignment: PlacementAlignment
    let attachment: AttachmentAnchor
    let isSheet: Bool

    func chrome(around content: ViewNode) -> ViewNode {
        SystemPopoverChrome(content: content, isSheet: isSheet).makeNode()
    }

    var transition: Transition {
        isSheet ? Transition.offset(y: Self.sheetSlide).combined(with: .opacity) : .opacity
    }

    func request(anchor: Rect, in scope: PresentationScope) -> PlacementRequest {
        var request = baseRequest(anchor: anchor, in: scope)
        request.attachment = attachment
        request.preferredPlacement = arrowEdge.map { Placement(side: $0, alignment: alignment) }
        request.automaticAlignment = alignment
        request.cornerRadius = SystemPopoverChrome.cornerRadius
        return request
    }

    func policy(in scope: PresentationScope) -> PlacementPolicy { .edges }

    func place(_ request: inout PlacementRequest, content: inout ViewNode, in scope: PresentationScope) -> PlacementResult {
        guard isSheet else { return placeBubble(&request, content: &content, in: scope) }
        return Self.sheet(size: request.bodySize, in: scope.container)
    }

    /// The sheet a compact system popover becomes: the container's full width, standing on its
    /// bottom edge, `size.height` tall, with no arrow.
    static func sheet(size: Size, in container: Rect) -> PlacementResult {
        let body = Rect(x: container.minX, y: container.maxY - size.height, width: container.width, height: size.height)
        return PlacementResult(body: body, placement: nil, arrow: nil, hiddenReason: nil, idealBody: body,
                               maxBodySize: container.size)
    }
}
