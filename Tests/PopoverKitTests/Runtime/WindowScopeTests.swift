import Testing
@testable import PopoverKit

/// The ordinary list of rows: each row a child struct with its own `@State`, an Info button
/// toggling Apple's `.popover` declared on one source line for every row, and no
/// `.presentPopovers()` anywhere, as on Apple platforms.
private struct InfoRow: View {
    let name: String
    @State private var isShowingInfo = false

    var body: some View {
        HStack {
            Text(name)
            Spacer()
            Button("Info \(name)") { isShowingInfo.toggle() }
                .popover(isPresented: $isShowingInfo) { Text("About \(name)").padding() }
        }
    }
}

private struct InfoList: View {
    let names = ["Apples", "Bananas", "Cherries"]

    var body: some View {
        VStack {
            ForEach(names, id: \.self) { name in
                InfoRow(name: name)
            }
        }
        .padding(.horizontal, 8)
    }
}

@MainActor
@Suite struct WindowScopeTests {
    private let size = Size(width: 320, height: 400)

    private func textFrame(_ text: String, in runtime: ViewRuntime) -> Rect? {
        runtime.lastLayout?.root.allNodes.first { node in
            if let runs = (node.drawing as? TextDrawing)?.runs { runs.map(\.text).joined() == text } else { false }
        }?.frame
    }

    private func tap(_ point: Point, _ runtime: ViewRuntime, at time: Double) {
        runtime.handle(.pointerDown(point, .primary), at: time)
        runtime.handle(.pointerUp(point, .primary), at: time + 0.02)
    }

    private func run(_ runtime: ViewRuntime, from start: Double, seconds: Double) {
        var time = start
        while time <= start + seconds {
            runtime.layout(at: time)
            time += 1.0 / 60
        }
    }

    private func shown(_ runtime: ViewRuntime) -> [PlacedPopover] {
        runtime.host.placements.filter { $0.appearance.state.opacity > 0 }
    }

    @Test func eachRowOpensItsOwnPopoverWithNoPresentationModifier() throws {
        let runtime = ViewRuntime(root: InfoList(), size: size, measurer: FixedAdvanceTextMeasurer())
        run(runtime, from: 0, seconds: 0.2)
        #expect(shown(runtime).isEmpty)

        let bananas = try #require(textFrame("Info Bananas", in: runtime))
        tap(bananas.center, runtime, at: 1)
        run(runtime, from: 1.05, seconds: 1.5)
        let open = shown(runtime)
        #expect(open.count == 1)
        #expect(open.first?.isSteady == true, "it settles")
        #expect(open.first?.scope == PresentationWindowScope.id)
        #expect(textFrame("About Bananas", in: runtime) != nil)
        #expect(textFrame("About Apples", in: runtime) == nil)
        // Settled: the next frames place it in the same spot.
        let settled = try #require(open.first?.placement.body)
        run(runtime, from: 2.6, seconds: 0.2)
        #expect(shown(runtime).first?.placement.body == settled)

        // As on Apple platforms, the next tap outside only dismisses; the one after opens the
        // other row's own popover, and Bananas' stays closed.
        let cherries = try #require(textFrame("Info Cherries", in: runtime))
        tap(cherries.center, runtime, at: 3)
        run(runtime, from: 3.05, seconds: 1.5)
        #expect(shown(runtime).isEmpty)
        tap(cherries.center, runtime, at: 5)
        run(runtime, from: 5.05, seconds: 1.5)
        #expect(shown(runtime).count == 1)
        #expect(textFrame("About Cherries", in: runtime) != nil)
        #expect(textFrame("About Bananas", in: runtime) == nil)
    }

    @Test func popoversDeclaredOnOneLineInDifferentRowsAreDifferentPopovers() throws {
        let root = VStack {
            ForEach(["a", "b", "c"], id: \.self) { name in
                Text(name).swiftUIPopover(isPresented: .constant(true), disableDelay: true) { Text("about \(name)") }
            }
        }
        let runtime = ViewRuntime(root: root, size: size, measurer: FixedAdvanceTextMeasurer())
        run(runtime, from: 0, seconds: 1.5)
        #expect(Set(shown(runtime).map(\.id)).count == 3)
        #expect(shown(runtime).allSatisfy { $0.isSteady }, "each settles where its own anchor is")
        for name in ["a", "b", "c"] { #expect(textFrame("about \(name)", in: runtime) != nil) }
    }

    @Test func aTapOutsideClosesThePopover() throws {
        let runtime = ViewRuntime(root: InfoList(), size: size, measurer: FixedAdvanceTextMeasurer())
        runtime.host.dismissesOnTap = true
        run(runtime, from: 0, seconds: 0.2)
        let apples = try #require(textFrame("Info Apples", in: runtime))
        tap(apples.center, runtime, at: 1)
        run(runtime, from: 1.05, seconds: 1.5)
        #expect(shown(runtime).count == 1)
        tap(Point(x: 160, y: 390), runtime, at: 3)
        run(runtime, from: 3.05, seconds: 1.5)
        #expect(shown(runtime).isEmpty)
    }

    @Test func bubblesStayFourPointsInsideTheWindow() throws {
        // A wide bubble on an anchor in the window's corner: clamped 4 pt from the edges.
        let wide = String(repeating: "x", count: 60)
        let root = VStack {
            HStack {
                Text("corner").popover(isPresented: .constant(true)) { Text(wide).padding() }
                Spacer()
            }
            Spacer()
        }
        let runtime = ViewRuntime(root: root, size: size, measurer: FixedAdvanceTextMeasurer())
        run(runtime, from: 0, seconds: 1.5)
        let body = try #require(shown(runtime).first?.placement.body)
        #expect(body.minX >= PresentationWindowScope.padding - 1e-9)
        #expect(body.maxX <= size.width - PresentationWindowScope.padding + 1e-9)
        #expect(abs(body.minX - PresentationWindowScope.padding) < 1e-6 || abs(body.maxX - (size.width - 4)) < 1e-6,
                "pressed against the padding")
    }

    @Test func anExplicitScopeStillTakesItsOwnPopovers() throws {
        let root = VStack {
            Text("inside").popover(isPresented: .constant(true)) { Text("scoped") }
                .frame(width: 200, height: 200)
                .presentPopovers(padding: 10)
            Text("outside").popover(isPresented: .constant(true)) { Text("windowed") }
        }
        let runtime = ViewRuntime(root: root, size: size, measurer: FixedAdvanceTextMeasurer())
        run(runtime, from: 0, seconds: 1.5)
        let scopes = shown(runtime).map(\.scope)
        #expect(scopes.count == 2)
        #expect(scopes.filter { $0 == PresentationWindowScope.id }.count == 1)
    }

    @Test func togglesInAPopoverSizedToItsContentKeepTheirLabels() throws {
        // Seed 001's filter popover, with the seed's own modifiers.
        @State var unread = false
        @State var flagged = true
        let root = VStack {
            Text("Filter").popover(isPresented: .constant(true)) {
                VStack(alignment: .leading) {
                    Toggle("Unread", isOn: $unread)
                    Toggle("Flagged", isOn: $flagged)
                }
                .padding()
            }
            Spacer()
        }
        let runtime = ViewRuntime(root: root, size: size, measurer: FixedAdvanceTextMeasurer())
        run(runtime, from: 0, seconds: 1.5)
        #expect(textFrame("Unread", in: runtime) != nil)
        #expect(textFrame("Flagged", in: runtime) != nil)
    }
}
