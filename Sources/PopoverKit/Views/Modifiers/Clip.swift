extension View {
    /// Limits drawing and hit-testing to the view's frame.
    public func clipped() -> ViewNode {
        clipShape(Rectangle())
    }

    /// Limits drawing to `shape` in the view's frame (anti-aliased, rounded corners cut off) and
    /// hit-testing to its bounding box.
    public func clipShape(_ shape: some Shape) -> ViewNode {
        ViewNode(modifier: ClipModifier(shape: AnyShape(shape)), content: self)
    }

    /// Clips the view to its frame with corners of `radius` rounded off (SwiftUI's deprecated
    /// but common modifier, the same as `.clipShape(RoundedRectangle(cornerRadius: radius))`).
    public func cornerRadius(_ radius: Double) -> ViewNode {
        clipShape(RoundedRectangle(cornerRadius: radius))
    }
}

/// `.clipShape`: the content drawn inside the shape's outline in the node's frame.
struct ClipModifier: ModifierKind {
    let shape: AnyShape

    func place(_ placer: NodePlacer) -> LaidOutNode {
        let path = shape.path(placer.frame)
        return placer.wrapper(placer.contentInPlace(), drawing: ClipDrawing(path: path, frame: placer.frame))
    }
}

/// Children drawn inside an outline (a plain rectangle clips faster, as a rect); hits are
/// limited to the outline's bounding box.
struct ClipDrawing: NodeDrawing {
    /// The outline; nil when it is the rectangle `bounds`.
    let outline: Path?
    let bounds: Rect

    init(path: Path, frame: Rect) {
        let bounds = Self.bounds(of: path) ?? frame
        self.bounds = bounds
        outline = path == .rect(bounds) ? nil : path
    }

    func draw(_ node: LaidOutNode, into list: inout DisplayListBuilder) {
        list.append(outline.map { .pushClipPath($0) } ?? .pushClip(bounds))
        list.drawChildren(of: node)
        list.append(.popClip)
    }

    func limitHitTesting(_ limits: inout HitTestLimits) -> Bool {
        limits.clip(to: bounds)
        return true
    }

    var label: String { outline == nil ? "clip \(bounds)" : "clip path \(bounds)" }

    /// The bounding box of a path's on-curve and control points (enough for the shapes we clip to).
    static func bounds(of path: Path) -> Rect? {
        var xs: [Double] = [], ys: [Double] = []
        for element in path.elements {
            switch element {
            case .move(let p), .line(let p):
                xs.append(p.x); ys.append(p.y)
            case .quadCurve(let p, let c):
                xs += [p.x, c.x]; ys += [p.y, c.y]
            case .cubicCurve(let p, let c1, let c2):
                xs += [p.x, c1.x, c2.x]; ys += [p.y, c1.y, c2.y]
            case .arc(let center, let radius, _, _):
                xs += [center.x - radius, center.x + radius]; ys += [center.y - radius, center.y + radius]
            case .close:
                break
            }
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
