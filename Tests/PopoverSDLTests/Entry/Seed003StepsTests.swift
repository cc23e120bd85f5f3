import PopoverKit
import PopoverRender
import Testing
@testable import PopoverSDL

/// Seed 003 as the article builds it (Seed003Steps.swift), run headless at 2x and driven by
/// taps: the example of usage (SeedSnippets.swift's `PopoverView`) on the article's own
/// `matchedPopover`, whose popover `matchedGeometryEffect` places.
@MainActor
@Suite struct Seed003StepsTests {
    let size = Size(width: 390, height: 600)

    func texts(_ runtime: ViewRuntime) throws -> [TextRun] {
        try #require(runtime.lastLayout).displayList().items.compactMap { if case .text(let run) = $0 { run } else { nil } }
    }

    /// Each text drawn, with the opacity it is drawn at (the product of the groups around it).
    func opacities(_ runtime: ViewRuntime) throws -> [String: Double] {
        var stack: [Double] = [], found: [String: Double] = [:]
        for item in try #require(runtime.lastLayout).displayList().items {
            switch item {
            case .pushOpacity(let opacity): stack.append(opacity)
            case .popOpacity: stack.removeLast()
            case .text(let run): found[run.text] = stack.reduce(1, *)
            default: break
            }
        }
        return found
    }

    /// The bounds of the frame's material (the popover's background), if one is drawn.
    func material(_ runtime: ViewRuntime) throws -> Rect? {
        let items = try #require(runtime.lastLayout).displayList().items
        for case .backdropBlur(let path, _, _) in items { return bounds(of: path) }
        return nil
    }

    func bounds(of path: Path) -> Rect {
        var xs: [Double] = [], ys: [Double] = []
        for element in path.elements {
            switch element {
            case .move(let p), .line(let p): xs.append(p.x); ys.append(p.y)
            case .quadCurve(let p, _), .cubicCurve(let p, _, _): xs.append(p.x); ys.append(p.y)
            case .arc(let c, let r, _, _): xs += [c.x - r, c.x + r]; ys += [c.y - r, c.y + r]
            case .close: break
            }
        }
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// The frame of the button whose label is `label`.
    func button(_ label: String, in runtime: ViewRuntime) throws -> Rect {
        let run = try #require(texts(runtime).first { $0.text == label })
        let layout = try #require(runtime.lastLayout)
        let target = try #require(layout.hitTest(Point(x: run.origin.x + 3, y: run.origin.y + 6)).first)
        return target.frame
    }

    func tap(_ runtime: ViewRuntime, at point: Point, time: Double) {
        runtime.handle(.pointerDown(point, .primary), at: time)
        runtime.handle(.pointerUp(point, .primary), at: time + 0.05)
    }

    @Test func aTapShowsThePopoverWithItsBottomOnTheButtonsTop() throws {
        let renderer = try HeadlessRenderer(size: size, scale: 2)
        let runtime = renderer.makeRuntime(for: PopoverView())
        _ = renderer.run(runtime, until: 1)
        #expect(try material(runtime) == nil)
        let view2 = try button("view2", in: runtime)
        tap(runtime, at: Point(x: view2.midX, y: view2.midY), time: 1)
        // The first frame it is drawn in, it is already at its source (no frame of lag),
        // transparent and scaled down as the transition begins.
        _ = renderer.run(runtime, until: 1.1)
        let first = try #require(try texts(runtime).first { $0.text == "Popover: view2" })
        _ = renderer.run(runtime, until: 2.5)
        let settled = try #require(try texts(runtime).first { $0.text == "Popover: view2" })
        #expect(settled.origin == first.origin)
        #expect(settled.font.weight == .semibold)
        // view2's anchor is .top, so the popover's .bottom (outside its outer 16 pt padding)
        // sits on the button's top center.
        let popover = try #require(try material(runtime))
        #expect(abs(popover.midX - view2.midX) < 0.01)
        #expect(abs(popover.maxY + 16 - view2.minY) < 0.01)
        // Nothing else moved; the clear overlay now takes taps everywhere but on the popover.
        #expect(try texts(runtime).first { $0.text == "view3" }?.origin.y ?? 0 > view2.maxY)
        let layout = try #require(runtime.lastLayout)
        #expect(layout.hitTest(Point(x: view2.midX, y: view2.midY)).first?.frame == Rect(origin: .zero, size: size))
    }

    @Test func eachTargetsPopoverSitsOnItsOwnAnchor() throws {
        let renderer = try HeadlessRenderer(size: size, scale: 2)
        for (label, check) in [
            ("view1", { (popover: Rect, source: Rect) in
                // .leading: the popover's trailing edge on the button's leading center.
                abs(popover.maxX + 16 - source.minX) < 0.01 && abs(popover.midY - source.midY) < 0.01 }),
            ("view3", { (popover: Rect, source: Rect) in
                // .bottom: the popover's top on the button's bottom center.
                abs(popover.minY - 16 - source.maxY) < 0.01 && abs(popover.midX - source.midX) < 0.01 }),
        ] {
            let runtime = renderer.makeRuntime(for: PopoverView())
            _ = renderer.run(runtime, until: 1)
            let source = try button(label, in: runtime)
            tap(runtime, at: Point(x: source.midX, y: source.midY), time: 1)
            _ = renderer.run(runtime, until: 2.5)
            let popover = try #require(try material(runtime))
            #expect(check(popover, source), "\(label): popover \(popover), source \(source)")
        }
    }

    @Test func aTapOnTheClearOverlayFadesThePopoverOut() throws {
        let renderer = try HeadlessRenderer(size: size, scale: 2)
        let runtime = renderer.makeRuntime(for: PopoverView())
        _ = renderer.run(runtime, until: 1)
        let view2 = try button("view2", in: runtime)
        tap(runtime, at: Point(x: view2.midX, y: view2.midY), time: 1)
        _ = renderer.run(runtime, until: 2.5)
        let shown = try #require(try material(runtime))
        // Far from every button: the overlay takes it.
        tap(runtime, at: Point(x: 30, y: 30), time: 2.5)
        _ = renderer.run(runtime, until: 2.65)
        // Going out: still drawn where it was, fading, no longer taking input.
        #expect(try material(runtime) == shown)
        let layout = try #require(runtime.lastLayout)
        #expect(layout.hitTest(Point(x: shown.midX, y: shown.midY)).isEmpty)
        _ = renderer.run(runtime, until: 4)
        #expect(try material(runtime) == nil)
        #expect(try !texts(runtime).contains { $0.text.hasPrefix("Popover") })
        // The overlay went with it: a tap on a button presses it again.
        tap(runtime, at: Point(x: view2.midX, y: view2.midY), time: 4)
        _ = renderer.run(runtime, until: 5.5)
        #expect(try texts(runtime).contains { $0.text == "Popover: view2" })
    }

    @Test func anotherSelectionHidesThePopoverThenShowsTheNewOne() throws {
        let renderer = try HeadlessRenderer(size: size, scale: 2)
        let runtime = renderer.makeRuntime(for: SwitchingTargets())
        _ = renderer.run(runtime, until: 1)
        let first = try button("First", in: runtime), second = try button("Second", in: runtime)
        let next = try button("Next", in: runtime)
        tap(runtime, at: Point(x: first.midX, y: first.midY), time: 1)
        _ = renderer.run(runtime, until: 2.5)
        #expect(try texts(runtime).map(\.text).contains("For first"))
        // "Next" sits outside the container, so the overlay does not take the tap.
        tap(runtime, at: Point(x: next.midX, y: next.midY), time: 2.5)
        _ = renderer.run(runtime, until: 2.6)
        // Hiding, then showing: the first one fades where it was, and only once its
        // animation is logically complete (withAnimation's completion, within 1% of its end)
        // does the second come in.
        var frames: [[String: Double]] = []
        for frame in 1...90 {
            _ = renderer.run(runtime, until: 2.5 + Double(frame) / 60)
            frames.append(try opacities(runtime).filter { $0.key.hasPrefix("For ") })
        }
        #expect(frames.first?.keys.sorted() == ["For first"])
        let firstSecond = try #require(frames.firstIndex { $0["For second"] != nil })
        #expect(firstSecond > 10, "the second waits for the first to go")
        #expect(frames[firstSecond]["For first"] ?? 0 < 0.02)
        #expect(frames[..<firstSecond].allSatisfy { $0["For second"] == nil })
        _ = renderer.run(runtime, until: 5)
        let texts = try texts(runtime).map(\.text)
        #expect(texts.contains("For second") && !texts.contains("For first"))
        // Under its source: .bottom's opposite is .top.
        let popover = try #require(try material(runtime))
        #expect(abs(popover.minY - second.maxY) < 0.01 && abs(popover.midX - second.midX) < 0.01)
    }
}

/// Two sources in the article's container, and a button outside it that moves the selection
/// on, as code elsewhere in an app would.
private struct SwitchingTargets: View {
    enum Target: Hashable { case first, second }

    @State private var selection: Target?

    var body: some View {
        VStack(spacing: 40) {
            VStack(spacing: 80) {
                Button("First") { selection = .first }
                    .matchedPopoverSource(id: Target.first, anchor: .bottom)
                Button("Second") { selection = .second }
                    .matchedPopoverSource(id: Target.second, anchor: .bottom)
            }
            .padding(60)
            .matchedPopover(selection: $selection, anchor: { _ in .bottom }) { id in
                Text(id == .first ? "For first" : "For second")
                    .padding()
                    .background(.ultraThinMaterial)
            }
            Button("Next") { selection = .second }
        }
    }
}
