import PopoverKit

/// The G overlay: for each placed popover its anchor rect, attachment point, ideal versus
/// placed body, arrow tip, inset container and chosen side.
struct GeometryOverlay {
    let placements: [PlacedPopover]

    static let anchorColor = Color(hex: 0xFF9500)
    static let idealColor = Color(hex: 0xAF52DE)
    static let bodyColor = Color(hex: 0x34C759)
    static let containerColor = Color(hex: 0x8E8E93)
    static let tipColor = Color(hex: 0xFF3B30)

    var items: [DisplayItem] {
        var items: [DisplayItem] = []
        var containers = Set<Rect>()
        for placed in placements where placed.appearance.isRendered || placed.placement.hiddenReason != nil {
            if containers.insert(placed.container).inserted {
                items += outline(placed.container, Self.containerColor.opacity(0.8), dashed: true)
            }
            items += outline(placed.anchor, Self.anchorColor)
            items += outline(placed.placement.idealBody, Self.idealColor.opacity(0.7), dashed: true)
            items += outline(placed.placement.body, Self.bodyColor)
            items.append(.fill(Path.ellipse(in: Rect(x: placed.attachmentPoint.x - 3, y: placed.attachmentPoint.y - 3,
                                                     width: 6, height: 6)), Self.anchorColor))
            if let tip = placed.drawnTip {
                items.append(.fill(cross(at: tip), Self.tipColor))
            }
            let side = placed.placement.placement?.name ?? "centered"
            let hidden = placed.placement.hiddenReason.map { " (\($0.rawValue))" } ?? ""
            items.append(.text(TextRun(text: side + hidden, font: Font(size: 10, weight: .semibold).monospaced(),
                                       color: Self.bodyColor, origin: Point(x: placed.placement.body.minX,
                                                                            y: placed.placement.body.maxY + 2))))
        }
        return items
    }

    /// A 1 pt outline (or dashes) around `rect`.
    private func outline(_ rect: Rect, _ color: Color, dashed: Bool = false) -> [DisplayItem] {
        let w = 1.0
        var path = Path()
        func segment(_ r: Rect) { path.append(.rect(r)) }
        if dashed {
            var x = rect.minX
            while x < rect.maxX { segment(Rect(x: x, y: rect.minY, width: min(4, rect.maxX - x), height: w))
                segment(Rect(x: x, y: rect.maxY - w, width: min(4, rect.maxX - x), height: w)); x += 8 }
            var y = rect.minY
            while y < rect.maxY { segment(Rect(x: rect.minX, y: y, width: w, height: min(4, rect.maxY - y)))
                segment(Rect(x: rect.maxX - w, y: y, width: w, height: min(4, rect.maxY - y))); y += 8 }
        } else {
            segment(Rect(x: rect.minX, y: rect.minY, width: rect.width, height: w))
            segment(Rect(x: rect.minX, y: rect.maxY - w, width: rect.width, height: w))
            segment(Rect(x: rect.minX, y: rect.minY, width: w, height: rect.height))
            segment(Rect(x: rect.maxX - w, y: rect.minY, width: w, height: rect.height))
        }
        return [.fill(path, color)]
    }

    private func cross(at p: Point) -> Path {
        var path = Path.rect(Rect(x: p.x - 5, y: p.y - 0.5, width: 10, height: 1))
        path.append(.rect(Rect(x: p.x - 0.5, y: p.y - 5, width: 1, height: 10)))
        return path
    }
}
