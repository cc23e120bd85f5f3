/// A request with every number made safe to compute with: finite, sizes non-negative, magnitudes
/// capped at `limit`, the attachment resolved to a reference rect. Internal to the engine.
struct PlacementInput {
    /// Coordinates and lengths beyond this magnitude are capped, so sums of a few of them stay finite.
    static let limit = 1e9

    /// What the popover points at: the anchor's bounds, or a zero-size rect at the attachment point.
    var reference: Rect
    var body: Size
    var container: Rect
    /// The container shrunk by its inset; a zero-size rect at its middle when the inset overlaps.
    var boundary: Rect
    /// Distance between the body's anchor-facing edge and the attachment point.
    var spacing: Double
    var cornerRadius: Double
    var arrowWidth: Double
    var arrowHeight: Double
    /// Distance kept between the arrow's base and the body's ends (`edges` policy).
    var arrowPadding: Double
    var hasArrow: Bool
    var shiftPadding: Double
    /// Set when the request cannot give a showable result.
    var problem: HiddenReason?

    init(_ request: PlacementRequest) {
        var invalid = false
        let anchor = Self.rect(request.anchor, invalid: &invalid)
        switch request.attachment {
        case .rect:
            reference = anchor
        case .point(let unit):
            let ux = Self.coordinate(unit.x, invalid: &invalid)
            let uy = Self.coordinate(unit.y, invalid: &invalid)
            let point = Point(x: Self.capped(anchor.minX + ux * anchor.width), y: Self.capped(anchor.minY + uy * anchor.height))
            reference = Rect(origin: point, size: .zero)
        }
        container = Self.rect(request.container, invalid: &invalid)
        let inset = request.containerInset
        let insets = EdgeInsets(top: Self.coordinate(inset.top, invalid: &invalid),
                                leading: Self.coordinate(inset.leading, invalid: &invalid),
                                bottom: Self.coordinate(inset.bottom, invalid: &invalid),
                                trailing: Self.coordinate(inset.trailing, invalid: &invalid))
        boundary = Self.collapsed(container.inset(by: insets))

        body = Size(width: Self.length(request.bodySize.width), height: Self.length(request.bodySize.height))
        let bodyIsEmpty = body.width == 0 || body.height == 0

        cornerRadius = Self.length(request.cornerRadius)
        shiftPadding = Self.length(request.shiftPadding)
        if let arrow = request.arrow {
            hasArrow = true
            arrowWidth = Self.length(arrow.width)
            arrowHeight = Self.length(arrow.height)
            arrowPadding = Self.length(arrow.padding ?? request.cornerRadius)
            spacing = arrowHeight + Self.length(arrow.gap)
        } else {
            hasArrow = false
            arrowWidth = 0
            arrowHeight = 0
            arrowPadding = 0
            spacing = Self.length(request.spacingWithoutArrow)
        }
        problem = invalid ? .invalidGeometry : (bodyIsEmpty ? .emptyBody : nil)
    }

    static func capped(_ value: Double) -> Double { min(max(value, -limit), limit) }

    /// A finite value capped to ±limit; NaN and infinities become 0 and flag the input invalid.
    static func coordinate(_ value: Double, invalid: inout Bool) -> Double {
        guard value.isFinite else {
            invalid = true
            return 0
        }
        return capped(value)
    }

    /// A length for spacing, radii and paddings: NaN, infinities and negatives become 0.
    static func length(_ value: Double) -> Double {
        value.isFinite ? min(max(value, 0), limit) : 0
    }

    /// A rect with finite, capped numbers and a non-negative size; a negative width or height
    /// extends from the origin the other way, as CGRect's `standardized`.
    static func rect(_ rect: Rect, invalid: inout Bool) -> Rect {
        var x = coordinate(rect.minX, invalid: &invalid), width = coordinate(rect.width, invalid: &invalid)
        var y = coordinate(rect.minY, invalid: &invalid), height = coordinate(rect.height, invalid: &invalid)
        if width < 0 { x += width; width = -width }
        if height < 0 { y += height; height = -height }
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// The rect with a negative width or height shrunk to zero about its middle.
    static func collapsed(_ rect: Rect) -> Rect {
        var result = rect
        if rect.width < 0 { result = Rect(x: rect.midX, y: result.minY, width: 0, height: result.height) }
        if rect.height < 0 { result = Rect(x: result.minX, y: rect.midY, width: result.width, height: 0) }
        return result
    }
}
