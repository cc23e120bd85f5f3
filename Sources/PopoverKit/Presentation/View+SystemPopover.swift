extension View {
    /// Apple's `.popover(isPresented:attachmentAnchor:arrowEdge:content:)` (seed 001): the
    /// system draws a plain bubble around `content`, on `arrowEdge`'s side of the anchor (nil:
    /// the side with the most room), pointing at `attachmentAnchor`. It shows at once, a press
    /// anywhere outside closes it, and in a phone idiom it becomes a bottom sheet unless the
    /// content sets `.presentationCompactAdaptation(.popover)`. Inside, the environment's
    /// `DismissKey` action closes it. Presented by the nearest `.presentPopovers()` scope.
    ///
    /// - Parameters:
    ///   - attachmentAnchor: the anchor's whole bounds, or one unit point of them.
    ///   - arrowEdge: the side of the anchor the popover sits on (SwiftUI's `arrowEdge`).
    ///   - alignment: where the popover sits along that side: its start, center or end lined up
    ///     with the anchor's (start is leading above or below the anchor, top beside it).
    ///   - id: distinguishes popovers attached from the same line (in a loop, say).
    public func popover(isPresented: Binding<Bool>, attachmentAnchor: AttachmentAnchor = .rect, arrowEdge: Edge? = nil,
                        alignment: PlacementAlignment = .center, id: String? = nil, fileID: String = #fileID, line: Int = #line, column: Int = #column,
                        @ViewBuilder content: @escaping () -> [ViewNode]) -> ViewNode {
        let identity = PopoverIdentity.make(id: id, fileID: fileID, line: line, column: column)
        return attachingPopover(site: identity, hasExplicitID: id != nil) { identity, anchor in
            let nodes = content()
            let adaptation = CompactAdaptation.declared(in: nodes) ?? .automatic
            return [PopoverAttachment(id: identity, anchor: anchor, isPresented: isPresented,
                                      style: .system(arrowEdge: arrowEdge, alignment: alignment, attachment: attachmentAnchor,
                                                     compactAdaptation: adaptation),
                                      content: { nodes })]
        }
    }

    /// Apple's `.popover(item:attachmentAnchor:arrowEdge:content:)` (seed 001): presented while
    /// `item` is not nil, with content built from it; dismissing sets `item` to nil. While it
    /// fades out it keeps showing the last item.
    public func popover<Item>(item: Binding<Item?>, attachmentAnchor: AttachmentAnchor = .rect, arrowEdge: Edge? = nil,
                              alignment: PlacementAlignment = .center, id: String? = nil, fileID: String = #fileID, line: Int = #line, column: Int = #column,
                              @ViewBuilder content: @escaping (Item) -> [ViewNode]) -> ViewNode {
        let identity = PopoverIdentity.make(id: id, fileID: fileID, line: line, column: column)
        let isPresented = Binding<Bool>(get: { item.wrappedValue != nil },
                                        set: { if !$0 { item.wrappedValue = nil } })
        let anchorView = makeNode()
        // The host remembers the last item's content, so the removal transition still has content.
        return EnvironmentReader { environment in
            let host = environment[PresentationHostKey.self]
            let shown: (() -> [ViewNode])? = host?.itemContents.content(for: identity, item: item.wrappedValue, build: content)
                ?? item.wrappedValue.map { current in { content(current) } }
            anchorView.popover(isPresented: isPresented, attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge,
                               alignment: alignment, id: id, fileID: fileID, line: line, column: column) {
                if let shown { shown() }
            }
        }.makeNode()
    }
}
