/// A custom value carried down the tree, such as an action that content deep inside a popover
/// can call (SwiftUI's `dismiss`), or a platform idiom.
public protocol EnvironmentKey {
    associatedtype Value
    /// The value where no ancestor set one.
    static var defaultValue: Value { get }
}

/// Values that flow down the tree from modifiers to the views beneath them. Set with the
/// modifiers (`.font`, `.foregroundColor`, `.environment(_:_:)`...), read with `EnvironmentReader`.
public struct EnvironmentValues {
    public internal(set) var font: Font = .body
    public internal(set) var fontWeight: Font.Weight?
    /// The design for text beneath, whatever font is set (`.fontDesign(_:)`); nil keeps the font's.
    public internal(set) var fontDesign: Font.Design?
    /// nil means the default: `Color.label` for text, the tint for button labels.
    public internal(set) var foregroundColor: Color?
    /// The foreground color a modifier set, kept apart: inside a button `foregroundColor`
    /// defaults to the tint, and the button's style needs to know whether one was set.
    var foregroundColorSet: Color?
    public internal(set) var tint: Color = .systemBlue
    /// Which value semantic colors beneath take.
    public internal(set) var colorScheme: ColorScheme = .light
    public internal(set) var multilineTextAlignment: TextAlignment = .leading
    /// The most lines text shows; nil for no limit.
    public internal(set) var lineLimit: Int?
    public internal(set) var isEnabled = true
    public internal(set) var allowsHitTesting = true
    public internal(set) var imageScale: ImageScale = .medium
    /// The axis of the stack whose direct content is being laid out, nil outside stacks.
    var stackAxis: Axis?
    /// Inside an `.animation(_:value:)`: the animation this pass's changes take, if any.
    var animationScope: AnimationScope?
    /// Values of custom keys, by key type.
    private var custom: [ObjectIdentifier: Any] = [:]

    init() {}

    /// The value of a custom key: the one set above, else the key's default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { custom[ObjectIdentifier(key)].map { $0 as! K.Value } ?? K.defaultValue }
        set { custom[ObjectIdentifier(key)] = newValue }
    }

    /// The font text and icons use: the font with the weight and design overrides applied.
    public var resolvedFont: Font {
        let weighted = fontWeight.map { font.weight($0) } ?? font
        return fontDesign.map { weighted.design($0) } ?? weighted
    }

    /// The color text and icons use, resolved for the color scheme.
    public var resolvedForeground: Color { resolve(foregroundColor ?? .label) }

    /// `color` as it shows in this environment's color scheme.
    public func resolve(_ color: Color) -> Color { color.resolved(in: colorScheme) }
}

/// Content built during layout from the environment at its place in the tree, so a view can
/// read values its ancestors set (custom keys with `.environment(_:_:)`, the font, ...).
/// The closure may run more than once per layout and should only build views.
public struct EnvironmentReader: View {
    let content: (EnvironmentValues) -> [ViewNode]

    public init(@ViewBuilder content: @escaping (EnvironmentValues) -> [ViewNode]) {
        self.content = content
    }

    public func makeNode() -> ViewNode {
        let content = self.content
        return ViewNode(.environmentReader { ViewNode.group(content($0)) })
    }
}
