/// How a transition alters a view at one moment: an opacity factor, an offset in points and a
/// uniform scale about an anchor in the view's own frame.
///
/// The scale is kept as a map in unit coordinates of the frame (u ↦ scale·u + scaleShift), so
/// scales about different anchors compose exactly; the offset applies after the scale,
/// unscaled.
public struct TransitionState: Hashable, Sendable {
    /// Multiplies the view's alpha.
    public var opacity: Double
    /// Moves the view, in points.
    public var offset: Point
    public var scale: Double
    /// The translation part of the scale, in unit coordinates: anchor·(1 − scale).
    public var scaleShift: Point

    public init(opacity: Double = 1, offset: Point = .zero, scale: Double = 1, anchor: UnitPoint = .center) {
        self.opacity = opacity
        self.offset = offset
        self.scale = scale
        scaleShift = Point(x: anchor.x * (1 - scale), y: anchor.y * (1 - scale))
    }

    /// The unaltered view.
    public static let identity = TransitionState()

    /// The point of the frame that the scale leaves in place (the center when there is no scale).
    public var anchor: UnitPoint {
        guard abs(1 - scale) > 1e-12 else { return .center }
        return UnitPoint(x: scaleShift.x / (1 - scale), y: scaleShift.y / (1 - scale))
    }

    /// `other` applied on top of this state: opacities multiply, offsets add, scales compose.
    public func combined(with other: TransitionState) -> TransitionState {
        var result = self
        result.opacity = opacity * other.opacity
        result.offset = offset + other.offset
        result.scale = scale * other.scale
        result.scaleShift = Point(x: other.scale * scaleShift.x + other.scaleShift.x,
                                  y: other.scale * scaleShift.y + other.scaleShift.y)
        return result
    }

    /// The drawing transform for a view laid out in `frame`.
    public func transform(in frame: Rect) -> Transform {
        // p ↦ scale·p + (1 − scale)·origin + size⊙shift + offset, as a scale about the origin.
        let moved = Point(
            x: (1 - scale) * frame.minX + frame.width * scaleShift.x + offset.x,
            y: (1 - scale) * frame.minY + frame.height * scaleShift.y + offset.y)
        return Transform(scale: scale, anchor: .zero, offset: moved)
    }
}
