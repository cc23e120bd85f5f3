/// Builds one scope's overlay for a frame: runs each attached popover through its style
/// (`PopoverStyle`), lets the coordinator decide what shows, and lays out the dimming and the bubbles.
struct PopoverLayer {
    let attachments: [PopoverAttachment]
    let context: LayoutContext
    let scope: String
    let insets: EdgeInsets

    /// One attachment, styled, measured and placed: ready for the coordinator to show.
    struct LaidPopover {
        var attachment: PopoverAttachment
        var style: any PopoverStyle
        var content: ViewNode
        var placement: PlacementResult
        var attachmentPoint: Point
    }

    func build() -> [ViewNode] {
        let host = context.environment[PresentationHostKey.self]
        let presentation = PresentationScope(id: scope, context: context, insets: insets, policy: host?.policy ?? .original,
                                             isCompact: host?.isCompact ?? false)
        // A popover not presented that has finished leaving (or never showed) draws nothing and
        // changes nothing the coordinator decides: it is not measured, placed or recorded.
        let live = attachments.filter { attachment in
            attachment.isPresented.wrappedValue || !(host?.hasLeft(attachment.id, scope: scope) ?? true)
        }
        let laid = live.map { lay($0, in: presentation) }
        let requests = laid.map { item in
            PopoverRequest(id: item.attachment.id, isPresented: item.attachment.isPresented.wrappedValue,
                           isExclusive: item.attachment.isExclusive, isDismissible: item.style.dismissesOnOutsidePress,
                           disableDelay: item.attachment.disableDelay || !item.style.waitsBeforeShowing,
                           wouldCoverAnchor: item.placement.hiddenReason == .wouldCoverAnchor,
                           transition: item.style.transition, dims: item.style.dims)
        }
        let (frame, dismissible) = host?.update(scope: scope, requests: requests) ?? Self.stateless(requests)
        let dismissTargets = laid.filter { dismissible.contains($0.attachment.id) }.map(\.attachment.isPresented)
        var views: [ViewNode] = []
        if frame.dimming > 0 || frame.dimmingCatchesInput {
            views.append(dimming(strength: frame.dimming, catchesInput: frame.dimmingCatchesInput,
                                 tapToDismiss: host?.dismissesOnTap ?? false, dismiss: dismissTargets))
        }
        for (item, appearance) in zip(laid, frame.appearances) {
            host?.frame.record(PlacedPopover(id: item.attachment.id, scope: scope, anchor: item.attachment.anchor,
                                             attachmentPoint: item.attachmentPoint, container: presentation.bounds,
                                             placement: item.placement, appearance: appearance,
                                             arrowGap: ArrowSpec.standard.gap,
                                             fill: item.style.fill.map(context.environment.resolve)))
            guard appearance.isRendered else { continue }
            views.append(bubble(item, appearance: appearance))
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

    // MARK: Measuring and placing

    /// The attachment through its style: chrome, request, measured size, placement.
    private func lay(_ attachment: PopoverAttachment, in scope: PresentationScope) -> LaidPopover {
        let style = attachment.presentationStyle(in: scope)
        // The content keeps its place whatever wraps it, so it is measured with its views'
        // state as it is drawn (a "More" button's extra lines make the bubble taller).
        let kept = context.keptInPlace(Group(content: attachment.content).makeNode(), id: PopoverContentPlace(id: attachment.id))
        var content = style.chrome(around: kept)
        var request = style.request(anchor: attachment.anchor, in: scope)
        request.bodySize = scope.measure(content)
        let placement = style.applyingCoverRule(to: style.place(&request, content: &content, in: scope))
        let attachmentPoint = placement.attachmentPoint(on: attachment.anchor, attachment: request.attachment)
        return LaidPopover(attachment: attachment, style: style, content: content, placement: placement,
                           attachmentPoint: attachmentPoint)
    }

    // MARK: Views

    private func bubble(_ item: LaidPopover, appearance: PopoverAppearance) -> ViewNode {
        let body = item.placement.body
        let arrow = item.placement.arrow.map { arrow in
            PopoverArrowContext(edge: arrow.edge, tipOffset: Point(x: arrow.tip.x - body.minX, y: arrow.tip.y - body.minY),
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

/// The explicit id of a presentation layer's dimming view: Escape and hit-testing find the dimming
/// by it, and tests look its frame up with `frame(of: PopoverDimmingID())`. Every dimming carries
/// the same id; a scope has at most one.
public struct PopoverDimmingID: Hashable, Sendable {
    public init() {}
}

/// The place a popover's content keeps under its presentation layer (`LayoutContext.keptInPlace`).
struct PopoverContentPlace: Hashable {
    let id: String
}
