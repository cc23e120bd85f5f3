/// How a button draws its label: SwiftUI's `.automatic`, `.borderless`, `.plain`, `.bordered`
/// and `.borderedProminent`. The button's pressed, hovered, focused and disabled looks are drawn
/// around what the style makes, whatever the style.
public protocol PrimitiveButtonStyle: Sendable {
    /// The button's content made from its label; `environment` is the one at the button, its
    /// `foregroundColor` nil unless one was set.
    func makeBody(label: ViewNode, environment: EnvironmentValues) -> ViewNode
}

/// The label alone, in the tint unless a foreground color is set (iOS's default button).
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}

    public func makeBody(label: ViewNode, environment: EnvironmentValues) -> ViewNode { label }
}

/// The label alone, in the foreground color (the label color unless one is set), not the tint.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}

    public func makeBody(label: ViewNode, environment: EnvironmentValues) -> ViewNode {
        label.foregroundColor(environment.foregroundColor ?? .primary)
    }
}

/// The label in the tint on a capsule of the tint at 15%.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}

    public func makeBody(label: ViewNode, environment: EnvironmentValues) -> ViewNode {
        label
            .foregroundColor(environment.foregroundColor ?? environment.tint)
            .padding(ControlMetrics.borderedButtonInsets)
            .background(Capsule().fill(environment.tint.opacity(ControlMetrics.borderedFillOpacity)))
    }
}

/// The label in white on a capsule filled with the tint, darkened where needed so white body
/// text on it reaches WCAG's 4.5:1 (iOS's blue, #007AFF, gives white only 4.0:1).
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}

    public func makeBody(label: ViewNode, environment: EnvironmentValues) -> ViewNode {
        label
            .foregroundColor(environment.foregroundColor ?? .white)
            .padding(ControlMetrics.borderedButtonInsets)
            .background(Capsule().fill(Self.fill(for: environment.tint)))
    }

    /// `tint`, in each color scheme, darkened until white on it has a contrast of 4.5:1.
    static func fill(for tint: Color) -> Color {
        func darkened(_ color: Color) -> Color {
            var fill = color
            fill.alpha = 1
            var factor = 1.0
            while fill.contrastRatio(with: .white) < ControlMetrics.minimumLabelContrast && factor > 0 {
                factor -= 0.02
                fill = Color(red: color.red * factor, green: color.green * factor, blue: color.blue * factor)
            }
            return fill
        }
        return Color(light: darkened(tint.resolved(in: .light)), dark: darkened(tint.resolved(in: .dark)))
    }
}

/// The default: borderless, as on iOS.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}

    public func makeBody(label: ViewNode, environment: EnvironmentValues) -> ViewNode { label }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

enum ButtonStyleKey: EnvironmentKey {
    static var defaultValue: any PrimitiveButtonStyle { DefaultButtonStyle() }
}

extension View {
    /// How buttons beneath draw their labels.
    public func buttonStyle(_ style: some PrimitiveButtonStyle) -> ViewNode {
        environment(ButtonStyleKey.self, style)
    }
}
