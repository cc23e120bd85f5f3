extension View {
    /// matchedPopover (seed 003), on a container: shows `popover(id)` for the selected id,
    /// attached to the source marked `.matchedPopoverSource(id:anchor:)` inside this view.
    /// The popover's `anchor(id).opposite` unit point sits on the source's anchor point (source
    /// `.top`, popover `.bottom`: the popover stands above it). No arrow; it fades and scales
    /// in and out; changing the selection hides the old popover before showing the new one; a
    /// press anywhere in the container while it shows sets the selection to nil. The container
    /// is its own presentation scope; `id` tells apart containers made on the same line.
    ///
    /// Disfavored, as are the other two: a module that declares its own `matchedPopover` or
    /// `matchedPopoverSource` (seed 003 builds them from `matchedGeometryEffect`) gets its own.
    @_disfavoredOverload
    public func matchedPopover<ID: Hashable>(selection: Binding<ID?>, anchor: @escaping (ID) -> UnitPoint = { _ in .top },
                                             id: String? = nil, fileID: String = #fileID, line: Int = #line,
                                             column: Int = #column,
                                             @ViewBuilder popover: @escaping (ID) -> [ViewNode]) -> ViewNode {
        let scope = PopoverIdentity.make(id: id, fileID: fileID, line: line, column: column)
        return overlayPreferenceValue(MatchedPopoverSourcesKey.self, consume: true) { sources, context in
            let host = context.environment[PresentationHostKey.self]
            let shown = Self.matchedSelection(selection.wrappedValue.map { AnyHashable($0) }, scope: scope, host: host)
            let attachments = sources.compactMap { source -> PopoverAttachment? in
                guard let id = source.id.base as? ID else { return nil }
                let point = source.frame.point(at: source.anchor)
                let isPresented = Binding<Bool>(get: { shown == source.id },
                                                set: { if !$0 && selection.wrappedValue == id { selection.wrappedValue = nil } })
                // The source's anchor point as the attachment: the placement puts the popover's
                // opposite point of `anchor(id)` on it.
                return PopoverAttachment(id: "\(scope)#\(source.id)", anchor: Rect(x: point.x, y: point.y, width: 0, height: 0),
                                         isPresented: isPresented, style: .matched(anchor: anchor(id)),
                                         content: { popover(id) })
            }
            PopoverLayer(attachments: attachments, context: context, scope: scope, insets: .zero).build()
        }
    }

    /// `matchedPopover` with the same anchor for every id.
    @_disfavoredOverload
    public func matchedPopover<ID: Hashable>(selection: Binding<ID?>, anchor: UnitPoint, id: String? = nil,
                                             fileID: String = #fileID, line: Int = #line, column: Int = #column,
                                             @ViewBuilder popover: @escaping (ID) -> [ViewNode]) -> ViewNode {
        matchedPopover(selection: selection, anchor: { _ in anchor }, id: id, fileID: fileID, line: line, column: column,
                       popover: popover)
    }

    /// Marks this view as the source of the matched popover for `id`, attached at its `anchor`
    /// unit point (seed 003's `matchedPopoverSource(id:anchor:)`).
    @_disfavoredOverload
    public func matchedPopoverSource<ID: Hashable>(id: ID, anchor: UnitPoint = .bottom) -> ViewNode {
        anchorPreference(key: MatchedPopoverSourcesKey.self) { frame in
            [MatchedPopoverSource(id: AnyHashable(id), anchor: anchor, frame: frame)]
        }
    }

    /// The id to present now, following the selection with hide-then-show (without a host, the
    /// selection itself).
    private static func matchedSelection(_ selection: AnyHashable?, scope: String, host: PresentationHost?) -> AnyHashable? {
        guard let host else { return selection }
        return host.matchedSequences.shown(in: scope, selection: selection, now: host.now)
    }
}

/// A view marked with `.matchedPopoverSource(id:anchor:)`: where a matched popover for `id`
/// attaches, as the container collects it in this frame.
struct MatchedPopoverSource {
    let id: AnyHashable
    /// The point of the source the popover attaches to.
    let anchor: UnitPoint
    /// The source's absolute frame.
    let frame: Rect
}

/// Collects the sources inside a `.matchedPopover` container, in tree order; the innermost
/// container keeps them.
enum MatchedPopoverSourcesKey: PreferenceKey {
    static var defaultValue: [MatchedPopoverSource] { [] }

    static func reduce(value: inout [MatchedPopoverSource], nextValue: () -> [MatchedPopoverSource]) {
        value.append(contentsOf: nextValue())
    }
}
