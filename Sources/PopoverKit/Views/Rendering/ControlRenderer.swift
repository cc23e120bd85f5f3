/// Draws a control's state around its content: a hover highlight behind it, the content dimmed
/// while pressed or disabled, and a focus ring around it.
struct ControlRenderer {
    let look: ControlLook
    let frame: Rect

    /// The hover highlight, then the dimming of the content that follows.
    var itemsBeforeContent: [DisplayItem] {
        var items: [DisplayItem] = []
        if look.isHovered && look.isEnabled {
            let highlight = look.highlight.opacity(ControlMetrics.hoverHighlightOpacity)
            items.append(.fill(.roundedRect(frame, cornerRadius: ControlMetrics.hoverCornerRadius), highlight))
        }
        if let dimming { items.append(.pushOpacity(dimming)) }
        return items
    }

    /// The end of the dimming, then the focus ring.
    var itemsAfterContent: [DisplayItem] {
        var items: [DisplayItem] = []
        if dimming != nil { items.append(.popOpacity) }
        if look.isFocused {
            items.append(.fill(focusRing, look.tint.opacity(ControlMetrics.focusRingOpacity)))
        }
        return items
    }

    private var dimming: Double? {
        !look.isEnabled ? ControlMetrics.disabledOpacity : look.isPressed ? ControlMetrics.pressedOpacity : nil
    }

    /// A band around the frame: the outer outline clockwise, the inner one counter-clockwise,
    /// so the non-zero rule leaves the inside empty.
    var focusRing: Path {
        let inner = frame.insetBy(dx: -ControlMetrics.focusRingGap, dy: -ControlMetrics.focusRingGap)
        let grow = ControlMetrics.focusRingGap + ControlMetrics.focusRingWidth
        let outer = frame.insetBy(dx: -grow, dy: -grow)
        var ring = Path.roundedRect(outer, cornerRadius: ControlMetrics.hoverCornerRadius + grow)
        ring.append(Self.counterClockwiseRoundedRect(inner, cornerRadius: ControlMetrics.hoverCornerRadius + ControlMetrics.focusRingGap))
        return ring
    }

    static func counterClockwiseRoundedRect(_ r: Rect, cornerRadius: Double) -> Path {
        let radius = max(0, min(cornerRadius, r.width / 2, r.height / 2))
        var p = Path()
        p.move(to: Point(x: r.minX + radius, y: r.minY))
        p.arc(center: Point(x: r.minX + radius, y: r.minY + radius), radius: radius, startAngle: 1.5 * .pi, endAngle: .pi)
        p.arc(center: Point(x: r.minX + radius, y: r.maxY - radius), radius: radius, startAngle: .pi, endAngle: .pi / 2)
        p.arc(center: Point(x: r.maxX - radius, y: r.maxY - radius), radius: radius, startAngle: .pi / 2, endAngle: 0)
        p.arc(center: Point(x: r.maxX - radius, y: r.minY + radius), radius: radius, startAngle: 0, endAngle: -.pi / 2)
        p.close()
        return p
    }
}

/// How a button or toggle draws its state around its content.
struct ControlLook {
    let isPressed: Bool
    let isHovered: Bool
    let isFocused: Bool
    let isEnabled: Bool
    /// The label color, used for the hover highlight.
    let highlight: Color
    /// The tint, used for the focus ring.
    let tint: Color
}
