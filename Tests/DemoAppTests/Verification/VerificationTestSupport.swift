import PopoverKit
import PopoverRender
import PopoverSDL
@testable import DemoApp

/// A bubble drawn the way the scenes draw it: shadow, then fill.
struct TestBubble {
    static let fill = Color.systemBlue
    var shape: BubbleShape

    /// A 160×70 body with its arrow on `edge` at a random sub-pixel position inside a 400×320 canvas.
    static func random(edge: Edge, using random: inout SplitMix64) -> TestBubble {
        let body = Rect(x: random.uniform(60...170), y: random.uniform(60...170), width: 160, height: 70)
        let length = edge.isVertical ? body.width : body.height
        // Keep the arrow's base clear of the 20 pt corners.
        let along = random.uniform(-(length / 2 - 34)...(length / 2 - 34))
        let tip: Point = switch edge {
        case .top: Point(x: body.midX + along, y: body.minY - 9)
        case .bottom: Point(x: body.midX + along, y: body.maxY + 9)
        case .leading: Point(x: body.minX - 9, y: body.midY + along)
        case .trailing: Point(x: body.maxX + 9, y: body.midY + along)
        }
        return TestBubble(shape: BubbleShape(body: body, cornerRadius: 20, arrow: BubbleArrow(edge: edge, tip: tip)))
    }

    var items: [DisplayItem] {
        [.shadow(shape.path, color: Color.black.opacity(0.33), radius: 20, offset: .zero),
         .fill(shape.path, Self.fill)]
    }

    static let canvas = Size(width: 400, height: 320)

    /// The bubble rendered at `scale` over `background` and the scene items `beneath`.
    @MainActor func render(scale: Double, background: Color = .white, beneath: [DisplayItem] = []) -> PixelBuffer {
        var frame = PixelBuffer(width: Int(Self.canvas.width * scale), height: Int(Self.canvas.height * scale))
        Compositor(scale: scale, text: nil).render(DisplayList(background: background, items: beneath + items), into: &frame)
        return frame
    }
}

/// A popover placed by the engine next to an anchor and drawn like a scene draws it: the anchor
/// in a blue close to the bubble's and a black label under it, then the bubble's shadow and fill
/// (through a `TrackingFault`) and white text inside the body.
@MainActor struct TestPopoverScene {
    static let container = Rect(x: 0, y: 0, width: 480, height: 360)
    static let anchorColor = Color(hex: 0x007AFF)
    var anchor: Rect
    var placement: PlacementResult

    init(anchor: Rect, side: Edge, bodySize: Size = Size(width: 160, height: 70)) {
        self.anchor = anchor
        placement = PlacementEngine.compute(PlacementRequest(
            anchor: anchor, bodySize: bodySize, container: Self.container,
            preferredPlacement: Placement(side: side)), policy: .edges(flip: false))
    }

    /// A 40×28 anchor at a random sub-pixel position with room for the body on every side.
    static func random(side: Edge, using random: inout SplitMix64) -> TestPopoverScene {
        TestPopoverScene(anchor: Rect(x: random.uniform(200...240), y: random.uniform(140...180), width: 40, height: 28), side: side)
    }

    func render(scale: Double, fault: TrackingFault = .none, text: TextRenderer?) -> PixelBuffer {
        var list = DisplayList(background: .white)
        list.append(.fill(.roundedRect(anchor, cornerRadius: 6), Self.anchorColor))
        // A scene label right beside the anchor, beneath an arrow pointing up at it.
        list.append(.text(TextRun(text: "Hello, world!", font: .body, color: .black,
                                  origin: Point(x: anchor.minX, y: anchor.maxY + 4))))
        if let arrow = placement.arrow {
            let shape = fault.apply(to: BubbleShape(body: placement.body, cornerRadius: 20,
                                                    arrow: BubbleArrow(edge: arrow.edge, tip: arrow.tip)))
            list.append(.shadow(shape.path, color: Color.black.opacity(0.33), radius: 20, offset: .zero))
            list.append(.fill(shape.path, TestBubble.fill))
        }
        let body = placement.body
        list.append(.text(TextRun(text: "Popover text", font: .bubble, color: .white,
                                  origin: Point(x: body.minX + 16, y: body.minY + 8))))
        var frame = PixelBuffer(width: Int(Self.container.width * scale), height: Int(Self.container.height * scale))
        Compositor(scale: scale, text: text).render(list, into: &frame)
        return frame
    }

    /// The point the arrow should point at: the middle of the anchor's side facing the body.
    var target: TrackingTarget {
        TrackingTarget(anchor: anchor, attachment: .rect, edge: placement.arrow!.edge, gap: ArrowSpec.standard.gap)
    }
}

extension DisplayList {
    /// Everything drawn `offset` points away from where it was laid out: a drawing fault the
    /// layout does not know about, for proving that the pixel check catches one.
    func shifted(by offset: Point) -> DisplayList {
        DisplayList(background: background,
                    items: [.pushTransform(Transform(offset: offset))] + items + [.popTransform])
    }
}
