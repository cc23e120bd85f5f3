@testable import PopoverKit

/// A presentation host stepped by hand: each `layout(at:)` begins a frame at that time and lays
/// `content()` out (rebuilt, as an app does every frame) with the fixed-advance measurer.
final class PresentationHarness {
    let host = PresentationHost()
    let bounds: Rect
    let content: () -> ViewNode
    private(set) var last: LayoutResult?

    init(size: Size, content: @escaping () -> ViewNode) {
        bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        self.content = content
    }

    @discardableResult
    func layout(at time: Double) -> LayoutResult {
        host.beginFrame(at: time)
        let result = testEngine.layout(content().environment(PresentationHostKey.self, host), in: bounds)
        last = result
        return result
    }

    /// The popover whose id ends with `suffix`, as placed in the last frame.
    func placed(_ suffix: String) -> PlacedPopover? {
        host.placements.first { $0.id.hasSuffix(suffix) }
    }

    /// The opacity the popover whose id ends with `suffix` showed in the last frame: 0 when it
    /// was not placed at all (not presented, and any removal over).
    func opacity(_ suffix: String) -> Double {
        placed(suffix)?.appearance.state.opacity ?? 0
    }

    /// Presses the dimming (or the matched popover's catcher) as a pointer going down would.
    func pressOutside() {
        guard let target = target(PopoverDimmingID()) else { return }
        let center = target.frame.center
        target.send(DragEvent(phase: .began, startLocation: center, location: center))
    }

    /// Activates the control given `.id(id)` in the last frame; false when there is none.
    @discardableResult
    func activate(_ id: AnyHashable) -> Bool {
        target(id)?.activate() ?? false
    }

    /// The first hit target inside the node given `.id(id)` in the last frame.
    func target(_ id: AnyHashable) -> HitTarget? {
        guard let last, let node = last.node(withID: id) else { return nil }
        return node.allNodes.lazy.compactMap { last.target(for: $0.identity) }.first
    }
}

/// A mutable value shared between a test and the bindings of the views it builds.
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
    var binding: Binding<Value> { Binding(get: { self.value }, set: { self.value = $0 }) }
}
