import PopoverKit

extension Path {
    /// This outline under `transform` (in points), moved into output pixels at `scale`.
    func inPixels(_ transform: Transform, scale: Double) -> Path {
        let origin = transform.apply(.zero)
        return transformed(scale: transform.scale * scale, offset: Point(x: origin.x * scale, y: origin.y * scale))
    }
}
