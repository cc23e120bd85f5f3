import Testing
@testable import PopoverKit

/// `PopoverMessageBubble` as the original's: 16 pt medium centered text unless the content says
/// otherwise, any shape style for its fills, the glass convenience initializer, and 4 pt instead
/// of 12 between a body without arrow and its anchor.
@Suite struct PopoverMessageBubbleTests {
    static let anchor = Rect(x: 180, y: 300, width: 40, height: 20)

    func frame(_ bubble: @escaping () -> ViewNode) -> (LayoutResult, PresentationHarness) {
        let harness = PresentationHarness(size: Size(width: 400, height: 600)) {
            AbsoluteLayout {
                box(40, 20).swiftUIPopover(isPresented: .constant(true), disableDelay: true,
                                           preferredAttachmentEdge: .top) { [bubble()] }
                    .placed(at: Self.anchor)
            }.presentPopovers()
        }
        harness.layout(at: 0)
        return (harness.layout(at: 1), harness)
    }

    func items(_ bubble: @escaping () -> ViewNode) -> [DisplayItem] {
        frame(bubble).0.displayList().items
    }

    func runs(_ items: [DisplayItem]) -> [TextRun] {
        items.compactMap { if case .text(let run) = $0 { run } else { nil } }
    }

    @Test func contentGetsTheOriginalsFontAndCenteredLinesUnlessItSetsItsOwn() throws {
        let plain = runs(items { PopoverMessageBubble(fill: Color.systemBlue) { Text("a long line\nab") }.makeNode() })
        #expect(plain.map(\.font) == [.bubble, .bubble])
        #expect(plain[0].font == Font(size: 16, weight: .medium))
        // Centered: the short line starts further right than the long one.
        #expect(plain[1].origin.x > plain[0].origin.x)
        let own = runs(items { PopoverMessageBubble(fill: Color.systemBlue) { Text("x").font(Font(size: 14)) }.makeNode() })
        #expect(own.map(\.font) == [Font(size: 14)])
    }

    @Test func fillsTakeColorsGradientsAndMaterials() {
        let gradient = LinearGradient(colors: [.black, .white], startPoint: .top, endPoint: .bottom)
        let filled = items { PopoverMessageBubble(fill: gradient, secondaryFill: Material.thin) { Text("x") }.makeNode() }
        // The gradient fills the bubble's outline, black at its top, white at its bottom; then the material.
        let gradients = filled.compactMap { if case .gradient(let path, let fill) = $0 { (path, fill) } else { nil } }
        #expect(gradients.count == 1)
        let (outline, fill) = try! #require(gradients.first)
        #expect(fill.colors == [.black, .white] && fill.start.y < fill.end.y)
        #expect(filled.contains { if case .backdropBlur(outline, _, _) = $0 { true } else { false } })
    }

    @Test func theGlassInitializerIsClearOverGlass() {
        let glass = items { PopoverMessageBubble { Text("x") }.makeNode() }
        #expect(glass.contains { if case .backdropBlur(_, let radius, _) = $0 { radius == PopoverMessageBubble.glassBlurRadius } else { false } })
        #expect(glass.contains { if case .fill(_, .clear) = $0 { true } else { false } })
    }

    @Test func withoutArrowTheBodySitsFourPointsFromItsAnchor() throws {
        func bubbleBottom(showArrow: Bool) throws -> Double {
            let (result, _) = frame {
                PopoverMessageBubble(showArrow: showArrow, fill: Color.systemBlue) { Text("x") }.makeNode()
            }
            let outline = try #require(result.displayList().items.compactMap { item -> Path? in
                if case .fill(let path, _) = item { path } else { nil }
            }.dropFirst().first)
            return (ClipDrawing.bounds(of: outline) ?? .zero).maxY
        }
        #expect(abs((Self.anchor.minY - (try bubbleBottom(showArrow: false))) - 4) < 1e-9)
        // With the arrow, the body is placed arrow height and gap (12 pt) away.
        let (_, harness) = frame { PopoverMessageBubble(fill: Color.systemBlue) { Text("x") }.makeNode() }
        let body = try #require(harness.host.placements.first?.placement.body)
        #expect(abs(Self.anchor.minY - body.maxY - 12) < 1e-9)
    }
}
