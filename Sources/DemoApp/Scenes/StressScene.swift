import PopoverKit

/// Fifty draggable anchors at seeded positions, each with its own library popover (its own
/// `id:`), all presented: drag any anchor and its bubble and arrow follow it in the same frame.
final class StressScene: DemoScene {
    static let name = "stress"
    static let title = "Stress"

    static let anchorCount = 50
    static let seed: UInt64 = 0x5EED_50

    let idiom: Idiom
    /// Each anchor's center as a fraction of the scene area, so any window size fits them all.
    var positions: [UnitPoint]
    /// The anchor being dragged and how far, in points.
    private(set) var drag: (index: Int, translation: Size)?
    private var areaSize = Size(width: 1, height: 1)
    var arePopoversPresented = true

    init(idiom: Idiom) {
        self.idiom = idiom
        positions = Self.seededPositions()
    }

    /// Deterministic positions from a SplitMix64 sequence, kept 8% away from the edges.
    static func seededPositions() -> [UnitPoint] {
        var random = SplitMix64(seed: seed)
        return (0..<anchorCount).map { _ in UnitPoint(x: random.uniform(0.08...0.92), y: random.uniform(0.08...0.92)) }
    }

    var stateSummary: [String: String] {
        var summary = ["dragging": drag.map { "\($0.index)" } ?? "none"]
        for (index, position) in positions.enumerated() {
            summary["\(index)"] = "\(position.x),\(position.y)"
        }
        return summary
    }

    /// Where anchor `index` is drawn now, in scene points.
    func center(of index: Int) -> Point {
        let position = positions[index]
        var point = Point(x: position.x * areaSize.width, y: position.y * areaSize.height)
        if let drag, drag.index == index {
            point = Point(x: point.x + drag.translation.width, y: point.y + drag.translation.height)
        }
        return point
    }

    func handleDrag(_ event: DragEvent, index: Int) {
        switch event.phase {
        case .began, .changed:
            drag = (index, event.translation)
        case .ended:
            let moved = center(of: index)
            positions[index] = UnitPoint(x: min(max(moved.x / areaSize.width, 0), 1),
                                         y: min(max(moved.y / areaSize.height, 0), 1))
            drag = nil
        case .cancelled:
            drag = nil
        }
    }

    func body(context: SceneContext) -> ViewNode {
        areaSize = Size(width: max(1, context.size.width), height: max(1, context.size.height))
        let small = idiom == .watch
        let side = small ? 16.0 : 26.0
        return AbsoluteLayout {
            ForEach(0..<Self.anchorCount, id: \.self) { index in
                let center = center(of: index)
                anchor(index, side: side, small: small)
                    .placed(at: Rect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side))
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .presentPopovers(padding: idiom.scopePadding)
        // Set on the scope, so placement reaches and lengthens with the radius the bubbles draw.
        .environment(PopoverCornerRadiusKey.self, small ? Self.smallCornerRadius : Self.cornerRadius)
    }

    static let bubblePadding = EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
    static let smallBubblePadding = EdgeInsets(top: 2, leading: 5, bottom: 2, trailing: 5)
    /// Small bubbles look like bubbles with a smaller radius than the standard 20.
    static let cornerRadius = 9.0
    static let smallCornerRadius = 6.0

    private func anchor(_ index: Int, side: Double, small: Bool) -> ViewNode {
        let hue = LinearGradient.color(at: Double(index) / Double(Self.anchorCount - 1),
                                        in: [WhiteLabelFill.pink, WhiteLabelFill.orange, WhiteLabelFill.green,
                                             WhiteLabelFill.blue, WhiteLabelFill.purple])
        return Text("\(index)")
            .font(Font(size: small ? 8 : 11, weight: .bold))
            .foregroundColor(.white)
            .frame(width: side, height: side)
            .background(Circle().fill(hue))
            .swiftUIPopover(isPresented: binding(\.arePopoversPresented), disableDelay: true, id: "\(index)") {
                PopoverMessageBubble(fill: hue, padding: small ? Self.smallBubblePadding : Self.bubblePadding) {
                    Text("#\(index)").font(Font(size: small ? 8 : 11, weight: .semibold)).foregroundStyle(.white)
                }
            }
            .gesture(minimumDistance: 0) { [unowned self] event in self.handleDrag(event, index: index) }
            .id("stress-\(index)")
    }
}
