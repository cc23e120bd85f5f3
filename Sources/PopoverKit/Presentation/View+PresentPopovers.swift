extension View {
    /// Installs a presentation layer for this subtree: the popovers attached inside it are drawn
    /// in one overlay over this view, kept inside its frame, and not passed to outer scopes.
    public func presentPopovers(padding: Double = 0, fileID: String = #fileID, line: Int = #line,
                                column: Int = #column) -> ViewNode {
        presentPopovers(insets: EdgeInsets(all: padding), scope: PopoverIdentity.make(id: nil, fileID: fileID, line: line, column: column))
    }

    /// The original's `presentPopovers(padding:)` given explicitly: nil keeps popovers 8 pt
    /// from the top and trailing edges (clear of a toolbar), as the original does.
    public func presentPopovers(padding: EdgeInsets?, id: String? = nil, fileID: String = #fileID,
                                line: Int = #line, column: Int = #column) -> ViewNode {
        presentPopovers(insets: padding ?? EdgeInsets(top: 8, leading: 0, bottom: 0, trailing: 8),
                        scope: PopoverIdentity.make(id: id, fileID: fileID, line: line, column: column))
    }

    /// The window's own scope, as on Apple platforms, where popovers need no modifier: what no
    /// scope inside the content presented is drawn over the whole window, 4 pt clear of its edges.
    /// Sheets and alerts go over both, wherever they are attached (`ModalLayer`).
    func presentingPopoversInWindow() -> ViewNode {
        frame(maxWidth: .infinity, maxHeight: .infinity)
            .presentPopovers(insets: EdgeInsets(all: PresentationWindowScope.padding), scope: PresentationWindowScope.id)
            .presentingModalsInWindow()
    }

    private func presentPopovers(insets: EdgeInsets, scope: String) -> ViewNode {
        overlayPreferenceValue(PopoverAttachmentsKey.self, consume: true) { attachments, context in
            PopoverLayer(attachments: attachments, context: context, scope: scope, insets: insets).build()
        }
    }
}

/// The scope `ViewRuntime` puts around its content (so around every `PopoverWindow` and
/// `HeadlessRenderer`).
enum PresentationWindowScope {
    static let id = "window"
    /// How far bodies stay from the window's edges.
    static let padding: Double = 4
}
