/// Builds one scope's overlay for a frame: measures each attached popover's content, places
/// it, lets the coordinator decide what shows, and lays out the dimming and the bubbles.
struct PopoverLayer {
    let attachments: [PopoverAttachment]
    let context: LayoutContext
    let scope: String
    let insets: EdgeInsets

    /// One attachment, measured and placed.
    struct Laid {
        var attachment: PopoverAttachment
        var content: ViewNode
        var placement: PlacementResult
        var attachmentPoint: Point
        var transition: Transition
        var isSheet: Bool
    }

    func build() -> [ViewNode] {
        let host = context.environment[PresentationHostKey.self]
        let laid = attachments.map { lay($0, host: host) }
        let requests = laid.map { item in
            PopoverRequest(id: item.attachment.id, isPresented: item.attachment.isPresented.wrappedValue,
                           isExclusive: item.attachment.isExclusive, isDismissible: dismissesOnOutsidePress(item),
                           disableDelay: item.attachment.disableDelay || !item.isLibraryStyle,
                           wouldCoverAnchor: item.placement.hiddenReason == .wouldCoverAnchor,
                           transition: item.transition,
                           dims: item.isLibraryStyle && item.attachment.isDismissible)
        }
        let (frame, dismissible) = host?.update(scope: scope, requests: requests) ?? Self.stateless(requests)
        let container = context.containerFrame
        let dismissTargets = laid.filter { dismissible.contains($0.attachment.id) }.map(\.attachment.isPresented)
        var views: [ViewNode] = []
        if frame.dimming > 0 || frame.dimmingCatchesInput {
            views.append(dimming(strength: frame.dimming, catchesInput: frame.dimmingCatchesInput,
                                 tapToDismiss: host?.dismissesOnTap ?? false, dismiss: dismissTargets))
        }
        for (item, appearance) in zip(laid, frame.appearances) {
            let drawnTip = item.placement.arrow.map { $0.tip + (host?.arrowFault ?? .zero) }
            host?.record(PlacedPopover(id: item.attachment.id, scope: scope, anchor: item.attachment.anchor,
                                       attachmentPoint: item.attachmentPoint, container: container.inset(by: insets),
                                       placement: item.placement, appearance: appearance,
                                       arrowGap: ArrowSpec.standard.gap, drawnTip: drawnTip,
                                       fill: item.isLibraryStyle ? nil : context.environment.resolve(SystemPopoverChrome.panelFill)))
            guard appearance.isRendered else { continue }
            views.append(bubble(item, appearance: appearance, drawnTip: drawnTip))
        }
        return [AbsoluteLayout { views }.makeNode()]
    }

    /// Without a host nothing is remembered: presented popovers simply show.
    static func stateless(_ requests: [PopoverRequest]) -> (PresentationFrame, [String]) {
        let exclusive = requests.last { $0.isPresented && $0.isExclusive }?.id
        let shown = requests.map { $0.isPresented && (exclusive == nil || exclusive == $0.id) && !$0.wouldCoverAnchor }
        let appearances = zip(requests, shown).map { request, shown in
            PopoverAppearance(id: request.id, state: TransitionState(opacity: shown ? 1 : 0), isInteractive: shown)
        }
        let dismissible = zip(requests, shown).filter { $0.0.isDismissible && $0.1 }.map(\.0.id)
        return (PresentationFrame(appearances: appearances, dimming: dismissible.isEmpty ? 0 : 1,
                                  dimmingCatchesInput: !dismissible.isEmpty), dismissible)
    }

    private func dismissesOnOutsidePress(_ item: Laid) -> Bool {
        switch item.attachment.style {
        case .library: item.attachment.isDismissible
        case .system, .matched, .uikit: true
        }
    }

    // MARK: Measuring and placing

    private func lay(_ attachment: PopoverAttachment, host: PresentationHost?) -> Laid {
        let container = context.containerFrame
        let bounds = container.inset(by: insets)
        var content = Group(content: attachment.content).makeNode()
        var transition = Transition.popover
        var isSheet = false
        var request = PlacementRequest(anchor: attachment.anchor, bodySize: .zero, container: container,
                                       containerInset: insets, policy: host?.policy ?? .original)
        switch attachment.style {
        case .library(let edge):
            request.preferredPlacement = edge.map { Placement(side: $0.edge) }
        case .system(let arrowEdge, let alignment, let anchor, let adaptation):
            let compact = (host?.isCompact ?? false) && adaptation != .popover
            content = SystemPopoverChrome(content: content, isSheet: compact).makeNode()
            request.policy = .edges
            request.attachment = anchor
            request.preferredPlacement = arrowEdge.map { Placement(side: $0, alignment: alignment) }
            request.automaticAlignment = alignment
            request.cornerRadius = 12
            isSheet = compact
            transition = compact ? Transition.offset(y: 40).combined(with: .opacity) : .opacity
        case .matched:
            transition = .matchedPopover
        case .uikit(let sides, let alignment, let centered):
            content = SystemPopoverChrome(content: content, isSheet: false, showsArrow: !centered).makeNode()
            request.policy = centered ? .centered : .edges
            request.permittedSides = PermittedSides(sides.isEmpty ? [.top, .bottom, .leading, .trailing] : sides)
            request.automaticAlignment = alignment
            request.cornerRadius = 12
            transition = .opacity
        }
        let size = measure(content, within: bounds)
        request.bodySize = size
        var placement: PlacementResult
        if isSheet {
            let body = Rect(x: container.minX, y: container.maxY - size.height, width: container.width, height: size.height)
            placement = PlacementResult(body: body, placement: nil, arrow: nil, hiddenReason: nil, idealBody: body,
                                        maxBodySize: container.size)
        } else if case .matched(let unit) = attachment.style {
            placement = Self.matchedPlacement(anchor: attachment.anchor, unit: unit, size: size, bounds: bounds)
        } else {
            placement = PopoverPlacement.compute(request)
            if case .uikit = attachment.style {
                placement = shrunkToRoom(content, placement: placement, request: &request)
            }
        }
        if case .library = attachment.style {} else if placement.hiddenReason == .wouldCoverAnchor {
            placement.hiddenReason = nil
        }
        let attachmentPoint = Self.attachmentPoint(of: attachment.anchor, placement: placement, anchor: request.attachment)
        return Laid(attachment: attachment, content: content, placement: placement,
                    attachmentPoint: attachmentPoint, transition: transition, isSheet: isSheet)
    }

