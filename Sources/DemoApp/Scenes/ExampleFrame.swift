import PopoverKit

/// The example app's first frame, laid out by hand: the globe above "Hello, world!", centered,
/// with the blue bubble attached above the globe.
struct ExampleFrame {
    var size: Size
    var dragOffset: Point = .zero
    var presentationPadding = 4.0

    static let bubbleFill = Color.systemBlue
    static let tint = Color(hex: 0x007AFF)
    static let bubbleLines = ["This is an SF Symbol:", "`Image(systemName: \"globe\")`! 🙂"]

    func displayList(measurer: TextMeasuring) -> DisplayList {
        var list = DisplayList(background: .white)
        let body = Font(size: 17)
        let globeSize = 22.0
        let spacing = 8.0
        let helloWidth = measurer.width(of: "Hello, world!", font: body)
        let helloHeight = measurer.lineHeight(for: body)
        let contentHeight = globeSize + spacing + helloHeight
        let top = (size.height - contentHeight) / 2 + dragOffset.y
        let midX = size.width / 2 + dragOffset.x
        let globe = Rect(x: midX - globeSize / 2, y: top, width: globeSize, height: globeSize)
        list.append(.icon(name: "globe", rect: globe, color: Self.tint))
        list.append(.text(TextRun(text: "Hello, world!", font: body, color: .black,
                                  origin: Point(x: midX - helloWidth / 2, y: top + globeSize + spacing))))

        // The bubble: text lines, padding 8/16/8/16 and the arrow 9 high with a 3 pt gap.
        let font = Font.bubble
        let lineHeight = measurer.lineHeight(for: font)
        let lines = Self.bubbleLines.map { line -> (String, Font) in
            line.hasPrefix("`") ? (line.replacingOccurrences(of: "`", with: ""), font.monospaced()) : (line, font)
        }
        let widths = lines.map { measurer.width(of: $0.0, font: $0.1) }
        let textWidth = widths.max() ?? 0
        let bubbleSize = Size(width: textWidth + 32, height: lineHeight * Double(lines.count) + 16)
        let container = Rect(x: 0, y: 0, width: size.width, height: size.height).insetBy(dx: presentationPadding, dy: presentationPadding)
        let x = min(max(globe.midX - bubbleSize.width / 2, container.minX), container.maxX - bubbleSize.width)
        let bodyRect = Rect(x: x, y: globe.minY - 12 - bubbleSize.height, width: bubbleSize.width, height: bubbleSize.height)
        let limit = max(0, bodyRect.width / 2 - 9 - 20)
        let tipX = min(max(globe.midX, bodyRect.midX - limit), bodyRect.midX + limit)
        let shape = BubbleShape(body: bodyRect, cornerRadius: 20,
                                arrow: BubbleArrow(edge: .bottom, tip: Point(x: tipX, y: globe.minY - 3)))
        list.append(.shadow(shape.path, color: Color.black.opacity(0.33), radius: 20, offset: .zero))
        list.append(.fill(shape.path, Self.bubbleFill))
        for (index, line) in lines.enumerated() {
            let origin = Point(x: bodyRect.midX - widths[index] / 2, y: bodyRect.minY + 8 + lineHeight * Double(index))
            list.append(.text(TextRun(text: line.0, font: line.1, color: .white, origin: origin)))
        }
        return list
    }
}
