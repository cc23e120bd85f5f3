import PopoverKit

/// A rectangle of whole pixels: x in minX..<maxX, y in minY..<maxY.
public struct PixelRect: Hashable, Sendable {
    public var minX: Int
    public var minY: Int
    public var maxX: Int
    public var maxY: Int

    public init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX
        self.minY = minY
        self.maxX = max(minX, maxX)
        self.maxY = max(minY, maxY)
    }

    public static let empty = PixelRect(minX: 0, minY: 0, maxX: 0, maxY: 0)

    public var width: Int { maxX - minX }
    public var height: Int { maxY - minY }
    public var isEmpty: Bool { width == 0 || height == 0 }

    public func intersection(_ other: PixelRect) -> PixelRect {
        PixelRect(minX: max(minX, other.minX), minY: max(minY, other.minY),
                  maxX: max(max(minX, other.minX), min(maxX, other.maxX)),
                  maxY: max(max(minY, other.minY), min(maxY, other.maxY)))
    }

    public func intersects(_ other: PixelRect) -> Bool {
        !intersection(other).isEmpty
    }

    public func contains(_ other: PixelRect) -> Bool {
        other.isEmpty || (minX <= other.minX && minY <= other.minY && maxX >= other.maxX && maxY >= other.maxY)
    }

    /// The smallest rectangle containing both (an empty one adds nothing).
    public func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return PixelRect(minX: min(minX, other.minX), minY: min(minY, other.minY),
                         maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
    }

    /// This rectangle grown by `amount` pixels on every side.
    public func outset(by amount: Int) -> PixelRect {
        PixelRect(minX: minX - amount, minY: minY - amount, maxX: maxX + amount, maxY: maxY + amount)
    }

    public var area: Int { width * height }

    /// The smallest pixel rectangle covering `rect` (in points) moved by `transform`, at `scale`
    /// pixels per point: where a rectangle clip applies.
    public static func covering(_ rect: Rect, under transform: Transform, scale: Double) -> PixelRect {
        let origin = transform.apply(rect.origin)
        return covering(origin.x, origin.y, rect.width * transform.scale, rect.height * transform.scale, scale: scale)
    }

    /// The smallest pixel rectangle covering `rect` (in points) at `scale` pixels per point.
    public static func covering(_ x: Double, _ y: Double, _ width: Double, _ height: Double, scale: Double) -> PixelRect {
        func floorInt(_ v: Double) -> Int { v.isFinite ? Int(max(-1e9, min(1e9, (v * scale).rounded(.down)))) : 0 }
        func ceilInt(_ v: Double) -> Int { v.isFinite ? Int(max(-1e9, min(1e9, (v * scale).rounded(.up)))) : 0 }
        return PixelRect(minX: floorInt(x), minY: floorInt(y), maxX: ceilInt(x + width), maxY: ceilInt(y + height))
    }
}
