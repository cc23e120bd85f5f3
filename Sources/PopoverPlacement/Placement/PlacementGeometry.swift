/// What the steps compute with: the request's numbers made safe (finite, sizes non-negative,
/// magnitudes capped at `limit`) and resolved (the attachment to a reference rect, the inset
/// container to a boundary, the arrow to a spacing). Its measures (ideal body, room, arrow) are
/// in PlacementGeometry+Measures.swift.
public struct PlacementGeometry: Equatable, Sendable {
    /// Coordinates and lengths beyond this magnitude are capped, so sums of a few of them stay finite.
    static let limit = PlacementRequest.largestMagnitude

    /// What the popover points at: the anchor's bounds, or a zero-size rect at the attachment point.
    public private(set) var reference: Rect
    public private(set) var body: Size
    /// The container shrunk by its inset; a zero-size rect at its middle when the inset overlaps.
    public private(set) var boundary: Rect
    /// Distance between the body's anchor-facing edge and the attachment point.
    public private(set) var spacing: Double
    public private(set) var cornerRadius: Double
    public private(set) var arrowWidth: Double
    public private(set) var arrowHeight: Double
    /// Distance kept between the arrow's base and the body's ends (`edges` policy).
    public private(set) var arrowPadding: Double
    public private(set) var hasArrow: Bool
    /// Set when the request cannot give a showable result.
    public private(set) var problem: HiddenReason?

    @inline(__always)
    public init(_ request: PlacementRequest) {
        if Self.isOrdinary(request) {
            self.init(ordinary: request)
        } else {
            self.init(sanitizing: request)
        }
    }

    /// The common case, taken as is: every number finite, their magnitudes summing to at most
    /// `limit`, sizes and lengths non-negative, the body not empty.
    static func isOrdinary(_ request: PlacementRequest) -> Bool {
        let a = request.anchor, c = request.container, i = request.containerInset, b = request.bodySize
        // NaN fails the final comparison; +inf exceeds the limit; −inf fails `smallest >= 0`.
        var magnitudes = abs(a.minX) + abs(a.minY) + a.width + a.height + abs(c.minX) + abs(c.minY) + c.width + c.height
        magnitudes += abs(i.top) + abs(i.leading) + abs(i.bottom) + abs(i.trailing) + b.width + b.height
        magnitudes += request.cornerRadius + request.spacingWithoutArrow
        var smallest = min(min(a.width, a.height), min(c.width, c.height))
        smallest = min(smallest, min(request.cornerRadius, request.spacingWithoutArrow))
        if case .point(let unit) = request.attachment {
            magnitudes += abs(unit.x) + abs(unit.y)
        }
        if let arrow = request.arrow {
            let padding = arrow.padding ?? 0
            magnitudes += arrow.width + arrow.height + arrow.gap + padding
            smallest = min(smallest, min(min(arrow.width, arrow.height), min(arrow.gap, padding)))
        }
        return magnitudes <= limit && smallest >= 0 && b.width > 0 && b.height > 0
    }

    @inline(__always)
    init(ordinary request: PlacementRequest) {
        let anchor = request.anchor
        switch request.attachment {
        case .rect:
            reference = anchor
        case .point(let unit):
            reference = Rect(x: Self.capped(anchor.minX + unit.x * anchor.width),
                             y: Self.capped(anchor.minY + unit.y * anchor.height), width: 0, height: 0)
        }
        boundary = Self.collapsed(request.container.inset(by: request.containerInset))
        body = request.bodySize
        cornerRadius = request.cornerRadius
        if let arrow = request.arrow {
            hasArrow = true
            arrowWidth = arrow.width
            arrowHeight = arrow.height
            arrowPadding = arrow.padding ?? request.cornerRadius
            spacing = arrow.height + arrow.gap
        } else {
            hasArrow = false
            arrowWidth = 0
            arrowHeight = 0
            arrowPadding = 0
            spacing = request.spacingWithoutArrow
        }
        problem = nil
    }

    init(sanitizing request: PlacementRequest) {
        let anchor = Self.rect(request.anchor)
        switch request.attachment {
        case .rect:
            reference = anchor
        case .point(let unit):
            let point = Point(x: Self.capped(anchor.minX + Self.coordinate(unit.x) * anchor.width),
                              y: Self.capped(anchor.minY + Self.coordinate(unit.y) * anchor.height))
            reference = Rect(origin: point, size: .zero)
        }
        let container = Self.rect(request.container)
        let inset = request.containerInset
        boundary = Self.collapsed(container.inset(by: EdgeInsets(
            top: Self.coordinate(inset.top), leading: Self.coordinate(inset.leading),
            bottom: Self.coordinate(inset.bottom), trailing: Self.coordinate(inset.trailing))))
        let invalid = !Self.isFinite(request)

        body = Size(width: Self.length(request.bodySize.width), height: Self.length(request.bodySize.height))
        let bodyIsEmpty = body.width == 0 || body.height == 0

        cornerRadius = Self.length(request.cornerRadius)
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

    /// A finite value capped to ±limit; NaN and infinities become 0.
    static func coordinate(_ value: Double) -> Double {
        value.isFinite ? capped(value) : 0
    }

    /// Whether the anchor, container, inset and attachment point hold only finite numbers.
    static func isFinite(_ request: PlacementRequest) -> Bool {
        let a = request.anchor, c = request.container, i = request.containerInset
        var unitIsFinite = true
        if case .point(let point) = request.attachment { unitIsFinite = point.x.isFinite && point.y.isFinite }
        let anchorIsFinite = a.minX.isFinite && a.minY.isFinite && a.width.isFinite && a.height.isFinite
        let containerIsFinite = c.minX.isFinite && c.minY.isFinite && c.width.isFinite && c.height.isFinite
        let insetIsFinite = i.top.isFinite && i.leading.isFinite && i.bottom.isFinite && i.trailing.isFinite
        return anchorIsFinite && containerIsFinite && insetIsFinite && unitIsFinite
    }

    /// A length for spacing, radii and paddings: NaN, infinities and negatives become 0.
    public static func length(_ value: Double) -> Double {
        value.isFinite ? min(max(value, 0), limit) : 0
    }

    /// A rect with finite, capped numbers and a non-negative size; a negative width or height
    /// extends from the origin the other way, as CGRect's `standardized`.
    static func rect(_ rect: Rect) -> Rect {
        var x = coordinate(rect.minX), width = coordinate(rect.width)
        var y = coordinate(rect.minY), height = coordinate(rect.height)
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
