@testable import PopoverKit

/// The laid-out text nodes of a runtime's last frame whose text is `text`, in tree order.
@MainActor
func textNodes(_ text: String, in runtime: ViewRuntime) -> [LaidOutNode] {
    runtime.lastLayout!.root.allNodes.filter { node in
        (node.drawing as? TextDrawing)?.runs.map(\.text).joined() == text
    }
}

/// The first text run drawn for `text` in a runtime's last frame.
@MainActor
func textRun(_ text: String, in runtime: ViewRuntime) -> TextRun? {
    textNodes(text, in: runtime).first.flatMap { ($0.drawing as? TextDrawing)?.runs.first }
}

/// The frame of the first node whose explicit id is a string starting with `prefix`.
@MainActor
func frame(ofIDPrefixed prefix: String, in runtime: ViewRuntime) -> Rect? {
    runtime.lastLayout!.root.firstNode { ($0.explicitID?.base as? String)?.hasPrefix(prefix) ?? false }?.frame
}

/// Presses and releases at `point`, then lays out at `time` + 0.1.
@MainActor
func tap(_ point: Point, in runtime: ViewRuntime, at time: Double) {
    runtime.handle(.pointerDown(point, .primary), at: time)
    runtime.handle(.pointerUp(point, .primary), at: time + 0.05)
    runtime.layout(at: time + 0.1)
}
