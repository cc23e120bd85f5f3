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
            // The original's reach uses the bubble's own radius (16 on watch).
            request.cornerRadius = context.environment[PopoverCornerRadiusKey.self]
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
            placement = StylePlacement.sheet(size: size, in: container)
        } else if case .matched(let unit) = attachment.style {
            placement = StylePlacement.matched(anchor: attachment.anchor, unit: unit, size: size, bounds: bounds)
        } else {
            placement = place(&request, content: content, style: attachment.style)
            // An arrow edge too short for the arrow and its corners: the bubble is lengthened
            // there (`ShortEdgeFit`) and placed again.
            if let edge = placement.arrow?.edge {
                let minimum = ShortEdgeFit.minimumEdgeLength(cornerRadius: request.cornerRadius)
                let body = placement.body.size
                if (edge.isVertical ? body.width : body.height) < minimum {
                    let least = edge.isVertical ? Size(width: minimum, height: 0) : Size(width: 0, height: minimum)
                    content = content.environment(PopoverMinimumBodyKey.self, least)
                    request.bodySize = measure(content, within: bounds)
                    placement = place(&request, content: content, style: attachment.style)
                }
            }
        }
        let isLibrary = if case .library = attachment.style { true } else { false }
        placement = StylePlacement.resolvingCoverAnchor(placement, hidesOverAnchor: isLibrary)
        let attachmentPoint = StylePlacement.attachmentPoint(of: attachment.anchor, placement: placement,
                                                             attachment: request.attachment)
        return Laid(attachment: attachment, content: content, placement: placement,
                    attachmentPoint: attachmentPoint, transition: transition, isSheet: isSheet)
    }

    private func place(_ request: inout PlacementRequest, content: ViewNode, style: PopoverAttachment.Style) -> PlacementResult {
        let placement = PopoverPlacement.compute(request)
        guard case .uikit = style else { return placement }
        return StylePlacement.shrunkToRoom(placement, request: &request) { context.measure(content, proposal: $0) }
    }

    /// The content's size, wrapped to the room inside the scope when it is wider.
    private func measure(_ content: ViewNode, within bounds: Rect) -> Size {
        let ideal = context.measure(content)
        guard ideal.width > bounds.width, bounds.width > 0 else { return ideal }
        return context.measure(content, proposal: ProposedSize(width: bounds.width, height: nil))
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
