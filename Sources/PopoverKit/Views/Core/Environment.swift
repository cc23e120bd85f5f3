/// A custom value carried down the tree, such as an action that content deep inside a popover
/// can call (SwiftUI's `dismiss`), or a platform idiom. As in SwiftUI, a member of
/// `EnvironmentValues` over the key makes it `@Environment(\.member)` and
/// `.environment(\.member, value)`; `@Entry` writes that member and its key.
public protocol EnvironmentKey {
    associatedtype Value
    /// The value where no ancestor set one.
    static var defaultValue: Value { get }
}

#if POPOVERKIT_MACROS
/// A custom environment value in one line, as SwiftUI's `@Entry`: in an extension of
/// `EnvironmentValues`, `@Entry var name: Type = default` (an optional may leave out the
/// default, nil) makes `name` a member over a key of its own, read with
/// `@Environment(\.name)` and set with `.environment(\.name, value)`.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "PopoverKitMacros", type: "EntryMacro")
#endif

/// Values that flow down the tree from modifiers to the views beneath them. Set with the
/// modifiers (`.font`, `.foregroundColor`, `.environment(_:_:)`...), read with `@Environment`
/// or `EnvironmentReader`.
public struct EnvironmentValues {
    public var font: Font = .body
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
    public var colorScheme: ColorScheme = .light
    public var multilineTextAlignment: TextAlignment = .leading
    /// The most lines text shows; nil for no limit.
    public var lineLimit: Int?
    public var isEnabled = true
    public internal(set) var allowsHitTesting = true
    public var imageScale: ImageScale = .medium
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
        return ViewNode(EnvironmentReaderKind { ViewNode.group(content($0)) })
    }
}

/// An environment reader's node: its content, built once per pass on its path from the
/// environment there, laid out as its one child.
struct EnvironmentReaderKind: NodeKind {
    let build: (EnvironmentValues) -> ViewNode

    func size(_ sizer: NodeSizer) -> Size {
        sizer.builtContentSize(sizer.path.content(ofReader: sizer.node) { build(sizer.env) })
    }

    func place(_ placer: NodePlacer) -> LaidOutNode {
        placer.builtContent(placer.path.content(ofReader: placer.node) { build(placer.env) })
    }
}
