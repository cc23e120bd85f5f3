/// A bubble with an arrow around popover content, as the original's: a rounded rectangle
/// painted with `fill` (any shape style), an optional `secondaryFill` on top and an optional
/// glass material beneath, whose arrow follows the effective attachment point the presentation
/// layer hands down. Its content gets the original's text defaults, 16 pt medium and centered
/// lines, which the content's own modifiers override.
public struct PopoverMessageBubble: View {
    public var showArrow: Bool
    public var fill: any ShapeStyle
    public var secondaryFill: (any ShapeStyle)?
    public var enableGlassEffect: Bool
    /// Nil: the platform's default (`PopoverPaddingKey`, 8/16 or 6/12 on watch).
    public var padding: EdgeInsets?
    let content: () -> [ViewNode]

    /// The glass material's blur radius, in points.
    public static let glassBlurRadius = 20.0
    /// The glass material's tint: a light veil in light schemes, a fainter one over dark ones
    /// (the original's menu on the watch's black is #161616, a white veil of 8.5%, with an edge
    /// about 13 levels lighter; the rim follows the veil's strength).
    public static let glassTint = Color(light: Color.white.opacity(0.5), dark: Color.white.opacity(0.085))
    /// The shadow SwiftUI's `.glassEffect` draws around glass, so it reads on light backgrounds
    /// too (outside the outline only: the glass shows its backdrop, not its shadow).
    public static let glassShadow = Color(light: Color.black.opacity(0.16), dark: Color.black.opacity(0.4))
    public static let glassShadowRadius = 16.0

    public init(showArrow: Bool = true, fill: some ShapeStyle, secondaryFill: (any ShapeStyle)? = nil,
                enableGlassEffect: Bool = false, padding: EdgeInsets? = nil,
                @ViewBuilder content: @escaping () -> [ViewNode]) {
        self.showArrow = showArrow
        self.fill = fill
        self.secondaryFill = secondaryFill
        self.enableGlassEffect = enableGlassEffect
        self.padding = padding
        self.content = content
    }

    /// The original's glass bubble: clear, over the glass material.
    public init(padding: EdgeInsets? = nil, @ViewBuilder content: @escaping () -> [ViewNode]) {
        self.init(fill: Color.clear, enableGlassEffect: true, padding: padding, content: content)
    }

    public func makeNode() -> ViewNode {
        let showArrow = showArrow, fill = fill, secondaryFill = secondaryFill, glass = enableGlassEffect
        let content = self.content
        let padding = self.padding
        return EnvironmentReader { environment in
            let arrow = environment[PopoverArrowKey.self]
            let outline = BubbleOutline(arrow: showArrow ? arrow : nil,
                                        cornerRadius: environment[PopoverCornerRadiusKey.self])
            let bubble = Group(content: content)
                .padding(padding ?? environment[PopoverPaddingKey.self])
                .atLeast(environment[PopoverMinimumBodyKey.self])
                .background {
                    ZStack {
                        if glass {
                            outline.backdropBlur(radius: Self.glassBlurRadius, tint: Self.glassTint)
                                .shadow(color: Self.glassShadow, radius: Self.glassShadowRadius, x: 0, y: 4)
                        }
                        fill.paint(outline)
                        if let secondaryFill {
                            secondaryFill.paint(outline)
                        }
                    }
                }
                .font(.bubble)
                .multilineTextAlignment(.center)
            Self.movedTowardAnchor(bubble, arrow: showArrow ? nil : arrow)
        }.makeNode()
    }

    /// Placement leaves arrow height plus gap between the body and its anchor; the
    /// original leaves 4 pt when the arrow is hidden, so such a body moves the difference closer.
    static func movedTowardAnchor(_ bubble: ViewNode, arrow hiddenArrow: PopoverArrowContext?) -> ViewNode {
        guard let edge = hiddenArrow?.edge else { return bubble }
        let shift = ArrowSpec.standard.height + ArrowSpec.standard.gap - PopoverConstants.arrowlessGap
        return bubble.offset(x: edge == .leading ? -shift : edge == .trailing ? shift : 0,
                             y: edge == .top ? -shift : edge == .bottom ? shift : 0)
    }
}

/// The content padding bubbles use unless given one (smaller on watch).
public enum PopoverPaddingKey: EnvironmentKey {
    public static var defaultValue: EdgeInsets { PopoverConstants.defaultPadding }
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

extension ViewNode {
    /// The view in a frame at least `size` (centered), or the view itself for a zero size.
    func atLeast(_ size: Size) -> ViewNode {
        size == .zero ? self : frame(minWidth: size.width, minHeight: size.height)
    }
}
