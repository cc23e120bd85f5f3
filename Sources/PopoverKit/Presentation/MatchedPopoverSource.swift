/// A view marked with `.matchedPopoverSource(id:anchor:)`: where a matched popover for `id`
/// attaches, as the container collects it in this frame.
struct MatchedPopoverSource {
    let id: AnyHashable
    /// The point of the source the popover attaches to.
    let anchor: UnitPoint
    /// The source's absolute frame.
    let frame: Rect
}

/// Collects the sources inside a `.matchedPopover` container, in tree order; the innermost
/// container keeps them.
enum MatchedPopoverSourcesKey: PreferenceKey {
    static var defaultValue: [MatchedPopoverSource] { [] }

    static func reduce(value: inout [MatchedPopoverSource], nextValue: () -> [MatchedPopoverSource]) {
        value.append(contentsOf: nextValue())
    }
}
