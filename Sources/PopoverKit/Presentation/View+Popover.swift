extension View {
    /// Attaches a popover to this view (SwiftUI-Popover's `swiftUIPopover`). It is presented by
    /// the nearest enclosing `.presentPopovers()` scope.
    ///
    /// - Parameters:
    ///   - isPresented: controls visibility.
    ///   - disableDelay: show at once instead of after 0.5 s.
    ///   - isExclusive: hide the scope's other popovers while shown.
    ///   - isDismissible: add the dimming layer; pressing on it dismisses.
    ///   - preferredAttachmentEdge: force `.top` or `.bottom`; nil picks by available space.
    ///   - id: distinguishes popovers attached from the same line (in a loop, say).
    public func popover(isPresented: Binding<Bool>, disableDelay: Bool = false, isExclusive: Bool = false,
                        isDismissible: Bool = false, preferredAttachmentEdge: VerticalEdge? = nil,
                        id: String? = nil, fileID: String = #fileID, line: Int = #line, column: Int = #column,
                        @ViewBuilder content: @escaping () -> [ViewNode]) -> ViewNode {
        let identity = PopoverIdentity.make(id: id, fileID: fileID, line: line, column: column)
        return attachingPopover(site: identity, hasExplicitID: id != nil) { identity, anchor in
            [PopoverAttachment(id: identity, anchor: anchor, isPresented: isPresented, disableDelay: disableDelay,
                               isExclusive: isExclusive, isDismissible: isDismissible,
                               style: .library(preferredEdge: preferredAttachmentEdge), content: content)]
        }
    }

    /// The original library's name for `popover(isPresented:...)`.
    public func swiftUIPopover(isPresented: Binding<Bool>, disableDelay: Bool = false, isExclusive: Bool = false,
                               isDismissible: Bool = false, preferredAttachmentEdge: VerticalEdge? = nil,
                               id: String? = nil, fileID: String = #fileID, line: Int = #line, column: Int = #column,
                               @ViewBuilder content: @escaping () -> [ViewNode]) -> ViewNode {
        popover(isPresented: isPresented, disableDelay: disableDelay, isExclusive: isExclusive,
                isDismissible: isDismissible, preferredAttachmentEdge: preferredAttachmentEdge,
                id: id, fileID: fileID, line: line, column: column, content: content)
    }
}

/// Stable identities for popovers and scopes: the call site, plus an explicit id when given.
enum PopoverIdentity {
    static func make(id: String?, fileID: String, line: Int, column: Int) -> String {
        let site = "\(fileID):\(line):\(column)"
        return id.map { "\(site)#\($0)" } ?? site
    }

    /// A popover's identity where it is attached: without an explicit id, the attaching view's
    /// place in the tree comes first, so popovers declared on one line in different rows (of a
    /// `ForEach`, say) are different popovers, as in SwiftUI. An explicit id stands alone, so
    /// the popover stays the same one when its view moves.
    static func placed(site: String, hasExplicitID: Bool, at path: IdentityPath?) -> String {
        guard !hasExplicitID, let path else { return site }
        return path.identityDescription + "@" + site
    }
}

extension View {
    /// Attaches the popovers `make` builds from the attaching view's frame, under the identity
    /// `PopoverIdentity.placed` gives them here.
    func attachingPopover(site: String, hasExplicitID: Bool,
                          _ make: @escaping (_ identity: String, _ anchor: Rect) -> [PopoverAttachment]) -> ViewNode {
        let writer = PreferenceWriter(key: ObjectIdentifier(PopoverAttachmentsKey.self)) { anchor, path in
            make(PopoverIdentity.placed(site: site, hasExplicitID: hasExplicitID, at: path), anchor)
        }
        return ViewNode(modifier: writer, content: self)
    }
}
