/// Which parts of a `Label` show, and how: SwiftUI's `.iconOnly`, `.titleOnly`, `.titleAndIcon`
/// and `.automatic`.
public protocol LabelStyle: Sendable {
    /// The label drawn from its parts; `environment` is the one at the label.
    func makeBody(configuration: LabelStyleConfiguration, environment: EnvironmentValues) -> ViewNode
}

/// A label's parts.
public struct LabelStyleConfiguration {
    public let title: ViewNode
    public let icon: ViewNode
}

/// The icon, then the title.
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}

    public func makeBody(configuration: LabelStyleConfiguration, environment: EnvironmentValues) -> ViewNode {
        HStack(spacing: ControlMetrics.labelIconSpacing) {
            configuration.icon
            configuration.title
        }.makeNode()
    }
}

/// The icon alone.
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}

    public func makeBody(configuration: LabelStyleConfiguration, environment: EnvironmentValues) -> ViewNode {
        configuration.icon
    }
}

/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}

    public func makeBody(configuration: LabelStyleConfiguration, environment: EnvironmentValues) -> ViewNode {
        configuration.title
    }
}

/// The context's style: icon only in a navigation bar (as iOS draws toolbar items), icon and
/// title elsewhere.
public struct DefaultLabelStyle: LabelStyle {
    public init() {}

    public func makeBody(configuration: LabelStyleConfiguration, environment: EnvironmentValues) -> ViewNode {
        environment[InNavigationBarKey.self]
            ? IconOnlyLabelStyle().makeBody(configuration: configuration, environment: environment)
            : TitleAndIconLabelStyle().makeBody(configuration: configuration, environment: environment)
    }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == DefaultLabelStyle {
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

enum LabelStyleKey: EnvironmentKey {
    static var defaultValue: any LabelStyle { DefaultLabelStyle() }
}

/// Whether the content is in a navigation bar (its toolbar items), where labels show their icon.
enum InNavigationBarKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension View {
    /// How labels beneath show: icon and title, icon only, title only.
    public func labelStyle(_ style: some LabelStyle) -> ViewNode {
        environment(LabelStyleKey.self, style)
    }
}
