/// Which way a layout's leading to trailing runs (SwiftUI's `LayoutDirection`), set with
/// `.environment(\.layoutDirection, .rightToLeft)`.
///
/// Right to left mirrors the layout, as in SwiftUI: each view is placed in its parent's frame
/// where it would be with the parent's left and right swapped, so stacks run from the right,
/// leading alignment and leading padding are on the right, and text's leading alignment is the
/// right edge. What views draw (text, images, shapes) is not mirrored.
public enum LayoutDirection: Hashable, Sendable {
    case leftToRight, rightToLeft

    /// `frame` (placed as left to right) mirrored within `parent`.
    static func mirrored(_ frame: Rect, in parent: Rect) -> Rect {
        Rect(x: parent.minX + parent.maxX - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
    }
}
