extension View {
    /// The font for text and icons beneath.
    public func font(_ font: Font) -> ViewNode {
        environment { $0.font = font }
    }

    /// The weight for text beneath, whatever font is set.
    public func fontWeight(_ weight: Font.Weight) -> ViewNode {
        environment { $0.fontWeight = weight }
    }

    /// The design (default, rounded, serif, monospaced) for text beneath, whatever font is set.
    public func fontDesign(_ design: Font.Design?) -> ViewNode {
        environment { $0.fontDesign = design }
    }

    /// The color of text, icons and unfilled shapes beneath (button labels included).
    public func foregroundColor(_ color: Color) -> ViewNode {
        environment {
            $0.foregroundColor = color
            $0.foregroundColorSet = color
        }
    }

    /// Same as `foregroundColor(_:)`, SwiftUI's newer name.
    public func foregroundStyle(_ color: Color) -> ViewNode {
        foregroundColor(color)
    }

    /// The accent for button labels (without a foreground color) and focus rings beneath.
    public func tint(_ color: Color) -> ViewNode {
        environment { $0.tint = color }
    }

    /// The color scheme semantic colors beneath resolve in.
    public func colorScheme(_ scheme: ColorScheme) -> ViewNode {
        environment { $0.colorScheme = scheme }
    }

    /// How the lines of multi-line text beneath align to each other.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> ViewNode {
        environment { $0.multilineTextAlignment = alignment }
    }

    /// The most lines text beneath shows (nil: no limit); the last one shown ends with "…".
    public func lineLimit(_ limit: Int?) -> ViewNode {
        environment { $0.lineLimit = limit }
    }

    /// The icon size relative to the font beneath.
    public func imageScale(_ scale: ImageScale) -> ViewNode {
        environment { $0.imageScale = scale }
    }

    /// When true, controls and handlers beneath do nothing and controls draw dimmed.
    public func disabled(_ isDisabled: Bool) -> ViewNode {
        environment { if isDisabled { $0.isEnabled = false } }
    }

    /// When false, nothing beneath is a hit target (pointers pass through to what is behind).
    public func allowsHitTesting(_ enabled: Bool) -> ViewNode {
        environment { if !enabled { $0.allowsHitTesting = false } }
    }

    /// Sets the environment value at `keyPath` for the views beneath, as SwiftUI's
    /// `.environment(\.member, value)`: a custom member (`@Entry`) or one of the library's.
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> ViewNode {
        environment { $0[keyPath: keyPath] = value }
    }

    /// Sets a custom environment value for the views beneath.
    public func environment<K: EnvironmentKey>(_ key: K.Type, _ value: K.Value) -> ViewNode {
        environment { $0[key] = value }
    }

    private func environment(_ apply: @escaping (inout EnvironmentValues) -> Void) -> ViewNode {
        ViewNode(modifier: EnvironmentModifier(apply), content: self)
    }
}

/// A change to the environment that flows down to the modifier's content; as big as the
/// content in the changed environment.
struct EnvironmentModifier: ModifierKind {
    private let apply: (inout EnvironmentValues) -> Void

    init(_ apply: @escaping (inout EnvironmentValues) -> Void) {
        self.apply = apply
    }

    /// `env` with the change made.
    func applied(to env: EnvironmentValues) -> EnvironmentValues {
        var env = env
        apply(&env)
        return env
    }

    func size(_ sizer: NodeSizer) -> Size {
        sizer.contentSize(env: sizer.path.environment(derivedFrom: sizer.env, applied))
    }

    func place(_ placer: NodePlacer) -> LaidOutNode {
        let env = placer.path.environment(derivedFrom: placer.env, applied)
        return placer.wrapper(placer.content(in: placer.frame, proposal: placer.proposal, env: env))
    }
}
