extension Axis {
    /// A set of axes, as SwiftUI's `Axis.Set` (`ScrollView(.horizontal)`, `[.horizontal, .vertical]`).
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int

        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

/// Content longer than the room it is given, moved by dragging it or turning the wheel over
/// it, as SwiftUI's `ScrollView`. It takes the space offered; its views are stacked along the
/// scroll axis (a `VStack`, an `HStack` for `.horizontal`), offered unlimited length along it,
/// drawn moved by the scroll offset and cut off at the scroll view's edges. The offset belongs
/// to the scroll view's place in the tree, as `@State` does, and stays between 0 and the
/// content's overhang. A scroll indicator shows at the trailing (bottom) edge while dragging.
public struct ScrollView: View {
    let axes: Axis.Set
    let showsIndicators: Bool
    let content: [ViewNode]

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
                @ViewBuilder content: () -> [ViewNode]) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public func makeNode() -> ViewNode {
        let stacked = axes == .horizontal ? HStack { content }.makeNode() : VStack { content }.makeNode()
        return ViewNode(modifier: ScrollViewKind(axes: axes, showsIndicators: showsIndicators), content: stacked)
    }
}

/// Where a scroll view is scrolled to, kept between frames in the view state store.
struct ScrollPosition {
    /// How far the content is moved up and left, in points (0 at rest at the top-leading edge).
    var offset = Point.zero
    /// The largest offset the last layout allowed (the content's overhang).
    var maxOffset = Point.zero
    /// The offset when the current drag began; nil when no drag is under way.
    var dragStart: Point?

    mutating func scroll(to point: Point) {
        offset = Point(x: min(max(0, point.x), maxOffset.x), y: min(max(0, point.y), maxOffset.y))
    }

    /// Follows a drag step: the content moves with the pointer.
    mutating func follow(_ event: DragEvent) {
        switch event.phase {
        case .began, .changed:
            let start = dragStart ?? offset
            dragStart = start
            scroll(to: Point(x: start.x - event.translation.width, y: start.y - event.translation.height))
        case .ended, .cancelled:
            dragStart = nil
        }
    }
}

/// The scroll position records' type in the view state store, beside the view's own state.
private enum ScrollPositionRecord {}

/// A scroll view's node: a viewport over its content, which it offers unlimited length along
/// the scroll axes and places moved by the kept offset.
struct ScrollViewKind: ModifierKind {
    let axes: Axis.Set
    let showsIndicators: Bool

    /// The content's proposal: unlimited along the scroll axes, the scroll view's across them.
    private func contentProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                     height: axes.contains(.vertical) ? nil : proposal.height)
    }

    func size(_ sizer: NodeSizer) -> Size {
        let proposal = sizer.proposal
        if let width = proposal.width, let height = proposal.height { return Size(width: width, height: height) }
        return proposal.replacingUnspecified(with: sizer.contentSize(contentProposal(proposal)))
    }

    func place(_ placer: NodePlacer) -> LaidOutNode {
        let viewport = placer.frame
        let proposal = contentProposal(placer.proposal)
        let contentSize = placer.pass.size(placer.node.content, proposal, placer.env, at: placer.contentPath)
        let box = positionBox(placer)
        box.value.maxOffset = Point(x: axes.contains(.horizontal) ? max(0, contentSize.width - viewport.width) : 0,
                                    y: axes.contains(.vertical) ? max(0, contentSize.height - viewport.height) : 0)
        box.value.scroll(to: box.value.offset)
        let offset = box.value.offset
        // Content narrower than the viewport across the scroll axis sits in its middle, as in SwiftUI.
        let centering = Point(x: axes.contains(.horizontal) ? 0 : max(0, viewport.width - contentSize.width) / 2,
                              y: axes.contains(.vertical) ? 0 : max(0, viewport.height - contentSize.height) / 2)
        let contentFrame = Rect(x: viewport.minX + centering.x - offset.x, y: viewport.minY + centering.y - offset.y,
                                width: contentSize.width, height: contentSize.height)
        let indicator = showsIndicators && box.value.dragStart != nil
            ? ScrollIndicator(viewport: viewport, content: contentSize, offset: offset, axes: axes,
                              color: ScrollIndicator.color(in: placer.env))
            : nil
        return placer.wrapper(placer.content(in: contentFrame, proposal: proposal),
                              drawing: ScrollViewDrawing(viewport: viewport, indicator: indicator),
                              interaction: .scroll(onDrag: { box.value.follow($0) }, onWheel: { delta in
                                  box.value.scroll(to: Point(x: box.value.offset.x + delta.width,
                                                             y: box.value.offset.y + delta.height))
                              }))
    }

    /// The position kept for this scroll view's place, or a new one (kept from now on). Outside
    /// a runtime (no store) a fresh one each layout: the content stays at the top.
    private func positionBox(_ placer: NodePlacer) -> StateBox<ScrollPosition> {
        let candidate = StateBox(ScrollPosition())
        guard let store = placer.pass.stateStore, placer.path.scope == 0 else { return candidate }
        let key = ViewStateStore.Key(identity: placer.path.identity,
                                     viewType: ObjectIdentifier(ScrollPositionRecord.self), property: 0)
        return store.box(for: key, adopting: candidate)
    }
}

/// iOS's scroll indicator: a thin capsule along the trailing (vertical) or bottom (horizontal)
/// edge, as long as the visible share of the content and where that share is.
struct ScrollIndicator {
    let viewport: Rect
    let content: Size
    let offset: Point
    let axes: Axis.Set
    let color: Color

    static let thickness = 3.0
    static let inset = 3.0
    static let minimumLength = 36.0

    static func color(in env: EnvironmentValues) -> Color {
        env.colorScheme == .dark ? Color.white.opacity(0.35) : Color.black.opacity(0.35)
    }

    /// The capsules to draw, one per axis with content to scroll.
    var paths: [Path] {
        var paths: [Path] = []
        if axes.contains(.vertical), content.height > viewport.height {
            let track = viewport.height - 2 * Self.inset
            let length = max(Self.minimumLength, track * viewport.height / content.height)
            let travel = offset.y / (content.height - viewport.height)
            let rect = Rect(x: viewport.maxX - Self.inset - Self.thickness, y: viewport.minY + Self.inset + (track - length) * travel,
                            width: Self.thickness, height: length)
            paths.append(.roundedRect(rect, cornerRadius: Self.thickness / 2))
        }
        if axes.contains(.horizontal), content.width > viewport.width {
            let track = viewport.width - 2 * Self.inset
            let length = max(Self.minimumLength, track * viewport.width / content.width)
            let travel = offset.x / (content.width - viewport.width)
            let rect = Rect(x: viewport.minX + Self.inset + (track - length) * travel, y: viewport.maxY - Self.inset - Self.thickness,
                            width: length, height: Self.thickness)
            paths.append(.roundedRect(rect, cornerRadius: Self.thickness / 2))
        }
        return paths
    }
}

/// The content cut off at the viewport (drawing and hits), with the indicator over it.
struct ScrollViewDrawing: NodeDrawing {
    let viewport: Rect
    let indicator: ScrollIndicator?

    func draw(_ node: LaidOutNode, into list: inout DisplayListBuilder) {
        list.append(.pushClip(viewport))
        list.drawChildren(of: node)
        if let indicator {
            for path in indicator.paths { list.append(.fill(path, indicator.color)) }
        }
        list.append(.popClip)
    }

    func limitHitTesting(_ limits: inout HitTestLimits) -> Bool {
        limits.clip(to: viewport)
        return true
    }

    var label: String { "scroll \(viewport)" + (indicator == nil ? "" : " indicator") }
}
