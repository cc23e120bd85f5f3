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
    /// The values themselves, in one shared box: layout hands the environment to every node it
    /// sizes and places, and a copy is then one retain instead of a few hundred bytes and the
    /// references inside them. Writes copy the box first when it is shared.
    private final class Box {
        @exclusivity(unchecked) var values: Values
        init(_ values: Values) { self.values = values }
    }

    private struct Values {
        var font: Font = .body
        var fontWeight: Font.Weight?
        var fontDesign: Font.Design?
        var foregroundColor: Color?
        var foregroundColorSet: Color?
        var tint: Color = .systemBlue
        var colorScheme: ColorScheme = .light
        var multilineTextAlignment: TextAlignment = .leading
        var layoutDirection: LayoutDirection = .leftToRight
        var lineLimit: Int?
        var isEnabled = true
        var allowsHitTesting = true
        var imageScale: ImageScale = .medium
        var stackAxis: Axis?
        var animationScope: AnimationScope?
        /// Custom keys' values, the latest set first.
        var custom: CustomValue?
    }

    /// One custom key's value, in a chain from the nearest one set to the farthest: setting one
    /// adds a link (a dictionary was copied, and often grown, at every `.environment` in the
    /// tree), and a view reads among the few keys set above it.
    private final class CustomValue {
        let key: ObjectIdentifier
        let value: Any
        let next: CustomValue?

        init(key: ObjectIdentifier, value: Any, next: CustomValue?) {
            self.key = key
            self.value = value
            self.next = next
        }
    }

    private var box = Box(Values())

    /// The box, copied first if another environment shares it.
    private var writable: Box {
        mutating get {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.values) }
            return box
        }
    }

    public var font: Font {
        get { box.values.font }
        set { writable.values.font = newValue }
    }
    public internal(set) var fontWeight: Font.Weight? {
        get { box.values.fontWeight }
        set { writable.values.fontWeight = newValue }
    }
    /// The design for text beneath, whatever font is set (`.fontDesign(_:)`); nil keeps the font's.
    public internal(set) var fontDesign: Font.Design? {
        get { box.values.fontDesign }
        set { writable.values.fontDesign = newValue }
    }
    /// nil means the default: `Color.label` for text, the tint for button labels.
    public internal(set) var foregroundColor: Color? {
        get { box.values.foregroundColor }
        set { writable.values.foregroundColor = newValue }
    }
    /// The foreground color a modifier set, kept apart: inside a button `foregroundColor`
    /// defaults to the tint, and the button's style needs to know whether one was set.
    var foregroundColorSet: Color? {
        get { box.values.foregroundColorSet }
        set { writable.values.foregroundColorSet = newValue }
    }
    public internal(set) var tint: Color {
        get { box.values.tint }
        set { writable.values.tint = newValue }
    }
    /// Which value semantic colors beneath take.
    public var colorScheme: ColorScheme {
        get { box.values.colorScheme }
        set { writable.values.colorScheme = newValue }
    }
    /// Which way leading to trailing runs: right to left mirrors every layout beneath (stacks,
    /// alignments, padding, text's leading alignment), not what views draw (`LayoutDirection`).
    public var layoutDirection: LayoutDirection {
        get { box.values.layoutDirection }
        set { writable.values.layoutDirection = newValue }
    }
    public var multilineTextAlignment: TextAlignment {
        get { box.values.multilineTextAlignment }
        set { writable.values.multilineTextAlignment = newValue }
    }
    /// The most lines text shows; nil for no limit.
    public var lineLimit: Int? {
        get { box.values.lineLimit }
        set { writable.values.lineLimit = newValue }
    }
    public var isEnabled: Bool {
        get { box.values.isEnabled }
        set { writable.values.isEnabled = newValue }
    }
    public internal(set) var allowsHitTesting: Bool {
        get { box.values.allowsHitTesting }
        set { writable.values.allowsHitTesting = newValue }
    }
    public var imageScale: ImageScale {
        get { box.values.imageScale }
        set { writable.values.imageScale = newValue }
    }
    /// The axis of the stack whose direct content is being laid out, nil outside stacks.
    var stackAxis: Axis? {
        get { box.values.stackAxis }
        set { writable.values.stackAxis = newValue }
    }
    /// Inside an `.animation(_:value:)`: the animation this pass's changes take, if any.
    var animationScope: AnimationScope? {
        get { box.values.animationScope }
        set { writable.values.animationScope = newValue }
    }

    init() {}

    /// Whether `other` is this very environment (a copy of it, with no change made since).
    func isSameEnvironment(as other: EnvironmentValues) -> Bool { box === other.box }

    /// The value of a custom key: the one set above, else the key's default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            let id = ObjectIdentifier(key)
            var link = box.values.custom
            while let custom = link {
                if custom.key == id { return custom.value as! K.Value }
                link = custom.next
            }
            return K.defaultValue
        }
        set {
            let values = writable
            values.values.custom = CustomValue(key: ObjectIdentifier(key), value: newValue, next: values.values.custom)
        }
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
