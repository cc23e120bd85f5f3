/// A tree laid out in one pass: absolute frames, what to draw, what reacts to input, and the
/// preference values that reached the root.
public struct LayoutResult {
    /// The root node and, through it, every node.
    public let root: LaidOutNode
    /// The rectangle the tree was laid out in.
    public let bounds: Rect
    /// Every hit target, back to front.
    private let targets: [HitTarget]

    init(root: LaidOutNode, bounds: Rect) {
        self.root = root
        self.bounds = bounds
        targets = HitTargetCollector().targets(in: root)
    }

    /// The frame's drawing: fills, shadows (each before what casts it), text runs, icons,
    /// clips and opacity groups, back to front.
    public func displayList(background: Color = .white) -> DisplayList {
        DisplayList(background: background, items: DisplayListBuilder.items(for: root))
    }

    /// The targets under `point`, top-most first.
    public func hitTest(_ point: Point) -> [HitTarget] {
        targets.reversed().filter { $0.contains(point) }
    }

    /// Buttons and toggles that can take keyboard focus, in tree order (the Tab order).
    public var focusableTargets: [HitTarget] {
        targets.filter { $0.isFocusable && $0.isEnabled }
    }

    /// The target of the node with `identity`, if that node reacts to input.
    public func target(for identity: NodeIdentity) -> HitTarget? {
        targets.first { $0.identity == identity }
    }

    /// The absolute frame of the node given `.id(id)` (its layout frame, which includes the
    /// offsets of its ancestors).
    public func frame(of id: AnyHashable) -> Rect? {
        node(withID: id)?.frame
    }

    /// The node given `.id(id)`, searched front to back in tree order.
    public func node(withID id: AnyHashable) -> LaidOutNode? {
        root.firstNode { $0.explicitID == id }
    }

    /// The node with `identity`, if there is one.
    public func node(for identity: NodeIdentity) -> LaidOutNode? {
        root.firstNode { $0.path.matches(identity) }
    }

    /// The value of `key` that reached the root (values kept by consuming overlays excluded).
    public func preferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value {
        K.combine(root.preferenceValues(for: ObjectIdentifier(key)).map { $0 as! K.Value })
    }
}
