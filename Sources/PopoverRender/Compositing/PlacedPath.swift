import PopoverKit

/// A path in output pixels split into a whole-pixel origin and the outline relative to it, so an
/// outline that only moves by whole pixels keeps its key in the mask cache.
///
/// Relative coordinates are rounded to 1/1024 px (a coverage change of at most about 1/1024 per
/// pixel), which makes keys of the same outline at different places compare equal despite
/// floating-point noise in the translation.
struct PlacedPath {
    /// The outline moved so that its first point lies in the pixel at (0, 0).
    let shape: Path
    /// The whole-pixel translation that puts `shape` back in place.
    let originX: Int
    let originY: Int

    static let quantum = 1024.0

    /// Splits `pixelPath`, or returns nil when it does not lie entirely within `0...width` ×
    /// `0...height` (its masks then need clipping to the frame, which is not translation-invariant)
    /// or has no points.
    ///
    /// - Parameter fractionStep: when given, the outline's position within its pixel is rounded to
    ///   a multiple of this (for blurred shadows, where a sixteenth of a pixel is invisible), so a
    ///   moving outline meets a handful of cached positions instead of a new one every frame.
    init?(_ pixelPath: Path, within size: (width: Int, height: Int), fractionStep: Double? = nil) {
        guard case .move(let first)? = pixelPath.elements.first,
              let bounds = Self.controlBounds(of: pixelPath),
              bounds.minX >= 0, bounds.minY >= 0,
              bounds.maxX <= Double(size.width), bounds.maxY <= Double(size.height) else { return nil }
        let wholeX = first.x.rounded(.down), wholeY = first.y.rounded(.down)
        var shiftX = wholeX, shiftY = wholeY
        if let step = fractionStep, step > 0 {
            let fractionX = first.x - wholeX, fractionY = first.y - wholeY
            shiftX = first.x - (fractionX / step).rounded() * step
            shiftY = first.y - (fractionY / step).rounded() * step
        }
        originX = Int(wholeX)
        originY = Int(wholeY)
        let q = Self.quantum
        func relative(_ p: Point) -> Point {
            Point(x: ((p.x - shiftX) * q).rounded() / q, y: ((p.y - shiftY) * q).rounded() / q)
        }
        shape = Path(elements: pixelPath.elements.map { element in
            switch element {
            case .move(let p): .move(relative(p))
            case .line(let p): .line(relative(p))
            case .quadCurve(let p, let c): .quadCurve(to: relative(p), control: relative(c))
            case .cubicCurve(let p, let c1, let c2): .cubicCurve(to: relative(p), control1: relative(c1), control2: relative(c2))
            case .arc(let c, let r, let a0, let a1): .arc(center: relative(c), radius: r, startAngle: a0, endAngle: a1)
            case .close: .close
            }
        })
    }

    /// `mask` (of `shape`) moved back into place.
    func place(_ mask: CoverageMask) -> CoverageMask {
        var placed = mask
        placed.originX += originX
        placed.originY += originY
        return placed
    }

    /// A box containing the outline: its points, control points and arcs' full circles.
    static func controlBounds(of path: Path) -> (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ p: Point, _ r: Double = 0) {
            minX = min(minX, p.x - r); maxX = max(maxX, p.x + r)
            minY = min(minY, p.y - r); maxY = max(maxY, p.y + r)
        }
        for element in path.elements {
            switch element {
            case .move(let p), .line(let p): add(p)
            case .quadCurve(let p, let c): add(p); add(c)
            case .cubicCurve(let p, let c1, let c2): add(p); add(c1); add(c2)
            case .arc(let c, let r, _, _): add(c, abs(r))
            case .close: break
            }
        }
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return nil }
        return (minX, minY, maxX, maxY)
    }
}

extension Path {
    /// This outline under `transform` (in points), moved into output pixels at `scale`.
    func inPixels(_ transform: Transform, scale: Double) -> Path {
        let origin = transform.apply(.zero)
        return transformed(scale: transform.scale * scale, offset: Point(x: origin.x * scale, y: origin.y * scale))
    }
}
