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
        return anchorPreference(key: PopoverAttachmentsKey.self) { anchor in
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
}
