extension View {
    /// A blurred shadow behind every filled shape in the view (text and icons cast none),
    /// offset by x, y. The default color is black at 33%, as SwiftUI's.
    public func shadow(color: Color = .black.opacity(0.33), radius: Double, x: Double = 0, y: Double = 0) -> ViewNode {
        ViewNode(modifier: ShadowModifier(style: ShadowStyle(color: color, radius: radius, offset: Point(x: x, y: y))),
                 content: self)
    }
}

/// `.shadow`: the content drawn with the shadows it casts behind it.
struct ShadowModifier: ModifierKind {
    let style: ShadowStyle

    func place(_ placer: NodePlacer) -> LaidOutNode {
        placer.wrapper(placer.contentInPlace(), drawing: ShadowDrawing(style: style.resolved(in: placer.env.colorScheme)))
    }
}

/// Children drawn after the shadows they cast.
struct ShadowDrawing: NodeDrawing {
    let style: ShadowStyle

    func draw(_ node: LaidOutNode, into list: inout DisplayListBuilder) {
        var content = DisplayListBuilder()
        content.drawChildren(of: node)
        list.append(contentsOf: ShadowCaster(style: style).shadows(for: content.items))
        list.append(contentsOf: content.items)
    }

    var label: String { "shadow r\(style.radius)" }
}

/// A shadow's color, blur radius and offset, as `.shadow(color:radius:x:y:)` takes them.
struct ShadowStyle {
    let color: Color
    let radius: Double
    let offset: Point
}

extension ShadowStyle {
    func resolved(in scheme: ColorScheme) -> ShadowStyle {
        ShadowStyle(color: color.resolved(in: scheme), radius: radius, offset: offset)
    }
}

/// The shadows cast by a piece of content: one per filled outline (and glass region), in the
/// shadow's color scaled by the fill's alpha, so a shape's shadow sits right behind it.
/// Text and icons cast none.
struct ShadowCaster {
    let style: ShadowStyle

    func shadows(for content: [DisplayItem]) -> [DisplayItem] {
        content.compactMap { item in
            switch item {
            case .fill(let path, let color):
                let color = style.color.opacity(color.alpha)
                return color.alpha > 0 ? .shadow(path, color: color, radius: style.radius, offset: style.offset) : nil
            case .gradient(let path, let fill):
                let color = style.color.opacity(fill.maximumAlpha)
                return color.alpha > 0 ? .shadow(path, color: color, radius: style.radius, offset: style.offset) : nil
            case .backdropBlur(let path, _, _):
                return .shadow(path, color: style.color, radius: style.radius, offset: style.offset)
            default:
                return nil
            }
        }
    }
}
