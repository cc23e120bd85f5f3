/// A bubble with an arrow around popover content: a rounded rectangle filled with `fill`, an
/// optional `secondaryFill` on top and an optional glass material beneath, whose arrow follows
/// the effective attachment point the presentation layer hands down.
public struct PopoverMessageBubble: View {
    public var showArrow: Bool
    public var fill: Color
    public var secondaryFill: Color?
    public var enableGlassEffect: Bool
    public var padding: EdgeInsets
    let content: () -> [ViewNode]

    /// The glass material's blur radius, in points.
    public static let glassBlurRadius = 20.0

    public init(showArrow: Bool = true, fill: Color, secondaryFill: Color? = nil, enableGlassEffect: Bool = false,
                padding: EdgeInsets = PopoverConstants.defaultPadding,
                @ViewBuilder content: @escaping () -> [ViewNode]) {
        self.showArrow = showArrow
        self.fill = fill
        self.secondaryFill = secondaryFill
        self.enableGlassEffect = enableGlassEffect
        self.padding = padding
        self.content = content
    }

    public func makeNode() -> ViewNode {
        let showArrow = showArrow, fill = fill, secondaryFill = secondaryFill, glass = enableGlassEffect
        let content = self.content
        let padding = self.padding
        return EnvironmentReader { environment in
            let outline = BubbleOutline(arrow: showArrow ? environment[PopoverArrowKey.self] : nil,
                                        cornerRadius: environment[PopoverCornerRadiusKey.self])
            Group(content: content)
                .padding(padding)
                .background {
                    ZStack {
                        if glass {
                            outline.backdropBlur(radius: Self.glassBlurRadius, tint: Color.white.opacity(0.25))
                        }
                        outline.fill(fill)
                        if let secondaryFill {
                            outline.fill(secondaryFill)
                        }
                    }
                }
        }.makeNode()
    }
}

/// The bubble's outline as a shape: the body fills the frame, the arrow sticks out of it.
public struct BubbleOutline: Shape {
    public var arrow: PopoverArrowContext?
    public var cornerRadius: Double

    public init(arrow: PopoverArrowContext?, cornerRadius: Double = PopoverConstants.cornerRadius) {
        self.arrow = arrow
        self.cornerRadius = cornerRadius
    }

    public func path(in rect: Rect) -> Path {
        let bubbleArrow = arrow.map {
            BubbleArrow(edge: $0.edge, tip: Point(x: rect.minX + $0.tipOffset.x, y: rect.minY + $0.tipOffset.y))
        }
        return BubbleShape(body: rect, cornerRadius: cornerRadius, arrow: bubbleArrow).path
    }
}
