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
            case .backdropBlur(let path, _, _):
                return .shadow(path, color: style.color, radius: style.radius, offset: style.offset)
            default:
                return nil
            }
        }
    }
}
