/// What one presentation style (a case of `PopoverAttachment.Style`) does with an attachment:
/// the chrome around its content, its transition, the request it asks the placement engine, its
/// placement step, and how it shows, dims and dismisses. `PopoverLayer` runs every attachment
/// through its style; each style's numbers are named constants in its own type (the system
/// chrome's in `SystemPopoverChrome`).
protocol PopoverStyle {
    /// The content inside the bubble this style draws; the content itself when it draws its own.
    func chrome(around content: ViewNode) -> ViewNode
    /// How the popover comes and goes.
    var transition: Transition { get }
    /// What the placement engine is asked, all but the body's size.
    func request(anchor: Rect, in scope: PresentationScope) -> PlacementRequest
    /// The rules the engine places it by.
    func policy(in scope: PresentationScope) -> PlacementPolicy
    /// Where the body goes, `request.bodySize` being the content's measured size. May lengthen or
    /// shrink the content (and record its new size in `request`) and place again.
    func place(_ request: inout PlacementRequest, content: inout ViewNode, in scope: PresentationScope) -> PlacementResult
    /// Whether a press outside the popover (on the dimming) dismisses it.
    var dismissesOnOutsidePress: Bool { get }
    /// Whether it waits `PopoverConstants.insertionDelay` before fading in (unless the attachment
    /// disables the delay).
    var waitsBeforeShowing: Bool { get }
    /// Whether the dimming darkens while it shows.
    var dims: Bool { get }
    /// Whether it hides while its placement would cover its anchor (`.wouldCoverAnchor`); styles
    /// that do not show regardless.
    var hidesOverAnchor: Bool { get }
    /// The bubble's fill as the style draws it, for verification; nil when the content draws its
    /// own bubble.
    var fill: Color? { get }
}

extension PopoverStyle {
    // Apple's popovers (system, UIKit, matched): a press outside dismisses, they show at once,
    // never dim, never hide over their anchor, and sit on the system panel. The library style
    // overrides each.
    var dismissesOnOutsidePress: Bool { true }
    var waitsBeforeShowing: Bool { false }
    var dims: Bool { false }
    var hidesOverAnchor: Bool { false }
    var fill: Color? { SystemPopoverChrome.panelFill }

    /// The request every style starts from: the attachment's anchor in the scope, the original
    /// library's arrow and radius.
    func baseRequest(anchor: Rect, in scope: PresentationScope) -> PlacementRequest {
        PlacementRequest(anchor: anchor, bodySize: .zero, container: scope.container, containerInset: scope.insets)
    }

    /// The scope's policy (the library's own style follows the P key's choice).
    func policy(in scope: PresentationScope) -> PlacementPolicy {
        PlacementPolicy(scope.policy)
    }

    /// The placement step of a bubble with an arrow: `compute` (the engine by the style's policy,
    /// by default), and,
    /// when the arrow's edge is too short for the arrow and its corners, the bubble lengthened
    /// there (`ShortEdgeFit`) and placed again.
    func placeBubble(_ request: inout PlacementRequest, content: inout ViewNode, in scope: PresentationScope,
                     compute: ((inout PlacementRequest, ViewNode) -> PlacementResult)? = nil) -> PlacementResult {
        let policy = policy(in: scope)
        let compute = compute ?? { request, _ in PlacementEngine.compute(request, policy: policy) }
        let placement = compute(&request, content)
        guard let edge = placement.arrow?.edge else { return placement }
        let minimum = ShortEdgeFit.minimumEdgeLength(cornerRadius: request.cornerRadius)
        let body = placement.body.size
        guard (edge.isVertical ? body.width : body.height) < minimum else { return placement }
        let least = edge.isVertical ? Size(width: minimum, height: 0) : Size(width: 0, height: minimum)
        content = content.environment(PopoverMinimumBodyKey.self, least)
        request.bodySize = scope.measure(content)
        return compute(&request, content)
    }

    /// `placement` as this style shows it: a style that does not hide over its anchor drops that
    /// reason (and only that one).
    func applyingCoverRule(to placement: PlacementResult) -> PlacementResult {
        guard !hidesOverAnchor, placement.hiddenReason == .wouldCoverAnchor else { return placement }
        var shown = placement
        shown.hiddenReason = nil
        return shown
    }
}

extension PopoverAttachment {
    /// The style that presents this attachment in `scope`.
    func presentationStyle(in scope: PresentationScope) -> any PopoverStyle {
        switch style {
        case .library(let edge):
            return LibraryPopoverStyle(preferredEdge: edge, isDismissible: isDismissible)
        case .system(let arrowEdge, let alignment, let attachment, let adaptation):
            return SystemPopoverStyle(arrowEdge: arrowEdge, alignment: alignment, attachment: attachment,
                               isSheet: scope.isCompact && adaptation != .popover)
        case .matched(let unit):
            return MatchedPopoverStyle(unit: unit)
        case .uikit(let sides, let alignment, let centered):
            return UIKitPopoverStyle(permittedSides: sides, alignment: alignment, centered: centered)
        }
    }
}
