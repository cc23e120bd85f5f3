/// UIKit's popover: the system's bubble placed by `edges` on the permitted sides in
/// UIKit's order (an empty list permits all four), or `centered` without an arrow; a bubble
/// larger than the room on its side shrinks to fit there.
struct UIKitPopoverStyle: PopoverStyle {
    let permittedSides: [Edge]
    let alignment: PlacementAlignment
    let centered: Bool

    func chrome(around content: ViewNode) -> ViewNode {
        SystemPopoverChrome(content: content, isSheet: false, showsArrow: !centered).makeNode()
    }

    var transition: Transition { .opacity }

    func request(anchor: Rect, in scope: PresentationScope) -> PlacementRequest {
        var request = baseRequest(anchor: anchor, in: scope)
        request.automaticAlignment = alignment
        request.cornerRadius = SystemPopoverChrome.cornerRadius
        return request
    }

    func policy(in scope: PresentationScope) -> PlacementPolicy {
        centered ? .centered
            : .edges(permitted: permittedSides.isEmpty ? PermittedSides.all : PermittedSides(permittedSides))
    }

    func place(_ request: inout PlacementRequest, content: inout ViewNode, in scope: PresentationScope) -> PlacementResult {
        placeBubble(&request, content: &content, in: scope) { request, content in
            Self.shrunkToRoom(request: &request, policy: policy(in: scope)) {
                scope.context.measure(content, proposal: $0)
            }
        }
    }

    /// The proposal to measure the content again with when the body is larger than the room on
    /// its side, or nil when it fits (within half a point) or there is no room.
    static func shrinkProposal(bodySize size: Size, room: Size) -> ProposedSize? {
        guard room.width > 0, room.height > 0, size.width > room.width + 0.5 || size.height > room.height + 0.5 else {
            return nil
        }
        return ProposedSize(width: min(size.width, room.width), height: min(size.height, room.height))
    }

    /// `placement` shrunk to its room UIKit's way: when the body overflows the room on its side,
    /// the content is measured again for that room (`measure`) and placed again; `request` keeps
    /// the size it was placed with.
    static func shrunkToRoom(request: inout PlacementRequest, policy: PlacementPolicy,
                             measure: (ProposedSize) -> Size) -> PlacementResult {
        let placement = PlacementEngine.compute(request, policy: policy)
        guard let proposal = shrinkProposal(bodySize: request.bodySize, room: placement.maxBodySize) else {
            return placement
        }
        request.bodySize = measure(proposal)
        return PlacementEngine.compute(request, policy: policy)
    }
}
