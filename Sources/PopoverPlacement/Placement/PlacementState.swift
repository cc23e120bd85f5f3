/// A placement in progress, as the steps see it: the request's geometry made safe, the side and
/// alignment chosen so far, the body's frame, the arrow, whether it should hide, and what earlier
/// steps recorded. `PlacementEngine` makes one per request and turns the last into a
/// `PlacementResult`.
public struct PlacementState: Sendable {
    /// The request's numbers made safe and resolved (reference, boundary, spacing, arrow sizes).
    public let geometry: PlacementGeometry
    /// The placement the request asked for, nil when it leaves the side to the steps.
    public let requestedPlacement: Placement?
    /// The alignment a step that picks the side uses when none was requested.
    public let automaticAlignment: PlacementAlignment
    /// The side and alignment so far: the requested one at the start, nil while no step has picked
    /// one (and after `center()`).
    public private(set) var placement: Placement?
    /// The body's frame on `placement` before any step moved it.
    public private(set) var idealBody: Rect
    /// The body's frame now.
    public var body: Rect
    /// The arrow, once a step has placed it.
    public var arrow: ArrowPlacement?
    /// Why the popover should not show, once a step has decided it should not.
    public var hiddenReason: HiddenReason?
    /// The padding the body keeps from the boundary across its side; the result's largest body
    /// leaves it free at each end.
    public var crossPadding: Double
    /// What the steps recorded for the ones after them.
    public var data: PlacementData
    /// How many resets have run so far.
    public private(set) var resets: Int

    @inline(__always)
    public init(_ request: PlacementRequest) {
        geometry = PlacementGeometry(request)
        requestedPlacement = request.preferredPlacement
        automaticAlignment = request.automaticAlignment
        placement = nil
        idealBody = .zero
        body = .zero
        crossPadding = 0
        data = PlacementData()
        resets = 0
        if let requested = request.preferredPlacement { place(on: requested) }
    }

    /// Puts the body on `placement`, at its ideal frame there.
    @inline(__always)
    public mutating func place(on placement: Placement) {
        self.placement = placement
        idealBody = geometry.idealBody(placement)
        body = idealBody
    }

    /// A reset: the body on `placement`, counted.
    @usableFromInline
    mutating func reset(to placement: Placement) {
        resets += 1
        place(on: placement)
    }

    /// Puts the body in the middle of the boundary, on no side and without an arrow.
    public mutating func center() {
        let b = geometry.boundary, size = geometry.body
        placement = nil
        arrow = nil
        idealBody = Rect(x: b.midX - size.width / 2, y: b.midY - size.height / 2, width: size.width, height: size.height)
        body = idealBody
    }

    /// The engine's answer for this state.
    @inline(__always)
    public var result: PlacementResult {
        let maxBodySize = placement.map { geometry.maxBodySize(on: $0.side, crossPadding: crossPadding) }
            ?? geometry.boundary.size
        return PlacementResult(body: body, placement: placement, arrow: placement == nil ? nil : arrow,
                               hiddenReason: geometry.problem ?? hiddenReason,
                               idealBody: idealBody, maxBodySize: maxBodySize)
    }
}

/// What steps record for the steps after them, as Floating UI's `middlewareData`. The library's
/// steps each have a field; a program's own step records under its name in `custom`, which stays
/// empty (and allocates nothing) until one does.
public struct PlacementData: Sendable {
    /// The placement `Flip` or `PermittedOrder` chose, once one has run.
    public var chosenPlacement: Placement?
    /// How far `Constrain` or `Shift` moved the body to keep it inside the boundary.
    public var shift: Point?
    /// Numbers a program's own steps record, by a name of their choosing.
    public var custom: [String: Double] = [:]

    public init() {}
}
