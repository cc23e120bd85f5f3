/// SwiftUI-Popover's own popover (`.swiftUIPopover`): its content draws the bubble
/// (`PopoverMessageBubble`), it is placed by the scope's policy above or below its anchor, waits
/// before fading in, and hides while it would cover its anchor.
struct LibraryPopoverStyle: PopoverStyle {
    let preferredEdge: VerticalEdge?
    /// The attachment's `isDismissible`: a press outside dismisses it, and the dimming darkens.
    let isDismissible: Bool

    func chrome(around content: ViewNode) -> ViewNode { content }
    var transition: Transition { .popover }

    func request(anchor: Rect, in scope: PresentationScope) -> PlacementRequest {
        var request = baseRequest(anchor: anchor, in: scope)
        request.preferredPlacement = preferredEdge.map { Placement(side: $0.edge) }
        // The original's reach uses the bubble's own radius (smaller on watch).
        request.cornerRadius = scope.context.environment[PopoverCornerRadiusKey.self]
        return request
    }

    func place(_ request: inout PlacementRequest, content: inout ViewNode, in scope: PresentationScope) -> PlacementResult {
        placeBubble(&request, content: &content, in: scope)
    }

    var dismissesOnOutsidePress: Bool { isDismissible }
    var waitsBeforeShowing: Bool { true }
    var dims: Bool { isDismissible }
    var hidesOverAnchor: Bool { true }
    var fill: Color? { nil }
}
