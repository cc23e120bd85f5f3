import PopoverPlacement

/// One placement as the tests write it, in the shape of the `layout` command's JSON: the request
/// plus a policy's name and the options of the `edges` steps, read through to the request's own
/// fields (`placementCase.anchor`).
@dynamicMemberLookup
struct PlacementCase: Hashable, CustomStringConvertible {
    var request: PlacementRequest
    var policy: PlacementPolicyName
    var permittedSides: PermittedSides
    var flip: Bool
    var shift: Bool
    var shiftPadding: Double

    init(anchor: Rect, attachment: AttachmentAnchor = .rect, bodySize: Size, container: Rect,
         containerInset: EdgeInsets = .zero, arrow: ArrowSpec? = .standard,
         spacingWithoutArrow: Double = PlacementRequest.originalArrowlessGap,
         cornerRadius: Double = PlacementRequest.originalCornerRadius, policy: PlacementPolicyName = .original,
         preferredPlacement: Placement? = nil, automaticAlignment: PlacementAlignment = .center,
         permittedSides: PermittedSides = [], flip: Bool = true, shift: Bool = true, shiftPadding: Double = 0) {
        request = PlacementRequest(anchor: anchor, attachment: attachment, bodySize: bodySize, container: container,
                                   containerInset: containerInset, arrow: arrow, spacingWithoutArrow: spacingWithoutArrow,
                                   cornerRadius: cornerRadius, preferredPlacement: preferredPlacement,
                                   automaticAlignment: automaticAlignment)
        self.policy = policy
        self.permittedSides = permittedSides
        self.flip = flip
        self.shift = shift
        self.shiftPadding = shiftPadding
    }

    subscript<Value>(dynamicMember field: WritableKeyPath<PlacementRequest, Value>) -> Value {
        get { request[keyPath: field] }
        set { request[keyPath: field] = newValue }
    }

    /// The policy with its options.
    var rules: PlacementPolicy {
        guard policy == .edges else { return PlacementPolicy(policy) }
        return .edges(permitted: permittedSides, flip: flip, shift: shift ? Shift(padding: shiftPadding) : nil)
    }

    var description: String {
        "\(request) policy \(policy.rawValue) permitted \(permittedSides) flip \(flip) shift \(shift) padding \(shiftPadding)"
    }
}

extension PlacementEngine {
    static func compute(_ placement: PlacementCase) -> PlacementResult {
        compute(placement.request, policy: placement.rules)
    }
}
