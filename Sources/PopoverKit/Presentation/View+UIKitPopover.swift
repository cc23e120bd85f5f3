extension View {
    /// UIKit's popover as seed 004 wraps it (`WithPopover`): a plain bubble of
    /// `preferredContentSize` whose arrow may sit only on the bubble edges in
    /// `permittedArrowDirections`, in priority order. An edge is also the direction the arrow
    /// points: `.bottom` is UIKit's `.down`, so the bubble stands above the anchor. An empty
    /// list permits every edge. The size may change while the popover shows; it is laid out
    /// again in the same frame. A bubble larger than the scope shrinks to fit, as UIKit's does.
    /// `alignment` lines up the bubble's start, center or end with the anchor's along the chosen
    /// edge (start is leading above or below the anchor, top beside it).
    /// `centered` puts it in the middle of the scope with no arrow (UIKit's arrows = 0). It
    /// stays a bubble on a phone, shows at once, and a press outside closes it.
    public func uikitPopover(isPresented: Binding<Bool>, permittedArrowDirections: [Edge] = [.bottom],
                             preferredContentSize: Size, alignment: PlacementAlignment = .center,
                             centered: Bool = false, id: String? = nil,
                             fileID: String = #fileID, line: Int = #line, column: Int = #column,
                             @ViewBuilder content: @escaping () -> [ViewNode]) -> ViewNode {
        uikitPopover(isPresented: isPresented, permittedArrowDirections: permittedArrowDirections,
                     size: preferredContentSize, alignment: alignment, centered: centered,
                     identity: PopoverIdentity.make(id: id, fileID: fileID, line: line, column: column),
                     hasExplicitID: id != nil, content: content)
    }

    /// The popover above with an optional size: nil leaves the bubble at its content's own size.
    func uikitPopover(isPresented: Binding<Bool>, permittedArrowDirections: [Edge], size: Size?,
                      alignment: PlacementAlignment, centered: Bool, identity: String, hasExplicitID: Bool,
                      content: @escaping () -> [ViewNode]) -> ViewNode {
        // The body sits on the side of the anchor opposite the arrow's edge.
        let sides = permittedArrowDirections.map(\.opposite)
        return attachingPopover(site: identity, hasExplicitID: hasExplicitID) { identity, anchor in
            [PopoverAttachment(id: identity, anchor: anchor, isPresented: isPresented,
                               style: .uikit(permittedSides: sides, alignment: alignment, centered: centered)) {
                let body = ZStack { content() }
                guard let size else { return [body.makeNode()] }
                return [body.frame(minWidth: 0, idealWidth: size.width, maxWidth: size.width,
                                   minHeight: 0, idealHeight: size.height, maxHeight: size.height)]
            }]
        }
    }
}
