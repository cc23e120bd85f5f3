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
