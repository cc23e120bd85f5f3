/// What an overlay builder (`overlayPreferenceValue`) knows about the layout it is part of.
public struct LayoutContext {
    /// The absolute frame of the view the overlay covers.
    public let containerFrame: Rect
    /// The environment at the overlay (custom keys included).
    public let environment: EnvironmentValues
    /// The overlay's place in the tree, under which `keptInPlace` puts views.
    var place: IdentityPath?
    let measureNode: (ViewNode, ProposedSize) -> Size

    /// The size `view` would take for `proposal`, with the environment at the overlay, in this
    /// same layout pass (so an overlay can size content before placing it).
    public func measure(_ view: some View, proposal: ProposedSize = .unspecified) -> Size {
        measureNode(view.makeNode(), proposal)
    }

    /// An absolute rect (such as an anchor preference) in the container's own coordinates,
    /// the ones `AbsoluteLayout` children use with `.placed(at:)`.
    public func local(_ rect: Rect) -> Rect {
        rect.offsetBy(dx: -containerFrame.minX, dy: -containerFrame.minY)
    }

    /// `view` at a place of its own under the overlay's, named `id`, wherever the overlay puts
    /// it: its views keep their `@State` there, and `measure` measures it with that state, so
    /// content measured before it is placed (a popover's) takes the size it is drawn at.
    func keptInPlace(_ view: ViewNode, id: AnyHashable) -> ViewNode {
        guard let place else { return view }
        return ViewNode(FixedPlaceKind(content: view, place: place.child(id: id)))
    }
}

/// `content` laid out at `place` rather than below this node: measured there in the laid-out
/// tree, and in a tree measured apart by a tree standing for it (`IdentityPath.standsFor`).
/// Not a modifier, so a container never splices a group in it into its own children.
struct FixedPlaceKind: NodeKind {
    let content: ViewNode
    let place: IdentityPath

    func size(_ sizer: NodeSizer) -> Size {
        let pass = sizer.pass
        guard sizer.path.scope != place.scope else { return pass.size(content, sizer.proposal, sizer.env, at: place) }
        return pass.sizeApart(content, sizer.proposal, sizer.env, standingFor: place)
    }

    func place(_ placer: NodePlacer) -> LaidOutNode {
        placer.container([placer.pass.place(content, in: placer.frame, proposal: placer.proposal, env: placer.env,
                                            path: place)])
    }
}
