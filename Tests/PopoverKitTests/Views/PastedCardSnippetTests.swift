import Testing
@testable import PopoverKit

// Pasted as an app would write it for SwiftUI; only `import SwiftUI` became `import PopoverKit`.

struct StatCard: View {
    let title: String
    let value: Double

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text(title)
                    .font(.headline)
                    .fixedSize()
                Spacer()
                Text("\(Int(value * 100))%")
                    .padding(4)
                    .border(Color.blue, width: 1)
            }
            GeometryReader { geometry in
                ZStack(alignment: .leading) {
                    Rectangle()
                        .frame(width: geometry.size.width, height: 8)
                        .opacity(0.3)
                        .foregroundColor(.gray)
                    Rectangle()
                        .frame(width: min(CGFloat(value) * geometry.size.width, geometry.size.width), height: 8)
                        .foregroundColor(.blue)
                }
                .cornerRadius(45.0)
            }
            .frame(height: 8)
        }
        .padding()
        .background(Color.white)
        .cornerRadius(12)
        .overlay(
            RoundedRectangle(cornerRadius: 12)
                .stroke(Color.gray.opacity(0.2), lineWidth: 1)
        )
    }
}

struct Dashboard: View {
    let items: [(String, Double)] = [("Steps", 0.7), ("Sleep", 0.4)]
    @State private var isLoading = true

    var body: some View {
        VStack(spacing: 16) {
            ForEach(0..<items.count, id: \.self) { index in
                card(at: index)
            }
            if isLoading {
                ProgressView()
            }
        }
        .padding()
    }

    func card(at index: Int) -> AnyView {
        AnyView(StatCard(title: items[index].0, value: items[index].1))
    }
}

// End of the pasted code.

/// The pasted dashboard lays out and draws as it would on iOS.
@MainActor
@Suite struct PastedCardSnippetTests {
    @Test func theDashboardDrawsItsCardsBarsBordersAndSpinner() throws {
        let runtime = ViewRuntime(root: Dashboard(), size: Size(width: 300, height: 400),
                                  measurer: FixedAdvanceTextMeasurer())
        let items = runtime.frame(at: 0).items
        let fills = items.compactMap { if case .fill(let path, let color) = $0 { (path, color) } else { nil } }
        func bounds(_ color: Color) -> [Rect] {
            fills.filter { $0.1 == color.resolved(in: .light) }.map { ClipDrawing.bounds(of: $0.0)! }
        }

        // Cards 300 - 2 × 16 wide, padded by 16 again: bars 236 wide, filled to 70% and 40%.
        let tracks = bounds(.gray).filter { $0.height == 8 }, bars = bounds(.blue).filter { $0.height == 8 }
        try #require(tracks.count == 2 && bars.count == 2)
        #expect(tracks.allSatisfy { abs($0.width - 236) < 1e-9 })
        #expect(abs(bars[0].width - 0.7 * 236) < 1e-9 && abs(bars[1].width - 0.4 * 236) < 1e-9)
        #expect(bars[0].minX == tracks[0].minX, "the bar starts at the reader's leading edge")

        // Each card is clipped to its rounded corners and outlined, and each percentage boxed.
        let cards = items.compactMap { if case .pushClipPath(let path) = $0 { ClipDrawing.bounds(of: path) } else { nil } }
            .filter { $0.width == 268 }
        #expect(cards.count == 2)
        let outlines = bounds(Color.gray.opacity(0.2))
        #expect(outlines.count == 2 && outlines.allSatisfy { abs($0.width - 269) < 1e-9 })
        #expect(bounds(.blue).filter { $0.height != 8 }.count == 2)

        // The titles are whole; the spinner's eight spokes are drawn below the cards.
        #expect(drawnTexts(runtime).prefix(2) == ["Steps", "70%"])
        let spinner = try #require(runtime.lastLayout!.root.allNodes.first { $0.drawing is FillsDrawing })
        #expect(spinner.frame.size == Size(width: 20, height: 20))
        #expect(spinner.frame.minY > cards[1].maxY)
    }
}

// More one-liners as pasted SwiftUI writes them (only the import changed).

struct ProfileHeader: View {
    @State private var progress = 0.3
    @State private var showsBadge = false

    var body: some View {
        VStack {
            Circle()
                .stroke(lineWidth: 3)
                .foregroundStyle(.blue)
                .frame(width: 60, height: 60)
                .overlay(Circle().strokeBorder(.white, lineWidth: 2))
            Color.orange
                .aspectRatio(16 / 9, contentMode: .fit)
                .cornerRadius(8)
            HStack {
                Text("Display name").layoutPriority(1)
                Text("Badge").hidden()
                Text("Pro").fixedSize(horizontal: false, vertical: true).zIndex(1)
            }
            ProgressView(value: progress)
            ProgressView(value: 5, total: 10)
            GeometryReader { geo in
                Text("\(Int(geo.frame(in: .global).minY))")
                    .frame(width: geo.size.width * 0.5)
            }
            .frame(height: 20)
            if showsBadge {
                AnyView(EmptyView()).onDisappear { print("gone") }
            }
        }
        .border(.gray)
        .padding()
    }
}

extension PastedCardSnippetTests {
    @Test func theOneLinersCompileAndLayOutInTheirOffer() {
        let runtime = ViewRuntime(root: ProfileHeader(), size: Size(width: 320, height: 480),
                                  measurer: FixedAdvanceTextMeasurer())
        let layout = runtime.layout(at: 0)
        let texts = layout.displayList().items.compactMap { if case .text(let run) = $0 { run.text } else { nil } }
        #expect(!texts.contains("Badge"), "hidden")
        #expect(texts.contains("Pro"))
        #expect(layout.root.allNodes.allSatisfy { $0.frame.maxX <= 320 + 1e-9 })
    }
}