    /// The content's size, wrapped to the room inside the scope when it is wider.
    private func measure(_ content: ViewNode, within bounds: Rect) -> Size {
        let ideal = context.measure(content)
        guard ideal.width > bounds.width, bounds.width > 0 else { return ideal }
        return context.measure(content, proposal: ProposedSize(width: bounds.width, height: nil))
    }

    /// UIKit shrinks a popover larger than the room on its side to fit there: measure the content
    /// again for that room and place it again.
    private func shrunkToRoom(_ content: ViewNode, placement: PlacementResult, request: inout PlacementRequest) -> PlacementResult {
        let size = request.bodySize, room = placement.maxBodySize
        guard room.width > 0, room.height > 0, size.width > room.width + 0.5 || size.height > room.height + 0.5 else {
            return placement
        }
        let proposal = ProposedSize(width: min(size.width, room.width), height: min(size.height, room.height))
        request.bodySize = context.measure(content, proposal: proposal)
        return PopoverPlacement.compute(request)
    }

    /// matchedPopover: the popover's opposite unit point sits on the source's unit point,
    /// then the body is moved inside the scope.
    static func matchedPlacement(anchor: Rect, unit: UnitPoint, size: Size, bounds: Rect) -> PlacementResult {
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

    static func attachmentPoint(of anchor: Rect, placement: PlacementResult, anchor attachment: AttachmentAnchor) -> Point {
        if case .point(let unit) = attachment { return anchor.point(at: unit) }
        switch placement.side {
        case .top: return Point(x: anchor.midX, y: anchor.minY)
        case .bottom: return Point(x: anchor.midX, y: anchor.maxY)
        case .leading: return Point(x: anchor.minX, y: anchor.midY)
        case .trailing: return Point(x: anchor.maxX, y: anchor.midY)
        case nil: return anchor.center
        }
    }

    // MARK: Views

    private func bubble(_ item: Laid, appearance: PopoverAppearance, drawnTip: Point?) -> ViewNode {
        let body = item.placement.body
        let arrow = item.placement.arrow.map { arrow in
            PopoverArrowContext(edge: arrow.edge,
                                tipOffset: Point(x: (drawnTip ?? arrow.tip).x - body.minX, y: (drawnTip ?? arrow.tip).y - body.minY),
                                isSaturated: arrow.isSaturated)
        }
        let isPresented = item.attachment.isPresented
        let state = appearance.state
        return item.content
            .environment(PopoverArrowKey.self, arrow)
            .environment(DismissKey.self, DismissAction { isPresented.wrappedValue = false })
            .scaleEffect(state.scale, anchor: state.anchor)
            .offset(x: state.offset.x, y: state.offset.y)
            .opacity(state.opacity)
            .allowsHitTesting(appearance.isInteractive)
            .id("popover:\(item.attachment.id)")
            .placed(at: context.local(body))
    }

    private func dimming(strength: Double, catchesInput: Bool, tapToDismiss: Bool, dismiss: [Binding<Bool>]) -> ViewNode {
        let dismissAll = { for binding in dismiss { binding.wrappedValue = false } }
        let layer = Color.black.opacity(PopoverConstants.dimmingOpacity * strength)
        let interactive: ViewNode = tapToDismiss
            ? layer.onTapGesture(perform: dismissAll)
            : layer.gesture(minimumDistance: 0) { event in
                if event.phase == .began { dismissAll() }
            }
        // The id goes on the node that carries the handler, so Escape finds its hit target.
        return interactive
            .id(PopoverDimmingID())
            .allowsHitTesting(catchesInput)
            .placed(at: context.local(context.containerFrame))
    }
}

extension PopoverLayer.Laid {
    var isLibraryStyle: Bool {
        if case .library = attachment.style { return true }
        return false
    }
}

/// The explicit id of a presentation layer's dimming view: Escape and hit-testing find the dimming
/// by it, and tests look its frame up with `frame(of: PopoverDimmingID())`. Every dimming carries
/// the same id; a scope has at most one.
public struct PopoverDimmingID: Hashable, Sendable {
    public init() {}
}
